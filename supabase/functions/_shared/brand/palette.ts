// The brand palette, chosen in OKLab/OKLCH (perceptual: equal distances look equally different):
// the logo's colours clustered (anti-aliasing and shading merge into the colour they belong to,
// each cluster keeping its most used exact colour), up to three brand colours by how much of the
// logo they cover, an accent placed on the colour wheel by the personality, and a neutral scale
// tinted with the primary's hue. Every entry carries HEX, RGB, CMYK and OKLCH.
import type { BrandColor, Personality } from '../contracts/api/brand.ts';
import { brandColor, colourName, oklabDistance, rgbToOklab, type Oklab } from './brand-colour.ts';
import { contrastRatio, rgbToHex, type Rgb } from '../contracts/domain/colour.ts';
import { hexToOklch, oklchToHex, type Oklch } from '../contracts/domain/oklch.ts';

/** A colour and how much of the logo it covers (pixels, or area in an SVG). */
export type WeightedColour = { rgb: Rgb; weight: number };

/** Colours closer than this in OKLab are one colour (shading, edges, JPEG noise). */
const MERGE_DISTANCE = 0.075;
/** A cluster covering less than this share of the logo is a speck. */
const MIN_SHARE = 0.015;
/** Below this OKLCH chroma a colour reads as grey. */
const CHROMATIC = 0.04;
/** At most this many colours come from the logo. */
const MAX_BRAND = 3;

type Cluster = { rgb: Rgb; lab: Oklab; lch: Oklch; weight: number };

/** Greedy clustering, heaviest first: a colour joins the first cluster it is near to. */
export function clusterColours(colours: readonly WeightedColour[]): Cluster[] {
  const clusters: Cluster[] = [];
  for (const colour of [...colours]
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight)) {
    const lab = rgbToOklab(colour.rgb);
    const near = clusters.find((cluster) => oklabDistance(cluster.lab, lab) < MERGE_DISTANCE);
    if (near) near.weight += colour.weight;
    else
      clusters.push({
        rgb: colour.rgb.map(Math.round) as Rgb,
        lab,
        lch: hexToOklch(rgbToHex(colour.rgb)),
        weight: colour.weight,
      });
  }
  return clusters;
}

function hueGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % 360;
  return gap > 180 ? 360 - gap : gap;
}

/**
 * The accent's hue: the hue farthest from every brand colour (so it stands out), leaning towards
 * where the personality puts it relative to the primary: beside it for calm brands (about 40°),
 * opposite for energetic ones (180°), split-complementary between. Olive hues, which turn muddy at
 * an accent's lightness, are avoided.
 */
function accentHue(primary: Oklch | null, personality: Personality, taken: number[]): number {
  if (!primary || primary.c < CHROMATIC) {
    if (personality.tone < 40) return 350;
    if (personality.energy > 60) return 40;
    if (personality.stance > 60) return 255;
    return 190;
  }
  const wanted = personality.energy >= 60 ? 180 : personality.energy <= 40 ? 40 : 150;
  let best = { hue: (primary.h + wanted) % 360, score: -Infinity };
  for (let hue = 0; hue < 360; hue += 5) {
    // Apart enough to stand out (up to 90°, or to the wanted gap when that is less).
    const apart = Math.min(Math.max(wanted, 30), 90, ...taken.map((other) => hueGap(hue, other)));
    const lean = -Math.abs(hueGap(hue, primary.h) - wanted) * 0.35;
    const muddy = hue > 92 && hue < 128 ? -40 : 0;
    const score = apart + lean + muddy;
    if (score > best.score) best = { hue, score };
  }
  return best.hue;
}

