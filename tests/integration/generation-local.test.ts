// The generation functions end to end on a fresh machine: no provider secrets, so Hive Local's
// procedural renderer makes the images — a free local preview. Real Hive Local, real migrations,
// real supabase-js and real sharp: storage, records, regeneration by seed and refusals; the
// spec's costs, charges and refunds with a hosted provider (a local stub of Replicate's API).
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videoMessages } from '../../supabase/functions/_shared/contracts/api/generate-video';
import { ADMIN_EMAIL, startGenerationBackend, type GenerationBackend } from './generation-backend';
import { startReplicateStub, type ReplicateStub } from './stubs/replicate-stub';

let backend: GenerationBackend;
let replicate: ReplicateStub;

beforeAll(async () => {
  [backend, replicate] = await Promise.all([startGenerationBackend(), startReplicateStub()]);
});
afterAll(async () => {
  await backend?.close();
  await replicate?.close();
});
// Every test starts on a fresh machine: no provider secret, only the local preview.
beforeEach(() => backend.setSecrets({}));

/** Configures a hosted provider (Replicate's API, stubbed): runs are charged the spec's costs. */
function useHostedProvider(): void {
  replicate.mode = 'ok';
  backend.setSecrets({
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_BASE: replicate.url,
    PROVIDER_RETRY_DELAY_MS: '5',
    PROVIDER_POLL_INTERVAL_MS: '5',
    GENERATION_TIMEOUT_PRIMARY_MS: '20000',
    GENERATION_TIMEOUT_CINEMATIC_MS: '20000',
    GENERATION_TIMEOUT_FALLBACK_MS: '20000',
  });
}

/** A quick run: one small image. */
const quick = {
  prompt: 'a red fox in a snowy forest',
  numImages: 1,
  generationMode: 'fast',
  aspectRatio: '1:1',
};

