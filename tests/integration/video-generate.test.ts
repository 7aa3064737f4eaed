// The AI Video Generator's server side on a real Hive Local (issue #17): `ai-generate` with
// text-to-video and image-to-video runs the local motion engine as a charged job (25 credits), and
// answers the spec's fields (status, message, output_url, generation_id, credits_used,
// credits_remaining) plus the poster, size, length and model label; the stored MP4 parses as H.264
// at the asked size and length; bad input is refused with the tool's words and no charge; a
// picture by `image_url` is fetched only through the outbound guard; a cancel and a failing
// hosted provider (a Prodia stub answering 500) each refund exactly once.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoMessages } from '../../supabase/functions/_shared/contracts/api/generate-video';
import { JOB_ID_HEADER } from '../../supabase/functions/_shared/jobs/run-job';
import type { Answer, JobRow, TestUser } from '../support/backend-helpers';
import { base64, photo, startPhotoBackend, type PhotoBackend } from './photo-stubs/photo-backend';
import { startStubServer, type StubServer } from './stubs/stub-server';

type VideoAnswer = {
  status: string;
  message: string;
  output_url: string;
  poster_url: string | null;
  generation_id: string;
  job_id: string;
  credits_used: number;
  credits_remaining: number;
  width: number;
  height: number;
  duration_seconds: number;
  model: string;
  engine_kind: string;
  refunded?: boolean;
  code?: string;
};

let backend: PhotoBackend;
let hosted: PhotoBackend;
let pictures: StubServer;
let prodia: StubServer;
let jpeg: Buffer;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  jpeg = await sharp(photo('figurines.jpg')).resize(480).jpeg().toBuffer();
  // A public picture host (allowed by HIVE_OUTBOUND_ALLOW, as a hosted test's stub is).
  pictures = await startStubServer(() => (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/figurines.jpg')
      return new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } });
    return new Response('not found', { status: 404 });
  });
  // Prodia's job API that always fails, or never answers a kite that never lands.
  prodia = await startStubServer(
    () => (_request, recorded) =>
      recorded.body.toString().includes('never lands')
        ? 'hang'
        : new Response('upstream down', { status: 500 }),
  );
  backend = await startPhotoBackend({ HIVE_OUTBOUND_ALLOW: pictures.url });
  hosted = await startPhotoBackend({
    PRODIA_API_KEY: 'prodia-test-key',
    PRODIA_API_BASE: prodia.url,
    VIDEO_TIMEOUT_MS: '2000',
  });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  await hosted?.close();
  await pictures?.close();
  await prodia?.close();
});

/** What an MP4 holds, read with mediabunny. */
async function mp4Facts(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    return {
      codec: track?.codec,
      width: track?.displayWidth,
      height: track?.displayHeight,
      duration: await input.computeDuration(),
    };
  } finally {
    input.dispose();
  }
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The job's ledger lines (type and amount). */
async function ledgerOf(on: PhotoBackend, user: TestUser, jobId: string) {
  return (await on.ledger(user.id))
    .filter((row) => row.payment_reference === `job:${jobId}`)
    .map((row) => [row.type, row.delta, row.description]);
}

