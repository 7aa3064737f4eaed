// The provider fallback chain a generation walks inside its job's engine (spec 7 "Model selection
// by style", model-selection.ts): each link in order until one returns images, every attempt
// recorded. The job's signal goes into every provider call, and a cancel ends the walk at once
// (no further link is tried); the current link's real progress is reported as it comes.
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
import { promptWithModifier } from './catalogue.ts';
import type { GenerationEnv } from './generation-env.ts';
import type { GenerationJob } from './jobs.ts';
import { generationMessages } from './messages.ts';
import { fallbackChain, type Route } from './model-selection.ts';

/** Adapters by provider name. */
export type Providers = Partial<Record<Route['provider'], ImageGenerationProvider>>;

/** The adapters the env configures (hosted ones only with their secret). */
export function providersFromEnv(env: GenerationEnv, supabaseEnv: SupabaseEnv): Providers {
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

/** One link of the chain: its route and the adapter that serves it. */
export type Link = { route: Route; provider: ImageGenerationProvider };

/** The links this run can use: the fallback chain, keeping those with an adapter. */
export function linksFor(job: GenerationJob, env: GenerationEnv, providers: Providers): Link[] {
  const chain = fallbackChain(
    {
      type: job.type,
      style: job.style,
      premium: job.premium,
      startAt: job.startAt,
      size: job.size,
    },
    env,
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

/** One provider call, as ai_generations.params.attempts keeps it. */
export type Attempt = {
  service: string;
  provider: string;
  model: string;
  ms: number;
  outcome: string;
  error?: string;
};

/** Why the whole chain failed, as a spec 8 message (image-service errors). */
export function chainFailure(attempts: Attempt[]): {
  status: number;
  code: string;
  message: string;
} {
  const kinds = attempts.map((attempt) => attempt.outcome);
  if (kinds.length > 0 && kinds.every((kind) => kind === 'timeout'))
    return { status: 504, code: 'timeout', message: generationMessages.timedOut };
  if (kinds.length > 0 && kinds.every((kind) => kind === 'no_images' || kind === 'bad_response')) {
    return { status: 502, code: 'no_images', message: generationMessages.noImages };
  }
  return { status: 503, code: 'providers_unavailable', message: generationMessages.allUnavailable };
}

/** What a walk needs beside the run. */
export type ChainContext = {
  /** The job's signal: fires when the owner cancels. */
  signal: AbortSignal;
  /** The current link's share done, 0–1. */
  progress(fraction: number): void;
  log: FunctionLogger;
  /** Filled with one entry per provider call. */
  attempts: Attempt[];
};

/** Walks the chain until a link returns images; null when every link failed. A cancel throws. */
export async function runChain(
  job: GenerationJob,
  seed: number,
  links: Link[],
  context: ChainContext,
): Promise<{ result: ImageResult; route: Route } | null> {
  const { signal, log, attempts } = context;
  for (const [index, { route, provider }] of links.entries()) {
    signal.throwIfAborted();
    if (index > 0)
      log.warn(generationMessages.usingFallback, {
        tool: job.tool,
        service: route.service,
        provider: route.provider,
      });
    const request: ImageRequest = {
      // The style's modifier applies whether or not Prompt Enhancement is on (spec 4: choosing a
      // style applies its variant's prompt modifier; the toggle is a separate setting).
      prompt: job.variant ? promptWithModifier(job.prompt, job.style, job.variant) : job.prompt,
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
      const result = await provider.generate(request, {
        timeoutMs: route.timeoutMs,
        signal,
        progress: context.progress,
      });
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
      // A cancel ends the walk: the owner wants nothing more from any provider.
      if (signal.aborted) throw error;
      log.warn('generation provider failed', {
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
