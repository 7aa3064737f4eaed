// Object removal. Thin marks (scratches, text, wires) are filled by OpenCV inpainting
// (@techstark/opencv-js, WASM inside the package): Telea's fast marching or Navier-Stokes, which
// diffuse the border's colours inward. Anything thicker smears that way, so objects go to our
// exemplar-based PatchMatch fill (patch-match.ts), which copies real texture from around the hole.
// Either way the mask is first grown by a couple of pixels, so an object's soft edge (and the
// halo a brush leaves just outside what it painted) is filled too instead of bleeding back in.
import sharp from 'sharp';
import { asDecodeError, decodeImage, openImage } from '../image-input';
import { PhotoError } from '../photo-errors';
import type { EngineReport, InpaintOptions } from '../photo-jobs';
import { packageVersion, requireModule } from './package-files';
import { patchMatchInpaint } from './patch-match';
import { holeDistance } from './patch-pyramid';

/** An OpenCV matrix (the part of its API used here). */
export type Mat = { data: Uint8Array; delete(): void };
/** OpenCV.js, as far as the inpainting uses it. */
export type OpenCv = {
  Mat: new () => Mat;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): Mat;
  inpaint(src: Mat, mask: Mat, dst: Mat, radius: number, flags: number): void;
  CV_8UC1: number;
  CV_8UC3: number;
  INPAINT_TELEA: number;
  INPAINT_NS: number;
};
type OpenCvModule = OpenCv & { then?: (resolve: (module: OpenCvModule) => void) => void };

let openCv: Promise<OpenCv> | undefined;

/** The engine that runs: ours, or OpenCV's. */
export type InpaintEngine = 'patchmatch' | 'telea' | 'ns';

/** The PatchMatch fill's version, in its engine label (bump it when results change). */
const PATCH_MATCH_VERSION = 2;

/** The engine label. */
export function inpaintEngineLabel(engine: InpaintEngine): string {
  return engine === 'patchmatch'
    ? `local:patchmatch-inpaint@${PATCH_MATCH_VERSION}`
    : `local:opencv-inpaint-${engine}@${packageVersion('@techstark/opencv-js')}`;
}

/** Pixels the mask is grown by before filling (a 5 × 5 square around every masked pixel). */
export const MASK_GROWTH = 2;

/**
 * `auto` sends a mask to PatchMatch when it covers at least this many pixels… (a 20 × 20 patch;
 * below that, Telea's smear is too small to see and it is faster).
 */
export const PATCH_MATCH_MIN_AREA = 400;

/**
 * …and is somewhere at least 9 px across: a pixel 5 px (chessboard) from the nearest unmasked
 * one. Scratches, hairlines and text strokes are thinner and stay with Telea, which fills a
 * thin line from both sides without copying anything that could look out of place.
 */
export const PATCH_MATCH_MIN_DEPTH = 5;

/** Which engine `auto` picks for a mask (non-zero = masked), as painted (before it grows). */
export function chooseInpaintEngine(
  mask: Uint8Array,
  width: number,
  height: number,
): 'patchmatch' | 'telea' {
  let area = 0;
  for (const value of mask) if (value) area += 1;
  if (area < PATCH_MATCH_MIN_AREA) return 'telea';
  let depth = 0;
  for (const value of holeDistance(mask, width, height)) depth = Math.max(depth, value);
  return depth >= PATCH_MATCH_MIN_DEPTH ? 'patchmatch' : 'telea';
}

/** The mask grown by `by` pixels in every direction (chessboard), as 0/255 bytes. */
export function growMask(mask: Uint8Array, width: number, height: number, by: number): Buffer {
  const outside = Uint8Array.from(mask, (value) => (value ? 0 : 1));
  const distance = holeDistance(outside, width, height);
  return Buffer.from(distance.map((value) => (value <= by ? 255 : 0)));
}

/** Loads OpenCV's WASM runtime once per worker. */
export async function loadOpenCv(): Promise<number> {
  const started = performance.now();
  await openCvRuntime();
  return performance.now() - started;
}

