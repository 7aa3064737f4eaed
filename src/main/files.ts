// Files in and out of the app: the native open dialog, files dropped on the window (real paths
// from the preload's webUtils.getPathForFile), and the Save as… dialog. Whatever the renderer
// names, main reads only regular image files under the size limit, and the type comes from the
// bytes, never the extension, so a compromised page cannot read arbitrary files through it.
import { open, writeFile } from 'node:fs/promises';
import { basename, extname, isAbsolute, join } from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_OPEN_FILE_BYTES } from '../shared/ipc/contract';
import type { OpenedFile } from '../shared/ipc/contract';

/** Types the app accepts from the user's disk. */
export const OPENABLE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
]);

/** A file main refused to read, with the reason shown to the user. */
export class FileRefusedError extends Error {
  constructor(
    readonly reason: 'not-a-file' | 'too-large' | 'unsupported-type',
    readonly fileName: string,
  ) {
    super(`${fileName}: ${reason}`);
    this.name = 'FileRefusedError';
  }
}

/** SVG is text, so magic bytes cannot name it: an XML prolog or comment, then an <svg> root. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The image type of `bytes` (sniffed), or null when it is not one the app opens. */
export async function sniffImageType(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && OPENABLE_TYPES.has(detected.mime)) return detected.mime;
  // file-type names an SVG with an XML prolog 'application/xml'; anything else binary is refused.
  if (detected && detected.mime !== 'application/xml') return null;
  return looksLikeSvg(bytes) ? 'image/svg+xml' : null;
}

/** Reads one user file: absolute path, regular file, at most `maxBytes`, an image by its bytes. */
export async function readUserImage(
  path: string,
  maxBytes = MAX_OPEN_FILE_BYTES,
): Promise<OpenedFile> {
  const name = basename(path);
  if (!isAbsolute(path)) throw new FileRefusedError('not-a-file', name);
  // One handle for the checks and the read, so the file cannot be swapped in between.
  const handle = await open(path, 'r').catch(() => {
    throw new FileRefusedError('not-a-file', name);
  });
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new FileRefusedError('not-a-file', name);
    if (info.size === 0 || info.size > maxBytes) throw new FileRefusedError('too-large', name);
    const bytes = new Uint8Array(await handle.readFile());
    const type = await sniffImageType(bytes);
    if (!type) throw new FileRefusedError('unsupported-type', name);
    return { name, type, bytes };
  } finally {
    await handle.close();
  }
}

/** A file name safe on every OS: no folders, reserved or control characters; at most 120 characters. */
export function safeFileName(name: string, fallback = 'download'): string {
  const cleaned = basename(name.replaceAll('\\', '/'))
    .replace(/[<>:"/\\|?*]/g, '-')
    .split('')
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const stem = cleaned.slice(0, 120);
  return /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(stem) || stem === '' ? fallback : stem;
}

type DialogDeps = {
  dialog: Pick<Dialog, 'showOpenDialog' | 'showSaveDialog'>;
  window: BrowserWindow | null;
};

/** The native open dialog; reads the chosen images ([] when cancelled). */
export async function openFilesWithDialog(
  deps: DialogDeps,
  options: { extensions?: string[]; multiple?: boolean } = {},
): Promise<OpenedFile[]> {
  const properties: ('openFile' | 'multiSelections')[] = options.multiple
    ? ['openFile', 'multiSelections']
    : ['openFile'];
  const extensions = options.extensions?.length
    ? options.extensions
    : ['png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'svg'];
  const dialogOptions = { properties, filters: [{ name: 'Images', extensions }] };
  const result = deps.window
    ? await deps.dialog.showOpenDialog(deps.window, dialogOptions)
    : await deps.dialog.showOpenDialog(dialogOptions);
  if (result.canceled) return [];
  return Promise.all(result.filePaths.map((path) => readUserImage(path)));
}

/** The Save as… dialog, starting in `folder` with the suggested (sanitised) name. */
export async function saveWithDialog(
  deps: DialogDeps & { folder: string },
  file: { bytes: Uint8Array; suggestedName: string },
): Promise<{ saved: true; location: string } | { saved: false; reason: 'cancelled' | 'failed' }> {
  const name = safeFileName(file.suggestedName);
  const extension = extname(name).slice(1).toLowerCase();
  const dialogOptions = {
    defaultPath: join(deps.folder, name),
    filters: extension ? [{ name: extension.toUpperCase(), extensions: [extension] }] : [],
  };
  const result = deps.window
    ? await deps.dialog.showSaveDialog(deps.window, dialogOptions)
    : await deps.dialog.showSaveDialog(dialogOptions);
  if (result.canceled || !result.filePath) return { saved: false, reason: 'cancelled' };
  try {
    await writeFile(result.filePath, file.bytes);
    return { saved: true, location: result.filePath };
  } catch {
    return { saved: false, reason: 'failed' };
  }
}
