import { Download, FileImage, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { Engine } from '@contracts/api/photo-tools';
import type { VectorDesignType } from '@contracts/domain/design-types';
import { generatorMessages, vectorToolMessages } from '@contracts/messages';
import { engineModelLabel } from '@contracts/tools/engine-labels';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { EditInEditorButton } from '@/components/studio/edit-in-editor-button';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { svgToPng } from './svg-raster';
import { PNG_EXPORT_SCALES, pngExportSize } from './svg-text';
import type { SvgSize, XmlTools } from './svg-text';

/** What is saved to My Creations for a result. */
export type VectorDesign = {
  /** The stored SVG's URL (the server's copy; edits live only in this page). */
  url: string;
  type: VectorDesignType;
  name: string;
  prompt: string | null;
  tags: string[];
  engine: Engine;
};

/**
 * A result's exports: the SVG (as edited), PNGs at 1×, 2× and 4× drawn by the browser, Save to My
 * Creations, and on desktop a thumbnail to drag out as an SVG file.
 */
export function VectorExports({
  text,
  blobUrl,
  size,
  fileStem,
  design,
  edited,
  xml,
}: {
  /** The SVG as shown (with any colour swaps). */
  text: string;
  /** A blob: URL of `text` (the drag-out source). */
  blobUrl: string;
  size: SvgSize;
  fileStem: string;
  design: VectorDesign;
  edited: boolean;
  xml: XmlTools;
}) {
  const { platform } = useBackend();
  const [busy, setBusy] = useState<string | null>(null);
  const saver = useCreationSaver(design.url);

  const saveFile = async (blob: Blob, name: string) => {
    if (!platform) return;
    const outcome = await platform.saveFile(blob, name);
    if (outcome.saved) void notifySuccess(vectorToolMessages.downloaded);
    else if (outcome.reason === 'failed') void notifyError(generatorMessages.downloadFailed);
  };

  const downloadSvg = async () => {
    setBusy('svg');
    try {
      await saveFile(new Blob([text], { type: 'image/svg+xml' }), `${fileStem}.svg`);
    } finally {
      setBusy(null);
    }
  };

  const downloadPng = async (scale: number, target: SvgSize) => {
    setBusy(`png-${scale}`);
    try {
      const png = await svgToPng(text, target, xml);
      await saveFile(png, `${fileStem}-${scale}x.png`);
    } catch (error) {
      console.warn('PNG export failed:', error);
      void notifyError(vectorToolMessages.pngFailed);
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    saver.save({
      url: design.url,
      prompt: design.prompt,
      type: design.type,
      model: engineModelLabel(design.engine.kind, design.engine.name),
      name: design.name,
      tags: design.tags.slice(0, 20),
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {platform && (
          // Mouse-only shortcut to drop the SVG on the desktop; Download SVG does the same for all.
          <img
            src={blobUrl}
            alt=""
            draggable
            title="Drag to your desktop or a folder"
            onDragStart={(event) => {
              const file = { url: blobUrl, name: `${fileStem}.svg`, type: 'image/svg+xml' };
              if (!platform.startDragOut(event.nativeEvent, file)) event.preventDefault();
            }}
            className="border-border size-10 cursor-grab rounded-md border bg-white/90 object-contain active:cursor-grabbing"
            data-testid="drag-out"
          />
        )}
        <Button variant="primary" onClick={() => void downloadSvg()} disabled={busy !== null}>
          {busy === 'svg' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Download aria-hidden />
          )}
          Download SVG
        </Button>
        <SaveToCreationsButton state={saver.state} onSave={() => void save()} />
        <EditInEditorButton url={blobUrl} fileName={`${fileStem}.svg`} />
      </div>
      {edited && (
        <p className="text-muted-foreground text-xs">{vectorToolMessages.savesOriginal}</p>
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Download as PNG">
          {PNG_EXPORT_SCALES.map((scale) => {
            const target = pngExportSize(size, scale);
            return (
              <Button
                key={scale}
                variant="outline"
                size="sm"
                onClick={() => target && void downloadPng(scale, target)}
                disabled={!target || busy !== null}
                title={target ? undefined : vectorToolMessages.pngTooLarge}
                data-testid={`png-${scale}x`}
              >
                {busy === `png-${scale}` ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <FileImage aria-hidden />
                )}
                PNG {scale}×
                <span className="text-muted-foreground text-xs font-normal">
                  {target ? `${target.width} × ${target.height}` : 'too large'}
                </span>
              </Button>
            );
          })}
        </div>
        <p className="text-muted-foreground text-xs">{vectorToolMessages.pngRenderer}</p>
      </div>
    </div>
  );
}
