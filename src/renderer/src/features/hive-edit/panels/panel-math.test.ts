import { describe, expect, it } from 'vitest';
import { makeShapeLayer, makeTextLayer, type GroupLayer, type Layer } from '../model/document';
import { dropTarget, layerRows, resizedBox, rotatedAboutCentre, sharedValue } from './panel-math';

const rect = (id: string): Layer => ({ ...makeShapeLayer('rect', { x: 0, y: 0 }), id, name: id });
const group = (id: string, children: Layer[]): GroupLayer =>
  ({
    ...rect(id),
    type: 'group',
    children,
  }) as unknown as GroupLayer;

describe('sharedValue', () => {
  it('gives the common value, or null when mixed or empty', () => {
    expect(sharedValue([1, 1, 1])).toBe(1);
    expect(sharedValue([1, 2])).toBeNull();
    expect(sharedValue([])).toBeNull();
  });
});

describe('rotatedAboutCentre', () => {
  it('keeps the centre where it was', () => {
    const layer = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };
    const turned = rotatedAboutCentre(layer, 90);
    // Centre (200, 150); at 90° the top-left sits at centre + (50, -100).
    expect(turned.rotation).toBe(90);
    expect(turned.x).toBeCloseTo(250);
    expect(turned.y).toBeCloseTo(50);
    const back = rotatedAboutCentre({ ...layer, ...turned }, 0);
    expect(back.x).toBeCloseTo(100);
    expect(back.y).toBeCloseTo(100);
  });
});

describe('resizedBox', () => {
  it('keeps proportions when asked, and a zero side stays zero', () => {
    expect(resizedBox({ width: 200, height: 100 }, { width: 100 }, true)).toEqual({
      width: 100,
      height: 50,
    });
    expect(resizedBox({ width: 200, height: 100 }, { height: 300 }, false)).toEqual({
      width: 200,
      height: 300,
    });
    expect(resizedBox({ width: 200, height: 0 }, { width: 400 }, true)).toEqual({
      width: 400,
      height: 0,
    });
    expect(resizedBox({ width: 200, height: 100 }, { width: -5 }, false).width).toBe(0);
  });
});

describe('layerRows', () => {
  const layers: Layer[] = [
    rect('a'),
    group('g', [rect('c1'), rect('c2')]),
    { ...makeTextLayer({ x: 0, y: 0 }), id: 't' },
  ];

  it('lists top first, groups closed until expanded', () => {
    expect(layerRows(layers, new Set()).map((row) => row.layer.id)).toEqual(['t', 'g', 'a']);
    const open = layerRows(layers, new Set(['g']));
    expect(open.map((row) => [row.layer.id, row.depth, row.parentId])).toEqual([
      ['t', 0, null],
      ['g', 0, null],
      ['c2', 1, 'g'],
      ['c1', 1, 'g'],
      ['a', 0, null],
    ]);
    expect(open.find((row) => row.layer.id === 'g')?.expandable).toBe(true);
  });
});

describe('dropTarget', () => {
  const layers = ['a', 'b', 'c', 'd'].map(rect); // listed d, c, b, a

  it('turns a drop into a place among the siblings, counted after the layer left its own', () => {
    expect(dropTarget(layers, 'a', 'd', 'above')).toEqual({ parentId: null, index: 3 });
    expect(dropTarget(layers, 'a', 'd', 'below')).toEqual({ parentId: null, index: 2 });
    expect(dropTarget(layers, 'd', 'a', 'below')).toEqual({ parentId: null, index: 0 });
    expect(dropTarget(layers, 'd', 'b', 'above')).toEqual({ parentId: null, index: 2 });
  });

  it('moves into a group (on top of its children) and out of one', () => {
    const nested = [rect('a'), group('g', [rect('c1'), rect('c2')])];
    expect(dropTarget(nested, 'a', 'g', 'inside')).toEqual({ parentId: 'g', index: 2 });
    expect(dropTarget(nested, 'a', 'c1', 'above')).toEqual({ parentId: 'g', index: 1 });
    expect(dropTarget(nested, 'c1', 'a', 'below')).toEqual({ parentId: null, index: 0 });
  });

  it('refuses a drop that changes nothing, or a group into itself', () => {
    expect(dropTarget(layers, 'b', 'c', 'below')).toBeNull();
    expect(dropTarget(layers, 'b', 'b', 'above')).toBeNull();
    expect(dropTarget(layers, 'a', 'b', 'inside')).toBeNull();
    const nested = [group('g', [rect('c1')])];
    expect(dropTarget(nested, 'g', 'c1', 'above')).toBeNull();
    expect(dropTarget(nested, 'c1', 'g', 'inside')).toBeNull();
  });
});
