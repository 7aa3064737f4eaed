// The hosted vector engine: the Recraft-style model makes the SVGs (one call per prompt, `n`
// variants each), each is simplified when asked, sanitised and measured. Its failures become
// the job's failure in the user's words (refunded by the runner); a cancel stays a cancel.
import { vectorToolMessages } from '../contracts/messages.ts';
import type { Drawn } from '../contracts/api/vector.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { readOutboundConfig } from '../outbound/outbound-config.ts';
import { ProviderError } from '../providers/image-provider.ts';
import { noteOrder, parsePrompt } from '../scene/index.ts';
import { sanitizeSvg } from '../svg/sanitize-svg.ts';
import { svgStats } from '../svg/svg-stats.ts';
import { guardedFetch } from './outbound-fetch.ts';
import { RECRAFT, recraftGenerate, type RecraftRequest } from './recraft.ts';
import { optimiseSvg } from './simplify.ts';
import type { VectorEnv } from './vector-env.ts';
import type { VectorPicture, VectorRun } from './vector-types.ts';

/** The largest SVG downloaded from the hosted model. */
const HOSTED_MAX_BYTES = 8 * 1024 * 1024;
export const HOSTED_ENGINE_NAME = 'Recraft';

/** One hosted call and what its pictures are. */
export type HostedCall = {
  request: RecraftRequest;
  /** The prompt as the user typed it (the request's carries the look's words too). */
  userPrompt: string;
  width: number;
  height: number;
  simplify: number;
};

/**
 * What a hosted picture "drew": the model draws free text and has no subject groups, so this
 * lists what the prompt asked for (as the composer reads it) and nothing as not drawn.
 */
export function askedFor(prompt: string): Drawn {
  const asked = noteOrder(parsePrompt(prompt).subjects).map((request) =>
    request.plural ? request.entry.plural : request.entry.name,
  );
  return {
    drawn: asked,
    not_drawn: [],
    note: `asked for: ${asked.length ? asked.join(', ') : prompt}`,
  };
}

/** The failure a provider error is for the user (always refunded). */
export function hostedFailure(error: unknown): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.kind === 'cancelled') return error;
  const status = error.status ?? 0;
  const [code, http] =
    error.kind === 'timeout'
      ? ['provider_timeout', 504]
      : error.kind === 'rate_limited'
        ? ['provider_busy', 503]
        : error.kind === 'http' && (status === 401 || status === 403)
          ? ['provider_auth', 502]
          : error.kind === 'http' && status === 402
            ? ['provider_credits', 502]
            : error.kind === 'http' && status >= 400 && status < 500
              ? ['provider_refused', 502]
              : error.kind === 'http' || error.kind === 'network'
                ? ['provider_unavailable', 503]
                : ['provider_bad_answer', 502];
  return new JobFailure(code as string, vectorToolMessages.failed, http as number);
}

/** Runs the calls one after another with real progress (answered, each SVG fetched, sanitised). */
export async function runHostedPictures(
  env: VectorEnv & { RECRAFT_API_KEY: string },
  calls: HostedCall[],
  context: { progress(percent: number): void; signal: AbortSignal },
): Promise<VectorRun> {
  const fetch = guardedFetch({
    ...readOutboundConfig(),
    timeoutMs: env.RECRAFT_TIMEOUT_MS,
    maxBytes: HOSTED_MAX_BYTES,
  });
  const total = calls.reduce((sum, call) => sum + call.request.n, 0) * 2 + calls.length;
  let done = 0;
  const tick = () => {
    done += 1;
    context.progress(Math.round((done / total) * 90));
  };
  const pictures: VectorPicture[] = [];
  try {
    for (const call of calls) {
      const svgs = await recraftGenerate(
        {
          apiBase: env.RECRAFT_API_URL,
          apiKey: env.RECRAFT_API_KEY,
          fetch,
          timeoutMs: env.RECRAFT_TIMEOUT_MS,
          retryDelayMs: env.RECRAFT_RETRY_DELAY_MS,
        },
        call.request,
        context.signal,
        { onAnswer: tick, onSvg: tick },
      );
      for (const svg of svgs) {
        if (context.signal.aborted) throw new ProviderError(RECRAFT, 'cancelled', 'cancelled');
        let clean: string;
        try {
          clean = sanitizeSvg(optimiseSvg(svg, call.simplify));
        } catch {
          throw new ProviderError(RECRAFT, 'bad_response', 'a result could not be read as SVG');
        }
        pictures.push({
          svg: clean,
          width: call.width,
          height: call.height,
          drawn: askedFor(call.userPrompt),
          stats: svgStats(clean),
        });
        tick();
      }
    }
  } catch (error) {
    throw hostedFailure(error);
  }
  return { pictures, engine: { kind: 'hosted', name: HOSTED_ENGINE_NAME } };
}
