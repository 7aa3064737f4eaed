// Upscaling with UpscalerJS's ESRGAN models (slim, medium, thick; weights inside the npm
// packages), converted to ONNX in memory and run on onnxruntime-node (esrgan-onnx.ts): the same
// weights and pre/post-processing as UpscalerJS on tfjs, several times faster. ×8 is the ×4
// model followed by a Lanczos ×2: the packages' own ×8 models scored below plain Lanczos in our
// measurements (reference/offline-engines.md).
import type * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { decodeImage } from '../image-input';
import { PhotoError } from '../photo-errors';
import type { EngineReport, UpscaleOptions } from '../photo-jobs';
import { MAX_OUTPUT_PIXELS } from '../photo-limits';
import { enhancementSteps } from './enhancement-types';
import {
  convertEsrganToOnnx,
  createEsrganSession,
  esrganDefinition,
  esrganOnnxEngineLabel,
  type EsrganDefinition,
  type EsrganScale,
} from './esrgan-onnx';
import { upscalePixels, type PatchLayout } from './esrgan-patches';

type ModelSize = UpscaleOptions['model'];
type LoadedModel = { session: ort.InferenceSession; definition: EsrganDefinition };

// Patches bound memory: thick ×2 on 512² peaks near 1 GB whole, 0.8 GB in 256² patches, for
// 13 % more time. A 16 px margin of real pixels makes patched output equal the whole-image
// output (measured: at most 1 level apart, a rounding flip; with 8 px, 1 level; with 4 px, 3
// levels along the seams; with none, 61).
const LARGEST_PATCH = 256;
const PATCH_MARGIN = 16;

/**
 * At least two patches along the longer side, even for a small image: progress is reported,
 * and a cancel seen, once per patch, so one patch would jump from 10 % to 90 % in one step.
 */
function patchLayout({ width, height }: { width: number; height: number }): PatchLayout {
  const half = Math.ceil(Math.max(width, height) / 2);
  return { patch: Math.min(LARGEST_PATCH, Math.max(32, half)), margin: PATCH_MARGIN };
}

const models = new Map<string, Promise<LoadedModel>>();

/** The engine label for a model. */
export function upscaleEngineLabel(model: ModelSize): string {
  return esrganOnnxEngineLabel(model);
}

/** Loads a model once per worker; returns the time spent loading (0 when it was loaded). */
export async function loadUpscaleModel(model: ModelSize, scale: EsrganScale): Promise<number> {
  const started = performance.now();
  const key = `${model}x${scale}`;
  let loaded = models.get(key);
  if (!loaded) {
    loaded = loadModel(model, scale);
    models.set(key, loaded);
    loaded.catch(() => models.delete(key));
  }
  await loaded;
  return performance.now() - started;
}

async function loadModel(model: ModelSize, scale: EsrganScale): Promise<LoadedModel> {
  const [definition, bytes] = await Promise.all([
    esrganDefinition(model, scale),
    convertEsrganToOnnx(model, scale),
  ]);
  return { definition, session: await createEsrganSession(bytes) };
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
  const modelScale: EsrganScale = factor === 2 ? 2 : 4;
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
  scale: EsrganScale,
  rgb: Buffer,
  size: { width: number; height: number },
  patchesDone: (share: number) => void,
): Promise<Buffer> {
  const { session, definition } = await models.get(`${model}x${scale}`)!;
  return upscalePixels(session, definition, scale, rgb, size, patchLayout(size), patchesDone);
}
