// Object removal by OpenCV inpainting (@techstark/opencv-js, WASM inside the package):
// Telea's fast marching or Navier-Stokes. Good for blemishes, text, wires and small objects;
// large objects smear (no AI inpainting model ships on npm), which the UI says.
import sharp from 'sharp';
import { asDecodeError, decodeImage, openImage } from '../image-input';
import { PhotoError } from '../photo-errors';
import type { EngineReport, InpaintOptions } from '../photo-jobs';
import { packageVersion, requireModule } from './package-files';

type Mat = { data: Uint8Array; delete(): void };
type OpenCv = {
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

/** The engine label. */
export function inpaintEngineLabel(method: InpaintOptions['method']): string {
  return `local:opencv-inpaint-${method}@${packageVersion('@techstark/opencv-js')}`;
}

/** Loads OpenCV's WASM runtime once per worker. */
export async function loadOpenCv(): Promise<number> {
  const started = performance.now();
  openCv ??= new Promise<OpenCv>((resolve) => {
    const module = requireModule<OpenCvModule>('@techstark/opencv-js');
    // The Emscripten module is a thenable that resolves to itself: awaiting it directly loops
    // forever, so take it once and drop `then`.
    module.then!((ready) => {
      delete ready.then;
      resolve(ready);
    });
  });
  await openCv;
  return performance.now() - started;
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
 * Fills the masked area from its surroundings; every pixel outside the mask is kept exactly.
 * `progress` hears each step done (0–1): decoded, mask read, OpenCV ready, filled.
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
  const maskPixels = await decodeMask(mask, width, height);
  progress(0.2);
  if (!maskPixels.some((value) => value !== 0))
    throw new PhotoError('invalid_mask', 'The mask is empty: paint over the object to remove.');
  const loadMs = await loadOpenCv();
  progress(0.4);
  const cv = await openCv!;
  const started = performance.now();
  const rgb = await sharp(source.data, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer();
  const sourceMat = cv.matFromArray(height, width, cv.CV_8UC3, rgb);
  const maskMat = cv.matFromArray(height, width, cv.CV_8UC1, maskPixels);
  const filled = new cv.Mat();
  let output: Buffer;
  try {
    cv.inpaint(
      sourceMat,
      maskMat,
      filled,
      options.radius,
      options.method === 'ns' ? cv.INPAINT_NS : cv.INPAINT_TELEA,
    );
    output = Buffer.from(source.data);
    // Copy back only masked pixels, so outside the mask the result is the input bit for bit.
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      if (maskPixels[pixel] === 0) continue;
      output[4 * pixel] = filled.data[3 * pixel]!;
      output[4 * pixel + 1] = filled.data[3 * pixel + 1]!;
      output[4 * pixel + 2] = filled.data[3 * pixel + 2]!;
      output[4 * pixel + 3] = 255;
    }
  } finally {
    sourceMat.delete();
    maskMat.delete();
    filled.delete();
  }
  progress(0.8);
  const png = await sharp(output, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return {
    png,
    engine: inpaintEngineLabel(options.method),
    loadMs,
    runMs: performance.now() - started,
    width,
    height,
  };
}
