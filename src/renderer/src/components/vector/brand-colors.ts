// A design's brand colours as a palette (2–6 colours, deep to light), for "From My Creations".
//
// Hand-written on purpose: a colour histogram over a ≤ 96 px thumbnail is a few dozen lines, and
// a quantisation library (node-vibrant, colorthief…) would ship its worker, image loader and
// swatch heuristics in the web bundle for what this does. Pure functions only: pixels or colour
// counts in, hex colours out; loading the picture lives in design-colors.ts.
import { brandDetailsSchema } from '@contracts/api/brand';
import { hexToRgb, relativeLuminance, rgbToHex } from '@contracts/domain/colour';
import { listSvgColors } from './svg-text';
import type { XmlTools } from './svg-text';

/** The fewest and most colours a palette holds (the functions' paletteSchema). */
export const PALETTE_MIN_COLORS = 2;
export const PALETTE_MAX_COLORS = 6;

/** One colour and how much of the design it covers (pixels, or uses in an SVG). */
export type WeightedColor = { red: number; green: number; blue: number; weight: number };

/** Bits kept per channel when counting pixels: 4 bits is 16 levels, 4096 buckets. */
const BITS_PER_CHANNEL = 4;
/** Pixels more transparent than this are not part of the picture. */
const MIN_ALPHA = 128;
/** Colours closer than this (RGB distance) are one colour: anti-aliasing, JPEG noise, shading. */
const MERGE_DISTANCE = 48;
/** Colours covering less than this share are edge noise, unless the palette needs them. */
const MIN_SHARE = 0.02;
/** Every channel at least this light is near-white; every channel at most NEAR_BLACK is near-black. */
const NEAR_WHITE = 232;
const NEAR_BLACK = 24;

function hex(color: WeightedColor): string {
  return rgbToHex([color.red, color.green, color.blue]);
}

function distance(a: WeightedColor, b: WeightedColor): number {
  return Math.hypot(a.red - b.red, a.green - b.green, a.blue - b.blue);
}

/** Relative luminance (WCAG), for ordering deep to light. */
function luminance(color: WeightedColor): number {
  return relativeLuminance([color.red, color.green, color.blue]);
}

function isBackdrop(color: WeightedColor): boolean {
  const channels = [color.red, color.green, color.blue];
  return channels.every((c) => c >= NEAR_WHITE) || channels.every((c) => c <= NEAR_BLACK);
}

/**
 * Greedy clustering, heaviest first: each colour joins the first kept one it is near to, adding
 * its weight. A cluster keeps its heaviest member's colour, not an average: a brand colour stays
 * the exact colour the design uses most, not a blend of it with its shading.
 */
function merge(colors: readonly WeightedColor[]): WeightedColor[] {
  const kept: WeightedColor[] = [];
  for (const color of [...colors].sort((a, b) => b.weight - a.weight)) {
    const near = kept.find((cluster) => distance(cluster, color) < MERGE_DISTANCE);
    if (near) near.weight += color.weight;
    else kept.push({ ...color });
  }
  return kept;
}

/** A lighter (or, for a light colour, deeper) partner, so a one-colour design still gives two. */
function partner(color: WeightedColor): WeightedColor {
  const toward = luminance(color) > 0.5 ? 0 : 255;
  const mix = (channel: number) => channel + (toward - channel) * 0.7;
  return { red: mix(color.red), green: mix(color.green), blue: mix(color.blue), weight: 0 };
}

/**
 * The palette of weighted colours: near-identical colours merged, near-white and near-black
 * dropped as background when at least two other colours remain, specks dropped, the six
 * heaviest kept, ordered deep to light. Empty only when there is no colour at all.
 */
export function paletteFromColors(colors: readonly WeightedColor[]): string[] {
  const merged = merge(colors.filter((color) => color.weight > 0));
  if (merged.length === 0) return [];
  const total = merged.reduce((sum, color) => sum + color.weight, 0);
  const foreground = merged.filter((color) => !isBackdrop(color));
  // A red logo on white keeps its white: a palette needs two colours, and white is its other one.
  let chosen = foreground.length >= PALETTE_MIN_COLORS ? foreground : merged;
  const solid = chosen.filter((color) => color.weight / total >= MIN_SHARE);
  chosen = (solid.length >= PALETTE_MIN_COLORS ? solid : chosen).slice(0, PALETTE_MAX_COLORS);
  if (chosen.length < PALETTE_MIN_COLORS) chosen = [...chosen, partner(chosen[0]!)];
  return chosen.sort((a, b) => luminance(a) - luminance(b)).map(hex);
}

