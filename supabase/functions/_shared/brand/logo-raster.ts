// A PNG logo, read in pure TypeScript (fast-png, so it runs in Deno and Node alike): decoded to
// 8-bit RGBA, scaled down for the work, its plain backdrop keyed out (a logo exported on white
// becomes a mark on a clear background), its colours counted, and its one-colour, reversed and
// recoloured variants encoded for the guideline. A busy border and many colours mean a photo.
import { convertIndexedToRgb, decode, encode, type DecodedPng } from 'fast-png';
import { brandMessages } from '../contracts/api/brand.ts';
import { JobFailure } from '../jobs/job-response.ts';
import type { WeightedColour } from './palette.ts';
import { coloursToCover, PHOTO_COLOUR_COUNT, type Rgb } from '../contracts/domain/colour.ts';

/** RGBA pixels, 8 bits a channel. */
export type Pixels = { width: number; height: number; data: Uint8Array };

/** What the guideline needs of a PNG logo. */
export type RasterLogo = {
  kind: 'png';
  /** The mark on a clear background, cropped to its content (PNG bytes). */
  mark: Uint8Array;
  width: number;
  height: number;
  /** The mark's pixels at the same size (for the variants). */
  pixels: Pixels;
  colours: WeightedColour[];
  photo: boolean;
};

/** The longest side the variants are drawn at (sharp in a PDF at the sizes shown). */
export const VARIANT_SIDE = 900;
/** The longest side the colours and the backdrop are judged at. */
const ANALYSIS_SIDE = 256;

function unpackGrey(png: DecodedPng): Uint8Array {
  const { width, height, depth, data } = png;
  const out = new Uint8Array(width * height);
  const rowBytes = Math.ceil((width * depth) / 8);
  const max = (1 << depth) - 1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const bit = x * depth;
      const byte = data[y * rowBytes + (bit >> 3)] ?? 0;
      const value = (byte >> (8 - depth - (bit & 7))) & max;
      out[y * width + x] = Math.round((value / max) * 255);
    }
  return out;
}

/** Any PNG (grey, grey+alpha, RGB, RGBA, indexed; 1–16 bits) as 8-bit RGBA. */
export function pngToRgba(png: DecodedPng): Pixels {
  const { width, height } = png;
  const count = width * height;
  const out = new Uint8Array(count * 4);
  if (png.palette) {
    const rgb = convertIndexedToRgb(png);
    const channels = rgb.length / count;
    for (let i = 0; i < count; i += 1) {
      out[i * 4] = rgb[i * channels]!;
      out[i * 4 + 1] = rgb[i * channels + 1]!;
      out[i * 4 + 2] = rgb[i * channels + 2]!;
      out[i * 4 + 3] = channels === 4 ? rgb[i * channels + 3]! : 255;
    }
    return { width, height, data: out };
  }
  const channels = png.channels;
  if (png.depth < 8) {
    const grey = unpackGrey(png);
    for (let i = 0; i < count; i += 1) {
      out.set([grey[i]!, grey[i]!, grey[i]!, 255], i * 4);
    }
    return { width, height, data: out };
  }
  const shift = png.depth === 16 ? 8 : 0;
  const at = (i: number) => (png.data[i] ?? 0) >> shift;
  for (let i = 0; i < count; i += 1) {
    const base = i * channels;
    if (channels <= 2) {
      const grey = at(base);
      out.set([grey, grey, grey, channels === 2 ? at(base + 1) : 255], i * 4);
    } else {
      out.set([at(base), at(base + 1), at(base + 2), channels === 4 ? at(base + 3) : 255], i * 4);
    }
  }
  return { width, height, data: out };
}

/** Decodes PNG bytes (refused in the user's words when they cannot be read). */
export function decodePngLogo(bytes: Uint8Array): Pixels {
  try {
    return pngToRgba(decode(bytes));
  } catch {
    throw new JobFailure('logo_unreadable', brandMessages.logoUnreadable, 400);
  }
}

