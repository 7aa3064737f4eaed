// The fallback chain and failure handling through the real functions on a real Hive Local, with
// the hosted services replaced by local stubs speaking their documented APIs (spec 7 "Model
// selection by style"): primary or premium → alternate → third fallback, one charge (the job's),
// and on failure exactly one refund with the spec 8 message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/backend-helpers';
import { ADMIN_EMAIL, startGenerationBackend, type GenerationBackend } from './generation-backend';
import { startOpenAiStub, type OpenAiStub } from './stubs/openai-images-stub';
import { startProdiaStub, type ProdiaStub } from './stubs/prodia-stub';
import { startReplicateStub, type ReplicateStub } from './stubs/replicate-stub';

let backend: GenerationBackend;
let replicate: ReplicateStub;
let openai: OpenAiStub;
let prodia: ProdiaStub;

// Generous timeouts for runs that should succeed (a busy machine must not turn them into
// fallbacks); short ones only where a stub hangs on purpose.
const FAST = {
  FUNCTIONS_LOG_LEVEL: 'error',
  GENERATION_TIMEOUT_PRIMARY_MS: '8000',
  GENERATION_TIMEOUT_CINEMATIC_MS: '8000',
  GENERATION_TIMEOUT_FALLBACK_MS: '8000',
  PROVIDER_RETRY_DELAY_MS: '5',
  PROVIDER_POLL_INTERVAL_MS: '5',
};
const SHORT_TIMEOUTS = {
  GENERATION_TIMEOUT_PRIMARY_MS: '600',
  GENERATION_TIMEOUT_CINEMATIC_MS: '600',
  GENERATION_TIMEOUT_FALLBACK_MS: '600',
};

function secrets(
  which: ('replicate' | 'openai' | 'prodia')[],
  timeouts: Record<string, string> = {},
): Record<string, string> {
  return {
    ...FAST,
    ...timeouts,
    ...(which.includes('replicate') && {
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_BASE: replicate.url,
    }),
    ...(which.includes('openai') && { OPENAI_API_KEY: openai.apiKey, OPENAI_API_BASE: openai.url }),
    ...(which.includes('prodia') && { PRODIA_API_KEY: prodia.token, PRODIA_API_BASE: prodia.url }),
  };
}

beforeAll(async () => {
  [replicate, openai, prodia] = await Promise.all([
    startReplicateStub(),
    startOpenAiStub(),
    startProdiaStub(),
  ]);
  backend = await startGenerationBackend();
});
afterAll(async () => {
  await backend?.close();
  await Promise.all([replicate?.close(), openai?.close(), prodia?.close()]);
});
beforeEach(() => {
  Object.assign(replicate, { mode: 'ok', rateLimits: 0, pollsBeforeDone: 1 });
  Object.assign(openai, { mode: 'ok', rateLimits: 0 });
  Object.assign(prodia, { mode: 'ok', rateLimits: 0, failures: 0 });
  for (const stub of [replicate, openai, prodia]) stub.requests.length = 0;
  replicate.models.length = 0;
  replicate.inputs.length = 0;
  openai.bodies.length = 0;
  prodia.jobs.length = 0;
  backend.setSecrets(secrets(['replicate', 'openai', 'prodia']));
});

const body = {
  prompt: 'a glass greenhouse full of orchids',
  style: 'realistic',
  aspectRatio: '1:1',
  numImages: 2,
};

/** Ledger invariants after a failed run: one charge, one refund of the same size, balance back. */
async function expectRefundedOnce(
  user: TestUser,
  generationId: string,
  cost: number,
): Promise<void> {
  // The job charges and refunds: its ledger rows carry payment_reference 'job:<id>'.
  const ledger = await backend.jobLedger(user.id, generationId);
  expect(ledger.map((row) => [row.type, row.delta])).toEqual([
    ['generation', -cost],
    ['refund', cost],
  ]);
  expect(await backend.balance(user.id)).toBe(50);
  const row = await backend.generation(generationId);
  expect([row.status, row.output_urls]).toEqual(['refunded', []]);
  expect(row.error).not.toBeNull();
}

