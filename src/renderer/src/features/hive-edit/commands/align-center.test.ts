import { describe, expect, it } from 'vitest';
import { findLayer } from '../model/document';
import { alignCenterCommand } from './align-center';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('align-center', () => {
  it('centres several layers on the selection’s vertical centre line', () => {
    const next = expectUndoRedo(alignCenterCommand, fixtureState(['img', 'txt']), undefined);
    expect(findLayer(next.doc, 'img')).toMatchObject({ x: 300, y: 100 });
    expect(findLayer(next.doc, 'txt')).toMatchObject({ x: 250, y: 50 });
  });

  it('centres one layer on the canvas, on Alt+H', () => {
    const next = alignCenterCommand.perform(fixtureState(['svg']), undefined);
    expect(next && findLayer(next.doc, 'svg')).toMatchObject({ x: 440, y: 300 });
    expect(alignCenterCommand.shortcut).toEqual({ key: 'h', alt: true });
  });
});
