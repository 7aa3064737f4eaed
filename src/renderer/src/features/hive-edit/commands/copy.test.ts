import { describe, expect, it } from 'vitest';
import { copyCommand } from './copy';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

const rad = (15 * Math.PI) / 180;

describe('copy', () => {
  it('puts the selection in the clipboard in canvas coordinates, without an undo step', () => {
    const next = expectUndoRedo(copyCommand, fixtureState(['gtext', 'img']), undefined);
    expect(next.clipboard?.map((layer) => layer.id)).toEqual(['img', 'gtext']);
    const copied = next.clipboard?.[1];
    expect(copied?.x).toBeCloseTo(300 + 100 * Math.cos(rad) - 40 * Math.sin(rad), 9);
    expect(copied?.y).toBeCloseTo(500 + 100 * Math.sin(rad) + 40 * Math.cos(rad), 9);
    expect(copied?.rotation).toBeCloseTo(-5, 9);
  });

  it('copies a group with its children once', () => {
    const next = copyCommand.perform(fixtureState(['grp', 'gshape']), undefined);
    expect(next?.clipboard?.map((layer) => layer.id)).toEqual(['grp']);
    expect(copyCommand.isEnabled(fixtureState())).toBe(false);
  });
});
