// OKLCH, the perceptual space palettes are made in (Björn Ottosson's OKLab in polar form), through
// culori: hex ⇄ OKLCH with the chroma reduced until the colour fits sRGB. Used by the logo composer
// (server and browser) and Brand Blueprint; a function importing it maps `culori` in its deno.json.
import { clampChroma, converter, formatHex } from 'culori';

export type Oklch = { l: number; c: number; h: number };

const toOklchMode = converter('oklch');

/** OKLCH of a hex colour (an achromatic colour has hue 0). */
export function hexToOklch(hex: string): Oklch {
  const lch = toOklchMode(hex);
  if (!lch) throw new Error(`not a colour: ${hex}`);
  return { l: lch.l, c: lch.c, h: lch.h ?? 0 };
}

/** The sRGB hex of an OKLCH colour, its chroma reduced until it fits in sRGB. */
export function oklchToHex({ l, c, h }: Oklch): string {
  const clamped = clampChroma({ mode: 'oklch', l, c, h: ((h % 360) + 360) % 360 }, 'oklch');
  return formatHex(clamped) ?? '#000000';
}
