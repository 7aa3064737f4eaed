import { describe, expect, it } from 'vitest';
import { fixtureDoc } from '../commands/testing/test-kit';
import { findLayer } from './document';
import {
  absoluteBounds,
  alignLayers,
  distributeLayers,
  moveLayers,
  selectionBounds,
  snap,
  snapTargets,
} from './geometry';
import { layerBounds, type Bounds } from './transform';

const cos30 = Math.cos(Math.PI / 6);

function expectBounds(actual: Bounds | null, expected: Bounds): void {
  expect(actual).not.toBeNull();
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(actual?.[key], key).toBeCloseTo(expected[key], 9);
}

describe('bounds', () => {
  it('are the box of a turned layer’s corners', () => {
    // shp: 100×100 at (50, 400), turned 30° about its top-left.
    expectBounds(absoluteBounds(fixtureDoc(), 'shp'), {
      x: 0,
      y: 400,
      width: 100 * cos30 + 50,
      height: 50 + 100 * cos30,
    });
    const img = findLayer(fixtureDoc(), 'img');
    if (!img) throw new Error('no img');
    expectBounds(layerBounds({ ...img, rotation: 90 }), {
      x: -50,
      y: 100,
      width: 150,
      height: 200,
    });
  });

  it('place a group’s children by the group, and cover a selection', () => {
    const doc = fixtureDoc();
    const group = absoluteBounds(doc, 'grp');
    const children = [absoluteBounds(doc, 'gshape'), absoluteBounds(doc, 'gtext')] as Bounds[];
    const left = Math.min(...children.map((b) => b.x));
    expect(group?.x).toBeCloseTo(left, 9);
    // gshape's top-left (10, 10) in a group at (300, 500) turned 15°.
    const r = (15 * Math.PI) / 180;
    expect(absoluteBounds(doc, 'gshape')?.y).toBeCloseTo(
      500 + 10 * Math.sin(r) + 10 * Math.cos(r),
      9,
    );
    const shape = absoluteBounds(doc, 'gshape') as Bounds;
    const bottom = shape.y + shape.height;
    expectBounds(selectionBounds(doc, ['img', 'txt', 'gshape']), {
      x: 100,
      y: 50,
      width: 600,
      height: bottom - 50,
    });
    expect(selectionBounds(doc, [])).toBeNull();
  });
});

describe('moving, aligning and distributing', () => {
  it('moves by a canvas delta, nested layers too, and never a locked one', () => {
    const doc = fixtureDoc();
    const moved = moveLayers(doc, ['gtext', 'locked'], 30, -10);
    const before = absoluteBounds(doc, 'gtext') as Bounds;
    expectBounds(absoluteBounds(moved, 'gtext'), { ...before, x: before.x + 30, y: before.y - 10 });
    expect(findLayer(moved, 'locked')).toEqual(findLayer(doc, 'locked'));
    expect(moveLayers(doc, ['locked'], 5, 5)).toBe(doc);
  });

  it('aligns one layer to the canvas and several to their bounds', () => {
    const doc = fixtureDoc();
    expect(findLayer(alignLayers(doc, ['img'], 'right'), 'img')).toMatchObject({ x: 800 });
    const several = alignLayers(doc, ['img', 'shp'], 'left');
    expect(absoluteBounds(several, 'img')?.x).toBeCloseTo(0, 9);
    const middle = alignLayers(doc, ['grp'], 'middle');
    const box = absoluteBounds(middle, 'grp') as Bounds;
    expect(box.y + box.height / 2).toBeCloseTo(400, 9);
  });

  it('distributes three or more with equal gaps', () => {
    const doc = fixtureDoc();
    expect(distributeLayers(doc, ['img', 'txt'], 'horizontal')).toBe(doc);
    const spread = distributeLayers(doc, ['img', 'shp', 'svg', 'grp'], 'vertical');
    const boxes = ['img', 'shp', 'svg', 'grp']
      .map((id) => absoluteBounds(spread, id) as Bounds)
      .sort((a, b) => a.y - b.y);
    const gaps = boxes
      .slice(1)
      .map((b, i) => b.y - ((boxes[i] as Bounds).y + (boxes[i] as Bounds).height));
    for (const gap of gaps) expect(gap).toBeCloseTo(gaps[0] as number, 9);
  });
});

describe('snapping', () => {
  const canvas = { x: 0, y: 0, width: 1000, height: 800 };

  it('snaps the nearest edge or centre within the threshold and lists the guides', () => {
    // Centre x at 497 → 500 (the canvas centre); top at 203 → 200 (the other box's bottom).
    const other = { x: 100, y: 100, width: 100, height: 100 };
    const result = snap({ x: 447, y: 203, width: 100, height: 50 }, [canvas, other], 5);
    expect(result.dx).toBe(3);
    expect(result.dy).toBe(-3);
    expect(result.guides).toEqual([
      { orientation: 'vertical', position: 500 },
      { orientation: 'horizontal', position: 200 },
    ]);
  });

  it('does not snap beyond the threshold, and lists every line the snapped box touches', () => {
    expect(snap({ x: 20, y: 20, width: 10, height: 10 }, [canvas], 5)).toEqual({
      dx: 0,
      dy: 0,
      guides: [],
    });
    const exact = snap({ x: 0, y: 300, width: 1000, height: 10 }, [canvas], 2);
    expect(exact.guides.filter((g) => g.orientation === 'vertical').map((g) => g.position)).toEqual(
      [0, 500, 1000],
    );
  });

  it('targets the canvas and the shown layers that are not moving nor around them', () => {
    const doc = fixtureDoc();
    const targets = snapTargets(doc, ['gtext']);
    expect(targets[0]).toEqual(canvas);
    expect(targets).toContainEqual(absoluteBounds(doc, 'gshape'));
    expect(targets).toContainEqual(absoluteBounds(doc, 'img'));
    expect(targets).not.toContainEqual(absoluteBounds(doc, 'gtext'));
    expect(targets).not.toContainEqual(absoluteBounds(doc, 'grp'));
    expect(targets).not.toContainEqual(absoluteBounds(doc, 'hidden'));
    expect(targets).toHaveLength(1 + 6);
  });
});
