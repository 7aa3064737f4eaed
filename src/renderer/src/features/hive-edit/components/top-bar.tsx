// The editor's top bar: back, the design's name, where saving stands (with the conflict choice),
// undo and redo, zoom, the shortcuts sheet and Export (its cost said on the button's line).
import type { SupabaseClient } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import type Konva from 'konva';
import {
  ArrowLeft,
  CheckCircle2,
  CloudOff,
  Download,
  Keyboard,
  Loader2,
  Maximize,
  Minus,
  PanelRight,
  Plus,
  Redo2,
  TriangleAlert,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import type { MutableRefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { creditKeys } from '@/lib/credit-balance';
import { useAtom, useAtomValue, useSetAtom, useStore } from '@/lib/state';
import { RESULT_URL_SECONDS } from '@contracts/domain/storage';
import { exportCharge, exportCost, uploadAsset } from '../api/documents-api';
import { fitView, zoomAbout } from '../canvas/editor-canvas';
import { ExportDialog } from '../export/export-dialog';
import { editorMessages } from '../messages';
import type { AssetStore } from '../render/asset-store';
import {
  canRedoAtom,
  canUndoAtom,
  docAtom,
  metaAtom,
  redoAtom,
  revisionAtom,
  saveStatusAtom,
  undoAtom,
  viewAtom,
} from '../state/editor-store';
import type { useAutosave } from '../state/use-autosave';

const STATUS_WORDS = {
  saved: editorMessages.saved,
  saving: editorMessages.saving,
  unsaved: editorMessages.unsaved,
  offline: editorMessages.offline,
  conflict: editorMessages.conflict,
  error: editorMessages.saveFailed,
} as const;

export function TopBar({
  supabase,
  assets,
  autosave,
  onShortcuts,
  stage,
  panelsOpen,
  onTogglePanels,
}: {
  supabase: SupabaseClient;
  assets: AssetStore;
  autosave: ReturnType<typeof useAutosave>;
  onShortcuts: () => void;
  stage: MutableRefObject<Konva.Stage | null>;
  /** Whether the side panels show (narrow screens hide them behind the Panels button). */
  panelsOpen: boolean;
  onTogglePanels: () => void;
}) {
  const store = useStore();
  const queryClient = useQueryClient();
  const [meta, setMeta] = useAtom(metaAtom);
  const status = useAtomValue(saveStatusAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const [view, setView] = useAtom(viewAtom);
  const doc = useAtomValue(docAtom);
  const [exporting, setExporting] = useState(false);
  const saver = useCreationSaver(`${meta?.id ?? ''}:${store.get(revisionAtom)}`, {
    checkDuplicate: false,
  });

  if (!meta) return null;
  const cost = exportCost({ exportedAt: meta.exportedAt });

  const zoomBy = (factor: number) => {
    const size = stage.current?.size() ?? { width: 800, height: 600 };
    setView(zoomAbout(view, view.zoom * factor, { x: size.width / 2, y: size.height / 2 }));
  };
  const fit = () => {
    const size = stage.current?.size() ?? { width: 800, height: 600 };
    setView(fitView(doc, size.width, size.height));
  };

  const Icon =
    status === 'saving'
      ? Loader2
      : status === 'saved'
        ? CheckCircle2
        : status === 'offline'
          ? CloudOff
          : TriangleAlert;

  return (
    <header className="border-border bg-surface/95 flex h-14 shrink-0 items-center gap-1 border-b px-2 sm:gap-2 sm:px-3">
      <Button
        asChild
        variant="ghost"
        size="icon-sm"
        aria-label="Back to Dashboard"
        title="Back to Dashboard"
      >
        <Link to={paths.dashboard}>
          <ArrowLeft className="size-4" aria-hidden />
        </Link>
      </Button>
      <h1 className="sr-only">The Hive Editor</h1>
      <label className="sr-only" htmlFor="design-title">
        Design name
      </label>
      <input
        id="design-title"
        value={meta.title}
        maxLength={120}
        onChange={(event) => {
          setMeta({ ...meta, title: event.target.value });
          store.set(revisionAtom, store.get(revisionAtom) + 1);
        }}
        className="hover:border-border focus:border-gold-400 text-foreground w-24 min-w-16 shrink rounded-md border border-transparent bg-transparent px-2 py-1 text-sm font-medium outline-none sm:w-56"
      />
      <p
        className="text-muted-foreground flex min-w-0 items-center gap-1.5 text-xs"
        role="status"
        data-testid="save-status"
        data-status={status}
      >
        <Icon
          className={`size-3.5 shrink-0 ${status === 'saving' ? 'animate-spin' : ''}`}
          aria-hidden
        />
        <span className="sr-only truncate md:not-sr-only">{STATUS_WORDS[status]}</span>
      </p>
      {autosave.conflict && (
        <div className="flex items-center gap-2" role="alert">
          <Button size="sm" variant="outline" onClick={() => void autosave.keepMine()}>
            {editorMessages.keepMine}
          </Button>
          <Button size="sm" variant="ghost" onClick={autosave.loadTheirs}>
            {editorMessages.loadTheirs}
          </Button>
        </div>
      )}
      <div className="ml-auto flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={undo}
        >
          <Undo2 className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!canRedo}
          onClick={redo}
        >
          <Redo2 className="size-4" aria-hidden />
        </Button>
        <span className="bg-border mx-1 hidden h-6 w-px sm:block" aria-hidden />
        <Button
          variant="ghost"
          size="icon-sm"
          className="hidden sm:inline-flex"
          aria-label="Zoom out"
          onClick={() => zoomBy(1 / 1.25)}
        >
          <Minus className="size-4" aria-hidden />
        </Button>
        <span
          className="text-muted-foreground hidden w-12 text-center text-xs tabular-nums sm:inline"
          data-testid="zoom-level"
        >
          {Math.round(view.zoom * 100)} %
        </span>
        <Button
          variant="ghost"
          size="icon-sm"
          className="hidden sm:inline-flex"
          aria-label="Zoom in"
          onClick={() => zoomBy(1.25)}
        >
          <Plus className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Fit to screen"
          title="Fit to screen"
          onClick={fit}
        >
          <Maximize className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="lg:hidden"
          aria-label="Panels"
          aria-pressed={panelsOpen}
          aria-controls="design-panels"
          title="Design, AI tools and layers"
          onClick={onTogglePanels}
        >
          <PanelRight className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="hidden sm:inline-flex"
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
          onClick={onShortcuts}
        >
          <Keyboard className="size-4" aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="primary"
          className="ml-1 sm:ml-2"
          onClick={() => setExporting(true)}
        >
          <Download className="size-4" aria-hidden />
          Export
          {/* On a phone the dialog says the cost before anything is exported. */}
          <span className="text-primary-foreground/80 hidden text-[0.7rem] font-normal sm:inline">
            {cost === 0 ? '· Free' : `· ${cost} credits`}
          </span>
        </Button>
      </div>
      <ExportDialog
        open={exporting}
        onOpenChange={setExporting}
        doc={doc}
        assets={assets}
        documentId={meta.id}
        title={meta.title}
        exportedAt={meta.exportedAt}
        charge={() => exportCharge(supabase, meta.id)}
        onCharged={(info) => {
          const current = store.get(metaAtom);
          if (current) store.set(metaAtom, { ...current, exportedAt: info.exported_at });
          void queryClient.invalidateQueries({ queryKey: creditKeys.all });
        }}
        onSaveToCreations={async (png) => {
          const { data: auth } = await supabase.auth.getUser();
          if (!auth.user) return;
          const asset = await uploadAsset(supabase, auth.user.id, meta.id, png, 'png');
          const signed = await supabase.storage
            .from('documents')
            .createSignedUrl(`${auth.user.id}/${meta.id}/${asset}`, RESULT_URL_SECONDS);
          if (signed.error || !signed.data) throw new Error('The export could not be stored');
          await saver.save({
            url: signed.data.signedUrl,
            prompt: null,
            type: 'edited-image',
            model: 'The Hive Editor',
            name: meta.title,
            tags: [],
            details: { document_id: meta.id },
          });
        }}
      />
    </header>
  );
}
