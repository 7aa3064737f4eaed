import { describe, expect, it } from 'vitest';
import { Random } from './random';
import { applyPixelPass, paperTexture, smoothNoise } from './texture';

describe('textures', () => {
  it('makes smooth noise one byte per pixel with no stripes between rows', async () => {
    const noise = await smoothNoise(new Random(5), 300, 200, 12);
    expect(noise.length).toBe(300 * 200);
    const rowMean = (row: number) =>
      noise.subarray(row * 300, row * 300 + 300).reduce((sum, value) => sum + value, 0) / 300;
    for (let row = 0; row < 20; row++)
      expect(Math.abs(rowMean(row) - rowMean(row + 1))).toBeLessThan(4);
  });

  it('makes light paper that only darkens', async () => {
    const paper = await paperTexture(new Random(1), 200, 100, 'watercolor');
    expect(paper.length).toBe(200 * 100);
    expect(Math.min(...paper)).toBeGreaterThan(200);
  });

  it('turns contrast around the pivot and multiplies layers in', () => {
    const rgb = Buffer.from([100, 100, 100, 200, 200, 200]);
    applyPixelPass(rgb, {
      gain: 2,
      pivot: 150,
      multiply: [Buffer.from([255, 128])],
      overlay: null,
    });
    expect([...rgb]).toEqual([50, 50, 50, 125, 125, 125]);
  });
});
