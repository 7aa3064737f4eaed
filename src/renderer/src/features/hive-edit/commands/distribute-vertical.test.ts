import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { distributeVerticalCommand } from './distribute-vertical';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('distribute-vertical', () => {
  it('makes the vertical gaps equal, the outer layers staying put', () => {
    const next = expectUndoRedo(
      distributeVerticalCommand,
      fixtureState(['img', 'txt', 'svg']),
      undefined,
    );
    // txt 50–130, svg 300–420: 350 px of layers in 370, so 10 px gaps.
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 100, y: 140 });
    expect(findLayer(next.doc, 'txt')).toMatchObject({ y: 50 });
    expect(findLayer(next.doc, 'svg')).toMatchObject({ y: 300 });
  });

  it('needs three layers, and runs on Alt+Shift+V', () => {
    expect(distributeVerticalCommand.isEnabled(fixtureState(['img']))).toBe(false);
    expect(distributeVerticalCommand.shortcut).toEqual({ key: 'v', alt: true, shift: true });
  });
});
