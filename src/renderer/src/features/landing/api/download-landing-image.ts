// The landing generator's download (spec 9 "the landing download helper upscales by 2.8 times
// and labels it 300 PPI"): the image is fetched, upscaled and labelled through the Platform seam
// (canvas + changedpi on the web, sharp on desktop) and saved under the spec's file name.
import type { GenerationType } from '@contracts/domain/credits';
import { designTypeFor, downloadFileName } from '@contracts/domain/generation';
import { LANDING_DOWNLOAD } from '@contracts/domain/download-encoding';
import type { Platform } from '@/platform/platform';

/** The file name of landing image `number` (1-based): the spec 9 rule, `…-ultrahd.png`. */
export function landingFileName(
  prompt: string,
  type: GenerationType,
  number: number,
  local: boolean,
): string {
  return downloadFileName(prompt, designTypeFor(type), number, local ? 'preview' : 'ultrahd');
}

/** Fetches, upscales 2.8× as a 300 PPI PNG and saves; true when the file was saved. */
export async function downloadLandingImage(
  platform: Platform,
  url: string,
  fileName: string,
): Promise<boolean> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Fetching the image failed: HTTP ${response.status}`);
  const upscaled = await platform.resizeImage(await response.blob(), LANDING_DOWNLOAD);
  const outcome = await platform.saveFile(upscaled, fileName);
  if (outcome.saved) return true;
  if (outcome.reason === 'cancelled') return false;
  throw new Error('Saving the file failed');
}
