// The functions' header-only upload check against sharp's reading of real encoded files.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload, decodeBase64 } from './image-check.ts';

const figurines = readFileSync(
  resolve(import.meta.dirname, '../../../../tests/fixtures/photos/figurines.jpg'),
);

describe('upload check', () => {
  it.each([
    ['baseline JPEG', () => sharp(figurines).jpeg().toBuffer()],
    [
      'progressive JPEG with EXIF',
      () => sharp(figurines).withMetadata().jpeg({ progressive: true }).toBuffer(),
    ],
    ['PNG', () => sharp(figurines).png().toBuffer()],
    ['lossy WebP (VP8)', () => sharp(figurines).webp().toBuffer()],
    ['lossless WebP (VP8L)', () => sharp(figurines).webp({ lossless: true }).toBuffer()],
    ['WebP with alpha (VP8X)', () => sharp(figurines).ensureAlpha(0.5).webp().toBuffer()],
  ])('reads the size of a %s from its header', async (_name, make) => {
    const bytes = await make();
    const meta = await sharp(bytes).metadata();
    const checked = checkUpload(bytes);
    expect(checked).toEqual({
      ok: true,
      facts: { type: `image/${meta.format}`, width: meta.width, height: meta.height },
    });
  });

  it('refuses a JPEG cut before its frame header as damaged', () => {
    expect(checkUpload(figurines.subarray(0, 20))).toMatchObject({
      ok: false,
      refusal: { code: 'corrupt_image' },
    });
  });

  it('decodes plain and data-URL base64 and refuses anything else', () => {
    expect(decodeBase64('aGk=')).toEqual(new Uint8Array([104, 105]));
    expect(decodeBase64('data:image/png;base64,aGk=')).toEqual(new Uint8Array([104, 105]));
    expect(decodeBase64('not base64!')).toBeNull();
  });
});
