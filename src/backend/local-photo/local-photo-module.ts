// Hive Local's local photo engines over HTTP: POST /_local/ai/photo/<operation> with a
// multipart body (image files + option fields), answered with the result PNG (the vectorizer's:
// the SVG, image/svg+xml) and what ran in `x-engine-*` headers. The motion engine (`motion-video`,
// issue #17) answers JSON instead: the MP4 and a JPEG poster, base64, with the clip's facts; so
// does the ad engine (`ad-video`, issue #17: the `ad` JSON field, 1–3 `product` parts, optional
// `logo` and `audio` parts), adding each product's cut-out (`cutouts`) and `hasAudio`. Only edge functions call it (they charge, store and record), so it
// takes the service-role key only. The engines run in worker threads; this file only parses.
//
// With `Accept: application/x-ndjson` the answer streams the engine's progress first
// (progress-response.ts).
//
// Multipart rather than JSON: the functions hold bytes already, and 10 MB uploads as base64
// JSON would cost a third more on the wire and a copy in each direction.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import { createPhotoEngines, parseOptions, type PhotoEngines } from './photo-engines';
import { errorText, PhotoError } from './photo-errors';
import { checkMotionImage } from './engines/motion-input';
import { checkImage } from './image-input';
import {
  AD_LIMITS,
  adMessages,
  adSpecSchema,
} from '../../../supabase/functions/_shared/contracts/api/ad-video';
import { readWav } from '../../../supabase/functions/_shared/contracts/domain/wav';
import { vectorizeOptionsSchema } from '../../../supabase/functions/_shared/contracts/api/vector';
import {
  colourSchema,
  compositeOptionsSchema,
  inpaintOptionsSchema,
  motionVideoOptionsSchema,
  samClicksSchema,
  upscaleOptionsSchema,
} from './photo-jobs';
import { MAX_IMAGE_BYTES } from './photo-limits';
import {
  progressResponse,
  wantsProgress,
  type AdVideoResult,
  type EngineResult,
  type VideoResult,
} from './progress-response';

/** Where the module is mounted. */
export const LOCAL_PHOTO_PREFIX = '/_local/ai/photo';
/** The operations, one path each. */
export const LOCAL_PHOTO_OPERATIONS = [
  'remove-background',
  'upscale',
  'inpaint',
  'composite',
  'sam-mask',
  'vectorize',
  'motion-video',
  'ad-video',
] as const;
type Operation = (typeof LOCAL_PHOTO_OPERATIONS)[number];

/** Two images of at most 10 MB each, plus form overhead. */
const MAX_BODY_BYTES = 2 * MAX_IMAGE_BYTES + 64 * 1024;
/** An ad: three products and a logo of at most 10 MB each, the music, and the form. */
const MAX_AD_BODY_BYTES =
  (AD_LIMITS.products + 1) * MAX_IMAGE_BYTES + AD_LIMITS.audioMaxBytes + 64 * 1024;

const fieldsSchema = z.record(z.string(), z.string().max(4096));
/** The `ad` field is a JSON document (the ad's spec), not one option. */
const adFieldSchema = z.string().max(32 * 1024);

/** Response headers that describe the run. */
export const ENGINE_HEADERS = {
  engine: 'x-engine',
  width: 'x-image-width',
  height: 'x-image-height',
  loadMs: 'x-engine-load-ms',
  runMs: 'x-engine-run-ms',
} as const;

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ error: code, message }, { status });
}

function isServiceRole(request: Request, context: BackendContext): boolean {
  const token = Buffer.from(
    (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, ''),
  );
  const expected = Buffer.from(context.keys.serviceRoleKey);
  return token.length === expected.length && timingSafeEqual(token, expected);
}

/** A multipart body: the last file of each name, every file of each name, and the fields. */
type Form = {
  files: Map<string, Uint8Array>;
  parts: Map<string, Uint8Array[]>;
  fields: Record<string, string>;
};

async function readForm(request: Request, maxBytes: number): Promise<Form> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new PhotoError('file_too_large');
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new PhotoError('invalid_options', 'The body must be multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    throw new PhotoError('invalid_options', 'The multipart body could not be read.', {
      cause: error,
    });
  }
  const files = new Map<string, Uint8Array>();
  const parts = new Map<string, Uint8Array[]>();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      files.set(name, bytes);
      parts.set(name, [...(parts.get(name) ?? []), bytes]);
    }
  }
  const { ad, ...options } = fields;
  return {
    files,
    parts,
    fields: {
      ...parseOptions(fieldsSchema, options),
      ...(ad !== undefined && { ad: parseOptions(adFieldSchema, ad) }),
    },
  };
}

function file(form: Form, name: string): Uint8Array {
  const bytes = form.files.get(name);
  if (!bytes)
    throw new PhotoError(
      name === 'image' ? 'empty_file' : 'invalid_options',
      name === 'image' ? undefined : `The ${name} file is missing.`,
    );
  return bytes;
}

