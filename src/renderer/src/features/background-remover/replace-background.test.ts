import { describe, expect, it } from 'vitest';
import { coverRect } from './replace-background';

describe('coverRect', () => {
  it('scales a wide background to cover a square cut-out, centred', () => {
    expect(coverRect({ width: 200, height: 100 }, { width: 100, height: 100 })).toEqual({
      x: -50,
      y: 0,
      width: 200,
      height: 100,
    });
  });

  it('scales a small background up until it covers the cut-out', () => {
    expect(coverRect({ width: 10, height: 20 }, { width: 100, height: 100 })).toEqual({
      x: 0,
      y: -50,
      width: 100,
      height: 200,
    });
  });
});
