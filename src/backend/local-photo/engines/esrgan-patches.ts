// Runs a converted ESRGAN model over an image in square patches. Patches bound memory (the
// thick model's feature maps for a whole 1024² image take gigabytes); each patch is run with a
// margin of real neighbouring pixels that is then cut away, so the zero padding of the network's
// convolutions never reaches the pixels kept, and patches join without seams.
import * as ort from 'onnxruntime-node';
import type { EsrganDefinition } from './esrgan-onnx';

/** Patch layout: the side of the kept square and the margin run around it (source pixels). */
export type PatchLayout = { patch: number; margin: number };

type Size = { width: number; height: number };

/** Splits `length` into equal spans of at most `patch` (so no thin sliver is left at the end). */
function spans(length: number, patch: number): [number, number][] {
  const count = Math.ceil(length / patch);
  const step = Math.ceil(length / count);
  const result: [number, number][] = [];
  for (let start = 0; start < length; start += step)
    result.push([start, Math.min(length, start + step)]);
  return result;
}

/** tf.round rounds halves to even; matching it keeps our pixels identical to the tfjs path's. */
function roundHalfEven(value: number): number {
  const rounded = Math.round(value);
  return rounded - value === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
}

/**
 * Upscales packed RGB bytes by the model's scale; returns packed RGB bytes.
 * Pre- and post-processing are UpscalerJS's: the input is divided by 255 when the model takes
 * 0–1, and the output clipped to its range and brought back to 0–255.
 */
export async function upscalePixels(
  session: ort.InferenceSession,
  definition: EsrganDefinition,
  scale: number,
  rgb: Uint8Array,
  size: Size,
  layout: PatchLayout,
  patchesDone: (share: number) => void = () => undefined,
): Promise<Buffer> {
  const { width, height } = size;
  const inputScale = definition.inputRange[1] === 1 ? Math.fround(1 / 255) : 1;
  const outputTop = definition.outputRange[1];
  const outputScale = outputTop === 1 ? 255 : 1;
  const output = Buffer.alloc(width * scale * height * scale * 3);
  const rows = spans(height, layout.patch);
  const columns = spans(width, layout.patch);
  let done = 0;
  for (const [top, bottom] of rows) {
    for (const [left, right] of columns) {
      // The patch with its margin, clipped to the image.
      const y0 = Math.max(0, top - layout.margin);
      const y1 = Math.min(height, bottom + layout.margin);
      const x0 = Math.max(0, left - layout.margin);
      const x1 = Math.min(width, right + layout.margin);
      const w = x1 - x0;
      const h = y1 - y0;
      const plane = w * h;
      const input = new Float32Array(3 * plane);
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1) {
          const from = 3 * ((y0 + y) * width + x0 + x);
          const to = y * w + x;
          input[to] = rgb[from]! * inputScale;
          input[to + plane] = rgb[from + 1]! * inputScale;
          input[to + 2 * plane] = rgb[from + 2]! * inputScale;
        }
      }
      const result = await session.run({
        [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, h, w]),
      });
      const tensor = result[session.outputNames[0]!]!;
      const pixels = tensor.data as Float32Array;
      const outWidth = w * scale;
      const outPlane = outWidth * h * scale;
      // Keep only the patch itself, in output pixels.
      for (let y = (top - y0) * scale; y < (bottom - y0) * scale; y += 1) {
        for (let x = (left - x0) * scale; x < (right - x0) * scale; x += 1) {
          const from = y * outWidth + x;
          const to = 3 * ((y0 * scale + y) * width * scale + x0 * scale + x);
          for (let channel = 0; channel < 3; channel += 1) {
            const value = pixels[from + channel * outPlane]!;
            const clipped = Math.fround(Math.min(Math.max(value, 0), outputTop) * outputScale);
            output[to + channel] = Math.min(255, Math.max(0, roundHalfEven(clipped)));
          }
        }
      }
      tensor.dispose();
      done += 1;
      patchesDone(done / (rows.length * columns.length));
    }
  }
  return output;
}
