import { describe, expect, it } from 'vitest';
import { makeShapeLayer } from '../model/document';
import {
  IDENTITY,
  ITALIC_SKEW,
  KAPPA,
  PDF_BLEND_MODES,
  PX_TO_PT,
  alignOffset,
  apply,
  baselineY,
  clipToPage,
  ellipsePath,
  glyphPointToLine,
  imageMatrix,
  kerningAdjustments,
  multiply,
  pageMatrix,
  pageSizeMm,
  pageSizePt,
  parseColour,
  polygonPoints,
  rasterScale,
  rectPath,
  shapeParts,
  starPoints,
  textMatrix,
  toPdfMatrix,
} from './pdf-geometry';
import type { Matrix } from './pdf-geometry';

const close = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 6);

describe('page size', () => {
  it('maps one document pixel to 0.75 pt (96 per inch)', () => {
    expect(PX_TO_PT).toBe(0.75);
    expect(pageSizePt({ width: 1080, height: 1920 })).toEqual({ width: 810, height: 1440 });
    expect(pageSizePt({ width: 1240, height: 1754 })).toEqual({ width: 930, height: 1315.5 });
  });

  it('gives the page in millimetres', () => {
    // 96 px = 1 inch = 25.4 mm.
    expect(pageSizeMm({ width: 96 * 10, height: 96 * 5 })).toEqual({ width: 254, height: 127 });
  });
});

describe('matrices', () => {
  it('multiplies so the inner matrix applies first', () => {
    const translate: Matrix = [1, 0, 0, 1, 10, 20];
    const scale: Matrix = [2, 0, 0, 3, 0, 0];
    const p = apply(multiply(translate, scale), 1, 1);
    expect(p).toEqual({ x: 12, y: 23 });
    expect(multiply(IDENTITY, translate)).toEqual(translate);
  });

  it('flips y for the page: top-left is the top of the page, bottom-left its origin', () => {
    const page = pageMatrix(1000);
    expect(apply(page, 0, 0)).toEqual({ x: 0, y: 750 });
    expect(apply(page, 100, 1000)).toEqual({ x: 75, y: 0 });
  });

  it('places a node through its absolute transform, then the flip', () => {
    // A layer at (100, 50), rotated 90° clockwise (Konva: y down).
    const cos = Math.cos(Math.PI / 2);
    const sin = Math.sin(Math.PI / 2);
    const konva: Matrix = [cos, sin, -sin, cos, 100, 50];
    const pdf = toPdfMatrix(konva, 400);
    // The layer's local (10, 0) is 10 px below its origin on the canvas: (100, 60) px.
    const p = apply(pdf, 10, 0);
    close(p.x, 100 * 0.75);
    close(p.y, (400 - 60) * 0.75);
    const [a, b, c, d, e, f] = pdf;
    close(a, 0.75 * cos);
    close(b, -0.75 * sin);
    close(c, -0.75 * sin);
    close(d, -0.75 * cos);
    close(e, 75);
    close(f, (400 - 50) * 0.75);
  });

  it('draws text upright in the y-down space, slanted for italics', () => {
    const upright = textMatrix(5, 40, false);
    expect(upright).toEqual([1, 0, 0, -1, 5, 40]);
    // A glyph point 10 units up lands 10 px above the baseline.
    expect(apply(upright, 0, 10)).toEqual({ x: 5, y: 30 });
    const italic = textMatrix(5, 40, true);
    close(apply(italic, 0, 10).x, 5 + 10 * ITALIC_SKEW);
    close(ITALIC_SKEW, Math.tan((14 * Math.PI) / 180));
  });

  it('maps an image unit square onto a box with its top row at the top', () => {
    const m = imageMatrix({ x: 10, y: 20, width: 100, height: 50 });
    // PDF images have their first row at unit y = 1.
    expect(apply(m, 0, 1)).toEqual({ x: 10, y: 20 });
    expect(apply(m, 1, 0)).toEqual({ x: 110, y: 70 });
  });
});

describe('text placement', () => {
  it('aligns lines in their box', () => {
    expect(alignOffset('left', 300, 120)).toBe(0);
    expect(alignOffset('center', 300, 120)).toBe(90);
    expect(alignOffset('right', 300, 120)).toBe(180);
  });

  it('puts baselines where Konva 10 draws them', () => {
    const base = { top: 0, ascent: 90, descent: 20, lineHeightPx: 120 };
    expect(baselineY({ ...base, index: 0 })).toBe(35 + 60);
    expect(baselineY({ ...base, index: 2 })).toBe(35 + 60 + 240);
  });

  it('places glyph outlines on the line', () => {
    const place = { penX: 100, baseline: 50, unitScale: 0.1, skew: 0 };
    expect(glyphPointToLine(0, 0, place)).toEqual({ x: 100, y: 50 });
    expect(glyphPointToLine(100, 700, place)).toEqual({ x: 110, y: -20 });
    const slanted = glyphPointToLine(0, 700, { ...place, skew: 0.25 });
    close(slanted.x, 100 + 17.5);
  });

  it('turns kerned advances into TJ adjustments', () => {
    expect(kerningAdjustments([600, 500, 550], [600, 450, 550], 1000)).toEqual([0, 50, 0]);
    expect(kerningAdjustments([1200], [1300], 2000)).toEqual([-50]);
  });
});