async function latestGenerationId(user: TestUser): Promise<string> {
  const rows = await backend.generations(user.id);
  return rows.at(-1)!.id;
}

/**
 * Puts the user on a plan with more generations than the default free plan's 3 (spec 4), as the
 * server does on an upgrade, for tests that run more than 3 charged runs at once or in a row.
 */
async function upgradePlan(user: TestUser, plan: 'pro' | 'enterprise' = 'pro'): Promise<void> {
  const { error } = await backend.admin.rpc('set_generation_plan', {
    p_user: user.id,
    p_plan: plan,
  });
  if (error) throw new Error(error.message);
}

describe('the fallback chain', () => {
  it('uses the primary Flux service first and stores its outputs, never its expiring URLs', async () => {
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image', body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      provider: 'replicate',
      model: 'black-forest-labs/flux-dev',
      credits_used: 5,
    });
    expect(replicate.models).toEqual(['black-forest-labs/flux-dev', 'black-forest-labs/flux-dev']);
    expect(openai.requests).toEqual([]);
    // The style variant's modifier is added to the prompt, once.
    expect(replicate.inputs[0]!.prompt).toBe(
      'a glass greenhouse full of orchids, realistic portrait photograph, 85mm lens, shallow depth of field, soft window light, natural skin texture',
    );
    const urls = answer.urls as string[];
    for (const url of urls)
      expect(url.startsWith(`${backend.hive.url}/storage/v1/object/sign/generations/`)).toBe(true);
    expect(JSON.stringify(answer)).not.toContain(replicate.url);
    replicate.expireFiles();
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    const row = await backend.generation(answer.generation_id as string);
    expect(row.params.attempts).toEqual([
      {
        service: 'primary',
        provider: 'replicate',
        model: 'black-forest-labs/flux-dev',
        ms: expect.any(Number) as number,
        outcome: 'ok',
      },
    ]);
  });

  it('adds the style’s modifier whether or not prompt enhancement is on (spec 4)', async () => {
    const user = await backend.signUp();
    for (const promptEnhance of [false, true])
      expect(
        (
          await backend.invoke(user, 'generate-image', {
            ...body,
            numImages: 1,
            promptEnhance,
          })
        ).status,
      ).toBe(200);
    const withModifier =
      'a glass greenhouse full of orchids, realistic portrait photograph, 85mm lens, shallow depth of field, soft window light, natural skin texture';
    expect(replicate.inputs.map((input) => input.prompt)).toEqual([withModifier, withModifier]);
  });

  it('sends premium styles, cover art, logos and cinematic to their models', async () => {
    const user = await backend.signUp();
    await backend.grant(user.id, 200);
    await upgradePlan(user);
    const runs: [string, Record<string, unknown>, string][] = [
      ['generate-image-4k-ultra', {}, 'black-forest-labs/flux-1.1-pro-ultra'],
      ['generate-image-photon-flash', {}, 'luma/photon-flash'],
      ['generate-image-flux-kontext-max', {}, 'black-forest-labs/flux-kontext-max'],
      ['generate-image', { type: 'cover' }, 'black-forest-labs/flux-pro'],
      ['generate-image', { type: 'logo' }, 'black-forest-labs/flux-schnell'],
      ['generate-image', { style: 'cinematic' }, 'black-forest-labs/flux-1.1-pro'],
    ];
    for (const [name, extra, model] of runs) {
      replicate.models.length = 0;
      const { status, body: answer } = await backend.invoke(user, name, {
        ...body,
        numImages: 1,
        ...extra,
      });
      expect(status, name).toBe(200);
      expect([answer.model, replicate.models]).toEqual([model, [model]]);
    }
    const logo = (await backend.generations(user.id)).find((row) => row.params.type === 'logo')!;
    expect((logo.params.attempts as { service: string }[])[0]!.service).toBe('cinematic');
  });

  it('runs the flux-kontext-max style on its premium model, with its modifier, at a default run’s price', async () => {
    const user = await backend.signUp();
    for (const name of ['generate-image-flux-kontext-max', 'generate-image']) {
      replicate.models.length = 0;
      replicate.inputs.length = 0;
      const { status, body: answer } = await backend.invoke(user, name, {
        ...body,
        style: 'flux-kontext-max',
        numImages: 1,
        promptEnhance: false,
      });
      expect(status, name).toBe(200);
      expect([answer.model, replicate.models, answer.credits_used]).toEqual([
        'black-forest-labs/flux-kontext-max',
        ['black-forest-labs/flux-kontext-max'],
        5,
      ]);
      expect(replicate.inputs[0]!.prompt).toBe(
        'a glass greenhouse full of orchids, premium high-fidelity render, precise prompt adherence, refined detail, natural balanced lighting',
      );
    }
  });

  it('falls back primary → alternate → third in order, at 512x512, charging once', async () => {
    replicate.mode = 'error500';
    openai.mode = 'error500';
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image', body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      provider: 'prodia',
      model: 'inference.flux.schnell.txt2img.v2',
      credits_used: 5,
      credits_remaining: 45,
    });
    const firstCall = (stub: { requests: { at: number }[] }) =>
      Math.min(...stub.requests.map((request) => request.at));
    expect(firstCall(replicate)).toBeLessThan(firstCall(openai));
    expect(firstCall(openai)).toBeLessThan(firstCall(prodia));
    expect(openai.requests.length).toBeGreaterThan(0);
    expect(prodia.jobs.map((job) => [job.config.width, job.config.height])).toEqual([
      [512, 512],
      [512, 512],
    ]);
    const row = await backend.generation(answer.generation_id as string);
    expect(
      (row.params.attempts as { service: string; outcome: string }[]).map((attempt) => [
        attempt.service,
        attempt.outcome,
      ]),
    ).toEqual([
      ['primary', 'http'],
      ['alternate', 'http'],
      ['fallback', 'ok'],
    ]);
    expect(
      (await backend.jobLedger(user.id, answer.generation_id as string)).map(
        (entry) => entry.delta,
      ),
    ).toEqual([-5]);
    expect((await backend.ledger(user.id)).map((entry) => entry.delta)).toEqual([50, -5]);
  });

  it('asks the alternate service for 1024x1024, and the third fallback for 1024x1024 for logos and cover art', async () => {
    replicate.mode = 'error500';
    const user = await backend.signUp();
    expect(
      (await backend.invoke(user, 'generate-image', { ...body, numImages: 1 })).body.provider,
    ).toBe('openai');
    expect(openai.bodies[0]).toMatchObject({ size: '1024x1024', n: 1 });
    openai.mode = 'error500';
    for (const type of ['logo', 'cover']) {
      prodia.jobs.length = 0;
      const { body: answer } = await backend.invoke(user, 'generate-image', {
        ...body,
        numImages: 1,
        type,
      });
      expect(answer.provider).toBe('prodia');
      expect([prodia.jobs[0]?.config.width, prodia.jobs[0]?.config.height]).toEqual([1024, 1024]);
    }
  });

  it('generate-image-alternate starts at the alternate service with its own size and style', async () => {
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image-alternate', {
      prompt: 'a kite',
      numImages: 2,
      size: '1024x1024',
      style: 'natural',
    });
    expect(status).toBe(200);
    expect(answer.provider).toBe('openai');
    expect(replicate.requests).toEqual([]);
    expect(openai.bodies.map((sent) => [sent.size, sent.style])).toEqual([
      ['1024x1024', 'natural'],
      ['1024x1024', 'natural'],
    ]);
  });
});

