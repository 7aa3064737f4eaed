// The one request flow every photo tool shares: CORS, the caller, the body (zod), the upload
// checks (free), the server-side charge, the engine, Storage, the generation record and, on
// failure after the charge, exactly one refund. A tool supplies only its schema, its images
// and how it runs.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { z } from 'zod';
import { readJsonBody } from '../http.ts';
import { createLogger } from '../logger.ts';
import {
  createServiceClient,
  getCallerUser,
  readSupabaseEnv,
  type SupabaseEnv,
} from '../supabase-clients.ts';
import type { EngineOutput, HostedConfig, LocalEngineConfig } from './engines.ts';
import type { ImageFacts } from './image-check.ts';
import { creditMessages, enhancementMessages } from './messages.ts';
import { readPhotoEnv, type PhotoEnv } from './photo-env.ts';
import { asFailure, PhotoToolFailure } from './photo-failure.ts';
import { bodyFailure, checkImage, fail, json, photoCorsHeaders } from './photo-response.ts';
import type { RetryPolicy } from './provider-call.ts';

/** The bucket results are stored in (migration 20261123140000_photo_results_storage.sql). */
export const PHOTO_RESULTS_BUCKET = 'photo-results';
/** Signed result URLs last a week; the owner can sign a fresh one from their folder. */
const SIGNED_URL_SECONDS = 7 * 24 * 3600;

/** Re-exported for callers that import it from here. */
export { photoCorsHeaders };

/** What a tool's run gets. */
export type ToolContext = {
  request: Request;
  user: User;
  env: PhotoEnv;
  local: LocalEngineConfig;
  /** A hosted service's config with the spec's retry policy. */
  hosted(baseUrl: string, apiKey: string): HostedConfig;
};

/** What a tool's run produced. */
export type ToolRun = { output: EngineOutput; apiKeyUsed: boolean; desiredIncrease?: number };

/** A photo tool. */
export type PhotoTool<Schema extends z.ZodType> = {
  /** The function's name (ai_generations.tool). */
  name: string;
  /** credit_costs key charged for one run. */
  costKey: string;
  schema: Schema;
  /** The base64 fields holding images, checked before anything is charged. */
  imageFields: readonly (keyof z.output<Schema> & string)[];
  /** Further free checks on the parsed input and the images' facts (e.g. output size). */
  precheck?(input: z.output<Schema>, facts: Record<string, ImageFacts>): PhotoToolFailure | null;
  /** Parameters recorded with the generation. */
  params?(input: z.output<Schema>): Record<string, unknown>;
  run(
    input: z.output<Schema>,
    images: Record<string, Uint8Array>,
    context: ToolContext,
  ): Promise<ToolRun>;
};

/** Options for tests: the back-off sleep. */
export type ServeOptions = { sleep?: (ms: number) => Promise<void> };

type Checked<Input> = { input: Input; images: Record<string, Uint8Array> };

function checkImages<Schema extends z.ZodType>(
  tool: PhotoTool<Schema>,
  input: z.output<Schema>,
): Checked<z.output<Schema>> | PhotoToolFailure {
  const images: Record<string, Uint8Array> = {};
  const facts: Record<string, ImageFacts> = {};
  for (const field of tool.imageFields) {
    const checked = checkImage(String((input as Record<string, unknown>)[field]), field);
    if (checked instanceof PhotoToolFailure) return checked;
    images[field] = checked.bytes;
    facts[field] = checked.facts;
  }
  return tool.precheck?.(input, facts) ?? { input, images };
}