async function download(
  url: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('generate-image with the local provider', () => {
  it('makes three free preview images in the generations bucket and records the generation', async () => {
    const user = await backend.signUp();
    const { status, body } = await backend.invoke(user, 'generate-image', {
      prompt: 'a lighthouse on a rocky coast at sunset',
      style: 'watercolor',
      variant: 'vibrant',
      aspectRatio: '16:9',
      generationMode: 'fast',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      provider: 'local',
      model: 'hive-local-procedural-v1',
      prompt: 'a lighthouse on a rocky coast at sunset',
      credits_used: 0,
      credits_remaining: 50,
    });
    const urls = body.urls as string[];
    expect(urls).toHaveLength(3);
    expect(body.output).toEqual(urls);
    expect((body.variants as { label: string }[]).map((variant) => variant.label)).toEqual([
      'Photographic',
      'Digital Art',
      'Minimalist',
    ]);
    for (const url of urls) {
      expect(
        url.startsWith(
          `${backend.hive.url}/storage/v1/object/sign/generations/${user.id}/${String(body.generation_id)}/`,
        ),
      ).toBe(true);
      // An <img> loads it with no headers at all.
      const image = await download(url);
      expect([image.status, image.type]).toEqual([200, 'image/png']);
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 432]);
    }
    // A local preview is free: nothing taken, nothing on the ledger.
    expect(await backend.balance(user.id)).toBe(50);
    const ledger = await backend.ledger(user.id);
    expect(ledger.map((row) => row.type)).toEqual(['signup_bonus']);

    // The owner reads the row through RLS, as My Creations and the realtime feed do.
    const { data: rows } = await user.client
      .from('ai_generations')
      .select('*')
      .eq('id', body.generation_id as string);
    const row = (rows as Record<string, unknown>[])[0]!;
    expect(row).toMatchObject({
      status: 'succeeded',
      provider: 'local',
      model: 'hive-local-procedural-v1',
      cost: 0,
      tool: 'generate-image',
      task_type: 'text-to-image',
      style: 'watercolor',
      output_urls: urls,
    });
    expect(row.params).toMatchObject({
      style: 'watercolor',
      variant: 'vibrant',
      aspectRatio: '16:9',
      numImages: 3,
      generationMode: 'fast',
      seed: expect.any(Number) as number,
      cost_key: 'generator-run',
    });
    expect((row.params as { output_paths: string[] }).output_paths).toHaveLength(3);
    expect(row.duration_ms).toBeGreaterThan(0);
    expect(row.started_at).not.toBeNull();
    expect(row.completed_at).not.toBeNull();
  });

  it('makes the same pictures again from the stored seed and parameters', async () => {
    const user = await backend.signUp();
    const first = await backend.invoke(user, 'generate-image', { ...quick, style: 'anime' });
    const row = await backend.generation(first.body.generation_id as string);
    const again = await backend.invoke(user, 'generate-image', {
      ...quick,
      style: 'anime',
      seed: row.params.seed,
    });
    expect(again.status).toBe(200);
    const [a, b] = await Promise.all([
      download((first.body.urls as string[])[0]!),
      download((again.body.urls as string[])[0]!),
    ]);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    expect((again.body.variants as { seed: number }[])[0]!.seed).toBe(
      (first.body.variants as { seed: number }[])[0]!.seed,
    );
  });

  it('keeps each user’s outputs private: the owner lists and signs them, others cannot', async () => {
    const owner = await backend.signUp();
    const other = await backend.signUp();
    const { body } = await backend.invoke(owner, 'generate-image', quick);
    const folder = `${owner.id}/${String(body.generation_id)}`;
    const listed = await owner.client.storage.from('generations').list(folder);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['1.png']);
    expect(
      (await owner.client.storage.from('generations').createSignedUrl(`${folder}/1.png`, 60)).error,
    ).toBeNull();
    expect((await other.client.storage.from('generations').list(folder)).data).toEqual([]);
    expect(
      (await other.client.storage.from('generations').createSignedUrl(`${folder}/1.png`, 60)).error,
    ).not.toBeNull();
    expect(
      (await other.client.storage.from('generations').download(`${folder}/1.png`)).error,
    ).not.toBeNull();
    const upload = await owner.client.storage
      .from('generations')
      .upload(`${owner.id}/mine.png`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        contentType: 'image/png',
      });
    expect(upload.error).not.toBeNull();
    const { data: bucket } = await backend.admin.storage.getBucket('generations');
    expect(bucket?.public).toBe(false);
  });
});

