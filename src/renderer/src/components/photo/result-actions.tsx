import { Check, Download, FolderHeart, Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { PhotoToolResponse } from '@shared/api/photo-tools';
import { generatorMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadResult, saveResultToCreations } from './photo-output';

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

/**
 * Download (through the Platform seam: a download on the web, a save dialog on desktop) and
 * Save to My Creations for one result.
 */
export function ResultActions({
  result,
  fileName,
  designName,
  tags,
  downloadLabel = 'Download PNG',
  downloadFailedMessage = generatorMessages.downloadFailed,
  href,
}: {
  result: PhotoToolResponse;
  fileName: string;
  designName: string;
  tags: string[];
  downloadLabel?: string;
  downloadFailedMessage?: string;
  /** What to download, when it is not the stored result (e.g. a composited background). */
  href?: string;
}) {
  const { platform, supabase } = useBackend();
  const { user } = useAuth();
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
      await saveResultToCreations(supabase, {
        userId: user.id,
        url: result.output,
        name: designName,
        tags,
        model: result.engine.name,
      });
      setSaveState('saved');
      void notifySuccess(generatorMessages.saved);
    } catch (error) {
      console.warn('Saving to My Creations failed:', error);
      setSaveState('idle');
      void notifyError(generatorMessages.saveFailed);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
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
    </div>
  );
}
