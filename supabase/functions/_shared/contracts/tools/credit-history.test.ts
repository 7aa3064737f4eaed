import { describe, expect, it } from 'vitest';
import { creditEntryLabel, generationLabel } from './credit-history.ts';

describe('credit history in user words', () => {
  it('names a generation function run by the artwork label and the style’s catalogue label', () => {
    // The generation pipeline writes `${job.tool}: ${job.style}`.
    expect(creditEntryLabel('generate-image: watercolor')).toBe('Artwork · Watercolor');
    expect(creditEntryLabel('generate-image: digital-art')).toBe('Artwork · Digital Art');
    expect(creditEntryLabel('generate-image: 3d')).toBe('Artwork · 3D');
    expect(creditEntryLabel('generate-image-4k-ultra: 4k-ultra')).toBe('Artwork · 4K Ultra');
    expect(creditEntryLabel('generate-image-8k-ultra: 8k-ultra')).toBe('Artwork · 8K Ultra');
    expect(creditEntryLabel('generate-image-photon-flash: photon-flash')).toBe(
      'Artwork · Photon Flash',
    );
    expect(creditEntryLabel('generate-image-flux-kontext-max: abstract')).toBe(
      'Artwork · Abstract',
    );
    expect(creditEntryLabel('generate-image-flux-kontext-max: flux-kontext-max')).toBe(
      'Artwork · Kontext Max',
    );
    expect(creditEntryLabel('generate-image-alternate: realistic')).toBe('Artwork · Realistic');
    expect(creditEntryLabel('ai-generate: realistic')).toBe('Artwork · Realistic');
    // A style the catalogue no longer has still reads as words.
    expect(creditEntryLabel('generate-image: neon-glow')).toBe('Artwork · Neon glow');
  });

  it('names a photo tool charge (its function name) by the registry’s label', () => {
    expect(creditEntryLabel('remove-background')).toBe('Background removal');
    expect(creditEntryLabel('remove-object')).toBe('Object removal');
    expect(creditEntryLabel('image-enhancement')).toBe('Image enhancement');
    expect(creditEntryLabel('generate-background')).toBe('Background generation');
  });

  it('names a charge stored under its cost key, leaving out a placeholder nothing fills', () => {
    expect(creditEntryLabel('background-remove')).toBe('Background removal');
    expect(creditEntryLabel('object-remove')).toBe('Object removal');
    expect(creditEntryLabel('generator-run-ultra')).toBe('Artwork');
    expect(creditEntryLabel('generate-image')).toBe('Artwork');
  });

  it('keeps purchases and the welcome bonus as written, and hides refund reasons', () => {
    expect(creditEntryLabel('Pro pack: 650 credits')).toBe('Pro pack: 650 credits');
    expect(creditEntryLabel('Welcome bonus: 50 free credits')).toBe(
      'Welcome bonus: 50 free credits',
    );
    expect(creditEntryLabel('Refund: replicate: timeout; openai: HTTP 500')).toBe(
      'Refund for a run that did not finish',
    );
    expect(creditEntryLabel('Refund')).toBe('Refund for a run that did not finish');
    expect(creditEntryLabel('Refund: cancelled')).toBe('Refund for a run that did not finish');
    expect(creditEntryLabel('Refund · Background removal (cancelled)')).toBe(
      'Refund · Background removal (cancelled)',
    );
    expect(creditEntryLabel('Refund · Artwork · Watercolor (failed)')).toBe(
      'Refund · Artwork · Watercolor (failed)',
    );
    expect(creditEntryLabel('Refund · generate-image: watercolor (interrupted)')).toBe(
      'Refund · Artwork · Watercolor (interrupted)',
    );
    expect(creditEntryLabel('Purchase reversed: charge.refunded')).toBe('Purchase reversed');
  });

  it('names a moodboard’s charge, its tile variation and a part refund for failed tiles', () => {
    expect(creditEntryLabel('generate-moodboard: watercolor')).toBe('Moodboard · Watercolor');
    expect(creditEntryLabel('Moodboard tile · Watercolor')).toBe('Moodboard tile · Watercolor');
    expect(creditEntryLabel('Refund · Moodboard · Watercolor (cancelled)')).toBe(
      'Refund · Moodboard · Watercolor (cancelled)',
    );
    expect(creditEntryLabel('Refund · Moodboard · Realistic (2 of 4 tiles not made)')).toBe(
      'Refund · Moodboard · Realistic (2 of 4 tiles not made)',
    );
  });

  it('shows unknown words as written and nothing for an empty description', () => {
    expect(creditEntryLabel('Artwork generator run')).toBe('Artwork generator run');
    expect(creditEntryLabel('test top-up')).toBe('test top-up');
    expect(creditEntryLabel('bonus')).toBe('bonus');
    expect(creditEntryLabel(null)).toBeNull();
    expect(creditEntryLabel('   ')).toBeNull();
  });

  it('names a generation row by its function and style in the same words', () => {
    expect(generationLabel('generate-image', 'watercolor')).toBe('Artwork · Watercolor');
    expect(generationLabel('remove-background', null)).toBe('Background removal');
    expect(generationLabel('some-new-function', null)).toBe('some-new-function');
  });
});
