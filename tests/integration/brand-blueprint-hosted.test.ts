// Brand Blueprint's hosted text model against a local stub of the Chat Completions API, through
// the SSRF-safe outbound guard (the stub allowed by HIVE_OUTBOUND_ALLOW only): the documented body
// with the bearer key, each error status, 429 then success honouring Retry-After, an answer that
// is not the asked JSON, a timeout and a cancel; then the function on a real Hive Local using the
// model's words when it answers, and keeping the template's (with a notice, still charged once)
// when it fails.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brandBlueprintResponseSchema } from '../../supabase/functions/_shared/contracts/api/brand';
import { templateTaglines, templateVoice } from '../../supabase/functions/_shared/brand/voice';
import {
  improveCopy,
  type CopyBrief,
  type TextModelOptions,
} from '../../supabase/functions/_shared/brand/text-model';
import { ProviderError } from '../../supabase/functions/_shared/providers/image-provider';
import { guardedFetch } from '../../supabase/functions/_shared/vector-art/outbound-fetch';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import {
  grantCredits,
  noSession,
  postFunction,
  readBalance,
  readJob,
  signUpTestUser,
  startTestHive,
  type TestUser,
} from '../support/backend-helpers';
import {
  TEXT_MODEL_STUB_KEY,
  startTextModelStub,
  stubCopy,
  type TextModelStub,
} from '../support/text-model-stub';

let stub: TextModelStub;
let hive: HiveLocal;
let admin: SupabaseClient;
let user: TestUser;