/** OpenCV's WASM runtime, loaded the first time it is asked for. */
export function openCvRuntime(): Promise<OpenCv> {
  openCv ??= new Promise<OpenCv>((resolve) => {
    const module = requireModule<OpenCvModule>('@techstark/opencv-js');
    // The Emscripten module is a thenable that resolves to itself: awaiting it directly loops
    // forever, so take it once and drop `then`.
    module.then!((ready) => {
      delete ready.then;
      resolve(ready);
    });
  });
  return openCv;
}

/** Reads a mask: pixels brighter than mid-grey (after flattening transparency onto black) are filled. */
export async function decodeMask(mask: Uint8Array, width: number, height: number): Promise<Buffer> {
  try {
    const grey = await openImage(mask)
      .flatten({ background: '#000000' })
      .greyscale()
      .resize(width, height, { fit: 'fill', kernel: 'nearest' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    return Buffer.from(grey.map((value) => (value > 127 ? 255 : 0)));
  } catch (error) {
    const decoded = asDecodeError(error);
    throw decoded.code === 'corrupt_image'
      ? new PhotoError('invalid_mask', undefined, { cause: error })
      : decoded;
  }
}

/**
 * Fills the masked area (grown by MASK_GROWTH) from its surroundings; every pixel farther than that
 * from the mask is kept exactly. `progress` hears each step done (0–1) and may throw to stop.
 */
export async function inpaintInWorker(
  image: Uint8Array,
  mask: Uint8Array,
  options: InpaintOptions,
  progress: (share: number) => void = () => undefined,
): Promise<{ png: Buffer } & EngineReport> {
  // Decode both first: a damaged image or mask is refused before OpenCV is loaded.
  const source = await decodeImage(image, 4);
  const { width, height } = source;
  progress(0.1);
  const painted = await decodeMask(mask, width, height);
  progress(0.2);
  if (!painted.some((value) => value !== 0))
    throw new PhotoError('invalid_mask', 'The mask is empty: paint over the object to remove.');
  const engine =
    options.method === 'auto' ? chooseInpaintEngine(painted, width, height) : options.method;
  const maskPixels = growMask(painted, width, height, MASK_GROWTH);
  const loadMs = engine === 'patchmatch' ? 0 : await loadOpenCv();
  progress(0.3);
  const started = performance.now();
  const rgb = await sharp(source.data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer();
  const filled =
    engine === 'patchmatch'
      ? patchMatchInpaint(rgb, width, height, maskPixels, {
          onProgress: (share) => progress(0.3 + 0.6 * share),
        })
      : await openCvInpaint(rgb, maskPixels, width, height, engine, options.radius);
  progress(0.9);
  const output = Buffer.from(source.data);
  // Copy back only masked pixels, so outside the mask the result is the input bit for bit.
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    if (maskPixels[pixel] === 0) continue;
    output[4 * pixel] = filled[3 * pixel]!;
    output[4 * pixel + 1] = filled[3 * pixel + 1]!;
    output[4 * pixel + 2] = filled[3 * pixel + 2]!;
    output[4 * pixel + 3] = 255;
  }
  const png = await sharp(output, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return {
    png,
    engine: inpaintEngineLabel(engine),
    loadMs,
    runMs: performance.now() - started,
    width,
    height,
  };
}

/** OpenCV's Telea or Navier-Stokes fill of a packed RGB image; answers packed RGB. */
async function openCvInpaint(
  rgb: Uint8Array,
  mask: Uint8Array,
  width: number,
  height: number,
  method: 'telea' | 'ns',
  radius: number,
): Promise<Uint8Array> {
  const cv = await openCvRuntime();
  const sourceMat = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
  const maskMat = cv.matFromArray(height, width, cv.CV_8UC1, mask);
  const filled = new cv.Mat();
  try {
    cv.inpaint(
      sourceMat,
      maskMat,
      filled,
      radius,
      method === 'ns' ? cv.INPAINT_NS : cv.INPAINT_TELEA,
    );
    return Uint8Array.from(filled.data);
  } finally {
    sourceMat.delete();
    maskMat.delete();
    filled.delete();
  }
}
