// The e2e run's check for internal names on screen (tests/e2e/support/test.ts) finds what it must
// and lets ordinary words through.
import { describe, expect, it } from 'vitest';
import { internalNamesIn } from '../e2e/support/test';

describe('internalNamesIn', () => {
  it('finds function names, cost keys and engine ids', () => {
    expect(internalNamesIn('Refund: generate-image: watercolor')).toEqual(['generate-image']);
    expect(internalNamesIn('Local · imgly-isnet-small@1.4.5')).toEqual(['imgly-isnet']);
    expect(internalNamesIn('charged remove-background')).toEqual(['remove-background']);
    expect(internalNamesIn('engine local:esrgan-thick@1')).toEqual([
      'local:esrgan-thick@1',
      'esrgan-thick',
    ]);
    expect(internalNamesIn('cost generator-run-ultra')).toContain('generator-run-ultra');
  });

  it('lets the words people read through', () => {
    for (const text of [
      'Background removal',
      'Artwork · Watercolor',
      'Generate image (function)',
      'On this computer',
      'Cloud',
      'Flux Dev',
      'Insufficient Replicate credits for image enhancement',
      'Open the Background Remover at /background-remover',
    ])
      expect(internalNamesIn(text), text).toEqual([]);
  });
});
