import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { alignMiddleCommand } from './align-middle';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('align-middle', () => {
  it('centres several layers on the selection’s horizontal centre line', () => {
    const next = expectUndoRedo(alignMiddleCommand, fixtureState(['img', 'txt']), undefined);
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 100, y: 75 });
    expect(findLayer(next.doc, 'txt')).toMatchObject({ x: 400, y: 110 });
  });

  it('centres one layer on the canvas, on Alt+V', () => {
    const next = alignMiddleCommand.perform(fixtureState(['img']), undefined);
    expect(next && findLayer(next.doc, 'img')).toMatchObject({ y: 325 });
    expect(alignMiddleCommand.shortcut).toEqual({ key: 'v', alt: true });
  });
});