/** The accent: saturated with the energy, light enough for ink text, distinct from the rest. */
function makeAccent(
  primary: Oklch | null,
  brand: Cluster[],
  personality: Personality,
  ink: string,
): string {
  const hue = accentHue(
    primary,
    personality,
    brand.filter((c) => c.lch.c >= CHROMATIC).map((c) => c.lch.h),
  );
  const chroma = 0.1 + (personality.energy / 100) * 0.09;
  let lightness = 0.72;
  let hex = oklchToHex({ l: lightness, c: chroma, h: hue });
  // Ink text on the accent (a button, a highlight) must reach AA.
  while (contrastRatio(hex, ink) < 4.5 && lightness < 0.95) {
    lightness += 0.02;
    hex = oklchToHex({ l: lightness, c: chroma, h: hue });
  }
  return hex;
}

/** The neutral scale, tinted with the primary's hue so greys belong to the brand. */
const NEUTRALS = [
  { id: 'neutral-900', name: 'Ink', l: 0.22, c: 0.014 },
  { id: 'neutral-600', name: 'Graphite', l: 0.46, c: 0.014 },
  { id: 'neutral-300', name: 'Stone', l: 0.76, c: 0.01 },
  { id: 'neutral-100', name: 'Mist', l: 0.95, c: 0.006 },
] as const;

function uniqueNames(colours: BrandColor[]): BrandColor[] {
  const seen = new Map<string, number>();
  return colours.map((colour) => {
    const count = (seen.get(colour.name) ?? 0) + 1;
    seen.set(colour.name, count);
    return count === 1 ? colour : { ...colour, name: `${colour.name} ${count}` };
  });
}

/**
 * The palette of a logo's weighted colours. `exclude` drops a backdrop the reader found (e.g. a
 * white page behind an SVG mark). Never empty: a logo with no colour at all gets black.
 */
export function buildPalette(
  colours: readonly WeightedColour[],
  personality: Personality,
): BrandColor[] {
  const clusters = clusterColours(colours);
  const total = clusters.reduce((sum, c) => sum + c.weight, 0) || 1;
  const solid = clusters.filter((c) => c.weight / total >= MIN_SHARE);
  const chromatic = solid.filter((c) => c.lch.c >= CHROMATIC);
  // Near-white is the paper a logo sits on, not a brand colour; near-black is the ink.
  const darkGreys = solid.filter((c) => c.lch.c < CHROMATIC && c.lch.l < 0.35);
  const brand = chromatic.length > 0 ? chromatic.slice(0, MAX_BRAND) : darkGreys.slice(0, 1);
  if (brand.length === 0) brand.push(clusterColours([{ rgb: [17, 17, 17], weight: 1 }])[0]!);
  const primary = brand[0]!.lch;
  const tintHue = primary.c >= CHROMATIC ? primary.h : 260;
  const neutrals = NEUTRALS.map((step) => {
    // A logo's own near-black becomes the ink, exactly.
    const ownInk = step.id === 'neutral-900' && darkGreys[0] && chromatic.length > 0;
    const hex = ownInk
      ? rgbToHex(darkGreys[0]!.rgb)
      : oklchToHex({ l: step.l, c: step.c, h: tintHue });
    return brandColor(step.id, 'neutral', hex, step.name);
  });
  const ink = neutrals[0]!.hex;
  const roles = ['primary', 'secondary', 'tertiary'] as const;
  const brandColours = brand.map((cluster, index) =>
    brandColor(roles[index]!, roles[index]!, rgbToHex(cluster.rgb), colourName(cluster.lch)),
  );
  const accentHex = makeAccent(primary.c >= CHROMATIC ? primary : null, brand, personality, ink);
  const accent = brandColor('accent', 'accent', accentHex);
  const white = brandColor('white', 'neutral', '#ffffff', 'White');
  return uniqueNames([...brandColours, accent, ...neutrals, white]);
}

/** The palette's colours for a colour picker's "My brand": brand colours, accent, ink, mist (2–6). */
export function pickerPalette(palette: readonly BrandColor[]): BrandColor[] {
  const order = ['primary', 'secondary', 'tertiary', 'accent', 'neutral-900', 'neutral-100'];
  return order
    .map((id) => palette.find((colour) => colour.id === id))
    .filter((colour): colour is BrandColor => colour !== undefined)
    .slice(0, 6);
}
