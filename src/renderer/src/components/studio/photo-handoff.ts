// "Send to another tool": a result becomes the next tool's input. The image is handed over in
// memory, in this module, and never in the URL (a data: URL would be huge, and a link must not be
// able to plant a photo in someone's studio); the target tool's studio takes it once when it
// opens and checks it like any other upload. A plain module rather than an atom: nothing renders
// from it, and the value must outlive the page that sent it.
import type { ToolCategory } from '@contracts/tools/tool-definition';
import { TOOLS } from '@contracts/tools/tool-registry';
import type { Tool, ToolId } from '@contracts/tools/tool-registry';
import { isAvailable } from '@contracts/tools/tool-views';

/** The registry's category of the tools that take a photo in (the ones built on the studio). */
const PHOTO_CATEGORY: ToolCategory = 'Photo Editing';

/** A photo on its way to another tool. */
export type PhotoHandoff = { to: ToolId; file: File };

let offered: PhotoHandoff | null = null;

/** The tools a result of `from` can be sent to: the other photo tools that work today. */
export function sendTargets(from: ToolId): readonly Tool[] {
  return TOOLS.filter(
    (tool) => tool.category === PHOTO_CATEGORY && isAvailable(tool) && tool.id !== from,
  );
}

/** Leaves a photo for the tool `to` (a newer offer replaces an older one). */
export function offerPhoto(handoff: PhotoHandoff): void {
  offered = handoff;
}

/** The photo left for `tool`, once: taking it clears it. Null when none was left for it. */
export function takeOfferedPhoto(tool: ToolId): File | null {
  if (offered?.to !== tool) return null;
  const { file } = offered;
  offered = null;
  return file;
}

/** Reads a result (a stored URL or an object URL) into a file named `name`. */
export async function resultFile(url: string, name: string): Promise<File> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], name, { type: blob.type || 'image/png' });
}
