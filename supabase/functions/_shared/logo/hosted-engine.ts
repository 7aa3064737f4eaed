// The hosted logo engine: the spec's logo model (a "Logo Design" generation: Flux Schnell on the
// cinematic/logo service, then the pipeline's fallbacks) makes the pictures through the
// generation pipeline's own provider chain, then the vectorizer (vectorizer.ai's API) traces each
// into an SVG, which the one sanitiser cleans. Each step reports real progress; the job's cancel
// aborts the call in flight; a failure becomes the job's failure in the user's words (refunded).
import {
  LOGO_HOSTED_CANDIDATES,
  LOGO_PALETTES,
  logoMessages,
  type GenerateLogoRequest,
} from '../contracts/api/logo.ts';
import {
  chainFailure,
  linksFor,
  providersFromEnv,
  runChain,
  type Attempt,
} from '../generation/fallback-chain.ts';
import { readGenerationEnv } from '../generation/generation-env.ts';
import type { GenerationJob } from '../generation/jobs.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { createLogger } from '../logger.ts';
import { readSupabaseEnv } from '../supabase-clients.ts';
import { sanitizeSvg, SvgRefused } from '../svg/sanitize-svg.ts';
import { vectorizationMessages } from '../contracts/messages.ts';
import { vectorizeHosted } from '../vector/vectorizer-ai.ts';
import { hostedVectorizer } from '../vector/vectorizer-env.ts';
import type { LogoPicture, LogoRun } from './logo-run.ts';

export const HOSTED_LOGO_ENGINE_NAME = 'Flux Schnell + vectorizer.ai';
/** jobs.engine for a hosted run. */
export const HOSTED_LOGO_ENGINE_ID = 'hosted-logo-model';

const STYLE_PROMPTS: Record<GenerateLogoRequest['style'], string> = {
  minimal: 'minimalist, a clean geometric symbol, thin even lines, generous white space',
  modern: 'modern, a bold geometric symbol, strong sans-serif lettering',
  luxury: 'luxury, elegant serif capitals with wide spacing, fine lines',
  playful: 'playful, rounded friendly shapes, cheerful',
  vintage: 'vintage badge, slab serif lettering, a crafted emblem',
  tech: 'tech, a precise angular symbol, futuristic lettering',
};

/** What the logo model is asked for. */
export function hostedPrompt(request: GenerateLogoRequest): string {
  const colors = request.colors;
  const palette =
    colors?.mode === 'preset'
      ? Object.values(LOGO_PALETTES[colors.preset].colors).join(', ')
      : colors?.mode === 'custom'
        ? colors.colors.join(', ')
        : null;
  const symbol =
    request.symbol.kind === 'none'
      ? 'a wordmark only, no symbol'
      : request.symbol.kind === 'monogram'
        ? 'a monogram of the initials'
        : request.symbol.kind === 'icon'
          ? `a symbol of a ${request.symbol.icon
              .split(':')[1]!
              .replace(/-filled$/, '')
              .replace(/-/g, ' ')}`
          : 'a simple symbol';
  return [
    `Professional logo for "${request.name}"`,
    request.industry ? `a ${request.industry} brand` : null,
    request.tagline ? `tagline "${request.tagline}"` : null,
    STYLE_PROMPTS[request.style],
    symbol,
    palette ? `colours ${palette}` : null,
    'flat vector logo centred on a plain white background, no mockup, no photograph, no shadows',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The logo model's run, as the generation pipeline describes one. */
function generationRun(request: GenerateLogoRequest, seed: number): GenerationJob {
  return {
    tool: 'generate-logo',
    taskType: 'text-to-image',
    costKey: 'logo-generate',
    prompt: hostedPrompt(request),
    type: 'logo',
    style: 'logo',
    variant: undefined,
    aspectRatio: '1:1',
    numImages: LOGO_HOSTED_CANDIDATES,
    contrast: 'medium',
    generationMode: 'fast',
    promptEnhance: false,
    seed,
  };
}

/** Makes and traces the hosted candidates. */
export async function runHostedLogos(
  request: GenerateLogoRequest,
  seed: number,
  context: { progress(percent: number): void; signal: AbortSignal },
): Promise<LogoRun> {
  const env = readGenerationEnv();
  const job = generationRun(request, seed);
  const links = linksFor(job, env, providersFromEnv(env, readSupabaseEnv())).filter(
    (link) => link.route.provider !== 'local',
  );
  const attempts: Attempt[] = [];
  const produced = await runChain(job, seed, links, {
    signal: context.signal,
    log: createLogger('logo-creator'),
    attempts,
    progress: (fraction) => context.progress(5 + fraction * 45),
  });
  if (!produced) {
    const failure = chainFailure(attempts);
    throw new JobFailure(failure.code, logoMessages.failed, failure.status);
  }
  const config = hostedVectorizer();
  if (!config) throw new Error('the vectorizer is not configured');
  const images = produced.result.images;
  const pictures: LogoPicture[] = [];
  for (const [index, image] of images.entries()) {
    context.signal.throwIfAborted();
    const traced = await vectorizeHosted(
      config,
      { bytes: image.bytes },
      { preset: 'logo', colors: 8 },
      { signal: context.signal },
    );
    let svg: string;
    try {
      svg = sanitizeSvg(traced);
    } catch (error) {
      if (error instanceof SvgRefused)
        throw new JobFailure('bad_svg', vectorizationMessages.emptyResponse, 502);
      throw error;
    }
    pictures.push({ svg, width: image.width || 1024, height: image.height || 1024 });
    context.progress(50 + ((index + 1) / images.length) * 40);
  }
  return {
    pictures,
    designs: pictures.map(() => null),
    engine: { kind: 'hosted', name: HOSTED_LOGO_ENGINE_NAME },
  };
}
