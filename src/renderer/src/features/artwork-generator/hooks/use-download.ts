// Download per spec 9 through the Platform seam, with the spec 8 toasts.
import { designTypeFor, downloadFileName, isLocalPreview } from '@contracts/domain/generation';
import { generatorMessages } from '@contracts/messages';
import { useBackend } from '@/lib/backend-context';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getPlatform } from '@/platform/get-platform';
import { downloadImage, downloadQuality, isMobileScreen } from '@/lib/designs/download-image';
import type { GeneratedImage } from '../stores/generator-atoms';
import { downloadToast } from './run-guards';

/** Returns a function that downloads image number `index` (0-based) of the run. */
export function useDownload() {
  const { platform } = useBackend();
  return async (image: GeneratedImage, index: number): Promise<void> => {
    try {
      const shell = platform ?? (await getPlatform());
      // A local preview is no ultra-HD picture: its name says 'preview' instead.
      const name = downloadFileName(
        image.prompt,
        designTypeFor(image.type),
        index + 1,
        isLocalPreview(image.provider) ? 'preview' : 'ultrahd',
      );
      const outcome = await downloadImage(
        shell,
        image.url,
        name,
        downloadQuality(isMobileScreen()),
      );
      const toast = downloadToast(outcome);
      if (toast) void notifySuccess(toast);
    } catch (error) {
      console.warn('Download failed:', error);
      void notifyError(generatorMessages.downloadFailed);
    }
  };
}
