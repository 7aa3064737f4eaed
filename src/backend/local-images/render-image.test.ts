import { describe, expect, it } from 'vitest';
import {
  ASPECT_RATIOS,
  pixelSizeFor,
} from '../../../supabase/functions/_shared/contracts/domain/generation';
import { STYLE_CATEGORIES } from '../../../supabase/functions/_shared/contracts/domain/styles';
import { hueDistance, measure, pixelDifference } from './image-metrics';
import { composeFor, renderImage, renderRun, runImages, type ImageParams } from './render-image';
import { lookKeys } from './style-looks';

const base: ImageParams = {
  prompt: 'misty mountains above a quiet lake',
  style: 'realistic',
  variant: 'landscape',
  contrast: 'medium',
  seed: 1234,
  width: 384,
  height: 256,
  layout: 0,
};

describe('local image renderer', () => {
  it('gives byte-identical PNGs for the same prompt, seed and parameters', async () => {
    const [first, second] = await Promise.all([renderImage(base), renderImage({ ...base })]);
    expect(first.equals(second)).toBe(true);
    const other = await renderImage({ ...base, seed: 1235 });
    expect(other.equals(first)).toBe(false);
  });

  it('makes the three images of a run clearly different, each with its own seed', async () => {
    const run = await renderRun({ ...base, count: 3 });
    expect(new Set(run.map((image) => image.seed)).size).toBe(3);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [0, 2],
    ] as const) {
      expect(await pixelDifference(run[a]!.png, run[b]!.png)).toBeGreaterThan(0.04);
    }
  });

  it('renders every aspect ratio at exactly its pixel size', async () => {
    for (const ratio of ASPECT_RATIOS) {
      const size = pixelSizeFor(ratio, 256);
      const metrics = await measure(
        await renderImage({ ...base, ...size, style: 'minimalist', variant: 'clean' }),
      );
      expect({ ratio, width: metrics.width, height: metrics.height }).toEqual({ ratio, ...size });
    }
  });

  it('orders low, medium and high contrast by measured RMS contrast for every kind of scene', async () => {
    for (const [style, variant] of [
      ['realistic', 'landscape'],
      ['watercolor', 'soft'],
      ['cyberpunk', 'standard'],
      ['minimalist', 'zen'],
    ] as const) {
      const [low, medium, high] = await Promise.all(
        (['low', 'medium', 'high'] as const).map(
          async (contrast) =>
            (await measure(await renderImage({ ...base, style, variant, contrast }))).rmsContrast,
        ),
      );
      expect(medium, `${style} medium vs low`).toBeGreaterThan(low! * 1.2);
      expect(high, `${style} high vs medium`).toBeGreaterThan(medium! * 1.1);
    }
  });

  it('has a look for every style and variant in the catalogue', () => {
    const keys = new Set(lookKeys());
    for (const style of STYLE_CATEGORIES)
      for (const variant of style.variants)
        expect(keys).toContain(`${style.value}/${variant.value}`);
  });

  it('makes styles measurably different: neon is dark and saturated, sketch and noir grey, minimalist sparse, pixel art blocky', async () => {
    const render = async (style: string, variant?: string) =>
      measure(await renderImage({ ...base, prompt: 'a city by the sea', style, variant }));
    const [neon, sketch, noir, minimal, expressive, watercolor] = await Promise.all([
      render('cyberpunk'),
      render('sketch'),
      render('cinematic', 'noir'),
      render('minimalist', 'clean'),
      render('abstract', 'expressive'),
      render('watercolor', 'soft'),
    ]);
    expect(neon.meanLuminance).toBeLessThan(0.3);
    expect(neon.meanSaturation).toBeGreaterThan(0.5);
    expect(sketch.meanSaturation).toBeLessThan(0.15);
    expect(noir.meanSaturation).toBeLessThan(0.05);
    expect(watercolor.meanLuminance).toBeGreaterThan(0.6);
    expect(minimal.edgeDensity).toBeLessThan(expressive.edgeDensity / 3);
    const pixels = await renderImage({ ...base, style: 'pixel-art', width: 400, height: 400 });
    const smooth = await renderImage({ ...base, width: 400, height: 400 });
    const pixelCopy = await (
      await import('sharp')
    )
      .default(pixels)
      .resize(40, 40, { kernel: 'nearest' })
      .resize(400, 400, { kernel: 'nearest' })
      .png()
      .toBuffer();
    expect(await pixelDifference(pixels, pixelCopy)).toBeLessThan(
      await pixelDifference(smooth, pixelCopy),
    );
  });

  it('lets colour words in the prompt pick the palette', async () => {
    const hueOf = async (prompt: string) =>
      (await measure(await renderImage({ ...base, prompt, style: 'abstract', variant: 'fluid' })))
        .meanHue;
    const [red, ocean, forest] = await Promise.all([
      hueOf('red roses'),
      hueOf('deep ocean'),
      hueOf('green forest'),
    ]);
    expect(hueDistance(red, 350)).toBeLessThan(40);
    expect(hueDistance(ocean, 200)).toBeLessThan(40);
    expect(hueDistance(forest, 120)).toBeLessThan(50);
  });

  it('draws the composed scene of the prompt, a different composition for each image of a run', async () => {
    for (const [prompt, subjects] of [
      ['a cabin in snowy pine woods at night', ['cabin', 'pine tree', 'snow']],
      ['a red car in a city at sunset', ['car', 'city']],
      ['a cat with a cup of coffee indoors', ['cat', 'cup']],
    ] as const) {
      const images = runImages({ ...base, prompt, seed: 5, count: 3 });
      const scenes = images.map((image) => composeFor(image));
      for (const scene of scenes) expect(scene.subjects.toSorted()).toEqual([...subjects].sort());
      const firstBoxes = JSON.stringify(scenes[0]!.boxes);
      expect(scenes.slice(1).every((scene) => JSON.stringify(scene.boxes) !== firstBoxes)).toBe(
        true,
      );
    }
    // The car is red in the picture: the composed subject reaches the raster.
    const car = await renderImage({ ...base, prompt: 'a red car on a road', seed: 3 });
    const withoutCar = await renderImage({ ...base, prompt: 'a road', seed: 3 });
    expect(await pixelDifference(car, withoutCar)).toBeGreaterThan(0.005);
  });
});
