// The pure maths of the PDF export (pdf-export.ts): document pixels to PDF points, Konva's
// y-down matrices to PDF's y-up page, the shape outlines konva-document.ts draws (as path
// commands in the layer's own pixels), colours with alpha, and how large a rasterised layer may be.
// No Konva and no DOM here, so the node tests run it as it is.
import type { BlendMode, ShapeLayer } from '../model/document';
import { applyMatrix, multiply, type Matrix } from '../model/transform';

/**
 * PDF points per document pixel. A document pixel is a CSS pixel (96 per inch) and a point is
 * 1/72 inch, so 1 px = 0.75 pt. The page therefore has the size the design has on a 96 dpi screen;
 * the A4 preset (1240 × 1754 px, A4 at 150 ppi) makes a 930 × 1315.5 pt page, larger than A4
 * paper: printing "fit to page" prints it as A4.
 */
export const PX_TO_PT = 0.75;

/** Millimetres per point (1 pt = 1/72 inch = 25.4/72 mm). */
const MM_PER_PT = 25.4 / 72;

/** The PDF page of a document, in points. */
export function pageSizePt(doc: { width: number; height: number }): {
  width: number;
  height: number;
} {
  return { width: doc.width * PX_TO_PT, height: doc.height * PX_TO_PT };
}

/** The PDF page of a document in whole millimetres (what the export dialog shows). */
export function pageSizeMm(doc: { width: number; height: number }): {
  width: number;
  height: number;
} {
  const page = pageSizePt(doc);
  return { width: Math.round(page.width * MM_PER_PT), height: Math.round(page.height * MM_PER_PT) };
}

// The affine maths is the model's own (x' = a·x + c·y + e, y' = b·x + d·y + f: the order of
// Konva's Transform.getMatrix() and of PDF's `cm` operator alike).
export { IDENTITY, multiply, type Matrix } from '../model/transform';

/** Applies a matrix to a point. */
export function apply(matrix: Matrix, x: number, y: number): { x: number; y: number } {
  return applyMatrix(matrix, { x, y });
}

/** Document pixels (origin top-left, y down) to PDF points (origin bottom-left, y up). */
export function pageMatrix(pageHeightPx: number): Matrix {
  return [PX_TO_PT, 0, 0, -PX_TO_PT, 0, pageHeightPx * PX_TO_PT];
}

/**
 * The `cm` that draws in a Konva node's own pixels: its absolute transform (stage at scale 1),
 * then the page flip. Content drawn under it is in y-down coordinates, so text and images are
 * drawn with a matrix that flips them upright again (see textMatrix, imageMatrix).
 */
export function toPdfMatrix(konvaAbsolute: Matrix, pageHeightPx: number): Matrix {
  return multiply(pageMatrix(pageHeightPx), konvaAbsolute);
}

/** The slant of a synthesised italic: 14°, the CSS `oblique` default angle. */
export const ITALIC_SKEW = Math.tan((14 * Math.PI) / 180);

/**
 * The text matrix (Tm) of a line in y-down coordinates: glyphs upright (y flipped back), slanted
 * when `italic` synthesises an oblique, the pen at (x, baseline).
 */
export function textMatrix(x: number, baseline: number, italic: boolean): Matrix {
  return [1, 0, italic ? ITALIC_SKEW : 0, -1, x, baseline];
}

/** The `cm` that maps an image XObject's unit square onto a box in y-down coordinates. */
export function imageMatrix(box: { x: number; y: number; width: number; height: number }): Matrix {
  return [box.width, 0, 0, -box.height, box.x, box.y + box.height];
}

/** Where a line of text starts in its box, as Konva aligns it. */
export function alignOffset(
  align: 'left' | 'center' | 'right',
  boxWidth: number,
  lineWidth: number,
): number {
  if (align === 'right') return boxWidth - lineWidth;
  if (align === 'center') return (boxWidth - lineWidth) / 2;
  return 0;
}

/**
 * The baseline of line `index` of a Konva.Text (Konva 10, non-legacy rendering): the first
 * line's box centred on half a line height, the font's ascent/descent centring the glyphs in it.
 */
export function baselineY(options: {
  top: number;
  ascent: number;
  descent: number;
  lineHeightPx: number;
  index: number;
}): number {
  const { top, ascent, descent, lineHeightPx, index } = options;
  return top + (ascent - descent) / 2 + lineHeightPx / 2 + index * lineHeightPx;
}

