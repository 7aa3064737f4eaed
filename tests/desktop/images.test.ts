// sharp in main: the spec 9 download (sizes, formats, names), conversions, avatars, thumbnails,
// EXIF orientation, metadata kept only when asked, and the input pixel limit.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  encodeDownload,
  makeAvatar,
  makeThumbnail,
  resizeImage,
  AVATAR_SIZE,
} from '../../src/main/images';
import {
  downloadEncoding,
  fittedSize,
  LANDING_DOWNLOAD,
} from '../../supabase/functions/_shared/contracts/domain/download-encoding';
import { downloadFileName } from '../../supabase/functions/_shared/contracts/domain/generation';

async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
): Promise<Uint8Array> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

async function formatOf(bytes: Uint8Array): Promise<string | undefined> {
  return (await sharp(bytes).metadata()).format;
}

describe('download encoding rule (shared by web and desktop)', () => {
  it('is PNG up to 2048 px at 0.9 and above, JPEG up to 1024 px below', () => {
    expect(downloadEncoding(0.95)).toEqual({ type: 'image/png', maxSide: 2048, quality: 0.95 });
    expect(downloadEncoding(0.9)).toEqual({ type: 'image/png', maxSide: 2048, quality: 0.9 });
    expect(downloadEncoding(0.89)).toEqual({ type: 'image/jpeg', maxSide: 1024, quality: 0.89 });
    expect(downloadEncoding(Number.NaN).type).toBe('image/png');
  });

  it('fits sizes without changing the aspect ratio and scales the landing helper by 2.8', () => {
    expect(fittedSize(3840, 2160, { maxSide: 2048 })).toEqual({ width: 2048, height: 1152 });
    expect(fittedSize(800, 600, { maxSide: 2048 })).toEqual({ width: 800, height: 600 });
    expect(fittedSize(100, 50, { scale: 2.8 })).toEqual({ width: 280, height: 140 });
  });
});

describe('sharp image paths', () => {
  let fourK: Uint8Array;
  beforeAll(async () => {
    fourK = await picture(3840, 2160);
  });

  it('turns a 4K PNG into a 2048 × 1152 PNG named by the spec', async () => {
    const output = await encodeDownload(fourK, 0.95);
    expect([output.type, output.width, output.height]).toEqual(['image/png', 2048, 1152]);
    expect(await formatOf(output.bytes)).toBe('png');
    expect((await sharp(output.bytes).metadata()).width).toBe(2048);
    expect(downloadFileName('A golden retriever running on the beach', 'artwork', 1)).toBe(
      'golden-retriever-01-ultrahd.png',
    );
  });

  it('turns it into a 1024 × 576 JPEG below quality 0.9 (the mobile rule at lower quality)', async () => {
    const output = await encodeDownload(fourK, 0.8);
    expect([output.type, output.width, output.height]).toEqual(['image/jpeg', 1024, 576]);
    expect(await formatOf(output.bytes)).toBe('jpeg');
  });

  it('does not enlarge a small download', async () => {
    const output = await encodeDownload(await picture(800, 600), 0.95);
    expect([output.width, output.height]).toEqual([800, 600]);
  });

  it.each([
    ['image/png', 'png'],
    ['image/jpeg', 'jpeg'],
    ['image/webp', 'webp'],
    ['image/avif', 'heif'],
  ] as const)('converts to %s', async (type, format) => {
    const output = await resizeImage(await picture(320, 200), { type, quality: 0.8 });
    expect(output.type).toBe(type);
    expect([output.width, output.height]).toEqual([320, 200]);
    expect(await formatOf(output.bytes)).toBe(format);
  });

  it('upscales by a factor when asked (landing download helper)', async () => {
    const output = await resizeImage(await picture(100, 50), { type: 'image/png', scale: 2.8 });
    expect([output.width, output.height]).toEqual([280, 140]);
  });

  it('labels the landing download 300 PPI in the PNG (spec 9), 2.8 times the size', async () => {
    const output = await resizeImage(await picture(150, 100), {
      type: LANDING_DOWNLOAD.type,
      scale: LANDING_DOWNLOAD.scale,
      density: LANDING_DOWNLOAD.density,
    });
    const meta = await sharp(output.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 420, 280, 300]);
    // Without a density nothing is claimed (sharp reports its 72 PPI default).
    const plain = await resizeImage(await picture(150, 100), { type: 'image/png', scale: 2.8 });
    expect((await sharp(plain.bytes).metadata()).density).not.toBe(300);
  });

  it('applies EXIF orientation, so a rotated photo comes out upright', async () => {
    const rotated = new Uint8Array(
      await sharp({ create: { width: 200, height: 100, channels: 3, background: '#336699' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    );
    const output = await resizeImage(rotated, { type: 'image/png', maxSide: 100 });
    expect([output.width, output.height]).toEqual([50, 100]);
  });

  it('strips metadata by default and keeps it when asked', async () => {
    const tagged = new Uint8Array(
      await sharp(await picture(64, 64, 'jpeg'))
        .withExif({ IFD0: { Copyright: 'Hive Studio test', Artist: 'Tester' } })
        .jpeg()
        .toBuffer(),
    );
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const stripped = await resizeImage(tagged, { type: 'image/jpeg' });
    expect((await sharp(stripped.bytes).metadata()).exif).toBeUndefined();
    const kept = await resizeImage(tagged, { type: 'image/jpeg', keepMetadata: true });
    const exif = (await sharp(kept.bytes).metadata()).exif;
    expect(exif?.toString('latin1')).toContain('Hive Studio test');
  });

  it('makes a square WebP avatar', async () => {
    const avatar = await makeAvatar(await picture(640, 480, 'jpeg'));
    expect([avatar.type, avatar.width, avatar.height]).toEqual([
      'image/webp',
      AVATAR_SIZE,
      AVATAR_SIZE,
    ]);
    expect(await formatOf(avatar.bytes)).toBe('webp');
  });

  it('makes thumbnails no larger than asked and never enlarged', async () => {
    const thumbnail = await makeThumbnail(fourK);
    expect([thumbnail.width, thumbnail.height]).toEqual([320, 180]);
    const icon = await makeThumbnail(await picture(40, 20), 64, 'image/png');
    expect([icon.width, icon.height, await formatOf(icon.bytes)]).toEqual([40, 20, 'png']);
  });

  it('refuses an input larger than the pixel limit before decoding it', async () => {
    const bomb = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="9000"><rect width="10" height="10"/></svg>',
    );
    await expect(resizeImage(bomb, { type: 'image/png', maxSide: 100 })).rejects.toThrow(
      /pixel limit/i,
    );
    await expect(encodeDownload(bomb, 0.95)).rejects.toThrow(/pixel limit/i);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(
      resizeImage(new TextEncoder().encode('hello'), { type: 'image/png' }),
    ).rejects.toThrow();
  });
});
