// Spec 7 "Model selection by style" and spec 9 timeouts as pure rules: which service and model a
// run goes to, the order of the fallback chain, the third fallback's size, and the env defaults.
import { describe, expect, it } from 'vitest';
import { generationEnvSchema } from '../../supabase/functions/_shared/generation/generation-env';
import {
  fallbackChain,
  primaryRoute,
} from '../../supabase/functions/_shared/generation/model-selection';

const keys = { REPLICATE_API_TOKEN: 'r8', OPENAI_API_KEY: 'sk', PRODIA_API_KEY: 'pd' };
const env = (extra: Record<string, string> = {}) => generationEnvSchema.parse(extra);

describe('model selection by style', () => {
  it('defaults to 30 s for the primary and premium services and 60 s for the cinematic/logo service', () => {
    const hosted = env(keys);
    expect(primaryRoute({ type: 'ai-art', style: 'realistic' }, hosted)).toEqual({
      service: 'primary',
      provider: 'replicate',
      model: 'black-forest-labs/flux-dev',
      timeoutMs: 30_000,
    });
    expect(primaryRoute({ type: 'cover', style: 'realistic' }, hosted)).toMatchObject({
      service: 'primary',
      model: 'black-forest-labs/flux-pro',
      timeoutMs: 30_000,
    });
    expect(primaryRoute({ type: 'ai-art', style: '8k-ultra' }, hosted)).toMatchObject({
      service: 'premium',
      model: 'black-forest-labs/flux-1.1-pro-ultra',
      timeoutMs: 30_000,
    });
    expect(primaryRoute({ type: 'ai-art', style: 'photon-flash' }, hosted)).toMatchObject({
      service: 'premium',
      model: 'luma/photon-flash',
    });
    expect(
      primaryRoute({ type: 'ai-art', style: 'abstract', premium: 'flux-kontext-max' }, hosted),
    ).toMatchObject({ service: 'premium', model: 'black-forest-labs/flux-kontext-max' });
    expect(primaryRoute({ type: 'ai-art', style: 'cinematic' }, hosted)).toMatchObject({
      service: 'cinematic',
      timeoutMs: 60_000,
    });
    expect(primaryRoute({ type: 'logo', style: '4k-ultra' }, hosted)).toMatchObject({
      service: 'cinematic',
      model: 'black-forest-labs/flux-schnell',
      timeoutMs: 60_000,
    });
  });

  it('falls back to the alternate service at 1024x1024, then the third at 512x512 (1024x1024 for logo and cover art)', () => {
    const hosted = env(keys);
    const chain = (type: 'ai-art' | 'logo' | 'cover') =>
      fallbackChain({ type, style: 'realistic' }, hosted).map((route) => [
        route.service,
        route.provider,
        route.size,
      ]);
    expect(chain('ai-art')).toEqual([
      ['primary', 'replicate', undefined],
      ['alternate', 'openai', { width: 1024, height: 1024 }],
      ['fallback', 'prodia', { width: 512, height: 512 }],
    ]);
    expect(chain('logo')[2]).toEqual(['fallback', 'prodia', { width: 1024, height: 1024 }]);
    expect(chain('cover')[2]).toEqual(['fallback', 'prodia', { width: 1024, height: 1024 }]);
    expect(
      fallbackChain(
        {
          type: 'ai-art',
          style: 'realistic',
          startAt: 'alternate',
          size: { width: 512, height: 512 },
        },
        hosted,
      ).map((route) => [route.service, route.size]),
    ).toEqual([
      ['alternate', { width: 512, height: 512 }],
      ['fallback', { width: 512, height: 512 }],
    ]);
  });

  it('keeps only configured services, and uses Hive Local’s renderer when none is', () => {
    expect(
      fallbackChain({ type: 'ai-art', style: 'realistic' }, env({ PRODIA_API_KEY: 'pd' })).map(
        (route) => route.provider,
      ),
    ).toEqual(['prodia']);
    expect(fallbackChain({ type: 'ai-art', style: 'realistic' }, env())).toEqual([
      {
        service: 'local',
        provider: 'local',
        model: 'hive-local-procedural-v1',
        timeoutMs: 30_000,
        size: undefined,
      },
    ]);
    expect(
      fallbackChain(
        { type: 'ai-art', style: 'realistic' },
        env({ REPLICATE_API_TOKEN: '', OPENAI_API_KEY: '' }),
      )[0]!.provider,
    ).toBe('local');
  });

  it('reads overrides and refuses nonsense in the env', () => {
    const custom = env({
      GENERATION_TIMEOUT_PRIMARY_MS: '1500',
      GENERATION_TIMEOUT_CINEMATIC_MS: '2500',
      REPLICATE_API_BASE: 'http://127.0.0.1:9',
    });
    expect([
      custom.GENERATION_TIMEOUT_PRIMARY_MS,
      custom.GENERATION_TIMEOUT_CINEMATIC_MS,
      custom.REPLICATE_API_BASE,
    ]).toEqual([1500, 2500, 'http://127.0.0.1:9']);
    expect(env().GENERATION_URL_TTL_SECONDS).toBe(31_536_000);
    expect(() => env({ GENERATION_TIMEOUT_PRIMARY_MS: 'soon' })).toThrow();
    expect(() => env({ OPENAI_API_BASE: 'not a url' })).toThrow();
  });
});