/** One step of a path, in the layer's own pixels. */
export type PathCommand =
  | { op: 'M'; x: number; y: number }
  | { op: 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

/** The Bézier handle length of a quarter circle of radius 1. */
export const KAPPA = 0.5522847498307936;

/** A rectangle, its corners rounded by `radius` (clamped to half the shorter side, as Konva does). */
export function rectPath(width: number, height: number, radius = 0): PathCommand[] {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) {
    return [
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: width, y: 0 },
      { op: 'L', x: width, y: height },
      { op: 'L', x: 0, y: height },
      { op: 'Z' },
    ];
  }
  const k = r * KAPPA;
  return [
    { op: 'M', x: r, y: 0 },
    { op: 'L', x: width - r, y: 0 },
    { op: 'C', x1: width - r + k, y1: 0, x2: width, y2: r - k, x: width, y: r },
    { op: 'L', x: width, y: height - r },
    {
      op: 'C',
      x1: width,
      y1: height - r + k,
      x2: width - r + k,
      y2: height,
      x: width - r,
      y: height,
    },
    { op: 'L', x: r, y: height },
    { op: 'C', x1: r - k, y1: height, x2: 0, y2: height - r + k, x: 0, y: height - r },
    { op: 'L', x: 0, y: r },
    { op: 'C', x1: 0, y1: r - k, x2: r - k, y2: 0, x: r, y: 0 },
    { op: 'Z' },
  ];
}

/** An ellipse centred on (cx, cy): four Bézier quarters, clockwise from the top. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): PathCommand[] {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  return [
    { op: 'M', x: cx, y: cy - ry },
    { op: 'C', x1: cx + kx, y1: cy - ry, x2: cx + rx, y2: cy - ky, x: cx + rx, y: cy },
    { op: 'C', x1: cx + rx, y1: cy + ky, x2: cx + kx, y2: cy + ry, x: cx, y: cy + ry },
    { op: 'C', x1: cx - kx, y1: cy + ry, x2: cx - rx, y2: cy + ky, x: cx - rx, y: cy },
    { op: 'C', x1: cx - rx, y1: cy - ky, x2: cx - kx, y2: cy - ry, x: cx, y: cy - ry },
    { op: 'Z' },
  ];
}

type Point = { x: number; y: number };

/** Konva.Star's corners about its centre: outer and inner radii alternating, the first at the top. */
export function starPoints(numPoints: number, outerRadius: number, innerRadius: number): Point[] {
  return Array.from({ length: numPoints * 2 }, (_, n) => {
    const radius = n % 2 === 0 ? outerRadius : innerRadius;
    const angle = (n * Math.PI) / numPoints;
    return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
  });
}

/** Konva.RegularPolygon's corners about its centre, the first at the top. */
export function polygonPoints(sides: number, radius: number): Point[] {
  return Array.from({ length: sides }, (_, n) => {
    const angle = (n * 2 * Math.PI) / sides;
    return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
  });
}

/** A closed path through `points`. */
export function polygonPath(points: readonly Point[]): PathCommand[] {
  if (points.length === 0) return [];
  const [first, ...rest] = points;
  return [
    { op: 'M', x: first!.x, y: first!.y },
    ...rest.map((point): PathCommand => ({ op: 'L', x: point.x, y: point.y })),
    { op: 'Z' },
  ];
}

/** One painted part of a shape: a path, its fill and its stroke (colours as #rrggbb[aa]). */
export type ShapePart = {
  path: PathCommand[];
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  lineCap: 'butt' | 'round';
};

/**
 * What konva-document.ts draws for a shape layer, in the layer's own pixels (its group's
 * coordinates: the box from (0, 0) to (width, height)). Stars and polygons are drawn there at
 * radius 50 and scaled into the box with `strokeScaleEnabled: false`, so their corners are scaled
 * here and their stroke keeps its width. Lines and arrows run along the box's middle; an arrow's
 * head is a triangle filled (and stroked) in the stroke colour.
 */
export function shapeParts(layer: ShapeLayer): ShapePart[] {
  const { width: w, height: h } = layer;
  const stroke = layer.stroke !== null && layer.strokeWidth > 0 ? layer.stroke : null;
  const paint = { fill: layer.fill, stroke, strokeWidth: stroke ? layer.strokeWidth : 0 };
  switch (layer.shape) {
    case 'rect':
      return [{ path: rectPath(w, h, layer.cornerRadius), ...paint, lineCap: 'butt' }];
    case 'ellipse':
      return [{ path: ellipsePath(w / 2, h / 2, w / 2, h / 2), ...paint, lineCap: 'butt' }];
    case 'line':
    case 'arrow': {
      const shaft: ShapePart = {
        path: [
          { op: 'M', x: 0, y: h / 2 },
          { op: 'L', x: w, y: h / 2 },
        ],
        fill: null,
        stroke,
        strokeWidth: paint.strokeWidth,
        lineCap: 'round',
      };
      if (layer.shape === 'line') return stroke ? [shaft] : [];
      const head = Math.max(12, layer.strokeWidth * 3);
      const parts: ShapePart[] = stroke ? [shaft] : [];
      if (layer.stroke !== null) {
        parts.push({
          path: polygonPath([
            { x: w, y: h / 2 },
            { x: w - head, y: h / 2 + head / 2 },
            { x: w - head, y: h / 2 - head / 2 },
          ]),
          fill: layer.stroke,
          stroke,
          strokeWidth: paint.strokeWidth,
          lineCap: 'round',
        });
      }
      return parts;
    }
    case 'star':
    case 'polygon': {
      const points =
        layer.shape === 'star'
          ? starPoints(layer.sides, 50, 50 * layer.innerRatio)
          : polygonPoints(layer.sides, 50);
      const placed = points.map((point) => ({
        x: w / 2 + (point.x * w) / 100,
        y: h / 2 + (point.y * h) / 100,
      }));
      return [{ path: polygonPath(placed), ...paint, lineCap: 'butt' }];
    }
  }
}

