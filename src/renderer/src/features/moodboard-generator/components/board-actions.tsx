import { FileDown, ImageDown, Link2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { moodboardMessages } from '@contracts/messages';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useBackend } from '@/lib/backend-context';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { boardDesign, setBoardShared, shareUrl } from '../api/moodboard-api';
import { boardData, EXPORT_WIDTHS, exportStem } from '../board-model';
import type { Board, ExportWidth } from '../board-model';
import { boardPdf, boardPng } from '../lib/export-board';

/** The saved creation a board is (its id for the share link and whether it is public). */
export type SavedBoard = { id: string; shared: boolean; source: 'server' | 'local' };

/** Export (PNG up to 4K, PDF), Save to My Creations, and the share link of a saved board. */
export function BoardActions({
  board,
  saved,
  onSaved,
}: {
  board: Board;
  saved: SavedBoard | null;
  onSaved: (next: SavedBoard) => void;
}) {
  const id = useId();
  const { supabase, platform } = useBackend();
  const [width, setWidth] = useState<ExportWidth>(3840);
  const [exporting, setExporting] = useState<'png' | 'pdf' | null>(null);
  const [sharing, setSharing] = useState(false);
  // What is saved is the board as it stands: an edit can be saved again as a new creation.
  const key = JSON.stringify(boardData(board));
  const saver = useCreationSaver(key, {
    savedMessage: moodboardMessages.saved,
    checkDuplicate: false,
  });
  const stem = exportStem(board.title);

  const download = async (kind: 'png' | 'pdf') => {
    if (!platform) return;
    setExporting(kind);
    try {
      const blob =
        kind === 'png'
          ? await boardPng(board, width)
          : new Blob([(await boardPdf(board)) as BlobPart], { type: 'application/pdf' });
      const outcome = await platform.saveFile(
        blob,
        `${stem}${kind === 'png' ? `-${width}` : ''}.${kind}`,
      );
      if (outcome.saved) void notifySuccess(moodboardMessages.exported);
    } catch (error) {
      console.warn('Exporting the board failed:', error);
      void notifyError(moodboardMessages.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  const save = async () => {
    if (!supabase) return;
    try {
      const design = await saver.save(await boardDesign(supabase, board));
      if (design) onSaved({ id: design.id, shared: !design.isPrivate, source: design.source });
    } catch (error) {
      console.warn('Saving the board failed:', error);
    }
  };

  const share = async (on: boolean) => {
    if (!supabase) return;
    if (!saved || saved.source !== 'server') {
      void notifyError(moodboardMessages.shareNeedsSave);
      return;
    }
    setSharing(true);
    try {
      await setBoardShared(supabase, saved.id, on);
      onSaved({ ...saved, shared: on });
      if (on) {
        const link = shareUrl(window.location.origin, saved.id);
        await navigator.clipboard.writeText(link).catch(() => undefined);
        void notifySuccess(moodboardMessages.shareOn, { description: 'Link copied.' });
      } else void notifySuccess(moodboardMessages.shareOff);
    } catch (error) {
      console.warn('Changing the share link failed:', error);
      void notifyError(moodboardMessages.exportFailed);
    } finally {
      setSharing(false);
    }
  };

  const link = saved?.shared ? shareUrl(window.location.origin, saved.id) : null;

  return (
    <div className="flex flex-col gap-4" data-testid="board-actions">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-width`} className="text-muted-foreground text-xs">
            PNG width (4K at most)
          </label>
          <select
            id={`${id}-width`}
            value={width}
            onChange={(event) => setWidth(Number(event.target.value) as ExportWidth)}
            className="border-border bg-surface-raised text-foreground focus-visible:ring-ring rounded-lg border px-2 py-2 text-sm outline-none focus-visible:ring-2"
          >
            {EXPORT_WIDTHS.map((value) => (
              <option key={value} value={value}>
                {value} px{value === 3840 ? ' (4K)' : ''}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={() => void download('png')}
          disabled={exporting !== null}
        >
          {exporting === 'png' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <ImageDown aria-hidden />
          )}
          Download PNG
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download('pdf')}
          disabled={exporting !== null}
        >
          {exporting === 'pdf' ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <FileDown aria-hidden />
          )}
          Download PDF
        </Button>
        <SaveToCreationsButton state={saver.state} onSave={() => void save()} />
      </div>
      <div className="border-border flex flex-col gap-2 rounded-xl border p-3">
        <div className="flex items-center justify-between gap-3">
          <label
            htmlFor={`${id}-share`}
            className="text-foreground flex items-center gap-2 text-sm font-medium"
          >
            <Link2 className="text-gold-400 size-4" aria-hidden /> Share link
          </label>
          <Switch
            id={`${id}-share`}
            checked={saved?.shared ?? false}
            disabled={sharing}
            onCheckedChange={(on) => void share(on)}
          />
        </div>
        <p className="text-muted-foreground text-xs" data-testid="share-state">
          {!saved
            ? moodboardMessages.shareNeedsSave
            : saved.shared
              ? moodboardMessages.shareOn
              : 'Private: only you can see this board.'}
        </p>
        {link && (
          <input
            readOnly
            value={link}
            aria-label="Share link"
            onFocus={(event) => event.target.select()}
            className="border-border bg-surface-raised text-foreground rounded-lg border px-2 py-1.5 font-mono text-xs"
            data-testid="share-link"
          />
        )}
      </div>
    </div>
  );
}
