import { describe, expect, it } from 'vitest';
import { MOCKUP_LOGO_LIMITS, mockupMessages } from '@contracts/api/logo-mockups';
import { photoToolMessages, vectorizationMessages } from '@contracts/messages';
import { dataUrlBytes, logoHeaderMessage, rasterSize, svgRasterSize } from './logo-input';

describe('logo input', () => {
  it('rasterises an SVG at its own proportions, the longest side at the set size', () => {
    expect(svgRasterSize({ width: 640, height: 240 })).toEqual({
      width: MOCKUP_LOGO_LIMITS.rasterSide,
      height: 600,
    });
    expect(svgRasterSize({ width: 100, height: 400 })).toEqual({
      width: 400,
      height: MOCKUP_LOGO_LIMITS.rasterSide,
    });
    expect(svgRasterSize(null)).toEqual({ width: 1600, height: 1600 });
  });

  it('sends a raster at most 2048 pixels across, never enlarged', () => {
    expect(rasterSize(4000, 1000)).toEqual({ width: 2048, height: 512 });
    expect(rasterSize(300, 200)).toEqual({ width: 300, height: 200 });
  });

  it('says the photo checks’ refusals in the tool’s words', () => {
    expect(logoHeaderMessage(vectorizationMessages.tooLarge)).toBe(mockupMessages.tooLarge);
    expect(logoHeaderMessage(photoToolMessages.tooManyPixels)).toBe(mockupMessages.tooManyPixels);
    expect(logoHeaderMessage(photoToolMessages.unreadable)).toBe(mockupMessages.unreadable);
    expect(logoHeaderMessage('anything else')).toBe(mockupMessages.notAnImage);
  });

  it('reads a saved design’s data: URL without fetching it', () => {
    expect(dataUrlBytes('data:image/png;base64,iVBORw==')).toEqual({
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      type: 'image/png',
    });
    expect(dataUrlBytes('data:image/svg+xml,%3Csvg%2F%3E')?.bytes).toEqual(
      new TextEncoder().encode('<svg/>'),
    );
    expect(dataUrlBytes('https://example.com/logo.png')).toBeNull();
  });
});
