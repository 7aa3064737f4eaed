import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_INPUT_LIMITS } from '@contracts/api/photo-tools';
import { enhancementMessages, photoToolMessages, vectorizationMessages } from '@contracts/messages';
import { checkPhotoHeader } from '@/components/photo/check-photo-file';
import { readPixelSize, sniffPhotoFormat } from '@/components/photo/image-bytes';

// The renderer's photo checks, fed real images that sharp encodes. It lives here rather than
// beside them because sharp is a Node module: src/renderer stays free of Node, tests included.
const fixture = async (name: string) =>
  new Uint8Array(
    await sharp(new URL(`../fixtures/photos/${name}`, import.meta.url).pathname)
      .keepMetadata()
      .jpeg()
      .toBuffer(),
  );

async function encode(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  lossless = false,
) {
  const image = sharp({ create: { width, height, channels: 3, background: '#c4870a' } });
  const encoded =
    format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp({ lossless });
  return new Uint8Array(await encoded.toBuffer());
}

describe('sniffPhotoFormat and readPixelSize', () => {
  it('reads the size of a real JPEG photograph from its header', async () => {
    const bytes = await fixture('figurines.jpg');
    expect(sniffPhotoFormat(bytes)).toBe('jpeg');
    expect(readPixelSize(bytes, 'jpeg')).toEqual({ width: 640, height: 426 });
  });

  it('reads PNG, lossy WebP and lossless WebP sizes', async () => {
    const png = await encode('png', 300, 200);
    expect(sniffPhotoFormat(png)).toBe('png');
    expect(readPixelSize(png, 'png')).toEqual({ width: 300, height: 200 });
    const lossy = await encode('webp', 123, 45);
    expect(sniffPhotoFormat(lossy)).toBe('webp');
    expect(readPixelSize(lossy, 'webp')).toEqual({ width: 123, height: 45 });
    const lossless = await encode('webp', 77, 99, true);
    expect(readPixelSize(lossless, 'webp')).toEqual({ width: 77, height: 99 });
  });

  it('knows nothing of GIF, SVG or text, whatever their names say', () => {
    expect(sniffPhotoFormat(new TextEncoder().encode('GIF89a........'))).toBeNull();
    expect(
      sniffPhotoFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">')),
    ).toBeNull();
    expect(sniffPhotoFormat(new Uint8Array())).toBeNull();
  });
});

describe('checkPhotoHeader', () => {
  it('accepts a photo within the limits', async () => {
    const result = checkPhotoHeader({ type: 'image/png', size: 1000 }, await encode('png', 64, 64));
    expect(result).toEqual({ ok: true, format: 'png', size: { width: 64, height: 64 } });
  });

  it('refuses a file whose MIME type is not an image', async () => {
    const result = checkPhotoHeader(
      { type: 'application/pdf', size: 10 },
      await fixture('mandrill.jpg'),
    );
    expect(result).toEqual({ ok: false, message: enhancementMessages.selectValidImage });
  });

  it('refuses bytes that are not JPG, PNG or WebP even with an image type', () => {
    const result = checkPhotoHeader(
      { type: 'image/png', size: 10 },
      new TextEncoder().encode('not an image at all'),
    );
    expect(result).toEqual({ ok: false, message: enhancementMessages.invalidImage });
  });

  it('refuses a file over 10 MB before reading it', async () => {
    const result = checkPhotoHeader(
      { type: 'image/jpeg', size: PHOTO_INPUT_LIMITS.maxBytes + 1 },
      await fixture('mandrill.jpg'),
    );
    expect(result).toEqual({ ok: false, message: vectorizationMessages.tooLarge });
  });

  it('refuses a small file that claims more than 4096 × 4096 pixels', () => {
    // A PNG header claiming 20000 × 20000: the classic decompression bomb.
    const header = new Uint8Array(32);
    header.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    new DataView(header.buffer).setUint32(16, 20_000);
    new DataView(header.buffer).setUint32(20, 20_000);
    const result = checkPhotoHeader({ type: 'image/png', size: 900 }, header);
    expect(result).toEqual({ ok: false, message: photoToolMessages.tooManyPixels });
  });
});