/**
 * The palette of a picture's pixels (RGBA, 4 bytes a pixel, as ImageData gives them): a
 * histogram over 4 bits per channel, each bucket standing for the mean colour of its pixels.
 */
export function paletteFromPixels(pixels: ArrayLike<number>): string[] {
  const shift = 8 - BITS_PER_CHANNEL;
  const buckets = new Map<number, WeightedColor>();
  for (let at = 0; at + 3 < pixels.length; at += 4) {
    if ((pixels[at + 3] ?? 0) < MIN_ALPHA) continue;
    const red = pixels[at] ?? 0;
    const green = pixels[at + 1] ?? 0;
    const blue = pixels[at + 2] ?? 0;
    const key =
      ((red >> shift) << (2 * BITS_PER_CHANNEL)) |
      ((green >> shift) << BITS_PER_CHANNEL) |
      (blue >> shift);
    const bucket = buckets.get(key);
    if (bucket) {
      bucket.red += red;
      bucket.green += green;
      bucket.blue += blue;
      bucket.weight += 1;
    } else buckets.set(key, { red, green, blue, weight: 1 });
  }
  return paletteFromColors(
    [...buckets.values()].map((sum) => ({
      red: sum.red / sum.weight,
      green: sum.green / sum.weight,
      blue: sum.blue / sum.weight,
      weight: sum.weight,
    })),
  );
}

/** The palette of an SVG text: its fills and strokes, weighted by how often each is used. */
export function paletteFromSvg(text: string, xml: XmlTools): string[] {
  return paletteFromColors(
    listSvgColors(text, xml).map(({ color, uses }) => ({
      red: parseInt(color.slice(1, 3), 16),
      green: parseInt(color.slice(3, 5), 16),
      blue: parseInt(color.slice(5, 7), 16),
      weight: uses,
    })),
  );
}

/** A saved Brand Blueprint's palette, as every colour picker offers it ("My brand"). */
export type MyBrandPalette = { id: string; name: string; colors: string[] };

/** The roles a picker takes from a blueprint, in order of importance (at most six are kept). */
const BRAND_ROLE_ORDER = ['primary', 'secondary', 'tertiary', 'accent'] as const;

/**
 * The "My brand" palettes of saved designs: each Brand Blueprint whose details parse, newest
 * first, with its brand colours, accent, darkest and lightest neutral (2–6, deep to light).
 */
export function myBrandPalettes(
  designs: readonly {
    id: string;
    type: string;
    createdAt: string;
    details: Record<string, unknown> | null;
  }[],
): MyBrandPalette[] {
  return designs
    .filter((design) => design.type === 'brand-blueprint')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((design) => {
      const details = brandDetailsSchema.safeParse(design.details);
      if (!details.success) return [];
      const { palette, name } = details.data;
      const brand = BRAND_ROLE_ORDER.flatMap((role) =>
        palette.filter((colour) => colour.role === role),
      );
      const neutrals = palette.filter(
        (colour) => colour.role === 'neutral' && colour.hex.toLowerCase() !== '#ffffff',
      );
      const picked = [...brand, neutrals[0], neutrals.at(-1)]
        .filter((colour): colour is (typeof palette)[number] => colour !== undefined)
        .map((colour) => colour.hex.toLowerCase())
        .filter((hex, index, list) => list.indexOf(hex) === index)
        .slice(0, PALETTE_MAX_COLORS);
      if (picked.length < PALETTE_MIN_COLORS) return [];
      const colors = picked
        .map((hex) => ({
          hex,
          light: relativeLuminance(hexToRgb(hex)),
        }))
        .sort((a, b) => a.light - b.light)
        .map((entry) => entry.hex);
      return [{ id: design.id, name, colors }];
    });
}
