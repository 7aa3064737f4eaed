// Draws the real logo on a guideline page: an SVG logo as vector paths (pdf-lib path operators,
// even-odd fills kept), a PNG logo as its keyed mark; fitted in a frame, in full colour, in one
// colour (ink or reversed white), recoloured, stretched or rotated for the "don't" examples.
import {
  type PDFDocument,
  type PDFImage,
  type PDFName,
  type PDFPage,
  PDFOperator,
  PDFOperatorNames,
  appendBezierCurve,
  closePath,
  concatTransformationMatrix,
  drawObject,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setGraphicsState,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import type { BrandLogo } from './brand-logo.ts';
import { encodePixels, monochrome, rotateChannels } from './logo-raster.ts';
import type { Box, LogoShape } from './logo-vector.ts';
import { apply, multiply, type Matrix } from './svg-geometry.ts';
import { hexToRgb, rgbToHex, type Rgb } from '../contracts/domain/colour.ts';
import { hexToOklch, oklchToHex } from '../contracts/domain/oklch.ts';

/** How the logo is painted. */
export type LogoPaint =
  { mode: 'full' } | { mode: 'mono'; tone: 'ink' | 'white' } | { mode: 'recolour' };

/** A logo embedded in one document, ready to draw. */
export type LogoArt = {
  box: Box;
  shapes: LogoShape[];
  /** Pictures placed by a matrix from their unit square (y down, as in SVG). */
  images: {
    matrix: Matrix;
    variants: Partial<Record<'full' | 'ink' | 'white' | 'recolour', PDFImage>>;
  }[];
  ink: Rgb;
  white: Rgb;
};

/** Embeds a logo's pictures (and, for a PNG, its one-colour and recoloured variants) in `doc`. */
export async function embedLogo(doc: PDFDocument, logo: BrandLogo, ink: Rgb): Promise<LogoArt> {
  const white: Rgb = [255, 255, 255];
  if (logo.kind === 'png') {
    const [full, inkImage, whiteImage, recolour] = await Promise.all([
      doc.embedPng(logo.mark),
      doc.embedPng(encodePixels(monochrome(logo.pixels, ink))),
      doc.embedPng(encodePixels(monochrome(logo.pixels, white))),
      doc.embedPng(encodePixels(rotateChannels(logo.pixels))),
    ]);
    return {
      box: { x: 0, y: 0, width: logo.width, height: logo.height },
      shapes: [],
      images: [
        {
          matrix: [logo.width, 0, 0, logo.height, 0, 0],
          variants: { full, ink: inkImage, white: whiteImage, recolour },
        },
      ],
      ink,
      white,
    };
  }
  const images = await Promise.all(
    logo.images.map(async (image) => ({
      matrix: image.matrix,
      variants: {
        full:
          image.type === 'png' ? await doc.embedPng(image.bytes) : await doc.embedJpg(image.bytes),
      },
    })),
  );
  return { box: logo.box, shapes: logo.shapes, images, ink, white };
}

const recolourCache = new Map<string, Rgb>();

/** The "don't recolour" example: every colour turned 150° round the OKLCH wheel. */
export function wrongColour(value: Rgb): Rgb {
  const hex = rgbToHex(value);
  let turned = recolourCache.get(hex);
  if (!turned) {
    const lch = hexToOklch(hex);
    turned = hexToRgb(oklchToHex({ l: lch.l, c: Math.max(lch.c, 0.12), h: (lch.h + 150) % 360 }));
    recolourCache.set(hex, turned);
  }
  return turned;
}

function opacityState(page: PDFPage, doc: PDFDocument, opacity: number): PDFName {
  const state = doc.context.obj({ Type: 'ExtGState', ca: opacity, CA: opacity });
  return page.node.newExtGState('GS', state);
}

/** The matrix that fits the logo's box in a frame (y flipped to PDF's upward axis). */
export function fitMatrix(
  art: Pick<LogoArt, 'box'>,
  frame: { x: number; y: number; width: number; height: number },
  options: { stretch?: number; rotate?: number; offset?: [number, number] } = {},
): { matrix: Matrix; width: number; height: number } {
  const stretch = options.stretch ?? 1;
  const scale = Math.min(frame.width / (art.box.width * stretch), frame.height / art.box.height);
  const centreX = frame.x + frame.width / 2 + (options.offset?.[0] ?? 0);
  const centreY = frame.y + frame.height / 2 + (options.offset?.[1] ?? 0);
  const angle = ((options.rotate ?? 0) * Math.PI) / 180;
  const toCentre: Matrix = [
    1,
    0,
    0,
    1,
    -(art.box.x + art.box.width / 2),
    -(art.box.y + art.box.height / 2),
  ];
  const sized: Matrix = [scale * stretch, 0, 0, -scale, 0, 0];
  const turn: Matrix = [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0];
  const place: Matrix = [1, 0, 0, 1, centreX, centreY];
  return {
    matrix: multiply(place, multiply(turn, multiply(sized, toCentre))),
    width: art.box.width * scale * stretch,
    height: art.box.height * scale,
  };
}

function shapeOperators(shape: LogoShape, matrix: Matrix): PDFOperator[] {
  const ops: PDFOperator[] = [];
  for (const command of shape.commands) {
    if (command.op === 'Z') ops.push(closePath());
    else if (command.op === 'C') {
      const [x1, y1] = apply(matrix, command.x1, command.y1);
      const [x2, y2] = apply(matrix, command.x2, command.y2);
      const [x, y] = apply(matrix, command.x, command.y);
      ops.push(appendBezierCurve(x1, y1, x2, y2, x, y));
    } else {
      const [x, y] = apply(matrix, command.x, command.y);
      ops.push(command.op === 'M' ? moveTo(x, y) : lineTo(x, y));
    }
  }
  return ops;
}

/**
 * Draws the logo fitted (centred) in `frame`; returns the size it took. `opacity` fades the
 * whole logo (the shadow example).
 */
export function drawLogo(
  page: PDFPage,
  doc: PDFDocument,
  art: LogoArt,
  frame: { x: number; y: number; width: number; height: number },
  options: {
    paint?: LogoPaint;
    stretch?: number;
    rotate?: number;
    offset?: [number, number];
    opacity?: number;
    tint?: Rgb;
    /** What the logo sits on: a one-colour version knocks its inner shapes out to it. */
    background?: Rgb;
  } = {},
): { width: number; height: number } {
  const paint = options.paint ?? { mode: 'full' };
  const fitted = fitMatrix(art, frame, options);
  const scale = Math.sqrt(
    Math.abs(fitted.matrix[0] * fitted.matrix[3] - fitted.matrix[1] * fitted.matrix[2]),
  );
  const tone = (value: Rgb): Rgb =>
    options.tint ??
    (paint.mode === 'mono'
      ? paint.tone === 'ink'
        ? art.ink
        : art.white
      : paint.mode === 'recolour'
        ? wrongColour(value)
        : value);
  const ops: PDFOperator[] = [pushGraphicsState()];
  for (const shape of art.shapes) {
    if (shape.inset && (paint.mode === 'mono' || options.tint) && !options.background) continue;
    const knockout =
      shape.inset && (paint.mode === 'mono' || options.tint) ? options.background : undefined;
    const alpha =
      (options.opacity ?? 1) * Math.max(shape.fillOpacity, shape.stroke ? shape.strokeOpacity : 0);
    ops.push(pushGraphicsState());
    if (alpha < 0.999) ops.push(setGraphicsState(opacityState(page, doc, alpha)));
    ops.push(...shapeOperators(shape, fitted.matrix));
    if (shape.fill) {
      const [r, g, b] = knockout ?? tone(shape.fill);
      ops.push(setFillingRgbColor(r / 255, g / 255, b / 255));
    }
    if (shape.stroke) {
      const [r, g, b] = knockout ?? tone(shape.stroke);
      ops.push(
        setStrokingRgbColor(r / 255, g / 255, b / 255),
        setLineWidth(shape.strokeWidth * scale),
      );
    }
    if (shape.fill && shape.stroke)
      ops.push(
        PDFOperator.of(
          shape.evenOdd
            ? PDFOperatorNames.FillEvenOddAndStroke
            : PDFOperatorNames.FillNonZeroAndStroke,
        ),
      );
    else if (shape.fill)
      ops.push(shape.evenOdd ? PDFOperator.of(PDFOperatorNames.FillEvenOdd) : fill());
    else ops.push(stroke());
    ops.push(popGraphicsState());
  }
  const variant =
    paint.mode === 'full' ? 'full' : paint.mode === 'recolour' ? 'recolour' : paint.tone;
  for (const image of art.images) {
    const picture = image.variants[options.tint ? 'ink' : variant] ?? image.variants.full;
    if (!picture) continue;
    const placed = multiply(fitted.matrix, multiply(image.matrix, [1, 0, 0, -1, 0, 1]));
    const name = page.node.newXObject('Image', picture.ref);
    ops.push(pushGraphicsState());
    if ((options.opacity ?? 1) < 0.999)
      ops.push(setGraphicsState(opacityState(page, doc, options.opacity!)));
    ops.push(concatTransformationMatrix(...placed), drawObject(name), popGraphicsState());
  }
  ops.push(popGraphicsState());
  page.pushOperators(...ops);
  return { width: fitted.width, height: fitted.height };
}
