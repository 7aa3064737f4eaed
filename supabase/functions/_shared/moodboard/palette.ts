// The board's palette: 5–6 colours drawn from its pictures. Pixels are sampled on a grid (every
// picture weighs the same whatever its size), binned (5 bits a channel, each bin keeping its exact
// mean), clustered by weighted k-means in OKLab (perceptual: equal distances look equally
// different), and each cluster is named by the mean of the bins around its most used one — a
// colour really in the pictures, never a muddy average of two. Clusters closer than a glance
// apart merge, specks drop, and a board of few colours is topped up with lighter and deeper steps
// of its own. With the brand direction the palette is the brand's colours (topped up or trimmed to
// 5–6 from the pictures). Each colour's share is the part of the sampled pixels nearest to it.
import { MOODBOARD_LIMITS, type PaletteColour } from '../contracts/api/moodboard.ts';
import { hexToRgb, rgbToHex, type Rgb } from '../contracts/domain/colour.ts';
import { hexToOklch, oklchToHex } from '../contracts/domain/oklch.ts';
import { colourName, oklabDistance, rgbToOklab, type Oklab } from '../brand/brand-colour.ts';
import type { Canvas } from '../mockups/raster/canvas.ts';

/** A bin of similar pixels: its exact mean colour and its weight (share of one picture). */
type Point = { rgb: Rgb; lab: Oklab; weight: number };

/** Samples taken from each picture (a grid over it). */
const SAMPLES_PER_IMAGE = 6_000;
/** Clusters the k-means looks for before merging. */
const CLUSTERS = 10;
const ITERATIONS = 12;
/** Colours closer than this in OKLab read as one on a board. */
const MERGE_DISTANCE = 0.06;
/** The bins around a cluster's most used one that name its colour. */
const CORE_DISTANCE = 0.03;
/** A cluster under this share of the board is a speck. */
const MIN_SHARE = 0.01;
/** A top-up colour keeps at least this far from the rest. */
const DISTINCT = 0.08;

/** Bins a picture's opaque pixels (premultiplied RGBA, as decodePngCanvas gives) into `bins`. */
function sample(canvas: Canvas, bins: Map<number, [number, number, number, number]>): void {
  const { width, height, data } = canvas;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / SAMPLES_PER_IMAGE)));
  const picked: [number, number, number][] = [];
  for (let y = Math.floor(step / 2); y < height; y += step) {
    for (let x = Math.floor(step / 2); x < width; x += step) {
      const at = (y * width + x) * 4;
      const alpha = data[at + 3]!;
      if (alpha < 128) continue;
      const scale = 255 / alpha;
      picked.push([data[at]! * scale, data[at + 1]! * scale, data[at + 2]! * scale]);
    }
  }
  if (picked.length === 0) return;
  const weight = 1 / picked.length;
  for (const [r, g, b] of picked) {
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    const bin = bins.get(key);
    if (bin) {
      bin[0] += r * weight;
      bin[1] += g * weight;
      bin[2] += b * weight;
      bin[3] += weight;
    } else bins.set(key, [r * weight, g * weight, b * weight, weight]);
  }
}

/** The weighted colour points of some pictures (each picture weighs 1). */
export function samplePictures(canvases: readonly Canvas[]): Point[] {
  const bins = new Map<number, [number, number, number, number]>();
  for (const canvas of canvases) sample(canvas, bins);
  return [...bins.values()].map(([r, g, b, weight]) => {
    const rgb: Rgb = [r / weight, g / weight, b / weight];
    return { rgb, lab: rgbToOklab(rgb), weight };
  });
}

function nearest(lab: Oklab, centres: readonly Oklab[]): number {
  let best = 0;
  let bestDistance = Infinity;
  for (const [index, centre] of centres.entries()) {
    const distance = oklabDistance(lab, centre);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  }
  return best;
}

/** Weighted k-means, seeded deterministically: the heaviest point, then weight × distance². */
function kMeans(points: readonly Point[], k: number): Point[][] {
  const heaviest = [...points].sort((a, b) => b.weight - a.weight);
  const centres: Oklab[] = [heaviest[0]!.lab];
  while (centres.length < Math.min(k, points.length)) {
    let pick: Point | null = null;
    let score = 0;
    for (const point of points) {
      const distance = oklabDistance(point.lab, centres[nearest(point.lab, centres)]!);
      const value = point.weight * distance * distance;
      if (value > score) {
        score = value;
        pick = point;
      }
    }
    if (!pick) break;
    centres.push(pick.lab);
  }
  let groups: Point[][] = [];
  for (let round = 0; round < ITERATIONS; round += 1) {
    groups = centres.map(() => []);
    for (const point of points) groups[nearest(point.lab, centres)]!.push(point);
    let moved = false;
    for (const [index, group] of groups.entries()) {
      const total = group.reduce((sum, point) => sum + point.weight, 0);
      if (total === 0) continue;
      const mean = {
        l: group.reduce((sum, point) => sum + point.lab.l * point.weight, 0) / total,
        a: group.reduce((sum, point) => sum + point.lab.a * point.weight, 0) / total,
        b: group.reduce((sum, point) => sum + point.lab.b * point.weight, 0) / total,
      };
      if (oklabDistance(mean, centres[index]!) > 1e-4) moved = true;
      centres[index] = mean;
    }
    if (!moved) break;
  }
  return groups.filter((group) => group.length > 0);
}

