import { useQueryClient } from '@tanstack/react-query';
import { Check, Download, FolderHeart, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import type { PhotoDesignType } from '@contracts/domain/design-types';
import { generatorMessages } from '@contracts/messages';
import { engineModelLabel } from '@contracts/tools/engine-labels';
import type { ToolId } from '@contracts/tools/tool-registry';
import { RunAgainButton } from '@/components/studio/run-again-button';
import type { RunAgain } from '@/components/studio/run-again-button';
import { SendToMenu } from '@/components/studio/send-to-menu';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { designKeys, isCreationSaved, saveDesign } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { downloadResult } from './photo-output';

type SaveState = 'idle' | 'saving' | 'saved';

/** Opens the URL as a plain download link: the last resort when fetching the result fails. */
function anchorDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** What the result actions need for one result. */
export type ResultActionsProps = {
  result: PhotoToolResponse;
  /** What My Creations files the result as (an edited photo is not "AI Art"). */
  designType: PhotoDesignType;
  fileName: string;
  designName: string;
  tags: string[];
  downloadLabel?: string;
  downloadFailedMessage?: string;
  /** What to download, when it is not the stored result (e.g. a composited background). */
  href?: string;
  /** The tool the result came from: "Send to" offers the other photo tools. */
  sendFrom?: ToolId;
  /** Run the same photo again (a new, charged run). */
  runAgain?: RunAgain;
};

/**
 * Download (through the Platform seam: a download on the web, a save dialog on desktop), Save to
 * My Creations, drag out (desktop and mouse), Send to another tool and Run again, for one result.
 */
export function ResultActions({
  result,
  designType,
  fileName,
  designName,
  tags,
  downloadLabel = 'Download PNG',
  downloadFailedMessage = generatorMessages.downloadFailed,
  href,
  sendFrom,
  runAgain,
}: ResultActionsProps) {
  const { platform, supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [downloading, setDownloading] = useState(false);
  const url = href ?? result.output;

  const download = async () => {
    if (!platform) return;
    setDownloading(true);
    try {
      if (await downloadResult(platform, url, fileName)) {
        void notifySuccess(generatorMessages.downloaded);
      }
    } catch {
      try {
        anchorDownload(url, fileName);
      } catch {
        void notifyError(downloadFailedMessage);
      }
    } finally {
      setDownloading(false);
    }
  };

  const save = async () => {
    if (!supabase || !user || saveState !== 'idle') return;
    setSaveState('saving');
    try {
      const storage = browserStorage();
      const design = { url: result.output, prompt: null, type: designType };
      if (await isCreationSaved(supabase, storage, user.id, design)) {
        setSaveState('saved');
        void notifyInfo(generatorMessages.creationAlreadySaved);
        return;
      }
      // Photo results have no prompt; the model says where it ran, then the engine's id (spec 7).
      const outcome = await saveDesign(supabase, storage, user.id, {
        ...design,
        model: engineModelLabel(result.engine.kind, result.engine.name),
        name: designName,
        tags,
      });
      setSaveState('saved');
      void notifySuccess(
        outcome.where === 'server' ? generatorMessages.saved : generatorMessages.savedLocally,
      );
      void queryClient.invalidateQueries({ queryKey: designKeys.user(user.id) });
    } catch (error) {
      console.warn('Saving to My Creations failed:', error);
      setSaveState('idle');
      void notifyError(generatorMessages.saveFailed);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {platform && (
        // Mouse-only shortcut to drop the file on the desktop or a folder; Download does the same
        // for everyone.
        <img
          src={url}
          alt=""
          draggable
          title="Drag to your desktop or a folder"
          onDragStart={(event) => {
            if (
              !platform.startDragOut(event.nativeEvent, { url, name: fileName, type: 'image/png' })
            ) {
              event.preventDefault();
            }
          }}
          className="border-border size-10 cursor-grab rounded-md border object-cover active:cursor-grabbing"
          data-testid="drag-out"
        />
      )}
      <Button variant="primary" onClick={() => void download()} disabled={downloading}>
        {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        {downloadLabel}
      </Button>
      <Button
        variant={saveState === 'saved' ? 'success' : 'secondary'}
        onClick={() => void save()}
        disabled={saveState !== 'idle'}
      >
        {saveState === 'saving' ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : saveState === 'saved' ? (
          <Check aria-hidden />
        ) : (
          <FolderHeart aria-hidden />
        )}
        {saveState === 'saved' ? generatorMessages.savedLabel : 'Save to My Creations'}
      </Button>
      {(sendFrom || runAgain) && (
        // What comes next, kept together when the row wraps.
        <div className="flex flex-wrap items-center gap-2">
          {sendFrom && <SendToMenu from={sendFrom} url={url} fileName={fileName} />}
          {runAgain && <RunAgainButton {...runAgain} />}
        </div>
      )}
    </div>
  );
}
