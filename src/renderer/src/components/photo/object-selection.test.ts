import { describe, expect, it } from 'vitest';
import { selectionSpread } from '@/components/photo/mask-strokes';
import { selectedShare, tintMask, toClick } from './object-selection';

describe('click-to-select helpers', () => {
  it('turns a click into whole photo pixels inside the photo', () => {
    expect(toClick({ x: 12.7, y: 3.2 }, true, { width: 100, height: 50 })).toEqual({
      x: 12,
      y: 3,
      include: true,
    });
    // A click on the right or bottom edge maps to the last pixel, which the server accepts.
    expect(toClick({ x: 100, y: 50 }, false, { width: 100, height: 50 })).toEqual({
      x: 99,
      y: 49,
      include: false,
    });
  });

  it('measures the selected share and tints only selected pixels', () => {
    const rgba = new Uint8ClampedArray([
      255, 255, 255, 255, 0, 0, 0, 255, 200, 200, 200, 255, 10, 10, 10, 255,
    ]);
    expect(selectedShare(rgba)).toBe(0.5);
    tintMask(rgba, [1, 2, 3, 140]);
    expect([...rgba]).toEqual([1, 2, 3, 140, 1, 2, 3, 0, 1, 2, 3, 140, 1, 2, 3, 0]);
  });

  it('widens a selection by a ring of offsets scaled to the photo (at least 2 px)', () => {
    const small = selectionSpread({ width: 100, height: 80 });
    expect(small[0]).toEqual([0, 0]);
    expect(Math.max(...small.map(([dx, dy]) => Math.hypot(dx, dy)))).toBe(2);
    const large = selectionSpread({ width: 2000, height: 1000 });
    expect(Math.max(...large.map(([dx, dy]) => Math.round(Math.hypot(dx, dy))))).toBe(12);
  });
});
