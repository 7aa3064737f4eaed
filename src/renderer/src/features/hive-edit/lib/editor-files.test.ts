import { describe, expect, it } from 'vitest';
import { EDITOR_LIMITS } from '../model/document';
import { fitToPixelCap } from './editor-files';
import { canvasForPicture, validCanvasSize } from './new-document';

describe('pictures coming into the editor', () => {
  it('keeps a picture within the pixel cap as it is', () => {
    expect(fitToPixelCap(4096, 4096)).toEqual({ width: 4096, height: 4096 });
    expect(fitToPixelCap(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('scales a larger one down to the cap, keeping its proportions', () => {
    const scaled = fitToPixelCap(5000, 4000);
    expect(scaled).toEqual({ width: 4579, height: 3663 });
    expect(scaled.width * scaled.height).toBeLessThanOrEqual(EDITOR_LIMITS.maxImagePixels);
    expect(scaled.width / scaled.height).toBeCloseTo(5000 / 4000, 2);
    const panorama = fitToPixelCap(20000, 1000);
    expect(panorama.width * panorama.height).toBeLessThanOrEqual(EDITOR_LIMITS.maxImagePixels);
  });

  it("makes the canvas the picture's size, a small vector at least 512 px, never over the side limit", () => {
    expect(canvasForPicture({ kind: 'image', width: 1200, height: 800 })).toEqual({
      width: 1200,
      height: 800,
    });
    expect(canvasForPicture({ kind: 'svg', width: 24, height: 12 })).toEqual({
      width: 512,
      height: 256,
    });
    expect(canvasForPicture({ kind: 'image', width: 16000, height: 4000 })).toEqual({
      width: 8000,
      height: 2000,
    });
  });

  it('takes custom sizes between the side limits only, in whole pixels', () => {
    expect(validCanvasSize(1920, 1080)).toBe(true);
    expect(validCanvasSize(EDITOR_LIMITS.minSide, EDITOR_LIMITS.maxSide)).toBe(true);
    expect(validCanvasSize(15, 100)).toBe(false);
    expect(validCanvasSize(100, 8001)).toBe(false);
    expect(validCanvasSize(100.5, 100)).toBe(false);
    expect(validCanvasSize(Number.NaN, 100)).toBe(false);
  });
});
