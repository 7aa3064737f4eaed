// The tools' choices mapped onto the painter's looks and sizes: the SVG Generator's styles, the
// Vector Illustrations presets and aspect ratios, and the palette a set shares.
import type { IllustrationAspect, IllustrationPreset, SvgStyle } from '../contracts/api/vector.ts';
import { SET_PALETTES } from './colour.ts';
import type { LookName } from './look-types.ts';

export const STYLE_LOOKS: Record<SvgStyle, LookName> = {
  flat: 'flat',
  outline: 'outline',
  duotone: 'duotone',
  gradient: 'gradient',
  sticker: 'sticker',
};

export const PRESET_LOOKS: Record<IllustrationPreset, LookName> = {
  'flat-scene': 'flat',
  isometric: 'isometric',
  'line-art': 'outline',
  'hand-drawn': 'hand-drawn',
  sticker: 'sticker',
  spot: 'spot',
};

/** The SVG Generator's canvas. */
export const SVG_SIZE = { width: 1024, height: 1024 } as const;

/** Each aspect's canvas, the long side 1024. */
export const ASPECT_SIZES: Record<IllustrationAspect, { width: number; height: number }> = {
  '1:1': { width: 1024, height: 1024 },
  '4:3': { width: 1024, height: 768 },
  '3:4': { width: 768, height: 1024 },
  '16:9': { width: 1024, height: 576 },
  '9:16': { width: 576, height: 1024 },
};

/** A small stable hash of text (FNV-1a). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The palette every illustration of a set shares: the user's, or one picked by the prompts. */
export function setPalette(prompts: string[], chosen?: string[]): string[] {
  return chosen ?? SET_PALETTES[hashText(prompts.join('\n')) % SET_PALETTES.length]!;
}