/** Scales down to at most `side` on the longest side (box filter, alpha-weighted colour). */
export function scaleDown(source: Pixels, side: number): Pixels {
  const scale = Math.min(1, side / Math.max(source.width, source.height));
  if (scale === 1) return source;
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const out = new Uint8Array(width * height * 4);
  const stepX = source.width / width;
  const stepY = source.height / height;
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y * stepY);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * stepY));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x * stepX);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * stepX));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy += 1)
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * source.width + sx) * 4;
          const alpha = source.data[i + 3]!;
          r += source.data[i]! * alpha;
          g += source.data[i + 1]! * alpha;
          b += source.data[i + 2]! * alpha;
          a += alpha;
          n += 1;
        }
      const o = (y * width + x) * 4;
      if (a > 0) out.set([r / a, g / a, b / a, a / n], o);
    }
  }
  return { width, height, data: out };
}

const distance = (data: Uint8Array, i: number, colour: Rgb) =>
  Math.hypot(data[i]! - colour[0], data[i + 1]! - colour[1], data[i + 2]! - colour[2]);

/** The border ring: clear, one plain colour (a backdrop to key out), or busy (a photo). */
export function readBorder(
  pixels: Pixels,
): { kind: 'clear' } | { kind: 'plain'; colour: Rgb } | { kind: 'busy' } {
  const { width, height, data } = pixels;
  const ring: number[] = [];
  const depth = Math.max(1, Math.round(Math.min(width, height) * 0.02));
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if (x < depth || y < depth || x >= width - depth || y >= height - depth)
        ring.push((y * width + x) * 4);
  const clear = ring.filter((i) => data[i + 3]! < 16).length;
  if (clear / ring.length > 0.25) return { kind: 'clear' };
  const counts = new Map<number, { n: number; sum: Rgb }>();
  for (const i of ring) {
    const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
    const entry = counts.get(key) ?? { n: 0, sum: [0, 0, 0] };
    entry.n += 1;
    entry.sum = [entry.sum[0] + data[i]!, entry.sum[1] + data[i + 1]!, entry.sum[2] + data[i + 2]!];
    counts.set(key, entry);
  }
  const top = [...counts.values()].sort((a, b) => b.n - a.n)[0]!;
  const colour: Rgb = [top.sum[0] / top.n, top.sum[1] / top.n, top.sum[2] / top.n];
  const near = ring.filter((i) => distance(data, i, colour) < 40).length;
  return near / ring.length >= 0.8 ? { kind: 'plain', colour } : { kind: 'busy' };
}

/**
 * Keys a plain backdrop out: a pixel's opacity grows with its distance from the backdrop colour,
 * and its colour is un-mixed from the backdrop, so anti-aliased edges stay smooth on any colour.
 */
export function keyOut(pixels: Pixels, backdrop: Rgb): Pixels {
  const out = new Uint8Array(pixels.data.length);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const alpha = pixels.data[i + 3]! / 255;
    const cover = Math.min(1, Math.max(0, (distance(pixels.data, i, backdrop) - 12) / 60));
    if (cover <= 0 || alpha <= 0) continue;
    for (let c = 0; c < 3; c += 1) {
      const mixed = pixels.data[i + c]!;
      out[i + c] = Math.max(0, Math.min(255, backdrop[c]! + (mixed - backdrop[c]!) / cover));
    }
    out[i + 3] = Math.round(cover * alpha * 255);
  }
  return { ...pixels, data: out };
}

/** The box holding every pixel at least a little opaque, or null for an empty picture. */
export function contentBox(
  pixels: Pixels,
): { x: number; y: number; width: number; height: number } | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < pixels.height; y += 1)
    for (let x = 0; x < pixels.width; x += 1)
      if (pixels.data[(y * pixels.width + x) * 4 + 3]! >= 24) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
  if (maxX < 0) return null;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** The pixels inside a box. */