type Swatch = { rgb: Rgb; lab: Oklab; weight: number };

/** A cluster's colour: the mean of the bins near its most used one. */
function swatchOf(group: readonly Point[]): Swatch {
  const top = group.reduce((best, point) => (point.weight > best.weight ? point : best));
  const core = group.filter((point) => oklabDistance(point.lab, top.lab) <= CORE_DISTANCE);
  const total = core.reduce((sum, point) => sum + point.weight, 0);
  const rgb = [0, 1, 2].map(
    (channel) => core.reduce((sum, point) => sum + point.rgb[channel]! * point.weight, 0) / total,
  ) as unknown as Rgb;
  return { rgb, lab: rgbToOklab(rgb), weight: group.reduce((sum, point) => sum + point.weight, 0) };
}

/** The pictures' own colours, most used first, merged and without specks. */
export function pictureColours(points: readonly Point[]): Swatch[] {
  if (points.length === 0) return [];
  const swatches = kMeans(points, CLUSTERS)
    .map(swatchOf)
    .sort((a, b) => b.weight - a.weight);
  const merged: Swatch[] = [];
  for (const swatch of swatches) {
    const near = merged.find((kept) => oklabDistance(kept.lab, swatch.lab) < MERGE_DISTANCE);
    if (near) near.weight += swatch.weight;
    else merged.push({ ...swatch });
  }
  const total = merged.reduce((sum, swatch) => sum + swatch.weight, 0) || 1;
  return merged.filter((swatch) => swatch.weight / total >= MIN_SHARE);
}

function distinctFrom(hex: string, taken: readonly string[]): boolean {
  const lab = rgbToOklab(hexToRgb(hex));
  return taken.every((other) => oklabDistance(lab, rgbToOklab(hexToRgb(other))) >= DISTINCT);
}

/** Lighter and deeper steps of the colours there are, until there are `min`. */
function topUp(hexes: string[], min: number): string[] {
  const out = [...hexes];
  const bases = out.length > 0 ? [...out] : ['#8a8a94'];
  for (const delta of [0.22, -0.22, 0.36, -0.36, 0.12, -0.12]) {
    for (const base of bases) {
      if (out.length >= min) return out;
      const { l, c, h } = hexToOklch(base);
      const stepped = oklchToHex({ l: Math.min(0.97, Math.max(0.08, l + delta)), c: c * 0.85, h });
      if (distinctFrom(stepped, out)) out.push(stepped);
    }
  }
  return out;
}

/** Each colour's share of the sampled pixels (by nearest colour). */
function shares(hexes: readonly string[], points: readonly Point[]): number[] {
  const labs = hexes.map((hex) => rgbToOklab(hexToRgb(hex)));
  const sums = hexes.map(() => 0);
  for (const point of points) sums[nearest(point.lab, labs)]! += point.weight;
  const total = sums.reduce((sum, value) => sum + value, 0);
  return sums.map((value) => (total > 0 ? Math.round((value / total) * 1000) / 1000 : 0));
}

/**
 * The board's palette from its pictures: 5–6 colours, most used first, each with its share and a
 * plain-words name. `brand` (the brand direction) comes first and is kept as given (trimmed to 6,
 * topped up from the pictures). `fallback` colours are used when no picture could be read.
 */
export function boardPalette(
  canvases: readonly Canvas[],
  options: { brand?: readonly string[]; fallback?: readonly string[] } = {},
): PaletteColour[] {
  const { paletteMin: min, paletteMax: max } = MOODBOARD_LIMITS;
  const points = samplePictures(canvases);
  const own = pictureColours(points).map((swatch) => rgbToHex(swatch.rgb));
  let hexes: string[] = [];
  if (options.brand && options.brand.length > 0) {
    for (const hex of options.brand.map((value) => value.toLowerCase()))
      if (!hexes.includes(hex)) hexes.push(hex);
    hexes = hexes.slice(0, max);
    for (const hex of own) if (hexes.length < min && distinctFrom(hex, hexes)) hexes.push(hex);
  } else {
    hexes = own.slice(0, max);
    if (hexes.length === 0) hexes = [...(options.fallback ?? [])].slice(0, max);
  }
  hexes = topUp(hexes, min);
  const share = shares(hexes, points);
  return hexes
    .map((hex, index) => ({
      hex,
      share: share[index]!,
      name: colourName(hexToOklch(hex)),
      index,
    }))
    .sort((a, b) => b.share - a.share || a.index - b.index)
    .map(({ index: _index, ...colour }) => colour);
}
