import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { absoluteBounds } from '../model/geometry';
import { nudgeUpCommand } from './nudge-up';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

const [ux, uy] = [0, -1];

describe('nudge-up', () => {
  it('moves the selection 1 px, or args.step px, and leaves locked layers', () => {
    const one = expectUndoRedo(nudgeUpCommand, fixtureState(['img', 'locked']), undefined);
    expect(findLayer(one.doc, 'img')).toMatchObject({ x: 100 + ux, y: 100 + uy });
    expect(findLayer(one.doc, 'locked')).toMatchObject({ x: 800, y: 600 });
    const ten = expectUndoRedo(nudgeUpCommand, fixtureState(['img']), { step: 10 });
    expect(findLayer(ten.doc, 'img')).toMatchObject({ x: 100 + 10 * ux, y: 100 + 10 * uy });
  });

  it('moves a layer inside a turned group along the canvas axes', () => {
    const next = nudgeUpCommand.perform(fixtureState(['gtext']), { step: 10 });
    const before = absoluteBounds(fixtureState().doc, 'gtext');
    const after = next && absoluteBounds(next.doc, 'gtext');
    expect(after?.x).toBeCloseTo((before?.x ?? 0) + 10 * ux, 9);
    expect(after?.y).toBeCloseTo((before?.y ?? 0) + 10 * uy, 9);
  });

  it('runs on ArrowUp (1 px) and Shift+ArrowUp (10 px)', () => {
    expect(nudgeUpCommand.shortcuts).toEqual([
      { key: 'ArrowUp' },
      { key: 'ArrowUp', shift: true, args: { step: 10 } },
    ]);
    expect(nudgeUpCommand.isEnabled(fixtureState(['locked']))).toBe(false);
  });
});
