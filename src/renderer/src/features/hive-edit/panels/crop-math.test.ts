import { describe, expect, it } from 'vitest';
import { makeImageLayer } from '../model/document';
import {
  ASPECT_PRESETS,
  MIN_CROP,
  clampCrop,
  croppedLayerPatch,
  fitAspect,
  isFullCrop,
  moveCrop,
  presetRatio,
  resizeCrop,
  roundCrop,
} from './crop-math';

const source = { width: 1000, height: 500 };
const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 6);

describe('clampCrop and moveCrop', () => {
  it('keeps a crop inside the source and at least the minimum size', () => {
    expect(clampCrop({ x: -20, y: 450, width: 200, height: 100 }, source)).toEqual({
      x: 0,
      y: 400,
      width: 200,
      height: 100,
    });
    expect(clampCrop({ x: 0, y: 0, width: 5000, height: 1 }, source)).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: MIN_CROP,
    });
  });

  it('refuses what is not a number', () => {
    expect(clampCrop({ x: Number.NaN, y: 10, width: Number.NaN, height: 50 }, source)).toEqual({
      x: 0,
      y: 10,
      width: 1000,
      height: 50,
    });
  });

  it('moves without changing size and stops at the edges', () => {
    const crop = { x: 100, y: 100, width: 200, height: 200 };
    expect(moveCrop(crop, 50, -20, source)).toEqual({ x: 150, y: 80, width: 200, height: 200 });
    expect(moveCrop(crop, 5000, 5000, source)).toEqual({ x: 800, y: 300, width: 200, height: 200 });
  });

  it('rounds to whole pixels and knows the whole source', () => {
    expect(roundCrop({ x: 1.4, y: 2.6, width: 99.5, height: 10.2 }, source)).toEqual({
      x: 1,
      y: 3,
      width: 100,
      height: 10,
    });
    expect(isFullCrop({ x: 0.2, y: 0, width: 999.9, height: 500 }, source)).toBe(true);
    expect(isFullCrop({ x: 0, y: 0, width: 990, height: 500 }, source)).toBe(false);
  });
});

describe('fitAspect', () => {
  it('gives the largest crop of the ratio, centred where the crop was, inside the source', () => {
    const square = fitAspect({ x: 0, y: 0, width: 1000, height: 500 }, 1, source);
    expect(square).toEqual({ x: 250, y: 0, width: 500, height: 500 });
    const wide = fitAspect({ x: 900, y: 0, width: 100, height: 100 }, 16 / 9, source);
    close(wide.width / wide.height, 16 / 9);
    close(wide.width, 500 * (16 / 9));
    close(wide.x, 1000 - wide.width);
  });

  it('offers the presets, Original being the source ratio', () => {
    expect(ASPECT_PRESETS.map((preset) => preset.label)).toEqual([
      'Free',
      'Original',
      '1:1',
      '4:5',
      '16:9',
      '9:16',
    ]);
    expect(presetRatio(ASPECT_PRESETS[1]!, source)).toBe(2);
    expect(presetRatio(ASPECT_PRESETS[0]!, source)).toBeNull();
    expect(fitAspect({ x: 1, y: 2, width: 3000, height: 40 }, null, source)).toEqual({
      x: 0,
      y: 2,
      width: 1000,
      height: 40,
    });
  });
});

describe('resizeCrop', () => {
  const crop = { x: 100, y: 100, width: 200, height: 200 };

  it('moves only the dragged edges, the opposite ones staying put', () => {
    expect(resizeCrop(crop, 'se', 50, 30, source)).toEqual({
      x: 100,
      y: 100,
      width: 250,
      height: 230,
    });
    expect(resizeCrop(crop, 'nw', -50, 20, source)).toEqual({
      x: 50,
      y: 120,
      width: 250,
      height: 180,
    });
    expect(resizeCrop(crop, 'e', 40, 999, source)).toEqual({
      x: 100,
      y: 100,
      width: 240,
      height: 200,
    });
    expect(resizeCrop(crop, 'n', 999, -60, source)).toEqual({
      x: 100,
      y: 40,
      width: 200,
      height: 260,
    });
  });

  it('stops at the source and at the minimum size, never crossing the fixed edge', () => {
    expect(resizeCrop(crop, 'w', -500, 0, source)).toEqual({
      x: 0,
      y: 100,
      width: 300,
      height: 200,
    });
    expect(resizeCrop(crop, 'se', 5000, 5000, source)).toEqual({
      x: 100,
      y: 100,
      width: 900,
      height: 400,
    });
    expect(resizeCrop(crop, 'w', 500, 0, source)).toEqual({
      x: 300 - MIN_CROP,
      y: 100,
      width: MIN_CROP,
      height: 200,
    });
  });

  it('keeps the aspect from a corner, the larger move leading', () => {
    const next = resizeCrop(crop, 'se', 100, 10, source, 1);
    expect(next).toEqual({ x: 100, y: 100, width: 300, height: 300 });
    const capped = resizeCrop(crop, 'se', 1000, 0, source, 1);
    expect(capped).toEqual({ x: 100, y: 100, width: 400, height: 400 });
    const nw = resizeCrop(crop, 'nw', -50, 0, source, 2);
    close(nw.width / nw.height, 2);
    expect(nw.x + nw.width).toBe(300);
    expect(nw.y + nw.height).toBe(300);
  });

  it('keeps the aspect from an edge, growing the other side about its centre', () => {
    const next = resizeCrop(crop, 'e', 100, 0, source, 1);
    expect(next).toEqual({ x: 100, y: 50, width: 300, height: 300 });
    // Only 100 px of room above and below the centre line at y 200 → 400 px tall at most.
    const capped = resizeCrop(crop, 's', 0, 1000, source, 1);
    expect(capped.height).toBeLessThanOrEqual(400);
    close(capped.width, capped.height);
    expect(capped.y).toBe(100);
    expect(capped.x).toBeGreaterThanOrEqual(0);
  });
});

describe('croppedLayerPatch', () => {
  const doc = { width: 2000, height: 2000 };
  const base = {
    ...makeImageLayer(doc, { asset: 'a.png', width: 1000, height: 500 }),
    x: 10,
    y: 20,
  };

  it('keeps the scale and the kept part in place', () => {
    const layer = { ...base, width: 500, height: 250 };
    const patch = croppedLayerPatch(layer, { x: 200, y: 100, width: 400, height: 200 });
    expect(patch).toEqual({
      crop: { x: 200, y: 100, width: 400, height: 200 },
      x: 110,
      y: 70,
      width: 200,
      height: 100,
    });
  });

  it('works from an existing crop, and the whole source clears it', () => {
    const layer = {
      ...base,
      width: 200,
      height: 100,
      crop: { x: 200, y: 100, width: 400, height: 200 },
    };
    const patch = croppedLayerPatch(layer, { x: 0, y: 0, width: 1000, height: 500 });
    expect(patch.crop).toBeNull();
    expect(patch).toMatchObject({ width: 500, height: 250, x: 10 - 100, y: 20 - 50 });
  });

  it('allows for flips and the layer turn', () => {
    const flipped = { ...base, width: 1000, height: 500, flipX: true };
    // The left 100 source px removed show on the right of a flipped layer: the box keeps its x.
    expect(croppedLayerPatch(flipped, { x: 100, y: 0, width: 900, height: 500 })).toMatchObject({
      x: 10,
      y: 20,
      width: 900,
    });
    const turned = { ...base, width: 1000, height: 500, rotation: 90 };
    const patch = croppedLayerPatch(turned, { x: 100, y: 0, width: 900, height: 500 });
    close(patch.x, 10);
    close(patch.y, 120);
  });
});
