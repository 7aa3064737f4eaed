// The enhancer's choices and rules (spec 2.8, 5 "Enhancer", 8 "Enhancement", 9 "Enhancer").
import {
  ENHANCEMENT_QUALITIES,
  ENHANCEMENT_TYPES,
  PHOTO_INPUT_LIMITS,
} from '@contracts/api/photo-tools';
import type { EnhancementQuality, EnhancementType } from '@contracts/api/photo-tools';
import { enhancementMessages } from '@contracts/messages';

/** Spec 9: factor 1 to 8, default 4; type default quality. */
export const FACTOR_MIN = 1;
export const FACTOR_MAX = 8;
export const DEFAULT_FACTOR = 4;
export const DEFAULT_TYPE: EnhancementType = 'quality';

/** The enhancement types with what each is for, in the spec's order. */
export const ENHANCEMENT_OPTIONS: readonly {
  value: EnhancementType;
  label: string;
  hint: string;
}[] = ENHANCEMENT_TYPES.map((value) => ({
  value,
  ...{
    quality: { label: 'Quality', hint: 'General AI upscaling for any photo' },
    product: { label: 'Product', hint: 'Crisp edges and clean surfaces for product shots' },
    portrait: { label: 'Portrait', hint: 'Natural skin and detail for faces' },
    clarity: { label: 'Clarity', hint: 'Sharper detail and local contrast' },
  }[value],
}));

/** The local upscaler's quality, fast by default; slower choices use bigger ESRGAN models. */
export const DEFAULT_QUALITY: EnhancementQuality = 'fast';

/** The quality choices in order of effort. */
export const QUALITY_OPTIONS: readonly {
  value: EnhancementQuality;
  label: string;
  hint: string;
}[] = ENHANCEMENT_QUALITIES.map((value) => ({
  value,
  ...{
    fast: { label: 'Fast', hint: 'Quick result on this device' },
    high: { label: 'High quality', hint: 'A larger model: finer detail, slower' },
    best: { label: 'Best', hint: 'The largest model: best detail, much slower' },
  }[value],
}));

/** True for one of the three quality choices. */
export function isEnhancementQuality(value: string): value is EnhancementQuality {
  return (ENHANCEMENT_QUALITIES as readonly string[]).includes(value);
}

/** True for one of the four enhancement types. */
export function isEnhancementType(value: string): value is EnhancementType {
  return (ENHANCEMENT_TYPES as readonly string[]).includes(value);
}

/** Keeps a factor an integer in 1–8. */
export function clampFactor(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_FACTOR;
  return Math.min(FACTOR_MAX, Math.max(FACTOR_MIN, Math.round(value)));
}

/** Spec 9: enhanced-image-{type}-{factor}x-{timestamp}.png. */
export function enhancedFileName(type: EnhancementType, factor: number, timestamp: number): string {
  return `enhanced-image-${type}-${factor}x-${timestamp}.png`;
}

/**
 * Spec 8 "Enhancer page mapping": provider credits, model not found, timeout and invalid image
 * get the page's own wording; anything else shows the raw message, or 'Failed to enhance image'.
 */
export function enhancerErrorMessage(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (!text) return enhancementMessages.failed;
  const lower = text.toLowerCase();
  if (lower.includes('insufficient replicate credits'))
    return enhancementMessages.insufficientProviderCredits;
  if (lower.includes('model not found')) return enhancementMessages.modelNotFound;
  if (lower.includes('timed out') || lower.includes('timeout')) return enhancementMessages.timedOut;
  if (lower.includes('invalid image')) return enhancementMessages.invalidImage;
  return text;
}

/** Whether an enhancement of a photo this size by `factor` stays within the output limit (4096 × 4096). */
export function fitsOutputLimit(size: { width: number; height: number }, factor: number): boolean {
  return size.width * size.height * factor * factor <= PHOTO_INPUT_LIMITS.maxPixels;
}
