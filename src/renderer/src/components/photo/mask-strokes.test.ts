import { describe, expect, it } from 'vitest';
import { brushInPhotoPixels, toPhotoPoint } from './mask-strokes';

describe('mask coordinates', () => {
  it('maps a pointer on a photo shown at half size to the photo’s own pixels', () => {
    const box = { left: 100, top: 50, width: 320, height: 213 };
    expect(toPhotoPoint({ x: 260, y: 156.5 }, box, { width: 640, height: 426 })).toEqual({
      x: 320,
      y: 213,
    });
  });

  it('clamps points dragged outside the photo to its edges', () => {
    const box = { left: 0, top: 0, width: 100, height: 100 };
    expect(toPhotoPoint({ x: -20, y: 150 }, box, { width: 400, height: 400 })).toEqual({
      x: 0,
      y: 400,
    });
  });

  it('scales the brush with the display size', () => {
    expect(brushInPhotoPixels(40, 320, 640)).toBe(80);
    expect(brushInPhotoPixels(40, 0, 640)).toBe(40);
  });
});
