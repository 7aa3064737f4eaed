// The one image-generation pipeline every generation function runs: record the generation,
// charge the server-side cost BEFORE any provider is called, walk the fallback chain, store the
// outputs in our own Storage, record the result, and refund exactly once on any failure.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionLogger } from '../logger.ts';
import type { SupabaseEnv } from '../supabase-clients.ts';
import {
  ProviderError,
  type ImageGenerationProvider,
  type ImageRequest,
  type ImageResult,
} from '../providers/image-provider.ts';
import { createLocalImagesProvider } from '../providers/local-images.ts';
import { createOpenAiImagesProvider } from '../providers/openai-images.ts';
import { createProdiaProvider } from '../providers/prodia-images.ts';
import { createReplicateProvider } from '../providers/replicate-images.ts';
import { applyPromptModifier, STYLE_MODIFIERS, variantLabel } from './catalogue.ts';
import type { AspectRatio, GenerationMode, GenerationType } from './contract.ts';
import type { GenerationEnv } from './generation-env.ts';
import {
  chargeGeneration,
  freePreviewCharge,
  insertGeneration,
  refundGeneration,
  storeImages,
  updateGeneration,
  type Charge,
} from './generation-records.ts';
import { generationMessages, insufficientCreditsMessage } from './messages.ts';
import { fallbackChain, type PremiumKey, type Route } from './model-selection.ts';

/** One run, as the thin functions describe it (already validated). */
export type GenerationJob = {
  /** The function's name, stored as ai_generations.tool. */
  tool: string;
  /** ai_generations.task_type, e.g. 'text-to-image'. */
  taskType: string;
  /** The credit_costs key the server charges. */
  costKey: string;
  prompt: string;
  type: GenerationType;
  style: string;
  variant: string | undefined;
  aspectRatio: AspectRatio;
  numImages: number;
  contrast: 'low' | 'medium' | 'high';
  generationMode: GenerationMode;
  promptEnhance: boolean;
  seed: number | undefined;
  premium?: PremiumKey;
  /** The alternate function starts its chain at the alternate service. */
  startAt?: 'primary' | 'alternate';
  size?: { width: number; height: number };
  tone?: 'natural' | 'vivid';
};

export type GenerationSuccess = {
  ok: true;
  generationId: string;
  prompt: string;
  urls: string[];
  variants: { url: string; seed: number; label: string }[];
  provider: string;
  model: string;
  creditsUsed: number;
  creditsRemaining: number;
  storedBytes: number;
};
export type GenerationFailure = {
  ok: false;
  status: number;
  code: string;
  message: string;
  refunded: boolean;
};
export type GenerationOutcome = GenerationSuccess | GenerationFailure;

export type PipelineDeps = {
  service: SupabaseClient;
  supabaseEnv: SupabaseEnv;
  env: GenerationEnv;
  log: FunctionLogger;
  /** Adapters by provider name; default: built from env. Tests may pass their own. */
  providers?: Partial<Record<Route['provider'], ImageGenerationProvider>>;
};

/** The adapters the env configures (hosted ones only with their secret). */
export function providersFromEnv(
  env: GenerationEnv,
  supabaseEnv: SupabaseEnv,
): Partial<Record<Route['provider'], ImageGenerationProvider>> {
  const retryDelayMs = env.PROVIDER_RETRY_DELAY_MS;
  return {
    local: createLocalImagesProvider({
      baseUrl: env.LOCAL_IMAGES_URL ?? supabaseEnv.SUPABASE_URL,
      serviceRoleKey: supabaseEnv.SUPABASE_SERVICE_ROLE_KEY,
    }),
    ...(env.REPLICATE_API_TOKEN && {
      replicate: createReplicateProvider({
        apiBase: env.REPLICATE_API_BASE,
        token: env.REPLICATE_API_TOKEN,
        retryDelayMs,
        pollIntervalMs: env.PROVIDER_POLL_INTERVAL_MS,
      }),
    }),
    ...(env.OPENAI_API_KEY && {
      openai: createOpenAiImagesProvider({
        apiBase: env.OPENAI_API_BASE,
        apiKey: env.OPENAI_API_KEY,
        retryDelayMs,
      }),
    }),
    ...(env.PRODIA_API_KEY && {
      prodia: createProdiaProvider({
        apiBase: env.PRODIA_API_BASE,
        token: env.PRODIA_API_KEY,
        retryDelayMs,
      }),
    }),
  };
}

