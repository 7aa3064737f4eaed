import { describe, expect, it } from 'vitest';
import type { Tool } from './tool-registry.ts';
import {
  creditHistoryLabel,
  isAvailable,
  primaryEngine,
  shownBadges,
  toolById,
  toolCredits,
  toolForPath,
} from './tool-views.ts';

describe('tool views', () => {
  it('finds a tool by id and by path', () => {
    expect(toolById('image-enhancer').title).toBe('Image Enhancer');
    expect(toolForPath('/object-remover')?.id).toBe('object-remover');
    expect(toolForPath('/dashboard')).toBeUndefined();
  });

  it('reads "from" only when runs of the tool cost different amounts', () => {
    expect(toolCredits(toolById('artwork-generator'))).toEqual({ credits: 5, from: true });
    expect(toolCredits(toolById('video-generator'))).toEqual({ credits: 25, from: false });
    expect(toolCredits(toolById('hive-edit'))).toEqual({ credits: 10, from: false });
    // A tool that charges nothing (none does today) reads 0.
    const free: Tool = { ...toolById('hive-edit'), costKeys: [] };
    expect(toolCredits(free)).toEqual({ credits: 0, from: false });
  });

  it('fills the credit-history label from the run, and leaves unknown placeholders', () => {
    const artwork = toolById('artwork-generator');
    expect(creditHistoryLabel(artwork, { style: 'Watercolor' })).toBe('Artwork · Watercolor');
    expect(creditHistoryLabel(artwork)).toBe('Artwork · {style}');
    expect(creditHistoryLabel(toolById('background-remover'))).toBe('Background removal');
    expect(creditHistoryLabel(toolById('invoice-creator'), { number: 'INV-2026-0001' })).toBe(
      'Invoice INV-2026-0001',
    );
    expect(creditHistoryLabel(toolById('hive-edit'))).toBe('Design export');
    expect(creditHistoryLabel({ ...toolById('hive-edit'), creditLabel: null })).toBeNull();
  });

  it('shows the engine a tool is known for', () => {
    expect(primaryEngine(toolById('background-remover'))).toBe('local');
    expect(primaryEngine(toolById('artwork-generator'))).toBe('hosted');
  });

  it('shows no badge on a tool that is not available, whatever its entry says', () => {
    const available = toolById('object-remover');
    expect(shownBadges(available)).toEqual(['new']);
    const unbuilt: Tool = { ...available, status: 'coming-soon' };
    expect(isAvailable(unbuilt)).toBe(false);
    expect(shownBadges(unbuilt)).toEqual([]);
  });
});
