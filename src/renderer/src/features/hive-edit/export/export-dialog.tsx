// The Hive Editor's export dialog: the format (PNG, JPEG, WebP or PDF) and, for images, the size
// (1×, 2×, 3×), the output size, and what the export costs — shown before anything is charged.
// Download and Save to My Creations both charge first (10 credits the first time, free after;
// a refusal is shown and nothing is made), then render with the canvas's own renderer and save
// through the platform (desktop: the native Save dialog, JPEG and WebP encoded by sharp in main).
// The last download can be dragged out to the desktop or a folder.
import { Download, FileText, GripVertical, ImagePlus, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent as ReactDragEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { FunctionCallError } from '@/lib/functions';
import { notifySuccess } from '@/lib/notify';
import { getPlatform } from '@/platform/get-platform';
import type { Platform } from '@/platform/platform';
import type { EditorDocument } from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { exportRaster } from '../render/offscreen';
import { loadDocumentFonts } from '../render/document-fonts';
import { renderExportFile } from './export-file';
import {
  EXPORT_FORMATS,
  EXPORT_SCALES,
  FORMAT_HINTS,
  FORMAT_LABELS,
  FORMAT_TYPES,
  exportCostText,
  exportFileName,
  exportMessages,
  isRasterFormat,
  outputSizeText,
  scaleAllowed,
} from './export-names';
import type { ExportFormat, ExportScale } from './export-names';

/** What `export-document` answers (the charge of an export). */
export type ExportChargeResult = {
  charged: boolean;
  credits_used: number;
  credits_remaining: number;
  exported_at: string;
};

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  doc: EditorDocument;
  assets: AssetStore;
  /** null while the design has never been saved (it cannot be charged yet). */
  documentId: string | null;
  title: string;
  /** When the design was first exported; null: the next export costs credits. */
  exportedAt: string | null;
  onCharged: (info: { credits_remaining: number; exported_at: string }) => void;
  charge: () => Promise<ExportChargeResult>;
  onSaveToCreations: (blob: Blob) => Promise<void>;
};

type Busy = 'download' | 'save' | null;
type LastExport = { url: string; name: string; type: string; format: ExportFormat };

function ChoiceGroup<Value extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  value: Value;
  options: { value: Value; label: string; disabled?: boolean; title?: string }[];
  onChange: (value: Value) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="text-muted-foreground mb-2 text-xs font-semibold tracking-widest uppercase">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const checked = option.value === value;
          const inputId = `${id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              title={option.title}
              className={cn(
                'relative flex min-w-14 items-center justify-center rounded-xl border px-3 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-background has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2',
                option.disabled
                  ? 'border-border text-muted-foreground cursor-not-allowed opacity-50'
                  : 'cursor-pointer',
                !option.disabled &&
                  (checked
                    ? 'border-gold-400/70 bg-gold-400/12 text-gold-100'
                    : 'border-border bg-surface-raised text-foreground/85 hover:border-border-strong hover:text-foreground'),
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-${name}`}
                value={String(option.value)}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The export dialog of the Hive Editor. */
