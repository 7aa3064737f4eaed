// The ONNX conversion of UpscalerJS's ESRGAN models against UpscalerJS itself on tfjs: the same
// pixels on a patch, no seams between patches, and the same restoration quality on photographs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tensor3D } from '@tensorflow/tfjs';
import sharp from 'sharp';
import Upscaler from 'upscaler';
import { describe, expect, it } from 'vitest';
import {
  convertEsrganToOnnx,
  createEsrganSession,
  esrganDefinition,
  esrganModelPath,
  type EsrganModel,
  type EsrganScale,
} from './esrgan-onnx';
import { upscalePixels } from './esrgan-patches';
import { startTensorflow } from './tfjs-runtime';
import { upscaleInWorker } from './upscale';

const PHOTOS = resolve(import.meta.dirname, '../../../../tests/fixtures/photos');
const astronaut = readFileSync(resolve(PHOTOS, 'astronaut.jpg'));
const cat = readFileSync(resolve(PHOTOS, 'chelsea-cat.jpg'));

type Size = { width: number; height: number };

/** UpscalerJS on tfjs WASM, as upscale.ts ran it before (128 px patches, 8 px padding). */
async function upscaleWithTensorflow(
  model: EsrganModel,
  scale: EsrganScale,
  rgb: Buffer,
  { width, height }: Size,
  patched: boolean,
): Promise<Buffer> {
  const tf = await startTensorflow();
  const definition = await esrganDefinition(model, scale);
  const path = pathToFileURL(esrganModelPath(model, scale)).href;
  const upscaler = new Upscaler({ model: { ...definition, path } as never });
  const input = tf.tensor3d(new Int32Array(rgb), [height, width, 3], 'int32');
  const output = (await upscaler.execute(input, {
    output: 'tensor',
    ...(patched ? { patchSize: 128, padding: 8 } : {}),
  })) as unknown as Tensor3D;
  const pixels = await output.clipByValue(0, 255).round().toInt().data();
  input.dispose();
  output.dispose();
  await upscaler.dispose();
  return Buffer.from(Uint8Array.from(pixels));
}

async function upscaleWithOnnx(
  model: EsrganModel,
  scale: EsrganScale,
  rgb: Buffer,
  size: Size,
  layout = { patch: Math.max(size.width, size.height), margin: 0 },
): Promise<Buffer> {
  const session = await createEsrganSession(await convertEsrganToOnnx(model, scale));
  try {
    const definition = await esrganDefinition(model, scale);
    return await upscalePixels(session, definition, scale, rgb, size, layout);
  } finally {
    await session.release();
  }
}

function largestDifference(a: Buffer, b: Buffer): number {
  let largest = 0;
  for (let index = 0; index < a.length; index += 1)
    largest = Math.max(largest, Math.abs(a[index]! - b[index]!));
  return largest;
}

function psnr(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) sum += (a[index]! - b[index]!) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.length));
}

async function crop(image: Buffer, left: number, top: number, side: number): Promise<Buffer> {
  return sharp(image)
    .extract({ left, top, width: side, height: side })
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe('ESRGAN converted to ONNX', () => {
  const combinations = (['slim', 'medium', 'thick'] as const).flatMap((model) =>
    ([2, 4] as const).map((scale) => [model, scale] as const),
  );

  // Measured: at most 0.00035 apart before rounding, so a handful of pixels in 10⁵ round the
  // other way (a difference of 1).
  it.each(combinations)(
    'gives the same pixels as UpscalerJS on tfjs (%s ×%i, within 1 level)',
    async (model, scale) => {
      const size = { width: 40, height: 32 };
      const rgb = await sharp(astronaut)
        .extract({ left: 200, top: 80, ...size })
        .removeAlpha()
        .raw()
        .toBuffer();
      const expected = await upscaleWithTensorflow(model, scale, rgb, size, false);
      const actual = await upscaleWithOnnx(model, scale, rgb, size);
      expect(actual.length).toBe(size.width * scale * size.height * scale * 3);
      expect(largestDifference(actual, expected)).toBeLessThanOrEqual(1);
    },
    120_000,
  );

  it('leaves no seams: patches with a 16 px margin equal the whole image (within 1 level)', async () => {
    const size = { width: 96, height: 80 };
    const rgb = await sharp(cat)
      .extract({ left: 150, top: 60, ...size })
      .removeAlpha()
      .raw()
      .toBuffer();
    const whole = await upscaleWithOnnx('thick', 2, rgb, size);
    const patched = await upscaleWithOnnx('thick', 2, rgb, size, { patch: 32, margin: 16 });
    expect(largestDifference(patched, whole)).toBeLessThanOrEqual(1);
    // Without a margin the seams show: the zero padding of the convolutions reaches the edges.
    const seamed = await upscaleWithOnnx('thick', 2, rgb, size, { patch: 32, margin: 0 });
    expect(largestDifference(seamed, whole)).toBeGreaterThan(10);
  }, 120_000);

  // 256² crops downscaled with a cubic kernel, restored by the engine (ONNX) and by UpscalerJS
  // on tfjs as upscale.ts used to run it; the two PSNRs against the original must agree.
  it.each([
    ['astronaut', 2, 'thick', astronaut],
    ['cat', 2, 'thick', cat],
    ['astronaut', 4, 'thick', astronaut],
    ['cat', 2, 'slim', cat],
  ] as const)(
    'restores the %s as well as UpscalerJS on tfjs did (×%i %s, PSNR within 0.05 dB)',
    async (_name, scale, model, image) => {
      const original = await crop(image, 120, 20, 256);
      const side = 256 / scale;
      const small = await sharp(original, { raw: { width: 256, height: 256, channels: 3 } })
        .resize(side, side, { kernel: 'cubic' })
        .raw()
        .toBuffer();
      const before = await upscaleWithTensorflow(
        model,
        scale,
        small,
        { width: side, height: side },
        true,
      );
      const png = await sharp(small, { raw: { width: side, height: side, channels: 3 } })
        .png()
        .toBuffer();
      const result = await upscaleInWorker(png, { factor: scale, model, type: 'quality' });
      expect(result.engine).toMatch(new RegExp(`^local:esrgan-${model}@.*\\+onnxruntime@`));
      const after = await sharp(result.png).removeAlpha().raw().toBuffer();
      expect(Math.abs(psnr(original, after) - psnr(original, before))).toBeLessThanOrEqual(0.05);
    },
    300_000,
  );
});