/** A colour `#rrggbb` or `#rrggbbaa` as 0..1 channels. */
export function parseColour(hex: string): { r: number; g: number; b: number; a: number } {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(hex);
  if (!match) return { r: 0, g: 0, b: 0, a: 1 };
  const channel = (value: string | undefined) =>
    value === undefined ? 1 : parseInt(value, 16) / 255;
  return { r: channel(match[1]), g: channel(match[2]), b: channel(match[3]), a: channel(match[4]) };
}

/**
 * The PDF blend mode of a canvas composite operation. PDF 1.4 has all sixteen of the editor's
 * modes ('source-over' is Normal), so each maps to its own; pdf-lib's BlendMode enum lacks the
 * four non-separable ones, so the export writes the ExtGState itself.
 */
export const PDF_BLEND_MODES: Record<BlendMode, string> = {
  'source-over': 'Normal',
  multiply: 'Multiply',
  screen: 'Screen',
  overlay: 'Overlay',
  darken: 'Darken',
  lighten: 'Lighten',
  'color-dodge': 'ColorDodge',
  'color-burn': 'ColorBurn',
  'hard-light': 'HardLight',
  'soft-light': 'SoftLight',
  difference: 'Difference',
  exclusion: 'Exclusion',
  hue: 'Hue',
  saturation: 'Saturation',
  color: 'Color',
  luminosity: 'Luminosity',
};

/** The most pixels one rasterised layer of the PDF may have (and the longest side). */
export const RASTER_MAX_PIXELS = 24_000_000;
export const RASTER_MAX_SIDE = 8192;

/**
 * The pixel ratio a layer of `width × height` document pixels is rasterised at: `desired`, but
 * no more than the source's own detail (`sourceDensity` source pixels per document pixel; never
 * below 1) and within the pixel and side limits.
 */
export function rasterScale(
  width: number,
  height: number,
  desired: number,
  sourceDensity = Number.POSITIVE_INFINITY,
): number {
  const wanted = Math.min(desired, Math.max(1, sourceDensity));
  const area = Math.max(1, width * height);
  const byArea = Math.sqrt(RASTER_MAX_PIXELS / area);
  const bySide = RASTER_MAX_SIDE / Math.max(1, width, height);
  return Math.max(0.05, Math.min(wanted, byArea, bySide));
}

/** The part of a box inside the page (null when none is). */
export function clipToPage(
  box: { x: number; y: number; width: number; height: number },
  page: { width: number; height: number },
): { x: number; y: number; width: number; height: number } | null {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const right = Math.min(page.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(page.height, Math.ceil(box.y + box.height));
  if (right <= x || bottom <= y) return null;
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * A glyph outline (font units, y up) placed on a line (pixels, y down): the pen at (penX,
 * baseline), `size / unitsPerEm` pixels per unit, slanted by `skew` for a synthesised italic.
 */
export function glyphPointToLine(
  gx: number,
  gy: number,
  place: { penX: number; baseline: number; unitScale: number; skew: number },
): { x: number; y: number } {
  return {
    x: place.penX + (gx + place.skew * gy) * place.unitScale,
    y: place.baseline - gy * place.unitScale,
  };
}

/**
 * The TJ adjustments (thousandths of an em, positive moves left) that turn plain advances into
 * kerned ones: one per glyph, 0 where the glyph keeps its own advance.
 */
export function kerningAdjustments(
  advances: readonly number[],
  kernedAdvances: readonly number[],
  unitsPerEm: number,
): number[] {
  return advances.map((advance, index) => {
    const kerned = kernedAdvances[index] ?? advance;
    const adjustment = ((advance - kerned) * 1000) / unitsPerEm;
    return Math.abs(adjustment) < 1e-6 ? 0 : adjustment;
  });
}
