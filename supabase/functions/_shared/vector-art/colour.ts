// Colour helpers for the vector styles: hex ⇄ RGB, lightness, mixing, and the default palettes a
// set shares when the user picked none.

export type Rgb = [number, number, number];

export function toRgb(hex: string): Rgb {
  const clean = hex.length === 4 ? hex.slice(1).replace(/./g, (c) => c + c) : hex.slice(1, 7);
  const value = Number.parseInt(clean, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative lightness 0–1. */
export function lightness(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** `hex` moved `t` of the way towards `other`. */
export function mixHex(hex: string, other: string, t: number): string {
  const a = toRgb(hex);
  const b = toRgb(other);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

export const isHex = (value: string | undefined): value is string =>
  value !== undefined && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(value);

/** A palette sorted deep to light. */
export function byLightness(palette: string[]): string[] {
  return [...palette].map((c) => c.toLowerCase()).sort((a, b) => lightness(a) - lightness(b));
}

/** Palettes a set shares when none was chosen (deep to light). */
export const SET_PALETTES: string[][] = [
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#fdf6ec'],
  ['#3d405b', '#e07a5f', '#81b29a', '#f2cc8f', '#f4f1de'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#1d3557', '#457b9d', '#e63946', '#a8dadc', '#f1faee'],
];

/** The two colours of the duotone style when the user picked no palette. */
export const DEFAULT_DUOTONE: [string, string] = ['#1f3a5f', '#f4a259'];
/** Ink for outlines and line art when no palette is given. */
export const DEFAULT_INK = '#23232e';
/** Paper behind line art, stickers and the isometric platform when no palette is given. */
export const DEFAULT_PAPER = '#f7f4ee';
