// Native drag-and-drop through the real main process (fake electron only): files dropped on an
// upload zone reach DesktopPlatform.readDroppedFiles with their real paths and are read from
// disk by main (images only, type from the bytes); a result or design dragged out becomes a
// real file handed to webContents.startDrag with an icon.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DesktopPlatform } from '../../src/renderer/src/platform/desktop-platform';
import { WebPlatform } from '../../src/renderer/src/platform/web-platform';
import { startMain, useFreshMain } from './main-harness';
import { bridgeTo } from './main-bridge';

vi.mock('electron', async () => (await import('./fake-electron')).electronModule());
vi.mock('electron-store', async () =>
  (await import('./fake-electron-store')).fakeElectronStoreModule(),
);

const folder = mkdtempSync(join(tmpdir(), 'hive-drop-'));
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#ffcc00' } })
    .png()
    .toBuffer();
  writeFileSync(join(folder, 'photo.png'), png);
  writeFileSync(join(folder, 'renamed.webp'), png);
  writeFileSync(join(folder, 'notes.png'), 'just text, not an image');
});

/** A File as the page sees it (its bytes are the page's; the path is where it lies on disk). */
function droppedFile(name: string): File {
  return new File([new Uint8Array([0])], name, { type: 'application/octet-stream' });
}

/** webUtils.getPathForFile: files in our folder have a path, anything else (from a web page) none. */
function pathIn(files: Record<string, string>): (file: File) => string {
  return (file) => files[file.name] ?? '';
}

describe('native drag-and-drop', () => {
  useFreshMain();

  it('reads dropped files in main from their real paths, typed by their bytes', async () => {
    const window = await startMain();
    const platform = new DesktopPlatform(
      bridgeTo(
        window,
        pathIn({
          'photo.png': join(folder, 'photo.png'),
          'renamed.webp': join(folder, 'renamed.webp'),
        }),
      ),
    );
    const fromPage = new File(['<svg/>'], 'from-a-page.svg', { type: 'image/svg+xml' });
    const files = await platform.readDroppedFiles([
      droppedFile('photo.png'),
      fromPage,
      droppedFile('renamed.webp'),
    ]);
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['photo.png', 'image/png', png.byteLength],
      // A file without a path (dragged from a web page) is the page's own.
      ['from-a-page.svg', 'image/svg+xml', 6],
      ['renamed.webp', 'image/png', png.byteLength],
    ]);
    expect(Buffer.from(await files[0]!.arrayBuffer()).equals(png)).toBe(true);
  });

  it('leaves a drop main refuses (not an image, not a file) to the page’s own checks', async () => {
    const window = await startMain();
    const bridge = bridgeTo(
      window,
      pathIn({ 'notes.png': join(folder, 'notes.png'), passwd: '/etc/passwd' }),
    );
    // Main reads nothing it was not meant to.
    expect(await bridge.readDroppedFiles({ paths: ['/etc/passwd'] })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const given = [droppedFile('notes.png')];
      const files = await new DesktopPlatform(bridge).readDroppedFiles(given);
      // The caller's type check then refuses the page's File as it does on the web.
      expect(files).toEqual(given);
      expect(warn).toHaveBeenCalledWith(
        'Main did not read the dropped files:',
        expect.stringContaining('unsupported-type'),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('hands the web its dropped files unchanged', async () => {
    const given = [droppedFile('photo.png')];
    expect(await new WebPlatform().readDroppedFiles(given)).toEqual(given);
  });

  it('drags a design out as a real file with an icon', async () => {
    const window = await startMain();
    const platform = new DesktopPlatform(bridgeTo(window));
    const event = { preventDefault: vi.fn() } as unknown as DragEvent;
    const url = `data:image/png;base64,${png.toString('base64')}`;
    expect(
      platform.startDragOut(event, { url, name: 'golden-city-01-ultrahd.png', type: 'image/png' }),
    ).toBe(true);
    // The page's own drag gives way to the OS drag main starts.
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(window.webContents.drags).toHaveLength(1));
    const drag = window.webContents.drags[0]!;
    expect(drag.file).toMatch(/golden-city-01-ultrahd\.png$/);
    expect(existsSync(drag.file)).toBe(true);
    expect(readFileSync(drag.file).equals(png)).toBe(true);
    const icon = (drag.icon as { png: Buffer }).png;
    expect((await sharp(icon).metadata()).format).toBe('png');
  });

  it('drags a video out as the MP4 itself, with a file icon', async () => {
    const window = await startMain();
    const platform = new DesktopPlatform(bridgeTo(window));
    const event = { preventDefault: vi.fn() } as unknown as DragEvent;
    // The start of an MP4 (an ftyp box): sharp cannot read it, so main draws its own icon.
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom', 'ascii'),
      Buffer.alloc(12, 0),
    ]);
    const url = `data:video/mp4;base64,${mp4.toString('base64')}`;
    expect(
      platform.startDragOut(event, { url, name: 'snowy-village.mp4', type: 'video/mp4' }),
    ).toBe(true);
    await vi.waitFor(() => expect(window.webContents.drags).toHaveLength(1));
    const drag = window.webContents.drags[0]!;
    expect(drag.file).toMatch(/snowy-village\.mp4$/);
    expect(readFileSync(drag.file).equals(mp4)).toBe(true);
    const icon = (drag.icon as { png: Buffer }).png;
    const facts = await sharp(icon).metadata();
    expect([facts.format, facts.width, facts.height]).toEqual(['png', 64, 64]);
  });
});
