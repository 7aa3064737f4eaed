// Files in and out: dropped or opened paths are read only when they are regular image files under
// the limit (type from the bytes), the Save as… dialog writes where the user chose, and a drag
// out writes a real file and starts the OS drag with an icon.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearDragFiles, startDragOut } from '../../src/main/drag-out';
import {
  openFilesWithDialog,
  readUserImage,
  safeFileName,
  saveWithDialog,
} from '../../src/main/files';

const folder = mkdtempSync(join(tmpdir(), 'hive-files-'));
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 32, height: 16, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();
  writeFileSync(join(folder, 'logo.png'), png);
  writeFileSync(join(folder, 'renamed.jpg'), png);
  writeFileSync(join(folder, 'notes.png'), 'just text, not an image');
  writeFileSync(join(folder, 'script.png'), '#!/bin/sh\nrm -rf /\n');
  writeFileSync(join(folder, 'empty.png'), '');
  writeFileSync(
    join(folder, 'icon.svg'),
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>',
  );
  mkdirSync(join(folder, 'a-folder.png'));
});

describe('reading user files', () => {
  it('reads an image and names its type from the bytes, not the extension', async () => {
    expect(await readUserImage(join(folder, 'logo.png'))).toMatchObject({
      name: 'logo.png',
      type: 'image/png',
    });
    expect((await readUserImage(join(folder, 'renamed.jpg'))).type).toBe('image/png');
    expect((await readUserImage(join(folder, 'icon.svg'))).type).toBe('image/svg+xml');
  });

  it.each([
    ['a text file named .png', 'notes.png', 'unsupported-type'],
    ['a script', 'script.png', 'unsupported-type'],
    ['an empty file', 'empty.png', 'too-large'],
    ['a folder', 'a-folder.png', 'not-a-file'],
    ['a missing file', 'missing.png', 'not-a-file'],
  ])('refuses %s', async (_name, file, reason) => {
    await expect(readUserImage(join(folder, file))).rejects.toMatchObject({ reason });
  });

  it('refuses relative paths and files over the limit', async () => {
    await expect(readUserImage('logo.png')).rejects.toMatchObject({ reason: 'not-a-file' });
    await expect(readUserImage(join(folder, 'logo.png'), 10)).rejects.toMatchObject({
      reason: 'too-large',
    });
  });

  it('reads what the open dialog returns and nothing when it is cancelled', async () => {
    const chosen = { canceled: false, filePaths: [join(folder, 'logo.png')] };
    const dialog = {
      showOpenDialog: () => Promise.resolve(chosen),
      showSaveDialog: () => Promise.reject(new Error('unused')),
    };
    expect(await openFilesWithDialog({ dialog: dialog as never, window: null })).toHaveLength(1);
    chosen.canceled = true;
    expect(await openFilesWithDialog({ dialog: dialog as never, window: null })).toEqual([]);
  });
});

describe('saving', () => {
  it('cleans suggested names', () => {
    expect(safeFileName('golden-retriever-01-ultrahd.png')).toBe('golden-retriever-01-ultrahd.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\Windows\\system.ini')).toBe('system.ini');
    expect(safeFileName('a<b>c:d|e?.png')).toBe('a-b-c-d-e-.png');
    expect(safeFileName('CON.png')).toBe('download');
    expect(safeFileName('...')).toBe('download');
    expect(safeFileName('x'.repeat(300)).length).toBe(120);
  });

  it('writes where the user chose, starting from the suggested name in the folder', async () => {
    const target = join(folder, 'chosen.png');
    let asked: { defaultPath?: string } = {};
    const dialog = {
      showOpenDialog: () => Promise.reject(new Error('unused')),
      showSaveDialog: (options: { defaultPath?: string }) => {
        asked = options;
        return Promise.resolve({ canceled: false, filePath: target });
      },
    };
    const result = await saveWithDialog(
      { dialog: dialog as never, window: null, folder: '/home/me/Downloads' },
      {
        bytes: new Uint8Array(png),
        suggestedName: 'golden-retriever-01-ultrahd.png',
      },
    );
    expect(result).toEqual({ saved: true, location: target });
    expect(asked.defaultPath).toBe(join('/home/me/Downloads', 'golden-retriever-01-ultrahd.png'));
    expect(readFileSync(target).equals(png)).toBe(true);
  });

  it('reports a cancelled dialog and a failed write', async () => {
    const cancelled = {
      showOpenDialog: () => Promise.reject(new Error('unused')),
      showSaveDialog: () => Promise.resolve({ canceled: true }),
    };
    expect(
      await saveWithDialog(
        { dialog: cancelled as never, window: null, folder },
        { bytes: new Uint8Array(png), suggestedName: 'a.png' },
      ),
    ).toEqual({
      saved: false,
      reason: 'cancelled',
    });
    const unwritable = {
      showOpenDialog: () => Promise.reject(new Error('unused')),
      showSaveDialog: () =>
        Promise.resolve({ canceled: false, filePath: join(folder, 'no-such-dir', 'x.png') }),
    };
    expect(
      await saveWithDialog(
        { dialog: unwritable as never, window: null, folder },
        { bytes: new Uint8Array(png), suggestedName: 'a.png' },
      ),
    ).toEqual({
      saved: false,
      reason: 'failed',
    });
  });
});

describe('drag out', () => {
  it('writes a real file in a private temp folder and starts the OS drag with a PNG icon', async () => {
    const tempRoot = join(folder, 'drag');
    const drags: { file: string; icon: unknown }[] = [];
    const result = await startDragOut(
      { startDrag: (item: { file: string; icon: unknown }) => void drags.push(item) } as never,
      { bytes: new Uint8Array(png), name: '../golden-retriever-01-ultrahd.png' },
      { tempRoot, iconFromPng: (buffer) => ({ buffer }) as never },
    );
    expect(result).toEqual({ started: true });
    const drag = drags[0];
    expect(drag?.file.startsWith(tempRoot)).toBe(true);
    expect(drag?.file.endsWith('golden-retriever-01-ultrahd.png')).toBe(true);
    expect(readFileSync(drag?.file ?? '').equals(png)).toBe(true);
    const icon = (drag?.icon as { buffer: Buffer }).buffer;
    expect((await sharp(icon).metadata()).format).toBe('png');
    await clearDragFiles(tempRoot);
    expect(existsSync(tempRoot)).toBe(false);
  });
});

describe('file handlers', () => {
  it('answer a refused dropped file as invalid input, not as an internal error', async () => {
    const { createIpcHandlers } = await import('../../src/main/ipc/handlers');
    const handlers = createIpcHandlers({} as Parameters<typeof createIpcHandlers>[0]);
    await expect(
      handlers['files:read-dropped']({ paths: [join(folder, 'notes.png')] }, {} as never),
    ).rejects.toMatchObject({
      code: 'invalid-input',
    });
    const [read] = await handlers['files:read-dropped'](
      { paths: [join(folder, 'logo.png')] },
      {} as never,
    );
    expect(read?.type).toBe('image/png');
  });
});