describe('a failing provider refunds exactly once', () => {
  it('answers 503 with the all-unavailable message when every service returns 500', async () => {
    replicate.mode = 'error500';
    openai.mode = 'error500';
    prodia.mode = 'error500';
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image', body);
    expect([status, answer]).toEqual([
      503,
      {
        status: 'error',
        message: 'All generation services unavailable, Please try again later',
        code: 'providers_unavailable',
        refunded: true,
        job_id: expect.any(String) as string,
      },
    ]);
    await expectRefundedOnce(user, await latestGenerationId(user), 5);
  });

  it('answers 504 with the timeout message when the only service never answers', async () => {
    backend.setSecrets(secrets(['replicate'], SHORT_TIMEOUTS));
    replicate.mode = 'hang';
    const user = await backend.signUp();
    const started = performance.now();
    const { status, body: answer } = await backend.invoke(user, 'generate-image-4k-ultra', body);
    expect([status, answer]).toEqual([
      504,
      {
        status: 'error',
        message: 'Generation timed out - please try again',
        code: 'timeout',
        refunded: true,
        job_id: expect.any(String) as string,
      },
    ]);
    expect(performance.now() - started).toBeLessThan(5000);
    await expectRefundedOnce(user, await latestGenerationId(user), 15);
  });

  it('answers 502 with the no-images message when the service returns no URLs', async () => {
    backend.setSecrets(secrets(['replicate']));
    replicate.mode = 'no-output';
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image', {
      ...body,
      type: 'logo',
    });
    expect([status, answer]).toEqual([
      502,
      {
        status: 'error',
        message: 'Failed to generate any images. Please try a different prompt or try again.',
        code: 'no_images',
        refunded: true,
        job_id: expect.any(String) as string,
      },
    ]);
    await expectRefundedOnce(user, await latestGenerationId(user), 8);
  });

  it('times out each link of the chain and still refunds once', async () => {
    backend.setSecrets(secrets(['replicate', 'openai', 'prodia'], SHORT_TIMEOUTS));
    replicate.mode = 'hang';
    openai.mode = 'hang';
    prodia.mode = 'hang';
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image', body);
    expect([status, answer.code, answer.refunded]).toEqual([504, 'timeout', true]);
    await expectRefundedOnce(user, await latestGenerationId(user), 5);
  });

  it('refunds nothing to an admin, who was not charged', async () => {
    backend.setSecrets(secrets(['openai']));
    openai.mode = 'error500';
    const admin = await backend.signUp(ADMIN_EMAIL);
    const { status, body: answer } = await backend.invoke(admin, 'generate-image', body);
    expect([status, answer.refunded]).toEqual([503, false]);
    expect((await backend.ledger(admin.id)).map((row) => row.type)).toEqual(['signup_bonus']);
    expect((await backend.generation(await latestGenerationId(admin))).status).toBe('failed');
  });

  it('charges nothing when no configured service can serve the function', async () => {
    backend.setSecrets(secrets(['replicate']));
    const user = await backend.signUp();
    const { status, body: answer } = await backend.invoke(user, 'generate-image-alternate', {
      prompt: 'a kite',
    });
    expect([status, answer]).toEqual([
      503,
      {
        status: 'error',
        message: 'All generation services unavailable, Please try again later',
        code: 'providers_unavailable',
        refunded: false,
      },
    ]);
    expect(replicate.requests).toEqual([]);
    expect(await backend.ledger(user.id)).toHaveLength(1);
    expect(await backend.generations(user.id)).toEqual([]);
  });

  it('concurrent failing runs each refund exactly their own charge', async () => {
    backend.setSecrets(secrets(['replicate']));
    replicate.mode = 'error500';
    const user = await backend.signUp();
    // Five runs at once hold five generations until they fail: more than the free plan's 3.
    await upgradePlan(user);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        backend.invoke(user, 'generate-image', { ...body, numImages: 1 }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503]);
    const ledger = await backend.ledger(user.id);
    expect(ledger.filter((row) => row.type === 'refund')).toHaveLength(5);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(50);
    expect(await backend.balance(user.id)).toBe(50);
  });
});
