import { describe, expect, it } from 'vitest';
import { makeShapeLayer, makeTextLayer, type GroupLayer, type Layer } from '../model/document';
import { dropMoves, layerRows, resizedBox, rotatedAboutCentre, sharedValue } from './panel-math';

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

describe('dropMoves', () => {
  const layers = ['a', 'b', 'c', 'd'].map(rect); // listed d, c, b, a

  it('turns a drop into one-step moves within the parent', () => {
    expect(dropMoves(layers, 'a', 'd', 'above')).toEqual({ command: 'bring-forward', times: 3 });
    expect(dropMoves(layers, 'a', 'd', 'below')).toEqual({ command: 'bring-forward', times: 2 });
    expect(dropMoves(layers, 'd', 'a', 'below')).toEqual({ command: 'send-backward', times: 3 });
    expect(dropMoves(layers, 'd', 'b', 'above')).toEqual({ command: 'send-backward', times: 1 });
  });

  it('refuses a drop that changes nothing or crosses into another group', () => {
    expect(dropMoves(layers, 'b', 'c', 'below')).toBeNull();
    expect(dropMoves(layers, 'b', 'b', 'above')).toBeNull();
    const nested = [rect('a'), group('g', [rect('c1')])];
    expect(dropMoves(nested, 'a', 'c1', 'above')).toBeNull();
  });
});
