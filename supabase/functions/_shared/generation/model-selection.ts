// Spec 7 "Model selection by style": logo → the cinematic/logo model service; cover art, AI art,
// photo styles and the premium styles → the primary or premium services; cinematic → the
// cinematic model service. First fallback: the alternate image service; then a third fallback
// at 512x512 (1024x1024 for logo and cover art). Timeouts: primary 30 s, cinematic 60 s.
import type { GenerationType } from '../contracts/api/generate-image.ts';
import { hasHostedProvider, type GenerationEnv } from './generation-env.ts';

/** Which service a link of the chain calls. */
export type ServiceName = 'primary' | 'premium' | 'cinematic' | 'alternate' | 'fallback' | 'local';

/** One link of the fallback chain. */
export type Route = {
  service: ServiceName;
  /** Which adapter serves it. */
  provider: 'replicate' | 'openai' | 'prodia' | 'local';
  model: string;
  timeoutMs: number;
  /** Fixed output size for this link (the third fallback), else the aspect ratio decides. */
  size?: { width: number; height: number };
};

/** Premium models by premium function / style (spec 7 "Per-style premium generation functions"). */
export const PREMIUM_MODELS = {
  '4k-ultra': 'black-forest-labs/flux-1.1-pro-ultra',
  '8k-ultra': 'black-forest-labs/flux-1.1-pro-ultra',
  'photon-flash': 'luma/photon-flash',
  'flux-kontext-max': 'black-forest-labs/flux-kontext-max',
} as const;
export type PremiumKey = keyof typeof PREMIUM_MODELS;

/** Models of the primary and cinematic/logo services (spec 9 model labels: Flux Schnell, Pro, Dev). */
export const SERVICE_MODELS = {
  aiArt: 'black-forest-labs/flux-dev',
  cover: 'black-forest-labs/flux-pro',
  logo: 'black-forest-labs/flux-schnell',
  cinematic: 'black-forest-labs/flux-1.1-pro',
} as const;

/** What decides the route. */
export type RouteInput = { type: GenerationType; style: string; premium?: PremiumKey };

/** The first link: the primary, premium or cinematic/logo service. */
export function primaryRoute(input: RouteInput, env: GenerationEnv): Route {
  const cinematic = (model: string): Route => ({
    service: 'cinematic',
    provider: 'replicate',
    model,
    timeoutMs: env.GENERATION_TIMEOUT_CINEMATIC_MS,
  });
  if (input.type === 'logo') return cinematic(SERVICE_MODELS.logo);
  const premium =
    input.premium ?? (input.style in PREMIUM_MODELS ? (input.style as PremiumKey) : undefined);
  if (premium)
    return {
      service: 'premium',
      provider: 'replicate',
      model: PREMIUM_MODELS[premium],
      timeoutMs: env.GENERATION_TIMEOUT_PRIMARY_MS,
    };
  if (input.style === 'cinematic') return cinematic(SERVICE_MODELS.cinematic);
  const model = input.type === 'cover' ? SERVICE_MODELS.cover : SERVICE_MODELS.aiArt;
  return {
    service: 'primary',
    provider: 'replicate',
    model,
    timeoutMs: env.GENERATION_TIMEOUT_PRIMARY_MS,
  };
}

/** The first fallback: the alternate image service. */
export function alternateRoute(
  env: GenerationEnv,
  size?: { width: number; height: number },
): Route {
  return {
    service: 'alternate',
    provider: 'openai',
    model: env.OPENAI_IMAGE_MODEL,
    timeoutMs: env.GENERATION_TIMEOUT_FALLBACK_MS,
    size,
  };
}

/** The third fallback: 512x512, or 1024x1024 for logo and cover art. */
export function thirdFallbackRoute(type: GenerationType, env: GenerationEnv): Route {
  const side = type === 'logo' || type === 'cover' ? 1024 : 512;
  return {
    service: 'fallback',
    provider: 'prodia',
    model: env.PRODIA_JOB_TYPE,
    timeoutMs: env.GENERATION_TIMEOUT_FALLBACK_MS,
    size: { width: side, height: side },
  };
}

/**
 * The chain to try in order, keeping only the links whose provider has a secret. With no hosted
 * provider configured the chain is Hive Local's renderer alone (offline, no keys).
 * `startAt: 'alternate'` is the alternate function's own chain (alternate → third fallback), and
 * `size` its explicit size; in the primary chain the alternate link makes 1024x1024 (spec 7).
 */
export function fallbackChain(
  input: RouteInput & {
    startAt?: 'primary' | 'alternate';
    size?: { width: number; height: number };
  },
  env: GenerationEnv,
): Route[] {
  if (!hasHostedProvider(env)) {
    return [
      {
        service: 'local',
        provider: 'local',
        model: 'hive-local-procedural-v1',
        timeoutMs: env.GENERATION_TIMEOUT_PRIMARY_MS,
        size: input.size,
      },
    ];
  }
  const chain: Route[] = [];
  if ((input.startAt ?? 'primary') === 'primary' && env.REPLICATE_API_TOKEN)
    chain.push(primaryRoute(input, env));
  if (env.OPENAI_API_KEY)
    chain.push(alternateRoute(env, input.size ?? { width: 1024, height: 1024 }));
  if (env.PRODIA_API_KEY) chain.push(thirdFallbackRoute(input.type, env));
  return chain;
}