describe('shape paths', () => {
  it('builds a plain and a rounded rectangle, the radius clamped', () => {
    expect(rectPath(100, 40)).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 100, y: 0 },
      { op: 'L', x: 100, y: 40 },
      { op: 'L', x: 0, y: 40 },
      { op: 'Z' },
    ]);
    const rounded = rectPath(100, 40, 500);
    expect(rounded[0]).toEqual({ op: 'M', x: 20, y: 0 });
    expect(rounded[2]).toEqual({
      op: 'C',
      x1: 80 + 20 * KAPPA,
      y1: 0,
      x2: 100,
      y2: 20 - 20 * KAPPA,
      x: 100,
      y: 20,
    });
    expect(rounded.filter((command) => command.op === 'C')).toHaveLength(4);
  });

  it('builds an ellipse from four quarters through its extremes', () => {
    const path = ellipsePath(50, 30, 50, 30);
    expect(path[0]).toEqual({ op: 'M', x: 50, y: 0 });
    const ends = path.flatMap((command) => (command.op === 'C' ? [[command.x, command.y]] : []));
    expect(ends).toEqual([
      [100, 30],
      [50, 60],
      [0, 30],
      [50, 0],
    ]);
  });

  it('computes star points as Konva.Star: outer and inner alternating from the top', () => {
    const points = starPoints(5, 50, 20);
    expect(points).toHaveLength(10);
    close(points[0]!.x, 0);
    close(points[0]!.y, -50);
    // The first inner point, 36° clockwise from the top.
    close(points[1]!.x, 20 * Math.sin(Math.PI / 5));
    close(points[1]!.y, -20 * Math.cos(Math.PI / 5));
    for (const [index, point] of points.entries())
      close(Math.hypot(point.x, point.y), index % 2 === 0 ? 50 : 20);
  });

  it('computes polygon corners as Konva.RegularPolygon', () => {
    const square = polygonPoints(4, 50);
    const expected = [
      [0, -50],
      [50, 0],
      [0, 50],
      [-50, 0],
    ];
    square.forEach((point, index) => {
      close(point.x, expected[index]![0]!);
      close(point.y, expected[index]![1]!);
    });
  });

  it('scales stars and polygons into the box, keeping the stroke width', () => {
    const star = makeShapeLayer('star', {
      x: 0,
      y: 0,
      width: 200,
      height: 100,
      stroke: '#000000',
      strokeWidth: 4,
    });
    const [part] = shapeParts(star);
    expect(part!.strokeWidth).toBe(4);
    expect(part!.path[0]).toEqual({ op: 'M', x: 100, y: 0 });
    expect(part!.path.at(-1)).toEqual({ op: 'Z' });
    const xs = part!.path.flatMap((command) => ('x' in command ? [command.x] : []));
    expect(Math.max(...xs)).toBeLessThanOrEqual(200);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
  });

  it('draws a line along the middle and an arrow with its head in the stroke colour', () => {
    const line = makeShapeLayer('line', { x: 0, y: 0, width: 300, height: 0 });
    const [shaft] = shapeParts(line);
    expect(shaft!.path).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 300, y: 0 },
    ]);
    expect(shaft!.fill).toBeNull();
    expect(shaft!.lineCap).toBe('round');

    const arrow = makeShapeLayer('arrow', { x: 0, y: 0, width: 300, height: 20, strokeWidth: 8 });
    const parts = shapeParts(arrow);
    expect(parts).toHaveLength(2);
    const head = parts[1]!;
    expect(head.fill).toBe(arrow.stroke);
    // Pointer length max(12, 3 × stroke) = 24.
    expect(head.path.slice(0, 3)).toEqual([
      { op: 'M', x: 300, y: 10 },
      { op: 'L', x: 276, y: 22 },
      { op: 'L', x: 276, y: -2 },
    ]);
  });

  it('leaves out a stroke of width 0 and a line without colour', () => {
    const rect = makeShapeLayer('rect', { x: 0, y: 0, stroke: '#ff0000', strokeWidth: 0 });
    expect(shapeParts(rect)[0]!.stroke).toBeNull();
    const line = makeShapeLayer('line', { x: 0, y: 0, stroke: null });
    expect(shapeParts(line)).toEqual([]);
  });
});

describe('colours, blend modes and raster sizes', () => {
  it('reads colours with and without alpha', () => {
    expect(parseColour('#ff8000')).toEqual({ r: 1, g: 128 / 255, b: 0, a: 1 });
    expect(parseColour('#00000080').a).toBeCloseTo(128 / 255);
  });

  it('maps every blend mode to a PDF one', () => {
    expect(PDF_BLEND_MODES['source-over']).toBe('Normal');
    expect(PDF_BLEND_MODES['color-dodge']).toBe('ColorDodge');
    expect(PDF_BLEND_MODES.luminosity).toBe('Luminosity');
    expect(Object.keys(PDF_BLEND_MODES)).toHaveLength(16);
  });

  it('rasterises at the wanted scale within the source detail and the limits', () => {
    expect(rasterScale(500, 500, 2)).toBe(2);
    // A source with 1.5 pixels per document pixel gains nothing past 1.5×.
    expect(rasterScale(500, 500, 2, 1.5)).toBe(1.5);
    // Never below 1× for a small source.
    expect(rasterScale(500, 500, 2, 0.5)).toBe(1);
    // 6000 × 6000 at 2× would be 144 MP.
    expect(rasterScale(6000, 6000, 2) * 6000).toBeLessThanOrEqual(Math.sqrt(24_000_000) + 1e-6);
  });

  it('clips a box to the page', () => {
    expect(
      clipToPage({ x: -10.5, y: 5, width: 50, height: 10 }, { width: 30, height: 30 }),
    ).toEqual({ x: 0, y: 5, width: 30, height: 10 });
    expect(clipToPage({ x: 40, y: 0, width: 5, height: 5 }, { width: 30, height: 30 })).toBeNull();
  });
});
