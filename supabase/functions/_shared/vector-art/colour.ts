// Colour helpers for the vector styles on the composer's primitives (scene/colour.ts): lightness,
// mixing, and the default palettes a set shares when the user picked none.

import { hexToRgb, rgbToHex } from '../contracts/domain/colour.ts';
import { luminance, mix } from '../scene/colour.ts';

/** Relative lightness 0–1. */
export function lightness(hex: string): number {
  return luminance(hexToRgb(hex));
}

/** `hex` moved `t` of the way towards `other`. */
export function mixHex(hex: string, other: string, t: number): string {
  return rgbToHex(mix(hexToRgb(hex), hexToRgb(other), t));
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
