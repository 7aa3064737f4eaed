// Colour primitives the composer and the vector looks share beside the contracts' colour module
// (hex ⇄ RGB, WCAG): luma and mixing.

import type { Rgb } from '../contracts/domain/colour.ts';

/** Luma 0–1: Rec. 709 weights on the gamma-encoded channels (a quick light/dark test, not WCAG). */
export function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** `a` moved `t` of the way towards `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}
