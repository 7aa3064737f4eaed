import { describe, expect, it } from 'vitest';
import * as shared from '@contracts/domain/download-encoding';
import { downloadEncoding, downloadQuality, fileNameFor } from './download-image';

describe('download encoding (spec 9)', () => {
  it('uses 0.9 on mobile and 0.95 elsewhere', () => {
    expect(downloadQuality(true)).toBe(0.9);
    expect(downloadQuality(false)).toBe(0.95);
  });

  it('saves PNG up to 2048 px at 0.9 and above, JPEG at 1024 px below', () => {
    expect(downloadEncoding(0.95)).toEqual({ type: 'image/png', maxSide: 2048, quality: 0.95 });
    expect(downloadEncoding(0.9)).toEqual({ type: 'image/png', maxSide: 2048, quality: 0.9 });
    expect(downloadEncoding(0.8)).toEqual({ type: 'image/jpeg', maxSide: 1024, quality: 0.8 });
  });

  it('gives JPEG output a .jpg name', () => {
    expect(fileNameFor('golden-city-01-ultrahd.png', downloadEncoding(0.95))).toBe(
      'golden-city-01-ultrahd.png',
    );
    expect(fileNameFor('golden-city-01-ultrahd.png', downloadEncoding(0.5))).toBe(
      'golden-city-01-ultrahd.jpg',
    );
  });

  it('is the one rule main’s sharp path follows (shared/domain/download-encoding.ts)', () => {
    expect(downloadEncoding).toBe(shared.downloadEncoding);
    expect(downloadQuality(true)).toBe(shared.MOBILE_DOWNLOAD_QUALITY);
    expect(downloadQuality(false)).toBe(shared.DEFAULT_DOWNLOAD_QUALITY);
  });
});
