import { describe, expect, it } from 'vitest';
import { enhancementMessages } from '@contracts/messages';
import {
  clampFactor,
  ENHANCEMENT_OPTIONS,
  enhancedFileName,
  enhancerErrorMessage,
  fitsOutputLimit,
  isEnhancementQuality,
  isEnhancementType,
  QUALITY_OPTIONS,
} from './enhancer-settings';

describe('enhancer settings', () => {
  it('offers quality, product, portrait and clarity in that order', () => {
    expect(ENHANCEMENT_OPTIONS.map((option) => option.value)).toEqual([
      'quality',
      'product',
      'portrait',
      'clarity',
    ]);
    expect(isEnhancementType('portrait')).toBe(true);
    expect(isEnhancementType('cartoon')).toBe(false);
  });

  it('offers fast (default), high quality and best, the slower ones labelled so', () => {
    expect(QUALITY_OPTIONS.map((option) => option.value)).toEqual(['fast', 'high', 'best']);
    expect(QUALITY_OPTIONS.slice(1).every((option) => /slower/.test(option.hint))).toBe(true);
    expect(isEnhancementQuality('high')).toBe(true);
    expect(isEnhancementQuality('medium')).toBe(false);
  });

  it('keeps the factor an integer from 1 to 8', () => {
    expect(clampFactor(0)).toBe(1);
    expect(clampFactor(3.6)).toBe(4);
    expect(clampFactor(12)).toBe(8);
    expect(clampFactor(Number.NaN)).toBe(4);
  });

  it('names the download enhanced-image-{type}-{factor}x-{timestamp}.png', () => {
    expect(enhancedFileName('product', 2, 1_764_000_000_000)).toBe(
      'enhanced-image-product-2x-1764000000000.png',
    );
  });

  it('maps server failures to the enhancer page wording', () => {
    expect(enhancerErrorMessage(enhancementMessages.serviceInsufficientProviderCredits)).toBe(
      enhancementMessages.insufficientProviderCredits,
    );
    expect(enhancerErrorMessage('Model not found: esrgan')).toBe(enhancementMessages.modelNotFound);
    expect(enhancerErrorMessage(enhancementMessages.serviceTimedOut)).toBe(
      enhancementMessages.timedOut,
    );
    expect(enhancerErrorMessage('Invalid image data')).toBe(enhancementMessages.invalidImage);
    expect(enhancerErrorMessage('Insufficient credits. Required: 10, Available: 5')).toBe(
      'Insufficient credits. Required: 10, Available: 5',
    );
    expect(enhancerErrorMessage('')).toBe(enhancementMessages.failed);
  });

  it('keeps the result within 4096 × 4096 pixels', () => {
    expect(fitsOutputLimit({ width: 512, height: 512 }, 8)).toBe(true);
    expect(fitsOutputLimit({ width: 640, height: 426 }, 8)).toBe(false);
    expect(fitsOutputLimit({ width: 640, height: 426 }, 6)).toBe(true);
  });
});
