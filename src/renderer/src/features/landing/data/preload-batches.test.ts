import { describe, expect, it } from 'vitest';
import { preloadBatches } from './preload-batches';

describe('preloadBatches', () => {
  it('loads the first picture alone, then the 2nd and 3rd, then the rest in batches of 2 to 3', () => {
    expect(preloadBatches(5)).toEqual([[0], [1, 2], [3, 4]]);
    expect(preloadBatches(6)).toEqual([[0], [1, 2], [3, 4, 5]]);
    expect(preloadBatches(7)).toEqual([[0], [1, 2], [3, 4], [5, 6]]);
    expect(preloadBatches(9)).toEqual([[0], [1, 2], [3, 4, 5], [6, 7, 8]]);
  });

  it('never makes a batch of one after the first, nor loses a picture', () => {
    for (let count = 5; count <= 30; count++) {
      const batches = preloadBatches(count);
      expect(batches.flat()).toEqual(Array.from({ length: count }, (_, index) => index));
      for (const batch of batches.slice(2))
        expect(batch.length === 2 || batch.length === 3).toBe(true);
    }
  });

  it('copes with tiny sliders', () => {
    expect(preloadBatches(0)).toEqual([]);
    expect(preloadBatches(1)).toEqual([[0]]);
    expect(preloadBatches(2)).toEqual([[0], [1]]);
    expect(preloadBatches(4)).toEqual([[0], [1, 2], [3]]);
  });
});
