import { describe, expect, it } from 'vitest';
import {
  applyPromptModifier,
  DISABLED_STYLE_VALUES,
  findStyle,
  findVariant,
  isPremiumStyle,
  STYLE_CATEGORIES,
  visibleStyles,
} from './styles.ts';

const MULTI_VARIANT: Record<string, string[]> = {
  realistic: ['portrait', 'landscape', 'studio'],
  photorealistic: ['professional', 'editorial', 'commercial'],
  abstract: ['geometric', 'fluid', 'expressive'],
  cartoon: ['disney', 'pixar', 'comic'],
  'digital-art': ['concept', 'matte', 'cyberpunk'],
  watercolor: ['soft', 'vibrant', 'traditional'],
  minimalist: ['clean', 'geometric', 'zen'],
  anime: ['studio', 'manga', 'kawaii'],
  cinematic: ['dramatic', 'noir', 'epic'],
  '3d': ['photorealistic', 'stylized', 'toon'],
};
const STANDARD = [
  'ecommerce',
  'photon-flash',
  'oil-painting',
  'sketch',
  'pixel-art',
  'comic-book',
  'vintage',
  'fantasy',
  'cyberpunk',
  'steampunk',
  'surreal',
  'artistic',
  '4k-ultra',
  '8k-ultra',
  // Not in spec 3's list: spec 7 routes this style to its own premium function.
  'flux-kontext-max',
];

describe('style catalogue', () => {
  it('holds every category of the spec with its three variants in order', () => {
    for (const [value, variants] of Object.entries(MULTI_VARIANT)) {
      expect(findStyle(value)?.variants.map((item) => item.value)).toEqual(variants);
    }
  });

  it('holds every single-variant style with one Standard variant', () => {
    for (const value of STANDARD) {
      const style = findStyle(value);
      expect(style?.variants).toHaveLength(1);
      expect(style?.variants[0]?.label).toBe('Standard');
    }
    expect(STYLE_CATEGORIES).toHaveLength(Object.keys(MULTI_VARIANT).length + STANDARD.length);
  });

  it('gives every style and variant a label, a description and a non-trivial prompt modifier', () => {
    const values = new Set<string>();
    for (const style of STYLE_CATEGORIES) {
      expect(values.has(style.value)).toBe(false);
      values.add(style.value);
      expect(style.label).not.toBe('');
      expect(style.description).not.toBe('');
      for (const item of style.variants) {
        expect(item.description).not.toBe('');
        expect(item.prompt_modifier.split(' ').length).toBeGreaterThan(4);
      }
    }
  });

  it('shows the picker in the spec order with premium marks on photon-flash, 4k-ultra and 8k-ultra', () => {
    const picker = visibleStyles();
    expect(picker.map((style) => style.value)).toEqual([
      'realistic',
      'photorealistic',
      'ecommerce',
      'photon-flash',
      '4k-ultra',
      '8k-ultra',
      'abstract',
      'digital-art',
      'watercolor',
      'minimalist',
      'cartoon',
      '3d',
      'anime',
      'cinematic',
    ]);
    expect(picker.filter((style) => style.premium).map((style) => style.value)).toEqual([
      'photon-flash',
      '4k-ultra',
      '8k-ultra',
    ]);
    expect(isPremiumStyle('realistic')).toBe(false);
    expect(isPremiumStyle('unknown')).toBe(false);
  });

  it('holds flux-kontext-max as a premium style that the picker does not show (spec 7)', () => {
    expect(findStyle('flux-kontext-max')?.premium).toBe(true);
    expect(visibleStyles().map((style) => style.value)).not.toContain('flux-kontext-max');
  });

  it('has an empty disabled list, and hides a style that is disabled', () => {
    expect(DISABLED_STYLE_VALUES).toEqual([]);
    expect(visibleStyles(['ecommerce']).map((style) => style.value)).not.toContain('ecommerce');
  });

  it('falls back to the first variant when the asked variant is unknown', () => {
    const watercolor = findStyle('watercolor');
    expect(watercolor).toBeDefined();
    expect(findVariant(watercolor!, 'vibrant').value).toBe('vibrant');
    expect(findVariant(watercolor!, 'nope').value).toBe('soft');
    expect(findVariant(watercolor!).value).toBe('soft');
  });

  it('appends the variant modifier to the prompt once', () => {
    const noir = findVariant(findStyle('cinematic')!, 'noir');
    const once = applyPromptModifier('a detective in the rain.', noir);
    expect(once).toBe(`a detective in the rain, ${noir.prompt_modifier}`);
    expect(applyPromptModifier(once, noir)).toBe(once);
    expect(applyPromptModifier('   ', noir)).toBe(noir.prompt_modifier);
  });
});
