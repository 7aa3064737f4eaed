import { describe, expect, it, vi } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shared/ipc/contract';
import { encodeInMain } from './encode-in-main';

const options = { type: 'image/jpeg', quality: 0.92 } as const;
const fromMain = new Blob(['main'], { type: 'image/jpeg' });
const fromPage = new Blob(['page'], { type: 'image/jpeg' });

describe('desktop export encoding', () => {
  it('sends the lossless PNG to main, unscaled, with the format and quality', async () => {
    const png = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    // Called as the platform's method: the desktop platform reads its IPC bridge from `this`.
    const platform = {
      bridge: { calls: [] as unknown[] },
      async resizeImage(source: Blob, resize: unknown) {
        this.bridge.calls.push([source, resize]);
        return fromMain;
      },
    };
    const inPage = vi.fn(async () => fromPage);
    expect(await encodeInMain(png, options, platform, inPage)).toBe(fromMain);
    expect(platform.bridge.calls).toEqual([[png, { type: 'image/jpeg', quality: 0.92, scale: 1 }]]);
    expect(inPage).not.toHaveBeenCalled();
  });

  it('encodes in the page a render over what main takes over IPC, without asking main', async () => {
    const png = new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' });
    const resizeImage = vi.fn(async () => fromMain);
    expect(await encodeInMain(png, options, { resizeImage }, async () => fromPage)).toBe(fromPage);
    expect(resizeImage).not.toHaveBeenCalled();
  });

  it('encodes in the page when main fails', async () => {
    const png = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const resizeImage = vi.fn(async () => {
      throw new Error('sharp: unsupported');
    });
    expect(await encodeInMain(png, options, { resizeImage }, async () => fromPage)).toBe(fromPage);
    expect(resizeImage).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
