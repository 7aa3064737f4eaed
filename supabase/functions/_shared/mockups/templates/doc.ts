// The flat templates (stationery, the social kit, the email preview) are written once as a small
// display list — shapes, text and the logo on a page — and drawn twice from it: as an SVG (text
// as outlines, the logo embedded; doc-svg.ts) and as pixels by the raster engine (here), so the
// SVG and the PNG of an item always match.
import type { LogoVariant } from '../../contracts/api/logo-mockups.ts';
import { createCanvas, hex, type Canvas, type Rgba } from '../raster/canvas.ts';
import { fillPath, type Paint } from '../raster/paint.ts';
import { Path, scaleTranslate } from '../raster/path.ts';
import { strokeMask } from '../raster/stroke.ts';
import { fillMask } from '../raster/paint.ts';
import { textPath, type Fonts, type TextStyle } from '../raster/text.ts';
import { warpToQuad } from '../raster/warp.ts';
import type { PreparedLogo } from '../logo/prepare-logo.ts';

/** A colour `#rrggbb`, or a gradient of such colours (offset, colour, opacity). */
export type DocFill =
  | string
  | {
      linear: { x1: number; y1: number; x2: number; y2: number };
      stops: readonly (readonly [number, string, number?])[];
    }
  | {
      radial: { cx: number; cy: number; r: number };
      stops: readonly (readonly [number, string, number?])[];
    };

/** A box on the page. */
export type Box = { x: number; y: number; width: number; height: number };

/** One thing on a page. */
export type DocShape =
  | { kind: 'path'; path: Path; fill: DocFill; opacity?: number }
  | {
      kind: 'stroke';
      path: Path;
      width: number;
      color: string;
      opacity?: number;
      dash?: readonly [number, number];
    }
  | {
      kind: 'text';
      text: string;
      x: number;
      y: number;
      style: TextStyle;
      color: string;
      opacity?: number;
    }
  | { kind: 'logo'; box: Box; variant: LogoVariant; align?: 'center' | 'start' | 'end' };

/** A page: its size in pixels, its background and its shapes, bottom first. */
export type Doc = { width: number; height: number; background: DocFill | null; shapes: DocShape[] };

/** Where the logo lands inside a box: as large as fits, keeping its proportions. */
export function fitLogo(
  box: Box,
  aspect: number,
  align: 'center' | 'start' | 'end' = 'center',
): Box {
  let width = box.width;
  let height = width / aspect;
  if (height > box.height) {
    height = box.height;
    width = height * aspect;
  }
  const x =
    align === 'start'
      ? box.x
      : align === 'end'
        ? box.x + box.width - width
        : box.x + (box.width - width) / 2;
  return { x, y: box.y + (box.height - height) / 2, width, height };
}

function rgba(color: string, opacity = 1): Rgba {
  return hex(color, opacity);
}

/** A fill as a raster paint, scaled to the output. */
function toPaint(fill: DocFill, scale: number, opacity = 1): Paint {
  if (typeof fill === 'string') return { kind: 'solid', color: rgba(fill, opacity) };
  const stops = fill.stops.map(
    ([offset, color, alpha]) => [offset, rgba(color, (alpha ?? 1) * opacity)] as const,
  );
  if ('linear' in fill)
    return {
      kind: 'linear',
      x1: fill.linear.x1 * scale,
      y1: fill.linear.y1 * scale,
      x2: fill.linear.x2 * scale,
      y2: fill.linear.y2 * scale,
      stops,
    };
  return {
    kind: 'radial',
    cx: fill.radial.cx * scale,
    cy: fill.radial.cy * scale,
    r: fill.radial.r * scale,
    stops,
  };
}

/** Draws the logo's version into a box of a canvas (fitted, smooth at any scale). */
export function drawLogo(
  canvas: Canvas,
  logo: PreparedLogo,
  variant: LogoVariant,
  placed: Box,
): void {
  const { x, y, width, height } = placed;
  warpToQuad(canvas, logo.variants[variant].pyramid, [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ]);
}

/** Draws a page at `scale` (1 = its own pixel size). */
export function renderDoc(doc: Doc, fonts: Fonts, logo: PreparedLogo, scale = 1): Canvas {
  const canvas = createCanvas(Math.round(doc.width * scale), Math.round(doc.height * scale));
  const toCanvas = scaleTranslate(scale, 0, 0);
  if (doc.background)
    fillPath(
      canvas,
      new Path().rect(0, 0, canvas.width, canvas.height),
      toPaint(doc.background, scale),
    );
  for (const shape of doc.shapes) {
    switch (shape.kind) {
      case 'path':
        fillPath(canvas, shape.path.transform(toCanvas), toPaint(shape.fill, scale, shape.opacity));
        break;
      case 'stroke': {
        const mask = strokeMask(
          shape.path.transform(toCanvas),
          shape.width * scale,
          canvas.width,
          canvas.height,
          shape.dash && { dash: shape.dash[0] * scale, gap: shape.dash[1] * scale },
        );
        if (mask)
          fillMask(canvas, mask, { kind: 'solid', color: rgba(shape.color, shape.opacity) });
        break;
      }
      case 'text':
        fillPath(
          canvas,
          textPath(fonts, shape.text, shape.x * scale, shape.y * scale, {
            ...shape.style,
            size: shape.style.size * scale,
          }),
          { kind: 'solid', color: rgba(shape.color, shape.opacity) },
        );
        break;
      case 'logo': {
        const placed = fitLogo(shape.box, logo.aspect, shape.align);
        drawLogo(canvas, logo, shape.variant, {
          x: placed.x * scale,
          y: placed.y * scale,
          width: placed.width * scale,
          height: placed.height * scale,
        });
        break;
      }
    }
  }
  return canvas;
}
