// A logo's colours: WCAG contrast (a logo is shown on white first, so its words must read there),
// OKLCH for palettes made on purpose ("surprise me" picks a hue and builds a harmony with fixed
// lightness steps), completing one's own colours, and the black and white versions.
import {
  LOGO_PALETTES,
  type LogoColorChoice,
  type LogoColors,
  type LogoPaletteId,
} from '../../contracts/api/logo.ts';

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as Rgb;
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (value: number) =>
  value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
const fromLinear = (value: number) =>
  value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1–21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Oklch = { l: number; c: number; h: number };

/** A colour in OKLCH (Björn Ottosson's OKLab in polar form). */
export function toOklch(hex: string): Oklch {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360 };
}

function oklchToLinear({ l, c, h }: Oklch): Rgb {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const lc = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mc = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sc = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc,
    -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc,
    -0.0041960863 * lc - 0.7034186147 * mc + 1.707614701 * sc,
  ];
}

/** An OKLCH colour as hex, its chroma reduced until it fits sRGB. */
export function fromOklch(colour: Oklch): string {
  let c = colour.c;
  for (let step = 0; step < 40; step += 1) {
    const rgb = oklchToLinear({ ...colour, c });
    if (rgb.every((channel) => channel >= -0.0005 && channel <= 1.0005))
      return rgbToHex(rgb.map(fromLinear) as Rgb);
    c *= 0.9;
  }
  return rgbToHex(oklchToLinear({ ...colour, c: 0 }).map(fromLinear) as Rgb);
}

/** The colour darkened (in OKLCH lightness) until it reaches `ratio` against white. */
export function readableOnWhite(hex: string, ratio: number): string {
  let colour = toOklch(hex);
  let out = hex;
  for (let step = 0; step < 30 && contrast(out, '#ffffff') < ratio; step += 1) {
    colour = { ...colour, l: colour.l - 0.03 };
    out = fromOklch(colour);
  }
  return out;
}

/** A small seeded generator (mulberry32): the same seed gives the same palette. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new palette for "surprise me": a hue, a harmony for the detail colour, a deep ink. */
export function surprisePalette(seed: number): LogoColors {
  const random = seededRandom(seed);
  const hue = random() * 360;
  const harmony = [150, 180, 210, 35, -35][Math.floor(random() * 5)]!;
  const primary = readableOnWhite(
    fromOklch({ l: 0.5 + random() * 0.1, c: 0.13 + random() * 0.06, h: hue }),
    3,
  );
  const accent = fromOklch({ l: 0.7, c: 0.14, h: (hue + harmony + 360) % 360 });
  const ink = readableOnWhite(fromOklch({ l: 0.26, c: 0.035, h: hue }), 7);
  return { ink, primary, accent };
}

/** One's own colours (symbol, then words, then detail) completed to a logo's three. */
export function completeColors(colors: readonly string[]): LogoColors {
  const primary = colors[0]!.toLowerCase();
  const base = toOklch(primary);
  const ink =
    colors[1]?.toLowerCase() ??
    readableOnWhite(fromOklch({ l: 0.25, c: Math.min(0.04, base.c), h: base.h }), 7);
  const accent =
    colors[2]?.toLowerCase() ??
    fromOklch({ l: Math.min(0.78, base.l + 0.18), c: Math.max(0.08, base.c), h: base.h + 35 });
  return { ink, primary, accent };
}

/** Candidate `index`'s colours for a run's colour choice (the style's own palettes when none). */
export function candidateColors(
  choice: LogoColorChoice | undefined,
  stylePalettes: readonly LogoPaletteId[],
  index: number,
  seed: number,
): LogoColors {
  if (!choice) return { ...LOGO_PALETTES[stylePalettes[index % stylePalettes.length]!].colors };
  if (choice.mode === 'preset') return { ...LOGO_PALETTES[choice.preset].colors };
  if (choice.mode === 'custom') return completeColors(choice.colors);
  return surprisePalette(seed + index * 7919);
}

/** The colours a version of the logo is drawn in. */
export type LogoTone = 'color' | 'black' | 'white';

/** The colours for a tone: the logo's own, or all black, or all white. */
export function toneColors(colors: LogoColors, tone: LogoTone): LogoColors {
  if (tone === 'color') return colors;
  const one = tone === 'black' ? '#111111' : '#ffffff';
  return { ink: one, primary: one, accent: one };
}
