// Hive Local's local image provider: POST /_local/ai/images/generate renders procedural
// artwork so generation works on a machine with no provider keys and no network. Only edge
// functions call it (through their provider adapter), so it takes the service-role key only.
//
// Answers JSON with base64 PNGs, the shape of the OpenAI-style images API (`b64_json`) that the
// adapters already speak; a run of three 1024² images is a few MB, fine on loopback, and one
// JSON body keeps seeds and sizes next to the pictures they describe.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { promptNote } from '../../../supabase/functions/_shared/scene/parse-prompt.ts';
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import { createRenderPool, type RenderPool } from './render-pool';
import { describeIssues, generateRequestSchema, outputSize } from './request-schema';

/** Model name reported with every local image, so stored generations say what made them. */
export const LOCAL_IMAGE_MODEL = 'hive-local-procedural-v1';
/** Where the module is mounted. */
export const LOCAL_IMAGES_PREFIX = '/_local/ai/images';
/** Largest JSON body accepted. */
const MAX_BODY_BYTES = 64 * 1024;

/** The generate response body. */
export type GenerateResponse = {
  created: number;
  seed: number;
  width: number;
  height: number;
  model: typeof LOCAL_IMAGE_MODEL;
  images: { b64_png: string; seed: number }[];
  /** What the local preview drew and could not draw: "drew: cabin, trees, snow · not drawn: lantern". */
  note: string;
};

function errorResponse(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status });
}

function isServiceRole(request: Request, context: BackendContext): boolean {
  const header = request.headers.get('authorization') ?? '';
  const token = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(context.keys.serviceRoleKey);
  return token.length === expected.length && timingSafeEqual(token, expected);
}

async function readJson(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    return {
      ok: false,
      response: errorResponse(
        413,
        'body_too_large',
        `Request body must be at most ${MAX_BODY_BYTES} bytes`,
      ),
    };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: errorResponse(400, 'invalid_json', 'Request body must be a JSON object'),
    };
  }
}

async function generate(
  request: Request,
  context: BackendContext,
  pool: RenderPool,
): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = generateRequestSchema.safeParse(body.value);
  if (!parsed.success) return errorResponse(400, 'invalid_request', describeIssues(parsed.error));
  const input = parsed.data;
  const { width, height } = outputSize(input);
  // A seed is drawn when none is given and always returned, so any run can be repeated exactly.
  const seed = input.seed ?? randomInt(0, 2 ** 32 - 1);
  const started = performance.now();
  const rendered = await pool.renderRun({
    prompt: input.prompt,
    style: input.style,
    variant: input.variant,
    contrast: input.contrast,
    seed,
    width,
    height,
    count: input.count,
  });
  context.log.info('local-images: generated', {
    style: input.style,
    count: input.count,
    width,
    height,
    ms: Math.round(performance.now() - started),
  });
  const response: GenerateResponse = {
    created: Math.floor(Date.now() / 1000),
    seed,
    width,
    height,
    model: LOCAL_IMAGE_MODEL,
    images: rendered.map((image) => ({ b64_png: image.png.toString('base64'), seed: image.seed })),
    note: promptNote(input.prompt),
  };
  return Response.json(response);
}

/** The local image provider as a Hive Local module. */
export const createLocalImagesModule: BackendModuleFactory = (context): BackendModule => {
  const pool = createRenderPool({ log: context.log });
  return {
    name: 'local-images',
    prefix: LOCAL_IMAGES_PREFIX,
    async handle(request) {
      const path = new URL(request.url).pathname.slice(LOCAL_IMAGES_PREFIX.length) || '/';
      if (path !== '/generate')
        return errorResponse(404, 'not_found', `No route ${LOCAL_IMAGES_PREFIX}${path}`);
      if (request.method !== 'POST') return errorResponse(405, 'method_not_allowed', 'Use POST');
      if (!isServiceRole(request, context))
        return errorResponse(
          401,
          'unauthorized',
          'The service-role key is required (Authorization: Bearer <service role key>)',
        );
      try {
        return await generate(request, context, pool);
      } catch (error) {
        context.log.error('local-images: render failed', {
          error: error instanceof Error ? error.message : String(error),
        });
        return errorResponse(
          500,
          'render_failed',
          'The local image provider could not render this request',
        );
      }
    },
    async close() {
      await pool.close();
    },
  };
};