describe('costs are the server’s (spec 9)', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    ['generate-image', { style: 'realistic' }, 5],
    ['generate-image', { style: 'photorealistic' }, 10],
    ['generate-image', { style: 'photon-flash' }, 10],
    ['generate-image', { style: '4k-ultra' }, 15],
    ['generate-image', { style: '8k-ultra' }, 15],
    ['generate-image', { type: 'logo', style: 'minimalist' }, 8],
    ['generate-image', { type: 'cover', style: 'cinematic' }, 8],
    ['generate-image-4k-ultra', { style: 'realistic' }, 15],
    ['generate-image-8k-ultra', {}, 15],
    ['generate-image-photon-flash', {}, 10],
    ['generate-image-4k-ultra', { type: 'logo' }, 8],
    ['generate-image-flux-kontext-max', { style: 'abstract' }, 5],
  ];

  it('charges each function and style what spec 9 says, whatever cost fields the client adds', async () => {
    useHostedProvider();
    const user = await backend.signUp();
    await backend.grant(user.id, 500);
    // More charged runs than the default free plan's 3 generations (spec 4): an unlimited plan.
    const upgraded = await backend.admin.rpc('set_generation_plan', {
      p_user: user.id,
      p_plan: 'enterprise',
    });
    expect(upgraded.error).toBeNull();
    const forged = {
      cost: 0,
      credits: 0,
      credits_used: 0,
      costKey: 'generator-run',
      cost_key: 'generator-run',
      price: 0,
      admin: true,
      isAdmin: true,
      user_id: '00000000-0000-0000-0000-000000000000',
    };
    for (const [name, extra, cost] of cases) {
      const before = await backend.balance(user.id);
      const { status, body } = await backend.invoke(user, name, { ...quick, ...forged, ...extra });
      expect(status, `${name} ${JSON.stringify(extra)}`).toBe(200);
      expect(body.credits_used, `${name} ${JSON.stringify(extra)}`).toBe(cost);
      expect(await backend.balance(user.id)).toBe(before - cost);
      expect(body.credits_remaining).toBe(before - cost);
      const row = await backend.generation(body.generation_id as string);
      expect([row.tool, row.cost, row.user_id]).toEqual([name, cost, user.id]);
    }
    const premium = await backend.generation(
      (await backend.invoke(user, 'generate-image-8k-ultra', quick)).body.generation_id as string,
    );
    expect([premium.style, premium.params.premium]).toEqual(['8k-ultra', '8k-ultra']);
  });

  it('charges nothing for any function or style while only the local preview can run', async () => {
    const user = await backend.signUp();
    for (const [name, extra] of cases) {
      const { status, body } = await backend.invoke(user, name, { ...quick, ...extra });
      expect(status, `${name} ${JSON.stringify(extra)}`).toBe(200);
      expect(body, `${name} ${JSON.stringify(extra)}`).toMatchObject({
        provider: 'local',
        credits_used: 0,
        credits_remaining: 50,
      });
      expect((await backend.generation(body.generation_id as string)).cost).toBe(0);
    }
    expect(await backend.balance(user.id)).toBe(50);
    expect((await backend.ledger(user.id)).map((row) => row.type)).toEqual(['signup_bonus']);
  });

  it('generate-image-alternate takes numImages up to 4 and a size, and answers urls', async () => {
    const user = await backend.signUp();
    const { status, body } = await backend.invoke(user, 'generate-image-alternate', {
      prompt: 'a teapot',
      numImages: 4,
      size: '512x512',
      style: 'natural',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', credits_used: 0, provider: 'local' });
    expect(body.urls as string[]).toHaveLength(4);
    expect(
      (await sharp((await download((body.urls as string[])[0]!)).bytes).metadata()).width,
    ).toBe(512);
    const tooMany = await backend.invoke(user, 'generate-image-alternate', {
      prompt: 'a teapot',
      numImages: 5,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toContain('numImages');
  });

  it('ai-generate charges the credit hook’s text-to-image costs; a video task goes to the video job, which refuses bad input before charging', async () => {
    useHostedProvider();
    const user = await backend.signUp();
    await backend.grant(user.id, 100);
    for (const [quality, cost] of [
      ['standard', 10],
      ['4k', 15],
      ['8k', 20],
    ] as const) {
      const before = await backend.balance(user.id);
      const { status, body } = await backend.invoke(user, 'ai-generate', {
        task_type: 'text-to-image',
        prompt: 'a bonsai tree',
        quality,
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        status: 'success',
        message: 'Generation completed successfully!',
        credits_used: cost,
        credits_remaining: before - cost,
      });
      expect((await download(body.output_url as string)).status).toBe(200);
    }
    const before = await backend.balance(user.id);
    // Videos are made by the video job (tests/integration/video-generate.test.ts); a length the
    // tool does not offer is refused there, in its words, before anything is charged.
    const video = await backend.invoke(user, 'ai-generate', {
      task_type: 'text-to-video',
      prompt: 'waves',
      video_length_seconds: 7,
    });
    expect([video.status, video.body.status, video.body.message, video.body.refunded]).toEqual([
      400,
      'error',
      videoMessages.lengthNotAllowed,
      false,
    ]);
    expect(await backend.balance(user.id)).toBe(before);
  });
});

describe('refusals', () => {
  it('refuses signed-out callers and records nothing', async () => {
    const count = async () =>
      (await backend.admin.from('ai_generations').select('id', { count: 'exact', head: true }))
        .count;
    const before = await count();
    const anonymous = await backend.invoke(null, 'generate-image', quick);
    expect(anonymous).toEqual({
      status: 401,
      body: {
        status: 'error',
        message: 'Please log in to generate content',
        code: 'not_signed_in',
        refunded: false,
      },
    });
    const bare = await fetch(`${backend.hive.url}/functions/v1/generate-image`, {
      method: 'POST',
      body: JSON.stringify(quick),
    });
    expect([bare.status, await bare.json()]).toEqual([
      401,
      { msg: 'Error: Missing authorization header' },
    ]);
    const forged = await fetch(`${backend.hive.url}/functions/v1/generate-image`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not.a.jwt', apikey: backend.hive.anonKey },
      body: JSON.stringify(quick),
    });
    expect([forged.status, await forged.json()]).toEqual([401, { msg: 'Invalid JWT' }]);
    for (const name of ['generate-image-4k-ultra', 'generate-image-alternate', 'ai-generate']) {
      expect(
        (await backend.invoke(null, name, { ...quick, task_type: 'text-to-image' })).status,
      ).toBe(401);
    }
    expect(await count()).toBe(before);
  });

  it('answers 400 with a clear message for invalid bodies and charges nothing', async () => {
    const user = await backend.signUp();
    const cases: [unknown, string][] = [
      [{ prompt: '   ' }, 'Please enter a prompt to generate images'],
      [{}, 'prompt'],
      [{ prompt: 'x'.repeat(501) }, 'prompt'],
      [{ prompt: 'a cat', numImages: 9 }, 'numImages'],
      [{ prompt: 'a cat', aspectRatio: '5:7' }, 'aspectRatio'],
      [{ prompt: 'a cat', type: 'poster' }, 'type'],
      [{ prompt: 'a cat', style: 'crayon' }, "unknown style 'crayon'"],
      [{ prompt: 'a cat', style: 'watercolor', variant: 'noir' }, 'soft, vibrant, traditional'],
      [{ prompt: 'a cat', seed: -1 }, 'seed'],
      [{ prompt: 42 }, 'prompt'],
    ];
    for (const [body, message] of cases) {
      const answer = await backend.invoke(user, 'generate-image', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', code: 'invalid_request' });
      expect(answer.body.message as string, JSON.stringify(body)).toContain(message);
    }
    const notJson = await fetch(`${backend.hive.url}/functions/v1/generate-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({
      message: 'Invalid request: the body must be JSON',
    });
    expect(await backend.balance(user.id)).toBe(50);
    expect(await backend.generations(user.id)).toEqual([]);
  });

  it('refuses a run the balance cannot pay with the spec’s message, before any provider', async () => {
    useHostedProvider();
    replicate.requests.length = 0;
    const user = await backend.signUp();
    await backend.admin.rpc('update_user_credits', {
      p_user_id: user.id,
      p_credits_change: -45,
      p_transaction_type: 'generation',
      p_description: 'spent elsewhere',
    });
    const { status, body } = await backend.invoke(user, 'generate-image-4k-ultra', quick);
    expect([status, body]).toEqual([
      402,
      {
        status: 'error',
        message: 'Insufficient credits. Required: 15, Available: 5',
        code: 'insufficient_credits',
        refunded: false,
      },
    ]);
    expect(await backend.balance(user.id)).toBe(5);
    expect(replicate.requests).toEqual([]);
    const [row] = await backend.generations(user.id);
    expect([row?.status, row?.output_urls, row?.started_at]).toEqual(['failed', [], null]);
  });

  it('refunds once when the images cannot be stored, with the generic failure message', async () => {
    useHostedProvider();
    const user = await backend.signUp();
    const db = backend.hive.context.db;
    await db.query(
      `update storage.buckets set allowed_mime_types = array['image/gif'] where id = 'generations'`,
    );
    try {
      const { status, body } = await backend.invoke(user, 'generate-image', quick);
      expect([status, body]).toEqual([
        500,
        {
          status: 'error',
          message: 'Generation failed. Please try again.',
          code: 'generation_failed',
          refunded: true,
          job_id: expect.any(String) as string,
        },
      ]);
    } finally {
      await db.query(
        `update storage.buckets set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp'] where id = 'generations'`,
      );
    }
    const [row] = await backend.generations(user.id);
    expect([row?.status, row?.cost, row?.output_urls]).toEqual(['refunded', 5, []]);
    expect((await backend.ledger(user.id)).map((entry) => [entry.type, entry.delta])).toEqual([
      ['signup_bonus', 50],
      ['generation', -5],
      ['refund', 5],
    ]);
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('lets concurrent runs spend only what the balance holds', async () => {
    useHostedProvider();
    const user = await backend.signUp();
    await backend.admin.rpc('update_user_credits', {
      p_user_id: user.id,
      p_credits_change: -38,
      p_transaction_type: 'generation',
      p_description: 'spent elsewhere',
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => backend.invoke(user, 'generate-image', quick)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 402, 402]);
    expect(await backend.balance(user.id)).toBe(2);
    const ledger = await backend.ledger(user.id);
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(2);
    expect((await backend.generations(user.id)).map((row) => row.status).sort()).toEqual([
      'failed',
      'failed',
      'succeeded',
      'succeeded',
    ]);
  });

  it('does not charge admins', async () => {
    const admin = await backend.signUp(ADMIN_EMAIL);
    const { status, body } = await backend.invoke(admin, 'generate-image-4k-ultra', quick);
    expect(status).toBe(200);
    expect(body).toMatchObject({ credits_used: 0, credits_remaining: 50 });
    expect(await backend.balance(admin.id)).toBe(50);
    expect((await backend.ledger(admin.id)).filter((row) => row.type === 'generation')).toEqual([]);
    expect((await backend.generation(body.generation_id as string)).cost).toBe(0);
  });

  it('answers the CORS preflight, says which engine will run on GET, and refuses other methods, on every generation function', async () => {
    const user = await backend.signUp();
    const names = [
      'generate-image',
      'generate-image-4k-ultra',
      'generate-image-8k-ultra',
      'generate-image-photon-flash',
      'generate-image-flux-kontext-max',
      'generate-image-alternate',
      'ai-generate',
    ];
    for (const name of names) {
      const preflight = await fetch(`${backend.hive.url}/functions/v1/${name}`, {
        method: 'OPTIONS',
      });
      expect(preflight.status, name).toBe(200);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      const get = await fetch(`${backend.hive.url}/functions/v1/${name}`, {
        headers: { Authorization: `Bearer ${user.accessToken}` },
      });
      expect([get.status, await get.json()], name).toEqual([
        200,
        { status: 'ready', engine: 'local', free: true },
      ]);
      const put = await fetch(`${backend.hive.url}/functions/v1/${name}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${user.accessToken}` },
        body: '{}',
      });
      expect([put.status, ((await put.json()) as { code: string }).code], name).toEqual([
        405,
        'method_not_allowed',
      ]);
    }
    // Asking needs a signed-in caller, like a run.
    const anonymous = await fetch(`${backend.hive.url}/functions/v1/generate-image`, {
      headers: { Authorization: `Bearer ${backend.hive.anonKey}`, apikey: backend.hive.anonKey },
    });
    expect(anonymous.status).toBe(401);
    // With a hosted provider configured, runs are hosted and charged.
    useHostedProvider();
    const hosted = await fetch(`${backend.hive.url}/functions/v1/generate-image`, {
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    expect(await hosted.json()).toEqual({ status: 'ready', engine: 'hosted', free: false });
    const badTask = await backend.invoke(user, 'ai-generate', {
      task_type: 'text-to-song',
      prompt: 'a tune',
    });
    expect([badTask.status, badTask.body.code]).toEqual([400, 'invalid_request']);
    expect(badTask.body.message as string).toContain('task_type');
    expect(await backend.balance(user.id)).toBe(50);
  });
});