export function ExportDialog({
  open,
  onOpenChange,
  doc,
  assets,
  documentId,
  title,
  exportedAt,
  onCharged,
  charge,
  onSaveToCreations,
}: ExportDialogProps) {
  const { platform: contextPlatform } = useBackend();
  // The platform the last download went through (the context's, or the build's when none).
  const [loadedPlatform, setLoadedPlatform] = useState<Platform | null>(null);
  const platform = contextPlatform ?? loadedPlatform;
  const [format, setFormat] = useState<ExportFormat>('png');
  const [scale, setScale] = useState<ExportScale>(1);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<LastExport | null>(null);
  const lastUrl = useRef<string | null>(null);
  const sizeId = useId();
  const costId = useId();
  const raster = isRasterFormat(format);
  const chosenScale = raster && scaleAllowed(doc, scale) ? scale : 1;
  const fileName = exportFileName(title, format, chosenScale);

  // Reopening starts without the last error (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setError(null);
  }
  // The last file's URL lives until the next export replaces it or the editor closes.
  useEffect(
    () => () => {
      if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    },
    [],
  );

  const remember = (blob: Blob, name: string) => {
    if (lastUrl.current) URL.revokeObjectURL(lastUrl.current);
    const url = URL.createObjectURL(blob);
    lastUrl.current = url;
    setLast({ url, name, type: blob.type || FORMAT_TYPES[format], format });
  };

  /** Charges the export (free after the first); false when it was refused (the reason shown). */
  const chargeExport = async (): Promise<boolean> => {
    try {
      const result = await charge();
      onCharged({ credits_remaining: result.credits_remaining, exported_at: result.exported_at });
      return true;
    } catch (caught) {
      if (caught instanceof FunctionCallError) {
        if (!caught.cancelled) setError(caught.message);
      } else {
        console.warn('The export could not be charged:', caught);
        setError(exportMessages.chargeFailed);
      }
      return false;
    }
  };

  const download = async () => {
    if (busy) return;
    setBusy('download');
    setError(null);
    try {
      if (!(await chargeExport())) return;
      const shell = platform ?? (await getPlatform());
      setLoadedPlatform(shell);
      let blob: Blob;
      try {
        blob = await renderExportFile({
          doc,
          assets,
          format,
          scale: chosenScale,
          title,
          platform: shell,
        });
      } catch (caught) {
        console.warn('The export could not be made:', caught);
        setError(exportMessages.renderFailed);
        return;
      }
      remember(blob, fileName);
      const outcome = await shell.saveFile(blob, fileName);
      if (outcome.saved) void notifySuccess(exportMessages.downloaded);
      else if (outcome.reason === 'failed') setError(exportMessages.downloadFailed);
    } catch (caught) {
      console.warn('The export could not be saved:', caught);
      setError(exportMessages.downloadFailed);
    } finally {
      setBusy(null);
    }
  };

  const saveToCreations = async () => {
    if (busy) return;
    setBusy('save');
    setError(null);
    try {
      if (!(await chargeExport())) return;
      // My Creations keeps a PNG of the design at its own size.
      await loadDocumentFonts(doc);
      const png = await exportRaster(doc, assets, { type: 'image/png', scale: 1 });
      await onSaveToCreations(png);
      void notifySuccess(exportMessages.savedToCreations);
    } catch (caught) {
      console.warn('Saving the design to My Creations failed:', caught);
      setError(exportMessages.saveFailed);
    } finally {
      setBusy(null);
    }
  };

  const startDrag = (event: ReactDragEvent<HTMLElement>) => {
    if (!last || !platform) {
      event.preventDefault();
      return;
    }
    const file = { url: last.url, name: last.name, type: last.type };
    if (!platform.startDragOut(event.nativeEvent, file)) event.preventDefault();
  };

  const canExport = documentId !== null && busy === null;

  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent className="max-w-md" data-testid="export-dialog">
        <DialogHeader>
          <DialogTitle>{exportMessages.title}</DialogTitle>
          <DialogDescription>{exportMessages.description}</DialogDescription>
        </DialogHeader>

        <ChoiceGroup
          legend="Format"
          name="format"
          value={format}
          disabled={busy !== null}
          options={EXPORT_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }))}
          onChange={setFormat}
        />
        <p className="text-muted-foreground -mt-2 text-xs">{FORMAT_HINTS[format]}</p>

        {raster && (
          <ChoiceGroup
            legend="Size"
            name="scale"
            value={chosenScale}
            disabled={busy !== null}
            options={EXPORT_SCALES.map((value) => {
              const allowed = scaleAllowed(doc, value);
              return {
                value,
                label: `${value}×`,
                disabled: !allowed,
                title: allowed ? undefined : exportMessages.tooLarge,
              };
            })}
            onChange={setScale}
          />
        )}

        <div className="border-border bg-surface-raised grid gap-1 rounded-xl border p-3 text-sm">
          <p id={sizeId} className="text-foreground" data-testid="export-size">
            {outputSizeText(doc, format, chosenScale)}
          </p>
          <p
            id={costId}
            className={exportedAt === null ? 'text-gold-200' : 'text-emerald-300'}
            data-testid="export-cost"
          >
            {exportCostText(exportedAt)}
          </p>
        </div>

        {documentId === null && (
          <p className="text-muted-foreground text-sm">{exportMessages.notSavedYet}</p>
        )}

        <div aria-live="polite" role="status" className="min-h-0 text-sm">
          {busy && (
            <span className="text-foreground flex items-center gap-2" data-testid="export-progress">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {busy === 'download' ? exportMessages.preparing : exportMessages.saving}
            </span>
          )}
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm text-red-200"
            data-testid="export-error"
          >
            {error}
          </p>
        )}

        <DialogFooter className="items-center">
          {last && platform && (
            // Mouse-only shortcut to drop the last export on the desktop or a folder; Download
            // does the same for everyone.
            <div
              draggable
              onDragStart={startDrag}
              title={exportMessages.dragHint}
              className="border-border text-muted-foreground mr-auto flex h-10 cursor-grab items-center gap-1.5 rounded-lg border px-2 text-xs active:cursor-grabbing"
              data-testid="export-drag-out"
            >
              <GripVertical className="size-4" aria-hidden />
              {last.format === 'pdf' ? (
                <FileText className="size-5" aria-hidden />
              ) : (
                <img
                  src={last.url}
                  alt=""
                  draggable={false}
                  className="size-7 rounded object-cover"
                />
              )}
              <span className="max-w-28 truncate">{last.name}</span>
            </div>
          )}
          <Button
            variant="secondary"
            onClick={() => void saveToCreations()}
            disabled={!canExport}
            aria-describedby={costId}
            data-testid="export-save-creations"
          >
            {busy === 'save' ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <ImagePlus aria-hidden />
            )}
            Save to My Creations
          </Button>
          <Button
            variant="primary"
            onClick={() => void download()}
            disabled={!canExport}
            aria-describedby={`${sizeId} ${costId}`}
            data-testid="export-download"
          >
            {busy === 'download' ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Download aria-hidden />
            )}
            Download
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