function clicks(form: Form): { x: number; y: number; include: boolean }[] {
  let value: unknown;
  try {
    value = JSON.parse(form.fields.clicks ?? '[]') as unknown;
  } catch {
    throw new PhotoError('invalid_options', 'clicks must be a JSON array of {x, y, include}.');
  }
  return parseOptions(samClicksSchema, value);
}

function dispatch(
  engines: PhotoEngines,
  operation: Operation,
  form: Form,
  signal: AbortSignal,
  onProgress?: (share: number) => void,
): Promise<EngineResult> {
  const call = { signal, onProgress };
  switch (operation) {
    case 'remove-background':
      return engines.removeBackground(file(form, 'image'), call);
    case 'upscale':
      return engines.upscale(
        file(form, 'image'),
        parseOptions(upscaleOptionsSchema, form.fields),
        call,
      );
    case 'inpaint':
      return engines.inpaint(
        file(form, 'image'),
        file(form, 'mask'),
        parseOptions(inpaintOptionsSchema, form.fields),
        call,
      );
    case 'composite': {
      const background =
        form.files.get('background') ?? parseOptions(colourSchema, form.fields.color ?? '#ffffff');
      return engines.composite(
        file(form, 'subject'),
        background,
        parseOptions(compositeOptionsSchema, form.fields),
        call,
      );
    }
    case 'sam-mask':
      return engines.samMask(file(form, 'image'), clicks(form), call);
    case 'vectorize':
      return engines.vectorize(file(form, 'image'), vectorizeOptions(form), call);
    case 'motion-video':
      return motionVideo(engines, form, call);
    case 'ad-video':
      return adVideo(engines, form, call);
  }
}

/** The ad's seed field: any 32-bit unsigned number (0 when absent). */
const adSeedSchema = z.coerce.number().int().min(0).max(4294967295).default(0);

/**
 * An ad from the ad engine: the spec from the `ad` field (JSON, checked against the contract),
 * the `product` parts (1–3, in order), the optional `logo` and `audio` parts, all checked here
 * before a worker is taken (pictures by their bytes, size and pixels; the music as the 16-bit
 * 48 kHz stereo WAV the page makes, no longer than the ad).
 */
async function adVideo(
  engines: PhotoEngines,
  form: Form,
  call: { signal: AbortSignal; onProgress?: (share: number) => void },
): Promise<AdVideoResult> {
  let value: unknown;
  try {
    value = JSON.parse(form.fields.ad ?? '') as unknown;
  } catch {
    throw new PhotoError('invalid_options', 'ad must be the ad as JSON.');
  }
  const ad = parseOptions(adSpecSchema, value);
  const seed = parseOptions(adSeedSchema, form.fields.seed);
  const products = form.parts.get('product') ?? [];
  if (products.length === 0) throw new PhotoError('empty_file', adMessages.productRequired);
  if (products.length > AD_LIMITS.products)
    throw new PhotoError('invalid_options', `An ad has at most ${AD_LIMITS.products} products.`);
  for (const product of products) await checkImage(product, 'product photo');
  const logo = form.files.get('logo');
  if (logo) await checkImage(logo, 'logo');
  const audio = form.files.get('audio');
  if (audio) {
    const facts = readWav(audio);
    if (
      !facts ||
      facts.bitsPerSample !== 16 ||
      facts.sampleRate !== AD_LIMITS.audioSampleRate ||
      facts.channels !== AD_LIMITS.audioChannels
    )
      throw new PhotoError('invalid_options', adMessages.notAudio);
    if (facts.seconds > ad.durationSeconds + 0.05)
      throw new PhotoError('invalid_options', adMessages.audioTooLong);
  }
  if (call.signal.aborted) throw new PhotoError('cancelled');
  const started = performance.now();
  const result = await engines.pool.run(
    { kind: 'ad-video', ad, products, logo, audio, seed },
    call.signal,
    call.onProgress,
  );
  if (!result.ok) throw new PhotoError(result.code, result.message);
  if (!('cutouts' in result)) throw new PhotoError('engine_failed', 'The engine answered no ad.');
  const { ok: _ok, mp4, poster, cutouts, ...report } = result;
  return { mp4, poster, cutouts, report: { ...report, totalMs: performance.now() - started } };
}

/**
 * A clip from the motion engine: options from the form's fields (task, prompt, seconds, width,
 * height, fps, motion, seed), and the `image` part for image-to-video (checked here, before a
 * worker is taken; a text-to-video clip ignores one).
 */
