import { describe, expect, it } from 'vitest';
import {
  CONFIRM_REMOVAL_SHARE,
  coveragePercent,
  largeSelectionQuestion,
  needsRemovalConfirmation,
} from './large-selection';
import { selectedShare } from '@/components/photo/object-selection';

/** An RGBA mask of `total` pixels whose first `selected` are white. */
function mask(total: number, selected: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(total * 4);
  for (let pixel = 0; pixel < selected; pixel += 1) rgba.fill(255, pixel * 4, pixel * 4 + 4);
  return rgba;
}

describe('large selections in object removal', () => {
  it('measures the selected share of a mask', () => {
    expect(selectedShare(mask(100, 0))).toBe(0);
    expect(selectedShare(mask(100, 31))).toBeCloseTo(0.31);
    expect(selectedShare(mask(200, 200))).toBe(1);
    expect(selectedShare(new Uint8ClampedArray(0))).toBe(0);
  });

  it('asks only above 30 % of the photo', () => {
    expect(CONFIRM_REMOVAL_SHARE).toBe(0.3);
    expect(needsRemovalConfirmation(selectedShare(mask(100, 30)))).toBe(false);
    expect(needsRemovalConfirmation(selectedShare(mask(100, 31)))).toBe(true);
    expect(needsRemovalConfirmation(selectedShare(mask(1000, 301)))).toBe(true);
    expect(needsRemovalConfirmation(0.05)).toBe(false);
    expect(needsRemovalConfirmation(1)).toBe(true);
  });

  it('says how much of the photo the selection covers', () => {
    expect(largeSelectionQuestion(0.42)).toBe(
      'This selection covers 42 % of the photo. Large removals can look smeared. Remove it anyway?',
    );
    expect(coveragePercent(0.001)).toBe(1);
    expect(coveragePercent(0)).toBe(0);
    expect(coveragePercent(1)).toBe(100);
  });
});
