// The perspective warp against the reference: the homography sends the picture's corners exactly
// to the quad, equals OpenCV's getPerspectiveTransform (@techstark/opencv-js, which the photo
// tools ship), and the warped picture puts each corner's colour at that corner of the quad and
// agrees with cv.warpPerspective inside it.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCanvas, type Canvas } from './canvas.ts';
import { applyHomography, mipPyramid, pictureToQuad, warpToQuad, type Quad } from './warp.ts';

type Mat = { data: Uint8Array; data64F: Float64Array; delete(): void };
type OpenCv = {
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): Mat;
  getPerspectiveTransform(from: Mat, to: Mat): Mat;
  warpPerspective(
    src: Mat,
    dst: Mat,
    m: Mat,
    size: unknown,
    flags: number,
    border: number,
    value: unknown,
  ): void;
  Mat: new () => Mat;
  Size: new (width: number, height: number) => unknown;
  Scalar: new (...values: number[]) => unknown;
  CV_32FC2: number;
  CV_8UC4: number;
  INTER_LINEAR: number;
  BORDER_CONSTANT: number;
};

let cv: OpenCv;

beforeAll(async () => {
  const module = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & {
    then?: (resolve: (ready: OpenCv) => void) => void;
  };
  // The Emscripten module is a thenable resolving to itself: take it once, drop `then`.
  cv = await new Promise<OpenCv>((resolve) =>
    module.then!((ready) => {
      delete (ready as { then?: unknown }).then;
      resolve(ready);
    }),
  );
}, 120_000);

const QUAD: Quad = [
  [62.5, 40.25],
  [301, 71],
  [278.75, 228.5],
  [40, 196],
];

/** A 200 × 120 picture: a red, green, blue and yellow 30 px square in its four corners, grey between. */
function cornerPicture(): Canvas {
  const picture = createCanvas(200, 120, [128, 128, 128, 1]);
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 0],
  ];
  for (let y = 0; y < picture.height; y += 1)
    for (let x = 0; x < picture.width; x += 1) {
      const right = x >= picture.width - 30;
      const bottom = y >= picture.height - 30;
      if (!(x < 30 || right) || !(y < 30 || bottom)) continue;
      const colour = colours[!bottom ? (right ? 1 : 0) : right ? 2 : 3]!;
      picture.data.set([...colour, 255], (y * picture.width + x) * 4);
    }
  return picture;
}

function pixel(canvas: Canvas, x: number, y: number): number[] {
  const index = (Math.round(y) * canvas.width + Math.round(x)) * 4;
  return [...canvas.data.subarray(index, index + 4)];
}

describe('perspective warp', () => {
  it('sends the picture’s corners exactly onto the quad', () => {
    const h = pictureToQuad(200, 120, QUAD);
    const corners = [
      [0, 0],
      [200, 0],
      [200, 120],
      [0, 120],
    ] as const;
    corners.forEach(([x, y], index) => {
      const [u, v] = applyHomography(h, x, y);
      expect(u).toBeCloseTo(QUAD[index]![0], 9);
      expect(v).toBeCloseTo(QUAD[index]![1], 9);
    });
  });

  it('solves the same matrix as OpenCV’s getPerspectiveTransform', () => {
    const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, 200, 0, 200, 120, 0, 120]);
    const to = cv.matFromArray(4, 1, cv.CV_32FC2, QUAD.flat());
    const reference = cv.getPerspectiveTransform(from, to);
    const ours = pictureToQuad(200, 120, QUAD);
    expect(reference.data64F).toHaveLength(9);
    // OpenCV solves in single precision from float points: agree to 1e-5 relative.
    [...reference.data64F].forEach((value, index) => {
      expect(ours[index]).toBeCloseTo(value, Math.abs(value) > 10 ? 3 : 5);
    });
    for (const mat of [from, to, reference]) mat.delete();
  });

  it('puts each corner’s colour at that corner of the quad, as cv.warpPerspective does', () => {
    const picture = cornerPicture();
    const ours = createCanvas(340, 260);
    warpToQuad(ours, mipPyramid(picture), QUAD);
    // 6 px inside each corner of the quad, toward its centre: the corner square's colour.
    const centre = [
      QUAD.reduce((sum, p) => sum + p[0], 0) / 4,
      QUAD.reduce((sum, p) => sum + p[1], 0) / 4,
    ];
    const expected = [
      [255, 0, 0, 255],
      [0, 255, 0, 255],
      [0, 0, 255, 255],
      [255, 255, 0, 255],
    ];
    QUAD.forEach(([x, y], index) => {
      const length = Math.hypot(centre[0]! - x, centre[1]! - y);
      const inside = pixel(
        ours,
        x + ((centre[0]! - x) / length) * 6,
        y + ((centre[1]! - y) / length) * 6,
      );
      inside.forEach((value, channel) =>
        expect(Math.abs(value - expected[index]![channel]!)).toBeLessThan(8),
      );
    });
    // Outside the quad nothing is drawn.
    expect(pixel(ours, 5, 5)).toEqual([0, 0, 0, 0]);
    expect(pixel(ours, 330, 250)).toEqual([0, 0, 0, 0]);

    // The reference: OpenCV's warp of the same picture with the same matrix.
    const source = cv.matFromArray(picture.height, picture.width, cv.CV_8UC4, picture.data);
    const matrix = cv.matFromArray(3, 3, 6 /* CV_64F */, [...pictureToQuad(200, 120, QUAD)]);
    const reference = new cv.Mat();
    cv.warpPerspective(
      source,
      reference,
      matrix,
      new cv.Size(340, 260),
      cv.INTER_LINEAR,
      cv.BORDER_CONSTANT,
      new cv.Scalar(0, 0, 0, 0),
    );
    let compared = 0;
    let difference = 0;
    for (let index = 0; index < ours.data.length; index += 4) {
      // Inside the quad, away from its anti-aliased border (both fully opaque there).
      if (ours.data[index + 3] !== 255 || reference.data[index + 3] !== 255) continue;
      for (let channel = 0; channel < 3; channel += 1)
        difference += Math.abs(ours.data[index + channel]! - reference.data[index + channel]!);
      compared += 3;
    }
    expect(compared).toBeGreaterThan(20_000 * 3);
    // Pixel-centre conventions differ by a fraction of a pixel at the colour edges only.
    expect(difference / compared).toBeLessThan(3);
    for (const mat of [source, matrix, reference]) mat.delete();
  });
});
