// The palette recolouring hook: every hex colour of the scene passes through one function chosen
// by style and palette, so a style can pull the art towards its palette, grey it or flatten it.

import { hexToRgb, rgbToHex } from '../contracts/domain/colour.ts';
import { luminance, mix } from './colour.ts';

export type Recolour = (hex: string) => string;

/** How strongly each style pulls colours to the palette, and whether it greys or flattens them. */
const STYLE_MODES: Record<
  string,
  { pull: number; grey?: boolean; lighten?: number; darken?: number; flat?: boolean }
> = {
  watercolor: { pull: 0.3, lighten: 0.25 },
  sketch: { pull: 0, grey: true, lighten: 0.2 },
  vintage: { pull: 0.35 },
  // Minimalist art draws subjects as flat one-colour silhouettes.
  minimalist: { pull: 1, flat: true },
  zen: { pull: 1, flat: true },
  cyberpunk: { pull: 0.6, darken: 0.75 },
  cinematic: { pull: 0.3 },
  abstract: { pull: 0.55 },
  fantasy: { pull: 0.35 },
  steampunk: { pull: 0.5 },
  'oil-painting': { pull: 0.3 },
  // A palette a designer chose for a vector (brand colours): the art takes its colours, keeping
  // a trace of its own shading so an icon's parts stay apart.
  'brand-palette': { pull: 0.85 },
};

/**
 * A recolouring function for a style and palette (identity when neither asks for a change).
 * `background`: for the sky and ground, which are never flattened to one colour.
 */
export function recolourFor(style?: string, palette?: string[], background = false): Recolour {
  const chosen = STYLE_MODES[style ?? ''] ?? { pull: palette?.length ? 0.25 : 0 };
  const mode = background && chosen.flat ? { pull: 0.65 } : chosen;
  const targets = (palette ?? []).map(hexToRgb).sort((a, b) => luminance(a) - luminance(b));
  if (mode.pull === 0 && !mode.grey && !mode.lighten && !mode.darken)
    return (hex) => hex.toLowerCase();
  const cache = new Map<string, string>();
  return (hex) => {
    const hit = cache.get(hex);
    if (hit) return hit;
    let rgb = hexToRgb(hex);
    if (mode.flat) {
      const ink = targets[Math.min(1, targets.length - 1)] ?? [60, 60, 70];
      const out = rgbToHex(ink);
      cache.set(hex, out);
      return out;
    }
    if (targets.length && mode.pull > 0) {
      // The palette colour at the same lightness rank keeps light parts light and dark parts dark.
      const rank = Math.min(targets.length - 1, Math.floor(luminance(rgb) * targets.length));
      rgb = mix(rgb, targets[rank]!, mode.pull);
    }
    if (mode.grey) {
      const l = luminance(rgb) * 255;
      rgb = [l, l, l];
    }
    if (mode.lighten) rgb = mix(rgb, [255, 255, 255], mode.lighten);
    if (mode.darken) rgb = mix(rgb, [0, 0, 0], mode.darken);
    const out = rgbToHex(rgb);
    cache.set(hex, out);
    return out;
  };
}
