import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compositeOptionsSchema } from '../photo-jobs';
import { compositeInWorker, OUTPUT_SIZES } from './composite';
import { textSeed } from '../../../../supabase/functions/_shared/contracts/domain/random';
import { planScene } from './scene-prompt';
import { renderScene } from './scene-render';

/**
 * A 200 × 300 cut-out: an opaque red disc on a transparent surround whose hidden colour is pure
 * green, as a matte leaves the original photo under alpha 0; a faint (alpha 3) haze around it.
 */
async function cutout(centreY = 170): Promise<Buffer> {
  const data = Buffer.alloc(200 * 300 * 4);
  for (let y = 0; y < 300; y += 1)
    for (let x = 0; x < 200; x += 1) {
      const at = (y * 200 + x) * 4;
      const inside = (x - 100) ** 2 + (y - centreY) ** 2 < 90 ** 2;
      // A 4 × 4 solid blue speck the matte picked up far from the subject.
      const speck = x >= 180 && x < 184 && y >= 10 && y < 14;
      data.set(
        inside ? [210, 30, 30, 255] : speck ? [0, 0, 255, 255] : [0, 255, 0, y < 40 ? 3 : 0],
        at,
      );
    }
  return sharp(data, { raw: { width: 200, height: 300, channels: 4 } })
    .png()
    .toBuffer();
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('reading the prompt', () => {
  it.each([
    ['Marble table', 'marble', 'wall'],
    ['a sunny beach with palm trees', 'sand', 'beach'],
    ['kitchen counter', 'counter', 'tiles'],
    ['rustic oak desk', 'wood', 'wall'],
    ['raw concrete floor', 'concrete', 'wall'],
    ['crumpled linen sheet', 'linen', 'wall'],
    ['forest path', 'moss', 'forest'],
    ['city street at dusk', 'asphalt', 'city'],
    ['studio softbox', 'sweep', 'sweep'],
    ['something nobody drew', 'sweep', 'sweep'],
  ])('draws “%s” as %s under a %s', (prompt, surface, backdrop) => {
    expect(planScene(prompt)).toMatchObject({ surface, backdrop });
  });

  it('takes a colour from the words, or the given colour, and the light’s side', () => {
    expect(planScene('pink').tint).toEqual([236, 190, 196]);
    expect(planScene('sage linen').tint).toEqual([178, 192, 166]);
    expect(planScene('beach', '#102030').tint).toEqual([16, 32, 48]);
    expect(planScene('wood table').tint).toBeNull();
    expect(planScene('marble, window light from the right').light).toBeGreaterThan(0);
    expect(planScene('marble').light).toBeLessThan(0);
  });
});

describe('drawing scenes', () => {
  it('draws the same scene for the same seed, and another for another seed', async () => {
    const plan = planScene('Marble table');
    const [a, b, c] = await Promise.all([
      renderScene(plan, 160, 120, 5),
      renderScene(plan, 160, 120, 5),
      renderScene(plan, 160, 120, 6),
    ]);
    expect(a.data.equals(b.data)).toBe(true);
    expect(a.data.equals(c.data)).toBe(false);
    expect(textSeed('Marble table')).toBe(textSeed('Marble table'));
  });
});

describe('compositing on a scene', () => {
  it('never shows the photo hidden under the cut-out’s transparent pixels, nor a stray speck (no rectangle)', async () => {
    const options = compositeOptionsSchema.parse({ prompt: 'Marble table' });
    const result = await compositeInWorker(await cutout(), '#ffffff', options);
    const { data } = await pixels(result.png);
    let green = 0;
    for (let at = 0; at < data.length; at += 3)
      if (
        (data[at + 1]! > data[at]! + 40 && data[at + 1]! > data[at + 2]! + 40) ||
        data[at + 2]! > data[at]! + 80
      )
        green += 1;
    expect(green).toBe(0);
  });

  it('puts a subject the photo’s bottom edge cut on the picture’s bottom edge, not mid-scene', async () => {
    // The disc runs off the photo's bottom: its straight cut must meet the canvas's edge.
    const options = compositeOptionsSchema.parse({ prompt: 'Marble table', size: 'square' });
    const { data, width, height } = await pixels(
      (await compositeInWorker(await cutout(260), '#ffffff', options)).png,
    );
    let lowest = -1;
    for (let at = 0; at < data.length; at += 3)
      if (data[at]! > 170 && data[at + 1]! < 70 && data[at + 2]! < 70)
        lowest = Math.floor(at / 3 / width);
    expect(lowest).toBe(height - 1);
  });

  it.each(Object.entries(OUTPUT_SIZES))('makes the %s size', async (size, expected) => {
    const options = compositeOptionsSchema.parse({ prompt: 'studio', size });
    const result = await compositeInWorker(await cutout(), '#ffffff', options);
    expect({ width: result.width, height: result.height }).toEqual(expected);
    expect(await sharp(result.png).metadata()).toMatchObject(expected);
  });

  it('places the subject left, centre or right inside the margin', async () => {
    const reds = async (align: 'left' | 'center' | 'right') => {
      const options = compositeOptionsSchema.parse({
        prompt: 'grey concrete',
        size: 'landscape',
        scale: 0.5,
        align,
      });
      const { data, width } = await pixels(
        (await compositeInWorker(await cutout(), '#ffffff', options)).png,
      );
      let min = width;
      let max = -1;
      for (let at = 0; at < data.length; at += 3)
        if (data[at]! > 180 && data[at + 1]! < 80) {
          const x = (at / 3) % width;
          min = Math.min(min, x);
          max = Math.max(max, x);
        }
      return { min, max };
    };
    const [left, centre, right] = await Promise.all([reds('left'), reds('center'), reds('right')]);
    // 4 % of 1920 is 77 px; the disc fills its box up to the 2 px the crop keeps around it.
    expect(left.min).toBeGreaterThanOrEqual(77);
    expect(left.min).toBeLessThan(90);
    expect(right.max).toBeLessThanOrEqual(1920 - 77);
    expect(right.max).toBeGreaterThan(1920 - 90);
    expect(Math.abs((centre.min + centre.max) / 2 - 960)).toBeLessThan(4);
  });
});
