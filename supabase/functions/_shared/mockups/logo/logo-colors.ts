// What the kit needs to know about a logo's colours: its ink (the colours it is drawn in, with how
// much of each), the brand colour to dress the kit in, and which version of the logo reads on a
// given background — by the WCAG contrast ratio (contracts/domain/colour.ts).
import { LOGO_CONTRAST_MIN, type LogoVariant } from '../../contracts/api/logo-mockups.ts';
import { contrastRatio, relativeLuminance, WCAG } from '../../contracts/domain/colour.ts';
import { rgbOf, type Canvas, type Rgba } from '../raster/canvas.ts';

/** One colour of the logo's ink and its share of the ink (0–1). */
export type InkColor = { color: Rgba; share: number };

/** The colours a logo is drawn in. */
export type LogoInk = {
  /** Colour clusters, most used first (knocked-out whites aside). */
  colors: InkColor[];
  /** Share of the ink that is near-white detail inside the logo (dropped in one-colour versions). */
  knockoutShare: number;
};

/** A near-white, unsaturated pixel (detail a one-colour version cuts out). */
export function isNearWhite(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return relativeLuminance([r, g, b]) > 0.8 && max - min < 40;
}

/** The ink of a logo: its visible pixels' colours, clustered (5 bits a channel). */
export function logoInk(logo: Canvas): LogoInk {
  const bins = new Map<number, { r: number; g: number; b: number; weight: number }>();
  let total = 0;
  let white = 0;
  const { data } = logo;
  // Every pixel of a small logo; a sample of a large one.
  const step = Math.max(1, Math.floor(Math.sqrt((logo.width * logo.height) / 250_000)));
  for (let y = 0; y < logo.height; y += step)
    for (let x = 0; x < logo.width; x += step) {
      const index = (y * logo.width + x) * 4;
      const alpha = data[index + 3]! / 255;
      if (alpha < 0.5) continue;
      const r = data[index]! / alpha;
      const g = data[index + 1]! / alpha;
      const b = data[index + 2]! / alpha;
      total += alpha;
      if (isNearWhite(r, g, b)) white += alpha;
      const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
      const bin = bins.get(key) ?? { r: 0, g: 0, b: 0, weight: 0 };
      bin.r += r * alpha;
      bin.g += g * alpha;
      bin.b += b * alpha;
      bin.weight += alpha;
      bins.set(key, bin);
    }
  if (total === 0) return { colors: [], knockoutShare: 0 };
  const knockout = white / total > 0.02 && white / total < 0.45;
  const colors: InkColor[] = [];
  let counted = 0;
  for (const bin of bins.values()) {
    const color: Rgba = [bin.r / bin.weight, bin.g / bin.weight, bin.b / bin.weight, 1];
    if (knockout && isNearWhite(color[0], color[1], color[2])) continue;
    counted += bin.weight;
    colors.push({ color, share: bin.weight });
  }
  for (const entry of colors) entry.share /= counted || 1;
  colors.sort((a, b) => b.share - a.share);
  return { colors, knockoutShare: knockout ? white / total : 0 };
}

/** The share of the ink whose contrast with `background` reaches `minimum`. */
export function legibleShare(ink: LogoInk, background: Rgba, minimum = LOGO_CONTRAST_MIN): number {
  const behind = rgbOf(background);
  let share = 0;
  for (const entry of ink.colors)
    if (contrastRatio(rgbOf(entry.color), behind) >= minimum) share += entry.share;
  return share;
}

/** The colours of the one-colour versions. */
export const LIGHT_INK: Rgba = [255, 255, 255, 1];
export const DARK_INK: Rgba = [22, 24, 29, 1];

/**
 * The version of the logo to put on `background`: as made when at least 80% of its ink keeps a
 * 3:1 contrast there (WCAG non-text contrast); otherwise the one-colour version — light or dark —
 * that contrasts more with it.
 */
export function chooseVariant(ink: LogoInk, background: Rgba): LogoVariant {
  if (ink.colors.length > 0 && legibleShare(ink, background) >= 0.8) return 'color';
  const behind = rgbOf(background);
  const light = contrastRatio(rgbOf(LIGHT_INK), behind);
  const dark = contrastRatio(rgbOf(DARK_INK), behind);
  return light >= dark ? 'light' : 'dark';
}

/** Chroma 0–1 (how colourful). */
function chroma(color: Rgba): number {
  return (Math.max(color[0], color[1], color[2]) - Math.min(color[0], color[1], color[2])) / 255;
}

/** A deep slate for logos with no colour of their own. */
const SLATE: Rgba = [35, 43, 58, 1];

/**
 * The brand colour: the logo's most used colourful ink (weighted by how colourful it is); a
 * black-and-white logo gets a deep slate, and a light colour is deepened until white text reads
 * on it.
 */
export function brandColor(ink: LogoInk): Rgba {
  let best: InkColor | null = null;
  let bestScore = 0;
  for (const entry of ink.colors) {
    const score = entry.share * (chroma(entry.color) + 0.05);
    if (chroma(entry.color) > 0.18 && score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  if (!best) return SLATE;
  let color = best.color;
  // A pale brand colour is darkened until white text reads on it (4.5:1, WCAG AA).
  for (let step = 0; step < 16; step += 1) {
    if (contrastRatio(rgbOf(LIGHT_INK), rgbOf(color)) >= WCAG.aa) break;
    color = [color[0] * 0.88, color[1] * 0.88, color[2] * 0.88, 1];
  }
  return color;
}

/** A second colour for accents: another colourful ink of a different hue, or a tint of the brand. */
export function accentColor(ink: LogoInk, brand: Rgba): Rgba {
  const hue = (color: Rgba) => {
    const [r, g, b] = rgbOf(color).map((value) => value / 255) as [number, number, number];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max === min) return 0;
    const d = max - min;
    const h =
      max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    return h * 60;
  };
  for (const entry of ink.colors) {
    if (entry.share < 0.05 || chroma(entry.color) < 0.25) continue;
    const difference = Math.abs(hue(entry.color) - hue(brand));
    if (Math.min(difference, 360 - difference) > 35) return entry.color;
  }
  return [
    brand[0] + (255 - brand[0]) * 0.55,
    brand[1] + (255 - brand[1]) * 0.55,
    brand[2] + (255 - brand[2]) * 0.55,
    1,
  ];
}
