// Colour primitives the composer and the vector looks share: hex ⇄ RGB, relative luminance and
// mixing. One copy (recolour.ts and vector-art/colour.ts both build on it).

export type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (anything after six digits, e.g. an alpha, is ignored) as RGB. */
export function toRgb(hex: string): Rgb {
  const clean = hex.length === 4 ? hex.slice(1).replace(/./g, (c) => c + c) : hex.slice(1, 7);
  const value = Number.parseInt(clean, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** RGB (clamped, rounded) as `#rrggbb`. */
export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance 0–1. */
export function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** `a` moved `t` of the way towards `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
