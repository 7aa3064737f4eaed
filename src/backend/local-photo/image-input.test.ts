// Bad uploads are refused with a specific code before any worker starts (so before any model
// runs): a fresh engine set must still have no worker thread after every refusal.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImage } from './image-input';
import { createPhotoEngines } from './photo-engines';
import { PhotoError, type PhotoErrorCode } from './photo-errors';
import { MAX_IMAGE_BYTES } from './photo-limits';

const PHOTOS = resolve(import.meta.dirname, '../../../tests/fixtures/photos');
const figurines = readFileSync(resolve(PHOTOS, 'figurines.jpg'));
const engines = createPhotoEngines();

afterAll(async () => {
  await engines.close();
});

/** A real PNG whose header claims `width` × `height` (IHDR rewritten, CRC fixed): a decompression bomb's signature. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();
  const ihdr = 8; // the IHDR chunk follows the 8-byte signature
  png.writeUInt32BE(width, ihdr + 8);
  png.writeUInt32BE(height, ihdr + 12);
  png.writeUInt32BE(crc32(png.subarray(ihdr + 4, ihdr + 8 + 13)), ihdr + 8 + 13);
  return png;
}

async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: PhotoErrorCode; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return { code: (error as PhotoError).code, message: (error as PhotoError).message };
}

describe('upload checks', () => {
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const cases: [string, () => Promise<Uint8Array>, PhotoErrorCode, string][] = [
    ['an empty file', async () => new Uint8Array(), 'empty_file', 'Please upload an image first'],
    [
      'text that is not an image',
      async () => Buffer.from('hello, this is not a picture at all'),
      'unsupported_type',
      'Invalid image format. Please use JPG, PNG, or WebP.',
    ],
    [
      'a GIF (named .jpg or not: the bytes decide)',
      async () => gif,
      'unsupported_type',
      'Invalid image format. Please use JPG, PNG, or WebP.',
    ],
    [
      'an SVG carrying script',
      async () => svg,
      'svg_not_allowed',
      'Invalid image format. Please use JPG, PNG, or WebP.',
    ],
    [
      'more than 10 MB',
      async () => Buffer.concat([figurines, Buffer.alloc(MAX_IMAGE_BYTES + 1 - figurines.length)]),
      'file_too_large',
      'Image too large. Please use an image smaller than 10MB.',
    ],
    [
      'a decompression bomb (20000 × 20000 claimed)',
      () => pngClaiming(20_000, 20_000),
      'too_many_pixels',
      'The image is 20000 × 20000 pixels; at most 4096 × 4096 are accepted.',
    ],
    [
      'a PNG with a damaged header',
      async () => Buffer.concat([(await pngClaiming(8, 8)).subarray(0, 20), Buffer.alloc(12)]),
      'corrupt_image',
      'The image could not be read. It may be damaged: please try another file.',
    ],
  ];

  it.each(cases)('refuses %s with its own code and message', async (_name, make, code, message) => {
    const bytes = await make();
    expect(await refusal(checkImage(bytes))).toEqual({ code, message });
    expect(await refusal(engines.removeBackground(bytes))).toEqual({ code, message });
  });

  it('accepts JPEG, PNG and WebP by their bytes and reports their size', async () => {
    const png = await sharp(figurines).png().toBuffer();
    const webp = await sharp(figurines).webp().toBuffer();
    expect(await checkImage(figurines)).toEqual({
      type: 'image/jpeg',
      width: 640,
      height: 426,
      hasAlpha: false,
    });
    expect(await checkImage(png)).toMatchObject({ type: 'image/png', width: 640, height: 426 });
    expect(await checkImage(webp)).toMatchObject({ type: 'image/webp', width: 640, height: 426 });
  });

  it('refuses an upscale whose result would exceed 4096 × 4096 before running it', async () => {
    const big = await sharp({
      create: { width: 1100, height: 1100, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    expect((await refusal(engines.upscale(big, { factor: 4 }))).code).toBe('output_too_large');
  });

  it('refuses bad options and clicks outside the image before running them', async () => {
    expect((await refusal(engines.upscale(figurines, { factor: 3 as 2 }))).code).toBe(
      'invalid_options',
    );
    expect((await refusal(engines.samMask(figurines, [{ x: 700, y: 10 }]))).code).toBe(
      'invalid_options',
    );
  });

  it('started no worker for any of these refusals, so no model ever ran', () => {
    expect(engines.pool.stats()).toMatchObject({ threads: 0, completed: 0 });
  });
});
