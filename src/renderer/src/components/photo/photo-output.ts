// What happens to a result on the user's disk (through the Platform seam), and how it is named
// and tagged when kept in My Creations (saved through lib/designs).
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import type { Platform } from '@/platform/platform';

/** Fetches a result and saves it under `fileName`; false when the user cancelled the save dialog. */
export async function downloadResult(
  platform: Platform,
  url: string,
  fileName: string,
): Promise<boolean> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  const outcome = await platform.saveFile(blob, fileName);
  if (!outcome.saved && outcome.reason === 'failed') throw new Error('Saving the file failed');
  return outcome.saved;
}

/** A file name safe on every system: letters, digits and dashes, with the extension kept. */
export function resultFileName(original: string, suffix: string, extension = 'png'): string {
  const stem = original
    .replace(/\.[^.]*$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'image'}-${suffix}.${extension}`;
}

/** Tags for a saved result: the tool, where it ran, and the engine. */
export function resultTags(tool: string, result: PhotoToolResponse): string[] {
  return [tool, result.engine.kind, result.engine.name].slice(0, 5);
}