async function motionVideo(
  engines: PhotoEngines,
  form: Form,
  call: { signal: AbortSignal; onProgress?: (share: number) => void },
): Promise<VideoResult> {
  const options = parseOptions(motionVideoOptionsSchema, form.fields);
  const image = options.task === 'image-to-video' ? file(form, 'image') : undefined;
  if (image) await checkMotionImage(image);
  if (call.signal.aborted) throw new PhotoError('cancelled');
  const started = performance.now();
  const result = await engines.pool.run(
    { kind: 'motion-video', image, options },
    call.signal,
    call.onProgress,
  );
  if (!result.ok) throw new PhotoError(result.code, result.message);
  if (!('mp4' in result)) throw new PhotoError('engine_failed', 'The engine answered no video.');
  const { ok: _ok, mp4, poster, ...report } = result;
  return { mp4, poster, report: { ...report, totalMs: performance.now() - started } };
}

/** The vectorizer's options from form fields (numbers arrive as text). */
function vectorizeOptions(form: Form) {
  const numeric = (name: string) =>
    form.fields[name] === undefined ? undefined : Number(form.fields[name]);
  return parseOptions(vectorizeOptionsSchema, {
    preset: form.fields.preset,
    colors: numeric('colors'),
    detail: numeric('detail'),
    smoothness: numeric('smoothness'),
    speckle: numeric('speckle'),
  });
}

function resultResponse(result: EngineResult): Response {
  const { report } = result;
  if ('cutouts' in result) {
    const ad = result.report;
    return Response.json({
      engine: ad.engine,
      width: ad.width,
      height: ad.height,
      loadMs: Math.round(ad.loadMs),
      runMs: Math.round(ad.runMs),
      durationSeconds: ad.durationSeconds,
      frames: ad.frames,
      hasAudio: ad.hasAudio,
      mp4: Buffer.from(result.mp4).toString('base64'),
      poster: Buffer.from(result.poster).toString('base64'),
      cutouts: result.cutouts.map((cutout) => Buffer.from(cutout).toString('base64')),
    });
  }
  if ('mp4' in result) {
    const video = result.report;
    return Response.json({
      engine: video.engine,
      width: video.width,
      height: video.height,
      loadMs: Math.round(video.loadMs),
      runMs: Math.round(video.runMs),
      durationSeconds: video.durationSeconds,
      frames: video.frames,
      mp4: Buffer.from(result.mp4).toString('base64'),
      poster: Buffer.from(result.poster).toString('base64'),
    });
  }
  const svg = 'svg' in result;
  return new Response(svg ? result.svg : new Uint8Array(result.png), {
    headers: {
      'content-type': svg ? 'image/svg+xml' : 'image/png',
      [ENGINE_HEADERS.engine]: report.engine,
      [ENGINE_HEADERS.width]: String(report.width),
      [ENGINE_HEADERS.height]: String(report.height),
      [ENGINE_HEADERS.loadMs]: String(Math.round(report.loadMs)),
      [ENGINE_HEADERS.runMs]: String(Math.round(report.runMs)),
    },
  });
}

/** The local photo engines as a Hive Local module (engines and workers start on first use). */
export function createLocalPhotoModule(
  options: { engines?: PhotoEngines } = {},
): BackendModuleFactory {
  return (context): BackendModule => {
    const engines = options.engines ?? createPhotoEngines();
    return {
      name: 'local-photo',
      prefix: LOCAL_PHOTO_PREFIX,
      async handle(request) {
        const operation = new URL(request.url).pathname.slice(LOCAL_PHOTO_PREFIX.length + 1);
        if (!(LOCAL_PHOTO_OPERATIONS as readonly string[]).includes(operation)) {
          return errorResponse(
            404,
            'not_found',
            `No route ${LOCAL_PHOTO_PREFIX}/${operation}; try one of ${LOCAL_PHOTO_OPERATIONS.join(', ')}`,
          );
        }
        if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST');
        if (!isServiceRole(request, context))
          return errorResponse(
            401,
            'unauthorized',
            'The service-role key is required (Authorization: Bearer <service role key>)',
          );
        const started = performance.now();
        const failed = (error: unknown) => {
          context.log.error('local-photo: failed', { operation, error: errorText(error) });
          return new PhotoError('engine_failed', 'The local photo engine failed');
        };
        const run = async (form: Form, onProgress?: (share: number) => void) => {
          const result = await dispatch(
            engines,
            operation as Operation,
            form,
            request.signal,
            onProgress,
          );
          context.log.info('local-photo: done', {
            operation,
            engine: result.report.engine,
            ms: Math.round(performance.now() - started),
          });
          return result;
        };
        try {
          const form = await readForm(
            request,
            operation === 'ad-video' ? MAX_AD_BODY_BYTES : MAX_BODY_BYTES,
          );
          if (wantsProgress(request))
            return progressResponse((onProgress) => run(form, onProgress), failed);
          return resultResponse(await run(form));
        } catch (error) {
          const failure = error instanceof PhotoError ? error : failed(error);
          return errorResponse(failure.status, failure.code, failure.message);
        }
      },
      close: () => engines.close(),
    };
  };
}

/** The module with its own engines, for defaultModules. */
export const createDefaultLocalPhotoModule: BackendModuleFactory = createLocalPhotoModule();
