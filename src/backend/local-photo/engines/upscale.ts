// Upscaling with UpscalerJS's ESRGAN models (slim, medium, thick; weights inside the npm
// packages) on tfjs WASM. ×8 is the ×4 model followed by a Lanczos ×2: the packages' own ×8
// models scored below plain Lanczos in our measurements (reference/offline-engines.md).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tensor3D } from '@tensorflow/tfjs';
import sharp from 'sharp';
import Upscaler from 'upscaler';
import { decodeImage } from '../image-input';
import { PhotoError } from '../photo-errors';
import type { EngineReport, UpscaleOptions } from '../photo-jobs';
import { MAX_OUTPUT_PIXELS } from '../photo-limits';
import { enhancementSteps } from './enhancement-types';
import { packageDirectory, packageVersion } from './package-files';
import { startTensorflow } from './tfjs-runtime';

type ModelSize = UpscaleOptions['model'];
type ModelScale = 2 | 4;
type ModelDefinition = { path?: string } & Record<string, unknown>;
type UpscalerInstance = InstanceType<typeof Upscaler>;

// Static imports per model keep the bundler and type checker aware of every file we load.
const definitions: Record<ModelSize, Record<ModelScale, () => Promise<{ default: unknown }>>> = {
  slim: {
    2: () => import('@upscalerjs/esrgan-slim/2x'),
    4: () => import('@upscalerjs/esrgan-slim/4x'),
  },
  medium: {
    2: () => import('@upscalerjs/esrgan-medium/2x'),
    4: () => import('@upscalerjs/esrgan-medium/4x'),
  },
  thick: {
    2: () => import('@upscalerjs/esrgan-thick/2x'),
    4: () => import('@upscalerjs/esrgan-thick/4x'),
  },
};

// Patches bound memory (a whole 1024² image through the thick model needs gigabytes);
// the padding hides the seams between patches.
const PATCH_SIZE = 128;
const PATCH_PADDING = 8;

const upscalers = new Map<string, Promise<UpscalerInstance>>();

/** The engine label for a model and scale. */
export function upscaleEngineLabel(model: ModelSize): string {
  return `local:esrgan-${model}@${packageVersion(`@upscalerjs/esrgan-${model}`)}+tfjs-wasm`;
}

/** Loads a model once per worker; returns the time spent loading (0 when it was loaded). */
export async function loadUpscaleModel(model: ModelSize, scale: ModelScale): Promise<number> {
  const started = performance.now();
  const key = `${model}x${scale}`;
  let upscaler = upscalers.get(key);
  if (!upscaler) {
    upscaler = createUpscaler(model, scale);
    upscalers.set(key, upscaler);
    upscaler.catch(() => upscalers.delete(key));
  }
  await upscaler;
  return performance.now() - started;
}

async function createUpscaler(model: ModelSize, scale: ModelScale): Promise<UpscalerInstance> {
  await startTensorflow();
  const definition = (await definitions[model][scale]()).default as ModelDefinition;
  const packageName = `@upscalerjs/esrgan-${model}`;
  // A file:// path makes tfjs read through our load router; without `path` UpscalerJS tries CDNs.
  const path = pathToFileURL(
    join(packageDirectory(packageName), 'models', `x${scale}`, 'model.json'),
  ).href;
  const upscaler = new Upscaler({ model: { ...definition, path } as never });
  await upscaler.getModel();
  return upscaler;
}

/**
 * Upscales an image by ×2, ×4 or ×8 with the chosen model and enhancement type; PNG out.
 * `progress` hears the share done (0–1): the model's patches done of all patches make 10–90 %.
 */
export async function upscaleInWorker(
  image: Uint8Array,
  options: UpscaleOptions,
  progress: (share: number) => void = () => undefined,
): Promise<{ png: Buffer } & EngineReport> {
  const { factor, model, type } = options;
  const source = await decodeImage(image, 4);
  if (source.width * factor * source.height * factor > MAX_OUTPUT_PIXELS) {
    throw new PhotoError(
      'output_too_large',
      `×${factor} of ${source.width} × ${source.height} pixels exceeds 4096 × 4096.`,
    );
  }
  const modelScale: ModelScale = factor === 2 ? 2 : 4;
  progress(0.02);
  const loadMs = await loadUpscaleModel(model, modelScale);
  progress(0.1);
  const started = performance.now();
  const steps = enhancementSteps[type];
  const size = { width: source.width, height: source.height };
  const raw = { raw: { ...size, channels: 4 as const } };
  const rgb = await steps.pre(sharp(source.data, raw).removeAlpha(), size).raw().toBuffer();
  const upscaled = await runModel(model, modelScale, rgb, size, (done) =>
    progress(0.1 + 0.8 * done),
  );
  const target = { width: source.width * factor, height: source.height * factor };
  const modelSize = { width: source.width * modelScale, height: source.height * modelScale };
  let result = sharp(upscaled, { raw: { ...modelSize, channels: 3 } });
  if (factor === 8)
    result = sharp(
      await result.resize(target.width, target.height, { kernel: 'lanczos3' }).raw().toBuffer(),
      { raw: { ...target, channels: 3 } },
    );
  let output = steps.post(result, target);
  const alpha = await sharp(source.data, raw).extractChannel(3).raw().toBuffer();
  if (alpha.some((value) => value !== 255)) {
    // The model sees colour only; transparency is resampled with Lanczos.
    const bigAlpha = await sharp(alpha, { raw: { ...size, channels: 1 } })
      .resize(target.width, target.height, { kernel: 'lanczos3' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    output = sharp(await output.raw().toBuffer(), { raw: { ...target, channels: 3 } }).joinChannel(
      bigAlpha,
      { raw: { ...target, channels: 1 } },
    );
  }
  progress(0.92);
  const png = await output.png().toBuffer();
  return {
    png,
    engine: upscaleEngineLabel(model),
    loadMs,
    runMs: performance.now() - started,
    ...target,
  };
}

async function runModel(
  model: ModelSize,
  scale: ModelScale,
  rgb: Buffer,
  size: { width: number; height: number },
  patchesDone: (share: number) => void,
): Promise<Buffer> {
  const tf = await startTensorflow();
  const upscaler = await upscalers.get(`${model}x${scale}`)!;
  const input = tf.tensor3d(new Int32Array(rgb), [size.height, size.width, 3], 'int32');
  try {
    const output = (await upscaler.execute(input, {
      output: 'tensor',
      patchSize: PATCH_SIZE,
      padding: PATCH_PADDING,
      // One argument: UpscalerJS then reports only the share of patches done.
      progress: (share: number) => patchesDone(share),
    })) as unknown as Tensor3D;
    try {
      const pixels = tf.tidy(() => output.clipByValue(0, 255).round().toInt());
      const values = await pixels.data();
      pixels.dispose();
      return Buffer.from(Uint8Array.from(values));
    } finally {
      output.dispose();
    }
  } finally {
    input.dispose();
  }
}
