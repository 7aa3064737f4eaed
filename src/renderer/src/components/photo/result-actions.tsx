import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import type { PhotoDesignType } from '@contracts/domain/design-types';
import { generatorMessages, photoToolMessages } from '@contracts/messages';
import { engineModelLabel } from '@contracts/tools/engine-labels';
import type { ToolId } from '@contracts/tools/tool-registry';
import { SaveToCreationsButton } from '@/components/designs/save-to-creations-button';
import { RunAgainButton } from '@/components/studio/run-again-button';
import type { RunAgain } from '@/components/studio/run-again-button';
import { EditInEditorButton } from '@/components/studio/edit-in-editor-button';
import { SendToMenu } from '@/components/studio/send-to-menu';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { useCreationSaver } from '@/lib/designs/use-creation-saver';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadResult } from './photo-output';

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
  /**
   * What Save stores when it is not the stored result (the background remover's refined cut-out):
   * `key` names the picture shown (Save reads "saved" for that one only) and `url` stores it
   * and answers its address.
   */
  saveAs?: { key: string; url: () => Promise<string> };
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
  saveAs,
}: ResultActionsProps) {
  const { platform } = useBackend();
  const saver = useCreationSaver(saveAs?.key ?? result.output);
  const [downloading, setDownloading] = useState(false);
  const [storing, setStoring] = useState(false);
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

  // Photo results have no prompt; the model says where it ran, then the engine's id (spec 7).
  const save = async () => {
    let stored = result.output;
    if (saveAs) {
      if (storing || saver.state !== 'idle') return;
      setStoring(true);
      try {
        stored = await saveAs.url();
      } catch (error) {
        console.warn('Storing the picture to save failed:', error);
        void notifyError(photoToolMessages.refineSaveFailed);
        return;
      } finally {
        setStoring(false);
      }
    }
    await saver.save({
      url: stored,
      prompt: null,
      type: designType,
      model: engineModelLabel(result.engine.kind, result.engine.name),
      name: designName,
      tags,
    });
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
      <SaveToCreationsButton state={storing ? 'saving' : saver.state} onSave={() => void save()} />
      {(sendFrom || runAgain) && (
        // What comes next, kept together when the row wraps.
        <div className="flex flex-wrap items-center gap-2">
          {sendFrom && <SendToMenu from={sendFrom} url={url} fileName={fileName} />}
          {sendFrom && <EditInEditorButton url={url} fileName={fileName} />}
          {runAgain && <RunAgainButton {...runAgain} />}
        </div>
      )}
    </div>
  );
}
