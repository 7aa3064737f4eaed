// Raster textures made from the seeded generator: smooth noise (a tiny random grid scaled up
// with a cubic kernel), paper and canvas, and film grain. Done in raster because librsvg's
// feTurbulence costs about half a second per 1024² layer on its own.
import sharp from 'sharp';
import type { Random } from './random';

/** `length` random bytes (one channel). */
export function randomBytes(random: Random, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 4) {
    const value = Math.floor(random.next() * 4294967296);
    bytes[index] = value & 255;
    if (index + 1 < length) bytes[index + 1] = (value >>> 8) & 255;
    if (index + 2 < length) bytes[index + 2] = (value >>> 16) & 255;
    if (index + 3 < length) bytes[index + 3] = (value >>> 24) & 255;
  }
  return bytes;
}

/** One-channel smooth noise of the given size from a `cells`-wide random grid. */
export async function smoothNoise(
  random: Random,
  width: number,
  height: number,
  cells: number,
): Promise<Buffer> {
  const gridWidth = Math.max(2, Math.round(cells));
  const gridHeight = Math.max(2, Math.round((cells * height) / width));
  return (
    sharp(randomBytes(random, gridWidth * gridHeight), {
      raw: { width: gridWidth, height: gridHeight, channels: 1 },
    })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      // sharp hands one-channel raw input back as sRGB; keep one channel.
      .extractChannel(0)
      .raw()
      .toBuffer()
  );
}

/** A light grey multiply layer: blotchy fibres for watercolour, fine tooth for sketch, weave for canvas. */
export async function paperTexture(
  random: Random,
  width: number,
  height: number,
  kind: 'watercolor' | 'sketch' | 'canvas',
): Promise<Buffer> {
  const coarse = await smoothNoise(random, width, height, kind === 'watercolor' ? 24 : 60);
  const fine = randomBytes(random, width * height);
  const out = Buffer.alloc(width * height);
  const [coarseDepth, fineDepth] =
    kind === 'watercolor' ? [20, 9] : kind === 'sketch' ? [12, 18] : [16, 10];
  const weave = kind === 'canvas' ? 10 : 0;
  for (let y = 0, index = 0; y < height; y++) {
    for (let x = 0; x < width; x++, index++) {
      const value =
        255 -
        (coarse[index]! * coarseDepth + fine[index]! * fineDepth) / 255 -
        (((x >> 1) + (y >> 1)) & 1 ? 0 : weave);
      out[index] = value < 0 ? 0 : value | 0;
    }
  }
  return out;
}

/** An overlay layer centred on mid-grey; `strength` 0–1. */
export function grainTexture(
  random: Random,
  width: number,
  height: number,
  strength: number,
): Buffer {
  const bytes = randomBytes(random, width * height);
  const amplitude = Math.max(0, Math.min(1, strength)) * 0.5;
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Math.round(128 + (bytes[index]! - 128) * amplitude);
  return bytes;
}

/** A multiply layer of round dots on a 45° grid (comic halftone); `spacing` in pixels. */
export function halftoneTexture(
  width: number,
  height: number,
  spacing: number,
  depth: number,
): Buffer {
  const out = Buffer.alloc(width * height, 255);
  const radius = spacing * 0.3;
  const shade = Math.round(255 * (1 - depth));
  for (let y = 0, index = 0; y < height; y++) {
    for (let x = 0; x < width; x++, index++) {
      // Rotating the grid by 45° is the classic print angle that hides the dot pattern's rows.
      const u = (x + y) * 0.7071;
      const v = (x - y) * 0.7071;
      const du = u - Math.round(u / spacing) * spacing;
      const dv = v - Math.round(v / spacing) * spacing;
      if (du * du + dv * dv < radius * radius) out[index] = shade;
    }
  }
  return out;
}

/** What the final per-pixel pass applies. Textures are one byte per pixel. */
export type PixelPass = { gain: number; pivot: number; multiply: Buffer[]; overlay: Buffer | null };

/**
 * Contrast around `pivot`, multiply layers (paper, halftone) and an overlay layer (grain) in one
 * pass over an RGB buffer, in place. Cheaper than three sharp composites, and in the worker.
 */
export function applyPixelPass(rgb: Buffer, pass: PixelPass): void {
  const lut = new Uint8Array(256);
  for (let value = 0; value < 256; value++)
    lut[value] = Math.max(
      0,
      Math.min(255, Math.round(pass.pivot + (value - pass.pivot) * pass.gain)),
    );
  const pixels = rgb.length / 3;
  const { multiply, overlay } = pass;
  for (let pixel = 0, offset = 0; pixel < pixels; pixel++, offset += 3) {
    let factor = 255;
    for (const layer of multiply) factor = (factor * layer[pixel]!) / 255;
    const grain = overlay ? overlay[pixel]! : -1;
    for (let channel = 0; channel < 3; channel++) {
      let value = (lut[rgb[offset + channel]!]! * factor) / 255;
      if (grain >= 0)
        value =
          value < 128 ? (2 * value * grain) / 255 : 255 - (2 * (255 - value) * (255 - grain)) / 255;
      rgb[offset + channel] = value;
    }
  }
}
