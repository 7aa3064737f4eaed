import { describe, expect, it } from 'vitest';
import { absoluteBounds } from '../model/geometry';
import type { Bounds } from '../model/transform';
import { distributeHorizontalCommand } from './distribute-horizontal';
import { expectUndoRedo, fixtureState } from './testing/test-kit';

describe('distribute-horizontal', () => {
  it('makes the horizontal gaps equal, the outer layers staying put', () => {
    const next = expectUndoRedo(
      distributeHorizontalCommand,
      fixtureState(['img', 'shp', 'svg']),
      undefined,
    );
    const [shp, img, svg] = ['shp', 'img', 'svg'].map(
      (id) => absoluteBounds(next.doc, id) as Bounds,
    );
    if (!shp || !img || !svg) throw new Error('missing');
    expect(svg.x).toBe(600);
    expect(shp.x).toBeCloseTo(0, 9);
    expect(img.x - (shp.x + shp.width)).toBeCloseTo(svg.x - (img.x + img.width), 9);
  });

  it('needs three layers, and runs on Alt+Shift+H', () => {
    expect(distributeHorizontalCommand.isEnabled(fixtureState(['img', 'svg']))).toBe(false);
    expect(distributeHorizontalCommand.shortcut).toEqual({ key: 'h', alt: true, shift: true });
  });
});