export function crop(
  pixels: Pixels,
  box: { x: number; y: number; width: number; height: number },
): Pixels {
  const data = new Uint8Array(box.width * box.height * 4);
  for (let y = 0; y < box.height; y += 1) {
    const from = ((box.y + y) * pixels.width + box.x) * 4;
    data.set(pixels.data.subarray(from, from + box.width * 4), y * box.width * 4);
  }
  return { width: box.width, height: box.height, data };
}

/** The colours of the mark's solid pixels: a 4-bit-per-channel histogram of bucket means. */
export function countColours(pixels: Pixels): WeightedColour[] {
  const buckets = new Map<number, { r: number; g: number; b: number; n: number }>();
  for (let i = 0; i < pixels.data.length; i += 4) {
    if (pixels.data[i + 3]! < 200) continue;
    const r = pixels.data[i]!;
    const g = pixels.data[i + 1]!;
    const b = pixels.data[i + 2]!;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { r: 0, g: 0, b: 0, n: 0 };
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    bucket.n += 1;
    buckets.set(key, bucket);
  }
  return [...buckets.values()].map((bucket) => ({
    rgb: [bucket.r / bucket.n, bucket.g / bucket.n, bucket.b / bucket.n] as Rgb,
    weight: bucket.n,
  }));
}

/**
 * True when the picture reads as a photo: it needs dozens of colours to cover most of it (the
 * page's own check, contracts/domain/colour.ts), or a busy border and more than a few.
 */
export function looksLikePhoto(
  colours: readonly WeightedColour[],
  border: ReturnType<typeof readBorder>,
): boolean {
  const needed = coloursToCover(colours.map((colour) => colour.weight));
  return needed > PHOTO_COLOUR_COUNT || (border.kind === 'busy' && needed > 16);
}

/** The mark in one colour (its shape from the alpha): black, white or any brand colour. */
export function monochrome(pixels: Pixels, colour: Rgb): Pixels {
  const data = new Uint8Array(pixels.data.length);
  for (let i = 0; i < data.length; i += 4) {
    data.set([colour[0], colour[1], colour[2], pixels.data[i + 3]!], i);
  }
  return { ...pixels, data };
}

/** The mark with its colour channels rotated: the "recoloured" misuse example. */
export function rotateChannels(pixels: Pixels): Pixels {
  const data = new Uint8Array(pixels.data.length);
  for (let i = 0; i < data.length; i += 4) {
    data.set([pixels.data[i + 2]!, pixels.data[i]!, pixels.data[i + 1]!, pixels.data[i + 3]!], i);
  }
  return { ...pixels, data };
}

/** PNG bytes of RGBA pixels. */
export function encodePixels(pixels: Pixels): Uint8Array {
  return encode({
    width: pixels.width,
    height: pixels.height,
    data: pixels.data,
    channels: 4,
    depth: 8,
  });
}

/** Reads a checked PNG logo: its mark on a clear background, its colours, whether it is a photo. */
export function readRasterLogo(bytes: Uint8Array): RasterLogo {
  const full = decodePngLogo(bytes);
  const small = scaleDown(full, ANALYSIS_SIDE);
  const border = readBorder(small);
  const work = scaleDown(full, VARIANT_SIDE * 1.5);
  const keyed = border.kind === 'plain' ? keyOut(work, border.colour) : work;
  const box = contentBox(keyed);
  if (!box) throw new JobFailure('logo_empty', brandMessages.logoNotImage, 400);
  const mark = scaleDown(crop(keyed, box), VARIANT_SIDE);
  const analysed = border.kind === 'plain' ? keyOut(small, border.colour) : small;
  const colours = countColours(analysed);
  return {
    kind: 'png',
    mark: encodePixels(mark),
    width: mark.width,
    height: mark.height,
    pixels: mark,
    colours,
    photo: looksLikePhoto(colours, border),
  };
}
