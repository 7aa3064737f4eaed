// Hive Local's local photo engines over HTTP: POST /_local/ai/photo/<operation> with a
// multipart body (image files + option fields), answered with the result PNG (the vectorizer's:
// the SVG, image/svg+xml) and what ran in `x-engine-*` headers. Only edge functions call it (they charge, store and record), so it
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
import {
  createPhotoEngines,
  parseOptions,
  type PhotoEngines,
  type PhotoResult,
} from './photo-engines';
import { errorText, PhotoError } from './photo-errors';
import type { VectorResult } from './engines/vectorize';
import { vectorizeOptionsSchema } from '../../../supabase/functions/_shared/contracts/api/vector';
import {
  colourSchema,
  compositeOptionsSchema,
  inpaintOptionsSchema,
  samClicksSchema,
  upscaleOptionsSchema,
} from './photo-jobs';
import { MAX_IMAGE_BYTES } from './photo-limits';
import { progressResponse, wantsProgress } from './progress-response';

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
] as const;
type Operation = (typeof LOCAL_PHOTO_OPERATIONS)[number];

/** Two images of at most 10 MB each, plus form overhead. */
const MAX_BODY_BYTES = 2 * MAX_IMAGE_BYTES + 64 * 1024;

const fieldsSchema = z.record(z.string(), z.string().max(4096));

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

type Form = { files: Map<string, Uint8Array>; fields: Record<string, string> };

async function readForm(request: Request): Promise<Form> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new PhotoError('file_too_large');
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
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else files.set(name, new Uint8Array(await value.arrayBuffer()));
  }
  return { files, fields: parseOptions(fieldsSchema, fields) };
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
): Promise<PhotoResult | VectorResult> {
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
  }
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

function resultResponse(result: PhotoResult | VectorResult): Response {
  const { report } = result;
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
          const form = await readForm(request);
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
