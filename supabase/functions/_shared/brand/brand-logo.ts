// The logo as the guideline reads it, whatever it came as: an SVG's shapes (or, for an SVG that
// only wraps a PNG, that PNG), or a PNG's keyed mark; with its colours, what the run should tell
// the person about it, and its recommended clear space and minimum sizes.
import type { BrandNotice } from '../contracts/api/brand.ts';
import type { LogoFile } from './logo-input.ts';
import { readRasterLogo, type RasterLogo } from './logo-raster.ts';
import { readVectorLogo, type VectorLogo } from './logo-vector.ts';

export type BrandLogo = VectorLogo | RasterLogo;

/** A read logo and what to say about it. */
export type LogoReading = { logo: BrandLogo; notices: BrandNotice[] };

/** Reads a checked logo file (throws the refusal for one that draws nothing). */
export function readLogo(file: LogoFile): LogoReading {
  if (file.kind === 'png') {
    const logo = readRasterLogo(file.bytes);
    return { logo, notices: logo.photo ? ['logo_photo'] : [] };
  }
  const vector = readVectorLogo(file.text);
  const [only] = vector.images;
  if (vector.shapes.length === 0 && only?.type === 'png' && vector.images.length === 1) {
    const logo = readRasterLogo(only.bytes);
    return { logo, notices: logo.photo ? ['logo_photo'] : [] };
  }
  return { logo: vector, notices: vector.notices };
}

/** The logo's width over its height. */
export function logoAspect(logo: BrandLogo): number {
  return logo.kind === 'svg' ? logo.box.width / logo.box.height : logo.width / logo.height;
}

/**
 * Clear space and minimum sizes by shape: a wide wordmark needs more width to stay legible than
 * a compact symbol. Clear space is a quarter of the logo's height on every side.
 */
export function logoRules(logo: BrandLogo): {
  clearSpace: number;
  minWidthMm: number;
  minWidthPx: number;
} {
  const aspect = logoAspect(logo);
  if (aspect >= 3) return { clearSpace: 0.5, minWidthMm: 35, minWidthPx: 140 };
  if (aspect >= 1.6) return { clearSpace: 0.25, minWidthMm: 25, minWidthPx: 100 };
  return { clearSpace: 0.25, minWidthMm: 15, minWidthPx: 48 };
}
