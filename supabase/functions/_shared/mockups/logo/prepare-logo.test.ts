// Preparing an upload: a plain background is taken away (and its colour un-mixed from the soft
// edges), the margin trimmed, one-colour versions cut out near-white detail, and photographs are
// told apart from logos.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCanvas, hex, type Canvas } from '../raster/canvas.ts';
import { fillPath } from '../raster/paint.ts';
import { Path } from '../raster/path.ts';
import { looksLikePhoto, prepareLogo } from './prepare-logo.ts';

async function decoded(bytes: Buffer): Promise<Canvas> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const canvas = createCanvas(info.width, info.height);
  for (let index = 0; index < data.length; index += 4) {
    const alpha = data[index + 3]! / 255;
    canvas.data[index] = data[index]! * alpha;
    canvas.data[index + 1] = data[index + 1]! * alpha;
    canvas.data[index + 2] = data[index + 2]! * alpha;
    canvas.data[index + 3] = data[index + 3]!;
  }
  return canvas;
}

const alphaAt = (canvas: Canvas, x: number, y: number) =>
  canvas.data[(y * canvas.width + x) * 4 + 3]!;

describe('prepareLogo', () => {
  it('takes a plain white background away and trims to the logo', () => {
    const picture = createCanvas(400, 300, hex('#ffffff'));
    fillPath(picture, new Path().rect(100, 80, 200, 140, 30), {
      kind: 'solid',
      color: hex('#c0392b'),
    });
    // White detail inside the badge stays in the colour version.
    fillPath(picture, new Path().ellipse(200, 150, 30), { kind: 'solid', color: hex('#ffffff') });
    const logo = prepareLogo(picture)!;
    expect(logo.keyed).toBe(true);
    const color = logo.variants.color.canvas;
    // 200 × 140 plus a 2 px margin each side.
    expect([color.width, color.height]).toEqual([204, 144]);
    expect(alphaAt(color, 0, 0)).toBe(0);
    expect(alphaAt(color, 102, 72)).toBe(255);
    // The one-colour versions cut the white detail out; the badge itself is there.
    expect(alphaAt(logo.variants.light.canvas, 102, 72)).toBe(0);
    expect(alphaAt(logo.variants.dark.canvas, 30, 72)).toBe(255);
    expect(logo.aspect).toBeCloseTo(204 / 144, 6);
  });

  it('keeps a transparent logo as it is, and refuses one with nothing visible', () => {
    const picture = createCanvas(300, 200);
    fillPath(picture, new Path().ellipse(150, 100, 60), { kind: 'solid', color: hex('#123456') });
    const logo = prepareLogo(picture)!;
    expect(logo.keyed).toBe(false);
    expect(logo.variants.color.canvas.width).toBe(124);
    expect(prepareLogo(createCanvas(50, 50))).toBeNull();
    expect(prepareLogo(createCanvas(50, 50, hex('#ffffff')))).toBeNull();
  });

  it('tells photographs from logos', async () => {
    for (const name of ['chelsea-cat.jpg', 'coffee-cup.jpg', 'mandrill.jpg']) {
      const photo = await decoded(
        readFileSync(resolve(import.meta.dirname, '../../../../../tests/fixtures/photos', name)),
      );
      expect(looksLikePhoto(photo), name).toBe(true);
    }
    const logo = await decoded(
      readFileSync(resolve(import.meta.dirname, '../../../../../tests/fixtures/vector/logo.svg')),
    );
    expect(looksLikePhoto(logo)).toBe(false);
  });
});