/** Makes the function's `fetch` for a tool. */
export function servePhotoTool<Schema extends z.ZodType>(
  tool: PhotoTool<Schema>,
  options: ServeOptions = {},
): { fetch(request: Request): Promise<Response> } {
  const log = createLogger(tool.name);

  async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: photoCorsHeaders });
    if (request.method !== 'POST')
      return fail(new PhotoToolFailure('method_not_allowed', 'Method not allowed', 405));
    const supabaseEnv = readSupabaseEnv();
    const user = await getCallerUser(request, supabaseEnv);
    if (!user)
      return fail(new PhotoToolFailure('not_signed_in', creditMessages.loginToUseCredits, 401));
    const parsed = tool.schema.safeParse(await readJsonBody(request));
    if (!parsed.success) return fail(bodyFailure(parsed.error.issues, tool.imageFields));
    const checked = checkImages(tool, parsed.data);
    if (checked instanceof PhotoToolFailure) return fail(checked);
    return charged(request, user, supabaseEnv, checked);
  }

  async function charged(
    request: Request,
    user: User,
    supabaseEnv: SupabaseEnv,
    { input, images }: Checked<z.output<Schema>>,
  ): Promise<Response> {
    const env = readPhotoEnv();
    const service = createServiceClient(supabaseEnv);
    const started = Date.now();
    const generationId = await createGeneration(service, user.id, tool, tool.params?.(input) ?? {});
    const charge = await service.rpc('charge_credits', {
      p_user_id: user.id,
      p_cost_key: tool.costKey,
      p_generation_id: generationId,
      p_description: `${tool.name}`,
    });
    if (charge.error) {
      await service
        .from('ai_generations')
        .update({
          status: 'failed',
          error: charge.error.message,
          completed_at: new Date().toISOString(),
        })
        .eq('id', generationId);
      // The RPC raises the spec's own wording (PostgREST answers it as 400 P0001 with the bare message).
      const insufficient = /Insufficient credits\. Required: \d+, Available: \d+/.exec(
        charge.error.message,
      );
      if (insufficient)
        return fail(new PhotoToolFailure('insufficient_credits', insufficient[0], 402));
      log.error('charge failed', { error: charge.error.message });
      return fail(new PhotoToolFailure('charge_failed', creditMessages.deductFailed, 500));
    }
    const { balance, charged: creditsUsed } = (
      charge.data as { balance: number; charged: number }[]
    )[0]!;
    try {
      const policy: RetryPolicy = {
        attempts: 3,
        timeoutMs: env.PHOTO_PROVIDER_TIMEOUT_MS,
        delayMs: env.PHOTO_RETRY_DELAY_MS,
        sleep: options.sleep,
      };
      const context: ToolContext = {
        request,
        user,
        env,
        local: {
          baseUrl: env.PHOTO_LOCAL_ENGINE_URL ?? supabaseEnv.SUPABASE_URL,
          serviceRoleKey: supabaseEnv.SUPABASE_SERVICE_ROLE_KEY,
          timeoutMs: env.PHOTO_LOCAL_TIMEOUT_MS,
        },
        hosted: (baseUrl, apiKey) => ({ baseUrl, apiKey, policy }),
      };
      const run = await tool.run(input, images, context);
      const output = await store(service, user.id, generationId, run.output);
      await service
        .from('ai_generations')
        .update({
          status: 'succeeded',
          model: run.output.engine.name,
          provider: run.output.engine.kind,
          output_urls: [output.url],
          completed_at: new Date().toISOString(),
          duration_ms: Date.now() - started,
          params: {
            ...(tool.params?.(input) ?? {}),
            storage_path: output.path,
            width: run.output.width,
            height: run.output.height,
          },
        })
        .eq('id', generationId);
      log.info('done', {
        generation_id: generationId,
        engine: run.output.engine.name,
        ms: Date.now() - started,
      });
      return json(
        {
          output: output.url,
          ...(run.desiredIncrease === undefined ? {} : { desired_increase: run.desiredIncrease }),
          apiKeyUsed: run.apiKeyUsed,
          engine: run.output.engine,
          generation_id: generationId,
          credits_used: creditsUsed,
          credits_remaining: balance,
          width: run.output.width,
          height: run.output.height,
        },
        200,
      );
    } catch (error) {
      const failure = asFailure(error);
      log.warn('failed; refunding', {
        generation_id: generationId,
        code: failure.code,
        detail: failure.detail ?? failure.message,
      });
      const refund = await service.rpc('refund_generation', {
        p_generation_id: generationId,
        p_reason: failure.code,
      });
      if (refund.error)
        log.error('refund failed', { generation_id: generationId, error: refund.error.message });
      return fail(failure, !refund.error && creditsUsed > 0);
    }
  }

  return {
    async fetch(request) {
      try {
        return await handle(request);
      } catch (error) {
        log.error('unexpected failure', {
          error: error instanceof Error ? error.message : String(error),
        });
        return fail(new PhotoToolFailure('failed', enhancementMessages.failed, 500));
      }
    },
  };
}

async function createGeneration(
  service: SupabaseClient,
  userId: string,
  tool: { name: string; costKey: string },
  params: Record<string, unknown>,
): Promise<string> {
  const { data, error } = await service
    .from('ai_generations')
    .insert({
      user_id: userId,
      task_type: tool.costKey,
      tool: tool.name,
      status: 'processing',
      params,
      started_at: new Date().toISOString(),
    })
    .select('id')
    .single();
  if (error || !data)
    throw new Error(`could not record the generation: ${error?.message ?? 'no row'}`);
  return (data as { id: string }).id;
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

async function store(
  service: SupabaseClient,
  userId: string,
  generationId: string,
  output: EngineOutput,
): Promise<{ path: string; url: string }> {
  const type = sniffType(output.bytes);
  const path = `${userId}/${generationId}.${extensions[type]}`;
  const upload = await service.storage
    .from(PHOTO_RESULTS_BUCKET)
    .upload(path, output.bytes, { contentType: type, upsert: false });
  if (upload.error)
    throw new PhotoToolFailure(
      'storage_failed',
      enhancementMessages.failed,
      500,
      `storage: ${upload.error.message}`,
    );
  const signed = await service.storage
    .from(PHOTO_RESULTS_BUCKET)
    .createSignedUrl(path, SIGNED_URL_SECONDS);
  if (signed.error || !signed.data)
    throw new PhotoToolFailure(
      'storage_failed',
      enhancementMessages.failed,
      500,
      `storage: ${signed.error?.message ?? 'no signed URL'}`,
    );
  return { path, url: signed.data.signedUrl };
}

function sniffType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes[0] === 0x52 && bytes[1] === 0x49) return 'image/webp';
  return 'image/png';
}