describe('ai-generate makes videos on this computer', () => {
  it('text to video: a charged job answering the spec fields, an H.264 MP4 of the asked size and length, a poster, the run recorded', async () => {
    const user = await backend.signUp();
    const before = await backend.balance(user.id);
    const answer = (await backend.invoke<VideoAnswer>(user, 'ai-generate', {
      task_type: 'text-to-video',
      prompt: 'a snowy village at night with a lantern',
      video_length_seconds: 3,
      aspect_ratio: '1:1',
      seed: 7,
    })) as Answer<VideoAnswer>;
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      message: videoMessages.completed,
      credits_used: 25,
      credits_remaining: before - 25,
      width: 720,
      height: 720,
      duration_seconds: 3,
      model: 'Local motion',
      engine_kind: 'local',
    });
    expect(answer.body.generation_id).toBe(answer.body.job_id);
    const facts = await mp4Facts(await download(answer.body.output_url));
    expect(facts).toMatchObject({ codec: 'avc', width: 720, height: 720 });
    expect(Math.abs(facts.duration - 3)).toBeLessThanOrEqual(1 / 30 + 1e-3);
    const poster = await sharp(await download(answer.body.poster_url!)).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 720, 720]);

    const [job] = (await backend.jobs(user.id)) as JobRow[];
    expect(job).toMatchObject({
      tool: 'video-generator',
      engine: 'local-motion',
      status: 'succeeded',
      cost: 25,
      progress: 100,
    });
    const [record] = await backend.generations(user.id);
    expect(record).toMatchObject({
      id: answer.body.job_id,
      tool: 'ai-generate',
      task_type: 'text-to-video',
      status: 'succeeded',
      cost: 25,
      model: 'Local motion',
      provider: 'local',
    });
    expect(record!.params).toMatchObject({ seed: 7, aspect_ratio: '1:1', video_length_seconds: 3 });
    expect(await ledgerOf(backend, user, answer.body.job_id)).toEqual([
      ['generation', -25, 'Video generation'],
    ]);
  });

  it('image to video from an uploaded picture and from a public image_url', async () => {
    const user = await backend.signUp();
    const uploaded = await backend.invoke<VideoAnswer>(user, 'ai-generate', {
      task_type: 'image-to-video',
      image: base64(jpeg),
      video_length_seconds: 3,
      motion: 'push-in',
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ width: 1280, height: 720, duration_seconds: 3 });
    const facts = await mp4Facts(await download(uploaded.body.output_url));
    expect([facts.codec, facts.width, facts.height]).toEqual(['avc', 1280, 720]);

    const linked = await backend.invoke<VideoAnswer>(user, 'ai-generate', {
      task_type: 'image-to-video',
      image_url: `${pictures.url}/figurines.jpg`,
      video_length_seconds: 3,
      aspect_ratio: '9:16',
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ width: 720, height: 1280 });
    expect(pictures.requests.filter((request) => request.path === '/figurines.jpg')).toHaveLength(
      1,
    );
    expect(await backend.balance(user.id)).toBe(0);
  });

  it('refuses bad input in the tool’s words and charges nothing', async () => {
    const user = await backend.signUp();
    const before = await backend.balance(user.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ task_type: 'image-to-video' }, 400, videoMessages.imageRequired],
      [
        { task_type: 'image-to-video', image: Buffer.from('plain words').toString('base64') },
        400,
        videoMessages.notAnImage,
      ],
      [
        { task_type: 'image-to-video', image: base64(Buffer.alloc(10 * 1024 * 1024 + 16, 7)) },
        413,
        videoMessages.imageTooLarge,
      ],
      [
        { task_type: 'text-to-video', prompt: 'a', video_length_seconds: 4 },
        400,
        videoMessages.lengthNotAllowed,
      ],
      [{ task_type: 'text-to-video', prompt: 'x'.repeat(501) }, 400, videoMessages.promptTooLong],
      [{ task_type: 'text-to-video', prompt: '   ' }, 400, videoMessages.enterPrompt],
      [
        { task_type: 'text-to-video', prompt: 'a', quality: '8k' },
        400,
        videoMessages.qualityNotAllowed,
      ],
      // A link to this machine (not a public address) is never fetched.
      [
        { task_type: 'image-to-video', image_url: `${backend.hive.url}/_local/health` },
        400,
        videoMessages.imageUrlRefused,
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await backend.invoke<VideoAnswer>(user, 'ai-generate', body);
      expect([answer.status, answer.body.message, answer.body.refunded]).toEqual([
        status,
        message,
        false,
      ]);
    }
    expect(await backend.balance(user.id)).toBe(before);
    expect(await backend.jobs(user.id)).toEqual([]);
  });

  it('a cancel mid-run stops the engine and refunds once', async () => {
    const user = await backend.signUp();
    const id = randomUUID();
    const answer = backend.invoke<VideoAnswer>(
      user,
      'ai-generate',
      {
        task_type: 'text-to-video',
        prompt: 'a harbour with boats',
        video_length_seconds: 10,
        quality: 'hd',
      },
      { [JOB_ID_HEADER]: id },
    );
    const until = Date.now() + 60_000;
    let progress = 0;
    while (Date.now() < until && progress < 20) {
      const { data } = await backend.admin
        .from('jobs')
        .select('progress')
        .eq('id', id)
        .maybeSingle();
      progress = (data as { progress?: number } | null)?.progress ?? 0;
      await sleep(100);
    }
    expect(progress).toBeGreaterThanOrEqual(20);
    const cancelled = await backend.invoke<Record<string, unknown>>(user, 'cancel-job', {
      job_id: id,
    });
    expect(cancelled.body).toMatchObject({ refunded: true, credits_returned: 25 });
    expect((await answer).status).toBe(409);
    expect(await ledgerOf(backend, user, id)).toEqual([
      ['generation', -25, 'Video generation'],
      ['refund', 25, 'Refund · Video generation (cancelled)'],
    ]);
    expect((await backend.generations(user.id))[0]).toMatchObject({ status: 'refunded' });
  });
});

describe('ai-generate with a hosted video provider', () => {
  it('a provider that keeps failing refunds exactly once, in the user’s words', async () => {
    const user = await hosted.signUp();
    const before = await hosted.balance(user.id);
    const answer = await hosted.invoke<VideoAnswer>(user, 'ai-generate', {
      task_type: 'text-to-video',
      prompt: 'a red kite over green hills',
      video_length_seconds: 5,
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'error',
      code: 'provider_unavailable',
      message: videoMessages.unavailable,
      refunded: true,
    });
    // Prodia's documented retry: the call and one retry after a failure.
    expect(prodia.requests.filter((request) => request.path === '/v2/job')).toHaveLength(2);
    expect(prodia.requests[0]!.headers.get('authorization')).toBe('Bearer prodia-test-key');
    expect(await hosted.balance(user.id)).toBe(before);
    const [job] = (await hosted.jobs(user.id)) as JobRow[];
    expect(job).toMatchObject({ tool: 'video-generator', engine: 'prodia', status: 'failed' });
    expect(await ledgerOf(hosted, user, job!.id)).toEqual([
      ['generation', -25, 'Video generation'],
      ['refund', 25, 'Refund · Video generation (failed)'],
    ]);
    expect((await hosted.generations(user.id))[0]).toMatchObject({ status: 'refunded' });
  });

  it('a provider that never finishes is timed out and refunded once', async () => {
    const user = await hosted.signUp();
    const before = await hosted.balance(user.id);
    const started = Date.now();
    const answer = await hosted.invoke<VideoAnswer>(user, 'ai-generate', {
      task_type: 'text-to-video',
      prompt: 'a kite that never lands',
      video_length_seconds: 3,
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'provider_unavailable', refunded: true });
    // The deadline (2 s here) ended the call: no retry after it.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await hosted.balance(user.id)).toBe(before);
    const job = ((await hosted.jobs(user.id)) as JobRow[])[0]!;
    expect((await ledgerOf(hosted, user, job.id)).map((line) => line[0])).toEqual([
      'generation',
      'refund',
    ]);
  });
});
