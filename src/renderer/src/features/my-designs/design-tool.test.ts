import { describe, expect, it } from 'vitest';
import { designTool } from './design-tool';

describe('the tool a creation opens in', () => {
  it('reopens a logo or a kit that kept its details, by its id', () => {
    const details = { kind: 'saved' };
    expect(designTool({ id: 'a b', type: 'logo', details })).toEqual({
      label: 'Logo Creator',
      href: '/logo-creator?design=a%20b',
    });
    expect(designTool({ id: 'k1', type: 'logo-kit', details })).toEqual({
      label: 'Logo Marketing',
      href: '/logo-marketing?design=k1',
    });
  });

  it('opens the tool empty for a creation without details, or a tool that does not reopen', () => {
    expect(designTool({ id: 'x', type: 'logo', details: null }).href).toBe('/logo-creator');
    expect(designTool({ id: 'x', type: 'vector', details: { a: 1 } })).toEqual({
      label: 'SVG Generator',
      href: '/svg-generator',
    });
  });

  it('reopens a saved moodboard from its board, not its details', () => {
    const board = { version: 1 };
    expect(
      designTool({ id: 'm1', type: 'moodboard', details: null, moodboardData: board }),
    ).toEqual({ label: 'Moodboard Generator', href: '/moodboard-generator?design=m1' });
    expect(
      designTool({ id: 'm1', type: 'moodboard', details: null, moodboardData: null }).href,
    ).toBe('/moodboard-generator');
  });
});