/** A seed in the contract's range, drawn with Web Crypto. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;
}

type Attempt = {
  service: string;
  provider: string;
  model: string;
  ms: number;
  outcome: string;
  error?: string;
};

/** Why the whole chain failed, as a spec 8 message (image-service errors). */
function chainFailure(attempts: Attempt[]): Omit<GenerationFailure, 'ok' | 'refunded'> {
  const kinds = attempts.map((attempt) => attempt.outcome);
  if (kinds.length > 0 && kinds.every((kind) => kind === 'timeout'))
    return { status: 504, code: 'timeout', message: generationMessages.timedOut };
  if (kinds.length > 0 && kinds.every((kind) => kind === 'no_images' || kind === 'bad_response')) {
    return { status: 502, code: 'no_images', message: generationMessages.noImages };
  }
  return { status: 503, code: 'providers_unavailable', message: generationMessages.allUnavailable };
}

type Link = { route: Route; provider: ImageGenerationProvider };

/** The links this job can use: the fallback chain, keeping those with an adapter. */
function linksFor(job: GenerationJob, deps: PipelineDeps): Link[] {
  const providers = deps.providers ?? providersFromEnv(deps.env, deps.supabaseEnv);
  const chain = fallbackChain(
    {
      type: job.type,
      style: job.style,
      premium: job.premium,
      startAt: job.startAt,
      size: job.size,
    },
    deps.env,
  );
  return chain.flatMap((route) => {
    const provider = providers[route.provider];
    return provider ? [{ route, provider }] : [];
  });
}

/** True when every link that can serve the run is Hive Local's preview renderer (then it is free). */
export function isLocalPreviewRun(links: readonly { route: Route }[]): boolean {
  return links.length > 0 && links.every((link) => link.route.provider === 'local');
}

/** Walks the chain until a link returns images; records every attempt. */
async function runChain(
  job: GenerationJob,
  seed: number,
  links: Link[],
  deps: PipelineDeps,
  attempts: Attempt[],
): Promise<{ result: ImageResult; route: Route } | null> {
  const modifier = job.variant ? STYLE_MODIFIERS[job.style]?.[job.variant] : undefined;
  for (const [index, { route, provider }] of links.entries()) {
    if (index > 0)
      deps.log.warn(generationMessages.usingFallback, {
        tool: job.tool,
        service: route.service,
        provider: route.provider,
      });
    const request: ImageRequest = {
      prompt:
        job.promptEnhance && modifier ? applyPromptModifier(job.prompt, modifier) : job.prompt,
      userPrompt: job.prompt,
      style: job.style,
      variant: job.variant,
      model: route.model,
      aspectRatio: job.aspectRatio,
      size: route.size,
      numImages: job.numImages,
      seed,
      contrast: job.contrast,
      generationMode: job.generationMode,
      tone: job.tone,
    };
    const started = Date.now();
    try {
      const result = await provider.generate(request, { timeoutMs: route.timeoutMs });
      attempts.push({
        service: route.service,
        provider: route.provider,
        model: result.model,
        ms: Date.now() - started,
        outcome: 'ok',
      });
      return { result, route };
    } catch (error) {
      const kind = error instanceof ProviderError ? error.kind : 'error';
      const message = error instanceof Error ? error.message : String(error);
      attempts.push({
        service: route.service,
        provider: route.provider,
        model: route.model,
        ms: Date.now() - started,
        outcome: kind,
        error: message.slice(0, 300),
      });
      deps.log.warn('generation provider failed', {
        tool: job.tool,
        service: route.service,
        provider: route.provider,
        kind,
        error: message,
      });
    }
  }
  return null;
}

/** What ai_generations.params keeps: every input needed to make the run again, seed included. */
function runParams(job: GenerationJob, seed: number): Record<string, unknown> {
  return {
    type: job.type,
    style: job.style,
    variant: job.variant ?? null,
    aspectRatio: job.aspectRatio,
    numImages: job.numImages,
    contrast: job.contrast,
    generationMode: job.generationMode,
    promptEnhance: job.promptEnhance,
    seed,
    cost_key: job.costKey,
    ...(job.premium && { premium: job.premium }),
    ...(job.size && { size: `${job.size.width}x${job.size.height}` }),
    ...(job.tone && { tone: job.tone }),
  };
}

/** The answer to a charge the balance could not pay (or that failed). */
function chargeFailure(charge: Extract<Charge, { ok: false }>): GenerationFailure {
  if (charge.insufficient) {
    const { required, available } = charge.insufficient;
    return {
      ok: false,
      status: 402,
      code: 'insufficient_credits',
      message: insufficientCreditsMessage(required, available),
      refunded: false,
    };
  }
  return {
    ok: false,
    status: 500,
    code: 'charge_failed',
    message: generationMessages.deductFailed,
    refunded: false,
  };
}

type Run = {
  job: GenerationJob;
  userId: string;
  generationId: string;
  params: Record<string, unknown>;
  started: number;
  attempts: Attempt[];
};

