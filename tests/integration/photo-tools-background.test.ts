// The background generator on real photographs (issue #23): the subject (the coffee cup; for the
// blending proof also an apple on a table, a long-haired dog and a squirrel) is cut out by the
// local ISNet model, then placed by its own alpha — never its rectangle — on scenes drawn for the
// prompt. "Marble table" gives a light, veined ground with the cup's shadow under its base;
// "sunny beach" gives sand under a blue sky; the layout options place and size the result.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSubject, solidBox } from '../../src/backend/local-photo/engines/composite';
import { renderScene } from '../../src/backend/local-photo/engines/scene-render';
import { planScene } from '../../src/backend/local-photo/engines/scene-prompt';
import {
  dilate,
  dropIslands,
  EDGE_REACH,
} from '../../src/backend/local-photo/engines/subject-mask';
import { decodeImage, type RawImage } from '../../src/backend/local-photo/image-input';
import { createPhotoEngines, type PhotoEngines } from '../../src/backend/local-photo/photo-engines';

const PHOTOS = resolve(import.meta.dirname, '../fixtures/photos');
let engines: PhotoEngines;
let cutout: Buffer;

const cutOuts = new Map<string, Promise<{ png: Buffer; image: RawImage }>>();

/** The local cut-out of a fixture photo, made once per file. */
function cutOut(photo: string): Promise<{ png: Buffer; image: RawImage }> {
  let made = cutOuts.get(photo);
  if (!made) {
    made = engines
      .removeBackground(readFileSync(resolve(PHOTOS, `${photo}.jpg`)))
      .then(async ({ png }) => ({ png, image: await decodeImage(png, 4) }));
    cutOuts.set(photo, made);
  }
  return made;
}

beforeAll(async () => {
  engines = createPhotoEngines();
  cutout = (await cutOut('coffee-cup')).png;
});

afterAll(async () => {
  await engines?.close();
});

/** Luma statistics of an RGB region. */
function stats(
  data: Buffer,
  width: number,
  box: { x0: number; x1: number; y0: number; y1: number },
) {
  const channel = [0, 0, 0];
  const luma: number[] = [];
  for (let y = box.y0; y < box.y1; y += 1)
    for (let x = box.x0; x < box.x1; x += 1) {
      const at = (y * width + x) * 3;
      for (let index = 0; index < 3; index += 1) channel[index]! += data[at + index]!;
      luma.push(0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!);
    }
  const mean = luma.reduce((sum, value) => sum + value, 0) / luma.length;
  const sd = Math.sqrt(luma.reduce((sum, value) => sum + (value - mean) ** 2, 0) / luma.length);
  const [r, g, b] = channel.map((value) => value / luma.length) as [number, number, number];
  return { mean, sd, r, g, b };
}

