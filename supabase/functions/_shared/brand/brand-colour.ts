// Colour notations and names for the guideline: sRGB ⇄ OKLab/OKLCH through culori (the perceptual
// space the palette is chosen in), a naive CMYK for the printer's first proof, and a plain-words
// name from the hue and lightness ("Deep Blue", "Soft Coral").
import { converter } from 'culori';
import { hexToRgb, type Rgb } from '../contracts/domain/colour.ts';
import { hexToOklch, type Oklch } from '../contracts/domain/oklch.ts';
import type { BrandColor, BrandColorRole } from '../contracts/api/brand.ts';

export type Oklab = { l: number; a: number; b: number };

const toOklabMode = converter('oklab');

/** OKLab of an sRGB colour. */
export function rgbToOklab(rgb: Rgb): Oklab {
  const lab = toOklabMode({ mode: 'rgb', r: rgb[0] / 255, g: rgb[1] / 255, b: rgb[2] / 255 });
  return { l: lab.l, a: lab.a, b: lab.b };
}

/** Euclidean distance in OKLab: about 0.02 is a just-noticeable difference. */
export function oklabDistance(a: Oklab, b: Oklab): number {
  return Math.hypot(a.l - b.l, a.a - b.a, a.b - b.b);
}

/** CMYK percentages by the device-independent formula (no ICC profile: a first proof only). */
export function rgbToCmyk([red, green, blue]: Rgb): [number, number, number, number] {
  const r = red / 255;
  const g = green / 255;
  const b = blue / 255;
  const k = 1 - Math.max(r, g, b);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (channel: number) => Math.round(((1 - channel - k) / (1 - k)) * 100);
  return [part(r), part(g), part(b), Math.round(k * 100)];
}

/** Hue families by OKLCH hue angle (upper bound, exclusive). */
const HUES: [number, string][] = [
  [15, 'Rose'],
  [40, 'Red'],
  [62, 'Orange'],
  [80, 'Amber'],
  [112, 'Yellow'],
  [130, 'Lime'],
  [162, 'Green'],
  [200, 'Teal'],
  [225, 'Cyan'],
  [275, 'Blue'],
  [305, 'Violet'],
  [345, 'Magenta'],
  [361, 'Rose'],
];

/** A colour's name in plain words from its OKLCH: "Deep Blue", "Pale Amber", "Charcoal". */
export function colourName({ l, c, h }: Oklch): string {
  if (c < 0.025) {
    if (l > 0.97) return 'White';
    if (l > 0.88) return 'Mist';
    if (l > 0.7) return 'Silver';
    if (l > 0.5) return 'Stone';
    if (l > 0.3) return 'Slate';
    if (l > 0.12) return 'Charcoal';
    return 'Black';
  }
  const family = HUES.find(([limit]) => h < limit)?.[1] ?? 'Rose';
  const hueName = family === 'Orange' && l < 0.5 ? 'Brown' : family;
  const shade =
    l < 0.38
      ? 'Deep'
      : l > 0.86
        ? 'Pale'
        : c < 0.07
          ? 'Dusty'
          : c > 0.17 && l > 0.55
            ? 'Bright'
            : l > 0.72
              ? 'Soft'
              : '';
  return shade ? `${shade} ${hueName}` : hueName;
}

/** A palette entry with every notation. */
export function brandColor(
  id: string,
  role: BrandColorRole,
  hex: string,
  name?: string,
): BrandColor {
  const clean = hex.toLowerCase();
  const rgb = hexToRgb(clean);
  const lch = hexToOklch(clean);
  const round = (value: number, places: number) => Number(value.toFixed(places));
  return {
    id,
    name: name ?? colourName(lch),
    role,
    hex: clean,
    rgb,
    cmyk: rgbToCmyk(rgb),
    oklch: [round(lch.l, 3), round(lch.c, 3), round(lch.c < 0.0005 ? 0 : lch.h, 1)],
  };
}

/** `oklch(48.8% 0.217 264.4)` as CSS writes it. */
export function oklchCss([l, c, h]: BrandColor['oklch']): string {
  return `oklch(${(l * 100).toFixed(1)}% ${c.toFixed(3)} ${h.toFixed(1)})`;
}
