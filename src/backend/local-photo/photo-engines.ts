// The local photo engines as plain async functions over image bytes. Inputs are checked here,
// on the caller's thread and before any decoding (cheap, header-only), then the job runs in a
// worker; a refused input never reaches a worker, and a failing job never takes one down.
import type { VectorizeOptions } from '../../../supabase/functions/_shared/contracts/api/vector';
import type { VectorResult } from './engines/vectorize';
import { checkImage } from './image-input';
import { PhotoError } from './photo-errors';
import {
  colourSchema,
  compositeOptionsSchema,
  inpaintOptionsSchema,
  samClicksSchema,
  upscaleOptionsSchema,
  type CompositeOptions,
  type EngineReport,
  type InpaintInput,
  type PhotoJob,
  type SamClick,
  type UpscaleInput,
} from './photo-jobs';
import { MAX_OUTPUT_PIXELS } from './photo-limits';
import { createPhotoPool, type PhotoPool, type PhotoPoolOptions } from './photo-pool';

/** A finished job: the PNG and what ran, with queueing and total time. */
export type PhotoResult = { png: Buffer; report: EngineReport & { totalMs: number } };

/** Per-call options: a signal that stops the job, and a listener for the share done (0–1). */
export type CallOptions = { signal?: AbortSignal; onProgress?: (share: number) => void };

/** The local photo engines. */
export type PhotoEngines = {
  /** RGBA PNG with the subject kept and the background transparent. */
  removeBackground(image: Uint8Array, call?: CallOptions): Promise<PhotoResult>;
  /** ×2/×4/×8 with ESRGAN slim/medium/thick and an enhancement type. */
  upscale(image: Uint8Array, options?: UpscaleInput, call?: CallOptions): Promise<PhotoResult>;
  /** Fills the white area of `mask` (grown by 2 px) from its surroundings; nothing else changes. */
  inpaint(
    image: Uint8Array,
    mask: Uint8Array,
    options?: InpaintInput,
    call?: CallOptions,
  ): Promise<PhotoResult>;
  /** Places an RGBA subject on a background image or a #rrggbb colour, with a soft shadow by default. */
  composite(
    subject: Uint8Array,
    background: Uint8Array | string,
    options?: Partial<CompositeOptions>,
    call?: CallOptions,
  ): Promise<PhotoResult>;
  /** A mask PNG of the object under the include clicks (and not under exclude clicks). */
  samMask(
    image: Uint8Array,
    clicks: { x: number; y: number; include?: boolean }[],
    call?: CallOptions,
  ): Promise<PhotoResult>;
  /** Traces an image into an optimised SVG (vtracer, then SVGO). */
  vectorize(
    image: Uint8Array,
    options: VectorizeOptions,
    call?: CallOptions,
  ): Promise<VectorResult>;
  /** Loads models ahead of the first job. */
  warmUp(engines: ('remove-background' | 'upscale' | 'inpaint' | 'sam-mask')[]): Promise<void>;
  /** The worker pool, for stats. */
  readonly pool: PhotoPool;
  close(): Promise<void>;
};

/** Creates the engines over a new worker pool (or a given one). */
export function createPhotoEngines(
  options: PhotoPoolOptions & { pool?: PhotoPool } = {},
): PhotoEngines {
  const pool = options.pool ?? createPhotoPool(options);

  async function run(job: PhotoJob, call: CallOptions = {}): Promise<PhotoResult> {
    if (call.signal?.aborted) throw new PhotoError('cancelled');
    const started = performance.now();
    const result = await pool.run(job, call.signal, call.onProgress);
    if (!result.ok) throw new PhotoError(result.code, result.message);
    if (!('png' in result)) throw new PhotoError('engine_failed', 'The engine answered no image.');
    const { ok: _ok, png, ...report } = result;
    return {
      png: Buffer.from(png.buffer, png.byteOffset, png.byteLength),
      report: { ...report, totalMs: performance.now() - started },
    };
  }

  return {
    pool,
    async removeBackground(image, call) {
      await checkImage(image);
      return run({ kind: 'remove-background', image }, call);
    },
    async upscale(image, input = {}, call) {
      const checked = await checkImage(image);
      const options = parseOptions(upscaleOptionsSchema, input);
      if (checked.width * checked.height * options.factor ** 2 > MAX_OUTPUT_PIXELS) {
        throw new PhotoError(
          'output_too_large',
          `×${options.factor} of ${checked.width} × ${checked.height} pixels exceeds 4096 × 4096.`,
        );
      }
      return run({ kind: 'upscale', image, options }, call);
    },
    async inpaint(image, mask, input = {}, call) {
      await checkImage(image);
      await checkImage(mask, 'mask');
      return run(
        { kind: 'inpaint', image, mask, options: parseOptions(inpaintOptionsSchema, input) },
        call,
      );
    },
    async composite(subject, background, input = {}, call) {
      await checkImage(subject, 'subject');
      if (typeof background === 'string') parseOptions(colourSchema, background);
      else await checkImage(background, 'background');
      return run(
        {
          kind: 'composite',
          subject,
          background,
          options: parseOptions(compositeOptionsSchema, input),
        },
        call,
      );
    },
    async samMask(image, clicks, call) {
      const checked = await checkImage(image);
      const parsed = parseOptions(samClicksSchema, clicks) as SamClick[];
      if (parsed.some((click) => click.x >= checked.width || click.y >= checked.height)) {
        throw new PhotoError(
          'invalid_options',
          `Every click must be inside the ${checked.width} × ${checked.height} image.`,
        );
      }
      return run({ kind: 'sam-mask', image, clicks: parsed }, call);
    },
    async vectorize(image, options, call = {}) {
      await checkImage(image);
      if (call.signal?.aborted) throw new PhotoError('cancelled');
      const started = performance.now();
      const result = await pool.run(
        { kind: 'vectorize', image, options },
        call.signal,
        call.onProgress,
      );
      if (!result.ok) throw new PhotoError(result.code, result.message);
      if (!('svg' in result)) throw new PhotoError('engine_failed', 'The engine answered no SVG.');
      const { ok: _ok, svg, ...report } = result;
      return { svg, report: { ...report, totalMs: performance.now() - started } };
    },
    async warmUp(engines) {
      const result = await pool.run({ kind: 'warm-up', engines });
      if (!result.ok) throw new PhotoError(result.code, result.message);
    },
    close: () => pool.close(),
  };
}

/** Parses options with a zod schema; a mismatch is an `invalid_options` PhotoError. */
export function parseOptions<Output>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: Output }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): Output {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'options'}: ${issue.message}`)
    .join('; ');
  throw new PhotoError('invalid_options', `Invalid options: ${detail}`);
}
