// Dragging a result or design out of the window: the OS needs a real file, so the bytes are
// written to a private temp folder (one sub-folder per drag, so names never collide) and
// handed to webContents.startDrag with a small thumbnail as the drag icon.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NativeImage, WebContents } from 'electron';
import sharp from 'sharp';
import { safeFileName } from './files';
import { makeThumbnail } from './images';

/** Size of the drag icon. */
export const DRAG_ICON_SIZE = 64;

export type DragOutDeps = {
  /** Folder for drag files, emptied on quit. */
  tempRoot: string;
  /** nativeImage.createFromBuffer. */
  iconFromPng: (png: Buffer) => NativeImage;
};

/** Writes the file a drag will carry and returns its path. */
export async function writeDragFile(
  tempRoot: string,
  name: string,
  bytes: Uint8Array,
): Promise<string> {
  const folder = join(tempRoot, randomUUID());
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, safeFileName(name, 'image.png'));
  await writeFile(file, bytes, { mode: 0o600 });
  return file;
}

/** Starts an OS drag of `bytes` as a file named `name` from `contents`. */
export async function startDragOut(
  contents: Pick<WebContents, 'startDrag'>,
  file: { bytes: Uint8Array; name: string },
  deps: DragOutDeps,
): Promise<{ started: boolean }> {
  const path = await writeDragFile(deps.tempRoot, file.name, file.bytes);
  // A picture is its own drag icon; a file sharp cannot read (a video) gets a plain file icon.
  const icon = await makeThumbnail(file.bytes, DRAG_ICON_SIZE, 'image/png')
    .then((thumbnail) => thumbnail.bytes)
    .catch(() => fileIcon());
  contents.startDrag({ file: path, icon: deps.iconFromPng(Buffer.from(icon)) });
  return { started: true };
}

/** A plain drag icon (a gold card with a play mark) for files that are not pictures. */
function fileIcon(): Promise<Buffer> {
  const size = DRAG_ICON_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect x="6" y="10" width="52" height="44" rx="8" fill="#1b1a17" stroke="#e0b24a" stroke-width="3"/><path d="M27 22 L43 32 L27 42 Z" fill="#e0b24a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Removes every drag file (on quit). */
export function clearDragFiles(tempRoot: string): Promise<void> {
  return rm(tempRoot, { recursive: true, force: true });
}
