// A logo's colours: readable on white (a logo is shown on white first, so its words must read
// there), palettes made on purpose in OKLCH ("surprise me" picks a hue and builds a harmony with
// fixed lightness steps), completing one's own colours, and the black and white versions. The WCAG
// formula and OKLCH come from contracts/domain.
import {
  LOGO_PALETTES,
  type LogoColorChoice,
  type LogoColors,
  type LogoPaletteId,
} from '../../contracts/api/logo.ts';
import { contrastRatio } from '../../contracts/domain/colour.ts';
import { hexToOklch, oklchToHex } from '../../contracts/domain/oklch.ts';
import { mulberry32 } from '../../contracts/domain/random.ts';

/** The colour darkened (in OKLCH lightness) until it reaches `ratio` against white. */
export function readableOnWhite(hex: string, ratio: number): string {
  let colour = hexToOklch(hex);
  let out = hex;
  for (let step = 0; step < 30 && contrastRatio(out, '#ffffff') < ratio; step += 1) {
    colour = { ...colour, l: colour.l - 0.03 };
    out = oklchToHex(colour);
  }
  return out;
}

/** A new palette for "surprise me": a hue, a harmony for the detail colour, a deep ink. */
export function surprisePalette(seed: number): LogoColors {
  const random = mulberry32(seed);
  const hue = random() * 360;
  const harmony = [150, 180, 210, 35, -35][Math.floor(random() * 5)]!;
  const primary = readableOnWhite(
    oklchToHex({ l: 0.5 + random() * 0.1, c: 0.13 + random() * 0.06, h: hue }),
    3,
  );
  const accent = oklchToHex({ l: 0.7, c: 0.14, h: (hue + harmony + 360) % 360 });
  const ink = readableOnWhite(oklchToHex({ l: 0.26, c: 0.035, h: hue }), 7);
  return { ink, primary, accent };
}

/** One's own colours (symbol, then words, then detail) completed to a logo's three. */
export function completeColors(colors: readonly string[]): LogoColors {
  const primary = colors[0]!.toLowerCase();
  const base = hexToOklch(primary);
  const ink =
    colors[1]?.toLowerCase() ??
    readableOnWhite(oklchToHex({ l: 0.25, c: Math.min(0.04, base.c), h: base.h }), 7);
  const accent =
    colors[2]?.toLowerCase() ??
    oklchToHex({ l: Math.min(0.78, base.l + 0.18), c: Math.max(0.08, base.c), h: base.h + 35 });
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