const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#c2410c"/><rect x="35" y="35" width="30" height="30" fill="#fde68a"/></svg>',
).toString('base64')}`;

beforeAll(async () => {
  stub = await startTextModelStub();
  hive = await startTestHive({
    modules: [createStorageModule, createFunctionsModule()],
    secrets: {
      BRAND_TEXT_API_KEY: TEXT_MODEL_STUB_KEY,
      BRAND_TEXT_API_URL: stub.url,
      BRAND_TEXT_MODEL: 'stub-model',
      // Long enough that the cancel test's cancel lands before it on a loaded machine (only that
      // test lets the model hang through Hive Local; the timeout itself is tested on the adapter).
      BRAND_TEXT_TIMEOUT_MS: '15000',
      BRAND_TEXT_RETRY_DELAY_MS: '100',
      HIVE_OUTBOUND_ALLOW: stub.url,
    },
    log: { info() {}, warn() {}, error() {} },
  });
  admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
  user = await signUpTestUser(hive, { prefix: 'brand-hosted' });
  await grantCredits(admin, user.id, 200);
}, 180_000);

afterAll(async () => {
  await hive?.close();
  await stub?.close();
});

beforeEach(() => stub.script('ok'));

function options(overrides: Partial<TextModelOptions> = {}): TextModelOptions {
  return {
    apiBase: stub.url,
    apiKey: TEXT_MODEL_STUB_KEY,
    model: 'stub-model',
    fetch: guardedFetch({
      allowOrigins: new Set([stub.url]),
      timeoutMs: 1500,
      maxBytes: 256 * 1024,
      maxRedirects: 5,
    }),
    timeoutMs: 1500,
    retryDelayMs: 100,
    ...overrides,
  };
}

const words = {
  name: 'Ember & Oak',
  industry: 'Woodfired bakery',
  audience: 'neighbours who love good bread',
  personality: { tone: 30, era: 20, stance: 20, energy: 40 },
};
const brief: CopyBrief = {
  ...words,
  draft: { voice: templateVoice(words), taglines: templateTaglines(words) },
};

describe('the chat-completions adapter', () => {
  it('sends the documented body with the bearer key and reads the model’s JSON', async () => {
    const copy = await improveCopy(options(), brief, new AbortController().signal);
    expect(copy.taglines[0]).toBe('Ember & Oak, written by the stub.');
    expect(copy.voice.traits.map((trait) => trait.title)).toEqual(['Clear', 'Warm', 'Sure-footed']);
    const [body] = stub.bodies();
    expect(body).toMatchObject({ model: 'stub-model', response_format: { type: 'json_object' } });
    const messages = body!.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(JSON.parse(messages[1]!.content)).toMatchObject({
      brand: 'Ember & Oak',
      industry: 'Woodfired bakery',
      audience: 'neighbours who love good bread',
      personality:
        'Playful 70% / Serious 30%; Classic 80% / Modern 20%; Friendly 80% / Authoritative 20%; Calm 60% / Energetic 40%',
    });
  });

  it('treats each error status as final, and an answer that is not the asked JSON as a bad answer', async () => {
    for (const status of [400, 401, 500, 503] as const) {
      stub.script(status);
      const error = await improveCopy(options(), brief, new AbortController().signal).catch(
        (e: unknown) => e,
      );
      expect(error, String(status)).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ kind: 'http', status });
      expect(stub.bodies()).toHaveLength(1);
    }
    stub.script('not-json');
    expect(
      await improveCopy(options(), brief, new AbortController().signal).catch((e: unknown) => e),
    ).toMatchObject({
      kind: 'bad_response',
    });
  });

  it('retries a 429 after its Retry-After, then succeeds; gives up on one that lasts', async () => {
    stub.script('429-then-ok');
    const copy = await improveCopy(
      options({ timeoutMs: 5000 }),
      brief,
      new AbortController().signal,
    );
    expect(copy.taglines).toHaveLength(5);
    const posts = stub.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.at - posts[0]!.at).toBeGreaterThanOrEqual(950);
    stub.script(429);
    expect(
      await improveCopy(options({ timeoutMs: 8000 }), brief, new AbortController().signal).catch(
        (e: unknown) => e,
      ),
    ).toMatchObject({
      kind: 'rate_limited',
    });
    expect(stub.bodies()).toHaveLength(3);
  });

  it('times out a call that never answers, and stops at once on cancel', async () => {
    stub.script('hang');
    let started = Date.now();
    expect(
      await improveCopy(options({ timeoutMs: 400 }), brief, new AbortController().signal).catch(
        (e: unknown) => e,
      ),
    ).toMatchObject({
      kind: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1400);
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(new Error('cancelled')), 150);
    started = Date.now();
    expect(
      await improveCopy(options({ timeoutMs: 5000 }), brief, cancel.signal).catch(
        (e: unknown) => e,
      ),
    ).toMatchObject({
      kind: 'cancelled',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a stub the outbound guard does not allow', async () => {
    const blocked = options({
      fetch: guardedFetch({
        allowOrigins: new Set(),
        timeoutMs: 1500,
        maxBytes: 1024,
        maxRedirects: 5,
      }),
    });
    expect(
      await improveCopy(blocked, brief, new AbortController().signal).catch((e: unknown) => e),
    ).toMatchObject({
      kind: 'network',
    });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('brand-blueprint with the hosted text model', () => {
  it('uses the model’s voice and taglines, charged 10 once', async () => {
    const before = await readBalance(admin, user.id);
    const response = await postFunction(hive, user, 'brand-blueprint', { ...words, logo: LOGO });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = brandBlueprintResponseSchema.parse(response.body);
    expect(body.engine).toEqual({ kind: 'hosted', name: 'stub-model' });
    expect(body.blueprint.writer).toBe('hosted');
    expect(body.blueprint.taglines).toEqual(stubCopy('Ember & Oak').taglines);
    expect(body.blueprint.voice.sample).toBe('Stub sample copy from the hosted model.');
    expect(body.credits_used).toBe(10);
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    expect(await readJob(admin, body.job_id)).toMatchObject({
      engine: 'chat-completions:stub-model',
      status: 'succeeded',
    });
  });

  it('keeps the template’s words with a notice when the model fails', async () => {
    stub.script(500);
    const response = await postFunction(hive, user, 'brand-blueprint', { ...words, logo: LOGO });
    expect(response.status).toBe(200);
    const body = brandBlueprintResponseSchema.parse(response.body);
    expect(body.blueprint.writer).toBe('template');
    expect(body.blueprint.notices).toContain('voice_template');
    expect(body.blueprint.taglines).toEqual(templateTaglines(words));
    expect(body.engine).toEqual({ kind: 'local', name: 'Hive brand engine' });
  });

  it('a cancel while the model works refunds once', async () => {
    stub.script('hang');
    const before = await readBalance(admin, user.id);
    const id = randomUUID();
    const run = postFunction(
      hive,
      user,
      'brand-blueprint',
      { ...words, logo: LOGO },
      { 'x-hive-job-id': id },
    );
    const until = Date.now() + 10_000;
    while (Date.now() < until && stub.bodies().length === 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stub.bodies()).toHaveLength(1);
    const cancelled = await postFunction(hive, user, 'cancel-job', { job_id: id });
    expect(cancelled.body).toMatchObject({
      status: 'success',
      refunded: true,
      credits_returned: 10,
    });
    expect(await run).toMatchObject({ status: 409, body: { code: 'cancelled', refunded: true } });
    expect(await readBalance(admin, user.id)).toBe(before);
  });
});
