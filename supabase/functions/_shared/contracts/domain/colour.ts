// Colour facts every layer shares: hex ⇄ sRGB channels, WCAG 2.x relative luminance and contrast
// (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio) with the AA / AAA
// thresholds, and how many colours a picture needs to cover most of it (a photo needs dozens).
// Pure and dependency-free: the scene composer, the logo composer (also in the browser), Brand
// Blueprint and the app all use this one copy. OKLCH lives in ./oklch.ts.

/** sRGB channels, 0–255. */
export type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (anything after six digits, e.g. an alpha, is ignored) as 0–255 channels. */
export function hexToRgb(hex: string): Rgb {
  const clean = hex.length === 4 ? hex.slice(1).replace(/./g, (c) => c + c) : hex.slice(1, 7);
  const value = Number.parseInt(clean, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** 0–255 channels (clamped, rounded) as lowercase `#rrggbb`. */
export function rgbToHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.max(0, Math.min(255, Math.round(channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG thresholds: normal text needs 4.5 (AA) / 7 (AAA); large text 3 / 4.5. */
export const WCAG = { aa: 4.5, aaLarge: 3, aaa: 7, aaaLarge: 4.5 } as const;

function linear(channel: number): number {
  const value = channel / 255;
  // WCAG 2.x prints 0.03928 (from an old sRGB draft); 0.04045 is sRGB's own. No 8-bit value lies
  // between them, so both give the same luminance for every hex colour.
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two colours, 1 to 21 (order does not matter). */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const one = relativeLuminance(typeof a === 'string' ? hexToRgb(a) : a);
  const two = relativeLuminance(typeof b === 'string' ? hexToRgb(b) : b);
  const [light, dark] = one >= two ? [one, two] : [two, one];
  return (light + 0.05) / (dark + 0.05);
}

/** The share of a picture's solid pixels the colour count below must cover. */
const COVER_SHARE = 0.9;
/** A flat logo's solid pixels fall into a handful of colours (anti-aliasing adds a few). */
export const PHOTO_COLOUR_COUNT = 40;

/** How many of the colours (by pixel count, largest first) it takes to cover 90% of the pixels. */
export function coloursToCover(counts: Iterable<number>): number {
  const sorted = [...counts].sort((a, b) => b - a);
  const total = sorted.reduce((sum, count) => sum + count, 0);
  let covered = 0;
  let needed = 0;
  for (const count of sorted) {
    if (covered >= total * COVER_SHARE) break;
    covered += count;
    needed += 1;
  }
  return needed;
}