/** Stores the outputs, marks the generation succeeded and builds the answer. */
async function succeed(
  run: Run,
  produced: { result: ImageResult; route: Route },
  charge: Extract<Charge, { ok: true }>,
  deps: PipelineDeps,
): Promise<GenerationSuccess> {
  const { job, generationId } = run;
  const images = produced.result.images;
  const stored = await storeImages(
    deps.service,
    run.userId,
    generationId,
    images,
    deps.env.GENERATION_URL_TTL_SECONDS,
  );
  const urls = stored.map((image) => image.url);
  const durationMs = Date.now() - run.started;
  await updateGeneration(deps.service, generationId, {
    status: 'succeeded',
    provider: produced.route.provider,
    model: produced.result.model,
    output_urls: urls,
    params: {
      ...run.params,
      service: produced.route.service,
      attempts: run.attempts,
      output_paths: stored.map((image) => image.path),
      seeds: images.map((image) => image.seed),
    },
    completed_at: new Date().toISOString(),
    duration_ms: durationMs,
  });
  deps.log.info('generation succeeded', {
    generation_id: generationId,
    tool: job.tool,
    provider: produced.route.provider,
    ms: durationMs,
    images: urls.length,
  });
  return {
    ok: true,
    generationId,
    prompt: job.prompt,
    urls,
    variants: stored.map((image, index) => ({
      url: image.url,
      seed: images[index]!.seed,
      label: variantLabel(job.style, index),
    })),
    provider: produced.route.provider,
    model: produced.result.model,
    creditsUsed: charge.charged,
    creditsRemaining: charge.balance,
    storedBytes: stored.reduce((sum, image) => sum + image.bytes, 0),
  };
}

/** Runs one generation for `userId`. Never throws for provider or storage failures after the charge. */
export async function runGeneration(
  job: GenerationJob,
  userId: string,
  deps: PipelineDeps,
): Promise<GenerationOutcome> {
  const { service, log } = deps;
  const seed = job.seed ?? randomSeed();
  const params = runParams(job, seed);
  const links = linksFor(job, deps);
  // Nothing can serve this run (e.g. the alternate function with only a Flux key): say so
  // before anything is recorded or charged.
  if (links.length === 0)
    return {
      ok: false,
      status: 503,
      code: 'providers_unavailable',
      message: generationMessages.allUnavailable,
      refunded: false,
    };
  const generationId = await insertGeneration(service, {
    userId,
    taskType: job.taskType,
    tool: job.tool,
    style: job.style,
    prompt: job.prompt,
    params,
  });

  // The charge comes first: no provider is called for a run nobody paid for. A run only the
  // local preview can serve is free: it previews what a hosted model would make, no more.
  const charge = isLocalPreviewRun(links)
    ? await freePreviewCharge(service, userId)
    : await chargeGeneration(
        service,
        userId,
        job.costKey,
        generationId,
        `${job.tool}: ${job.style}`,
      );
  if (!charge.ok) {
    await updateGeneration(service, generationId, {
      status: 'failed',
      error: charge.message,
      completed_at: new Date().toISOString(),
    });
    if (!charge.insufficient)
      log.error('charge failed', { generation_id: generationId, error: charge.message });
    return chargeFailure(charge);
  }

  const run: Run = { job, userId, generationId, params, started: Date.now(), attempts: [] };
  let failure: Omit<GenerationFailure, 'ok' | 'refunded'>;
  let reason: string;
  try {
    await updateGeneration(service, generationId, {
      status: 'processing',
      started_at: new Date(run.started).toISOString(),
    });
    const produced = await runChain(job, seed, links, deps, run.attempts);
    if (produced) return await succeed(run, produced, charge, deps);
    failure = chainFailure(run.attempts);
    reason =
      run.attempts
        .map((attempt) => `${attempt.provider}: ${attempt.error ?? attempt.outcome}`)
        .join('; ') || 'no provider configured';
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
    log.error('generation failed after the charge', { generation_id: generationId, error: reason });
    failure = {
      status: 500,
      code: 'generation_failed',
      message: generationMessages.generationFailed,
    };
  }
  return { ok: false, ...failure, refunded: await refundOnce(run, charge.charged, reason, deps) };
}

/** The one refund of a failed generation; true when credits went back. */
async function refundOnce(
  run: Run,
  charged: number,
  reason: string,
  deps: PipelineDeps,
): Promise<boolean> {
  try {
    // Keep the attempts for support; losing them must not stop the refund.
    await updateGeneration(deps.service, run.generationId, {
      params: { ...run.params, attempts: run.attempts },
      duration_ms: Date.now() - run.started,
    }).catch(() => undefined);
    await refundGeneration(deps.service, run.generationId, reason.slice(0, 500));
    return charged > 0;
  } catch (error) {
    // The refund RPC is idempotent per generation: an operator can run it again safely.
    deps.log.error('refund failed', {
      generation_id: run.generationId,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
