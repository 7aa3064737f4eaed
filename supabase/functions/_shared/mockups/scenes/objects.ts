// Flat things lying in a scene — cards, sheets, envelopes, a phone — placed in perspective: a 3D
// plane projected to four corners, the artwork warped onto them, lit across its face with the
// paper's grain in the light, a card's thickness showing at its lower edges, a lit rim, a soft
// cast shadow and a tight contact shadow where it touches the table.
import { createCanvas, type Canvas, type Rgba } from '../raster/canvas.ts';
import { dropShadow } from '../raster/blur.ts';
import { rasterizePolygons, type Mask } from '../raster/coverage.ts';
import { createNoise } from '../raster/noise.ts';
import { fillMask } from '../raster/paint.ts';
import { lineMask } from '../raster/stroke.ts';
import {
  applyHomography,
  mipPyramid,
  pictureToQuad,
  warpToQuad,
  type Point,
  type Quad,
} from '../raster/warp.ts';
import { Path } from '../raster/path.ts';

/** A rectangle in the scene: centre, size, turn on the table, and tilt away from the camera. */
export type Plane = {
  cx: number;
  cy: number;
  width: number;
  height: number;
  /** Degrees, clockwise, about the plane's centre. */
  rotate?: number;
  /** Degrees the top edge leans away from the camera. */
  tilt?: number;
  /** Degrees the right edge turns away (a phone held at an angle). */
  turn?: number;
  /** The camera's distance in pixels (smaller = stronger perspective). */
  distance?: number;
};

/** The four corners (top-left, top-right, bottom-right, bottom-left) of a plane, in perspective. */
export function planeQuad(plane: Plane): Quad {
  const rotate = ((plane.rotate ?? 0) * Math.PI) / 180;
  const tilt = ((plane.tilt ?? 0) * Math.PI) / 180;
  const turn = ((plane.turn ?? 0) * Math.PI) / 180;
  const distance = plane.distance ?? 2400;
  const corners: Point[] = [
    [-plane.width / 2, -plane.height / 2],
    [plane.width / 2, -plane.height / 2],
    [plane.width / 2, plane.height / 2],
    [-plane.width / 2, plane.height / 2],
  ];
  return corners.map(([x, y]) => {
    // Turn on the table, lean back, turn sideways; then project.
    const rx = x * Math.cos(rotate) - y * Math.sin(rotate);
    const ry = x * Math.sin(rotate) + y * Math.cos(rotate);
    const ty = ry * Math.cos(tilt);
    const tz = -ry * Math.sin(tilt);
    const sx = rx * Math.cos(turn);
    const sz = tz + rx * Math.sin(turn);
    const scale = distance / (distance + sz);
    return [plane.cx + sx * scale, plane.cy + ty * scale] as Point;
  }) as unknown as Quad;
}

/** The coverage of a quad. */
export function quadMask(quad: Quad, width: number, height: number): Mask | null {
  return rasterizePolygons([quad.flatMap((point) => [point[0], point[1]])], width, height);
}

/**
 * The coverage of a rounded rectangle (a `width × height` picture's outline with corner `radius`)
 * carried onto a quad by the same perspective as the picture.
 */
export function roundedQuadMask(
  quad: Quad,
  width: number,
  height: number,
  radius: number,
  clipWidth: number,
  clipHeight: number,
): Mask | null {
  const homography = pictureToQuad(width, height, quad);
  const polygons = new Path()
    .rect(0, 0, width, height, radius)
    .flatten(0.5)
    .map((polygon) => {
      const mapped: number[] = [];
      for (let index = 0; index < polygon.length; index += 2)
        mapped.push(...applyHomography(homography, polygon[index]!, polygon[index + 1]!));
      return mapped;
    });
  return rasterizePolygons(polygons, clipWidth, clipHeight);
}

/** A quad moved by (dx, dy). */
export function shiftQuad(quad: Quad, dx: number, dy: number): Quad {
  return quad.map(([x, y]) => [x + dx, y + dy]) as unknown as Quad;
}

/** How a sheet lies in the light. */
export type SheetOptions = {
  /** Where the light comes from, as a fraction of the scene (e.g. [0.1, 0.05]: top left). */
  lightFrom: readonly [number, number];
  /** Card stock thickness in pixels (its edge shows below and to the side). */
  thickness?: number;
  /** Colour of the stock's edge (the paper's own colour, darker). */
  edge?: Rgba;
  /** How far the cast shadow falls and how soft it is. */
  shadow?: { dx: number; dy: number; sigma: number; strength: number };
  seed: number;
  /** How strongly light varies across the face. */
  falloff?: number;
};

/** Lays `artwork` on the table at `quad`, with shadow, thickness, lighting, grain and a lit rim. */
export function placeSheet(
  scene: Canvas,
  artwork: Canvas,
  quad: Quad,
  options: SheetOptions,
): void {
  const { width, height } = scene;
  const thickness = options.thickness ?? 0;
  const shadow = options.shadow ?? { dx: 14, dy: 22, sigma: 22, strength: 0.38 };
  const mask = quadMask(quad, width, height);
  if (!mask) return;
  dropShadow(scene, mask, { ...shadow, color: [26, 22, 18, shadow.strength] });
  dropShadow(scene, mask, {
    dx: shadow.dx * 0.12,
    dy: shadow.dy * 0.12 + thickness,
    sigma: 2.5,
    color: [20, 16, 12, Math.min(0.6, shadow.strength * 1.4)],
  });
  if (thickness > 0) {
    const edge = quadMask(shiftQuad(quad, thickness * 0.25, thickness), width, height);
    if (edge) fillMask(scene, edge, { kind: 'solid', color: options.edge ?? [196, 190, 180, 1] });
  }
  const noise = createNoise(options.seed);
  const [lx, ly] = [options.lightFrom[0] * width, options.lightFrom[1] * height];
  const reach = Math.hypot(width, height);
  const falloff = options.falloff ?? 0.12;
  warpToQuad(scene, mipPyramid(artwork), quad, {
    light: (x, y) => {
      const d = Math.hypot(x - lx, y - ly) / reach;
      const grain = (noise.value(x * 0.55, y * 0.55) - 0.5) * 0.035;
      return 1.04 - d * falloff + grain;
    },
  });
  // The rim on the lit side catches the light.
  const [topLeft, topRight, , bottomLeft] = quad;
  const rim = lineMask(
    [bottomLeft[0], bottomLeft[1], topLeft[0], topLeft[1], topRight[0], topRight[1]],
    1.2,
    width,
    height,
  );
  if (rim) fillMask(scene, rim, { kind: 'solid', color: [255, 255, 255, 0.35] });
}

/** A canvas of `artwork` with its corners rounded (cards have rounded corners when die-cut). */
export function roundCorners(artwork: Canvas, radius: number): Canvas {
  const out = createCanvas(artwork.width, artwork.height);
  out.data.set(artwork.data);
  const r = radius;
  for (let y = 0; y < artwork.height; y += 1)
    for (let x = 0; x < artwork.width; x += 1) {
      const cx = x < r ? r : x >= artwork.width - r ? artwork.width - r : null;
      const cy = y < r ? r : y >= artwork.height - r ? artwork.height - r : null;
      if (cx === null || cy === null) continue;
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const keep = Math.min(1, Math.max(0, r - d + 0.5));
      const index = (y * artwork.width + x) * 4;
      for (let channel = 0; channel < 4; channel += 1)
        out.data[index + channel] = out.data[index + channel]! * keep;
    }
  return out;
}