async function rgb(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('the subject is blended by its own alpha', () => {
  it.each(['coffee-cup', 'apple', 'dog', 'squirrel'])(
    'keeps the cut-out’s pixels where it is opaque and the scene everywhere off its mask (%s)',
    async (photo) => {
      const { image: cut } = await cutOut(photo);
      // A canvas twice the subject's solid box at scale 0.5 places it 1:1 (no resampling). The
      // box is taken as the composite takes it, after specks apart from the subject are dropped
      // (the apple's stalk, which the model is only half sure of, leaves a few).
      dropIslands(cut);
      const crop = solidBox(cut);
      const canvas = { width: crop.width * 2, height: crop.height * 2 };
      const scene = await renderScene(planScene('Marble table'), canvas.width, canvas.height, 7);
      const { data, subject } = await placeSubject(cut, Buffer.from(scene.data), canvas, {
        scale: 0.5,
        placement: 'bottom',
        align: 'center',
        margin: 0.04,
        shadow: false,
        relight: false,
        light: -0.7,
      });
      expect({ width: subject.width, height: subject.height }).toEqual({
        width: crop.width,
        height: crop.height,
      });
      // The cut-out's solid mask, grown by EDGE_REACH, in canvas coordinates.
      const solid = new Uint8Array(cut.width * cut.height);
      let fullyOpaque = 0;
      for (let index = 0; index < solid.length; index += 1) {
        solid[index] = cut.data[index * 4 + 3]! >= 128 ? 1 : 0;
        if (cut.data[index * 4 + 3] === 255) fullyOpaque += 1;
      }
      const grown = dilate(solid, cut.width, cut.height, EDGE_REACH);
      let opaque = 0;
      let outside = 0;
      for (let y = 0; y < canvas.height; y += 1)
        for (let x = 0; x < canvas.width; x += 1) {
          const sx = x - subject.left + crop.left;
          const sy = y - subject.top + crop.top;
          const inPhoto = sx >= 0 && sy >= 0 && sx < cut.width && sy < cut.height;
          const source = inPhoto ? sy * cut.width + sx : -1;
          const at = (y * canvas.width + x) * 3;
          if (inPhoto && cut.data[source * 4 + 3] === 255) {
            opaque += 1;
            for (let channel = 0; channel < 3; channel += 1)
              if (data[at + channel] !== cut.data[source * 4 + channel])
                throw new Error(`subject pixel ${x},${y} changed`);
          } else if (!inPhoto || !grown[source]) {
            outside += 1;
            for (let channel = 0; channel < 3; channel += 1)
              if (data[at + channel] !== scene.data[at + channel])
                throw new Error(`pixel ${x},${y} off the subject is not the scene`);
          }
        }
      // Every opaque pixel of the cut-out was checked (about 112 000 for the cup and saucer).
      expect(opaque).toBe(fullyOpaque);
      expect(opaque).toBeGreaterThan(20_000);
      expect(outside).toBeGreaterThan(canvas.width * canvas.height * 0.5);
    },
  );
});

describe('scenes that follow the text', () => {
  it('puts the coffee cup on a light, veined marble table with its shadow under its base', async () => {
    const options = { prompt: 'Marble table', size: 'square' as const, seed: 1 };
    const [shaded, plain] = await Promise.all([
      engines.composite(cutout, '#ffffff', { ...options, shadow: true }),
      engines.composite(cutout, '#ffffff', { ...options, shadow: false }),
    ]);
    expect(shaded.report).toMatchObject({ width: 1080, height: 1080 });
    const image = await rgb(shaded.png);
    const without = await rgb(plain.png);
    // The ground: below the horizon (54 %), at the sides, clear of the cup.
    const ground = [
      stats(image.data, 1080, { x0: 10, x1: 110, y0: 620, y1: 1070 }),
      stats(image.data, 1080, { x0: 970, x1: 1070, y0: 620, y1: 1070 }),
    ];
    for (const side of ground) {
      expect(side.mean).toBeGreaterThan(185); // light stone (measured ≈ 215)
      expect(side.sd).toBeGreaterThan(6); // veins and clouding, unlike a flat fill (measured ≈ 12)
    }
    // Right under the base (the cup sits 4 % above the bottom edge) the ground is darker.
    const under = { x0: 440, x1: 640, y0: 1036, y1: 1048 };
    const dark = stats(image.data, 1080, under).mean;
    const light = stats(without.data, 1080, under).mean;
    expect(light - dark).toBeGreaterThan(25);
  });

  it('draws sand under a blue sky for a sunny beach', async () => {
    const result = await engines.composite(cutout, '#ffffff', {
      prompt: 'sunny beach',
      size: 'landscape',
      seed: 3,
    });
    const image = await rgb(result.png);
    expect(image).toMatchObject({ width: 1920, height: 1080 });
    const sand = stats(image.data, 1920, { x0: 20, x1: 400, y0: 700, y1: 1060 });
    const sky = stats(image.data, 1920, { x0: 20, x1: 400, y0: 10, y1: 200 });
    expect(sand.r).toBeGreaterThan(sand.b + 30); // warm sand
    expect(sand.mean).toBeGreaterThan(150);
    expect(sky.b).toBeGreaterThan(sky.r + 25); // a blue sky
  });

  it('falls back to a smooth studio sweep in the prompt’s colour for words it does not know', async () => {
    const result = await engines.composite(cutout, '#ffffff', {
      prompt: 'pink dreamy vibes',
      size: 'square',
      align: 'left',
      scale: 0.5,
    });
    const image = await rgb(result.png);
    const backdrop = stats(image.data, 1080, { x0: 900, x1: 1070, y0: 20, y1: 400 });
    expect(backdrop.r).toBeGreaterThan(backdrop.g + 20); // pink
    expect(backdrop.sd).toBeLessThan(8); // a smooth gradient, no bokeh
    // Placed on the left: the right third holds no part of the cup, only the smooth floor.
    const right = stats(image.data, 1080, { x0: 700, x1: 1070, y0: 500, y1: 900 });
    expect(right.sd).toBeLessThan(12); // measured ≈ 10 (the sweep’s curve and light pool)
    const left = stats(image.data, 1080, { x0: 60, x1: 500, y0: 600, y1: 1000 });
    expect(left.sd).toBeGreaterThan(30); // the cup
  });
});
