// The hosted video adapters (issue #17) against stub servers on 127.0.0.1 that speak each
// service's documented HTTP API: Replicate's predictions (create, poll by urls.get, cancel, file
// URLs) and Prodia's v2 job (JSON or multipart job in, multipart `job` + `output` out). The video
// they hand out is a real 64 × 64, 10-frame H.264 MP4 made here, and the adapters must hand back
// exactly its bytes. Poll intervals, retry delays and deadlines are small so the file stays fast.
import HME from 'h264-mp4-encoder';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../supabase/functions/_shared/providers/image-provider';
import { createProdiaVideoProvider } from '../../supabase/functions/_shared/providers/prodia-video';
import {
  createReplicateVideoProvider,
  wanTiming,
} from '../../supabase/functions/_shared/providers/replicate-video';
import {
  hostedVideoProviders,
  readVideoEnv,
} from '../../supabase/functions/_shared/providers/video-env';
import type { VideoRequest } from '../../supabase/functions/_shared/providers/video-provider';
import { bearer, startStubServer, stubPng, type StubServer } from './stubs/stub-server';

/** A tiny real MP4: 64 × 64, 10 frames at 10 fps, H.264. */
async function tinyMp4(): Promise<Uint8Array> {
  const encoder = await HME.createH264MP4Encoder();
  encoder.outputFilename = `video-providers-${process.pid}.mp4`;
  encoder.width = 64;
  encoder.height = 64;
  encoder.frameRate = 10;
  encoder.initialize();
  for (let frame = 0; frame < 10; frame += 1) {
    const rgba = new Uint8Array(64 * 64 * 4);
    for (let pixel = 0; pixel < 64 * 64; pixel += 1) {
      rgba[pixel * 4] = frame * 25;
      rgba[pixel * 4 + 1] = (pixel % 64) * 4;
      rgba[pixel * 4 + 2] = 128;
      rgba[pixel * 4 + 3] = 255;
    }
    encoder.addFrameRgba(rgba);
  }
  encoder.finalize();
  const bytes = new Uint8Array(encoder.FS.readFile(encoder.outputFilename));
  encoder.FS.unlink(encoder.outputFilename);
  encoder.delete();
  return bytes;
}

let mp4: Uint8Array;
let png: Uint8Array;
beforeAll(async () => {
  mp4 = await tinyMp4();
  png = new Uint8Array(await stubPng(7));
});

function videoRequest(overrides: Partial<VideoRequest> = {}): VideoRequest {
  return {
    task: 'text-to-video',
    prompt: 'a paper boat drifting across a pond',
    seconds: 5,
    aspect: '16:9',
    quality: 'standard',
    width: 1280,
    height: 720,
    fps: 30,
    motion: 'push-in',
    seed: 42,
    ...overrides,
  };
}

const pictureRequest = (overrides: Partial<VideoRequest> = {}) =>
  videoRequest({
    task: 'image-to-video',
    prompt: '',
    motion: 'auto',
    aspect: '1:1',
    width: 720,
    height: 720,
    seconds: 3,
    image: { bytes: png, contentType: 'image/png', width: 64, height: 64 },
    ...overrides,
  });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

function expectMonotone(reported: number[]): void {
  for (const [index, fraction] of reported.entries()) {
    expect(fraction).toBeGreaterThan(0);
    expect(fraction).toBeLessThanOrEqual(1);
    expect(fraction).toBeGreaterThanOrEqual(reported[index - 1] ?? 0);
  }
}

// ---------------------------------------------------------------------------------------------
// Replicate: https://replicate.com/docs/reference/http (predictions.create, get, cancel).

type ReplicateMode =
  'ok' | 'failed' | 'never-finishes' | 'error500' | 'poll500' | 'hang' | 'not-mp4' | 'foreign-urls';

type StubPrediction = {
  id: string;
  model: string;
  input: Record<string, unknown>;
  polls: number;
  status: string;
};

type ReplicateStub = StubServer & {
  token: string;
  mode: ReplicateMode;
  /** Answer this many creates with 429 (Retry-After: retryAfter) first. */
  rateLimits: number;
  retryAfter: string;
  /** Answer this many polls with 429 (Retry-After: 0) first. */
  pollRateLimits: number;
  pollsBeforeDone: number;
  created: { path: string; body: { input: Record<string, unknown>; version?: string } }[];
  cancelled: string[];
  /** Forgets every prediction (ids start again at vid1). */
  reset(): void;
};

async function startReplicateVideoStub(): Promise<ReplicateStub> {
  const predictions = new Map<string, StubPrediction>();
  let counter = 0;
  const state = {
    token: 'r8_video_stub',
    mode: 'ok' as ReplicateMode,
    rateLimits: 0,
    retryAfter: '0',
    pollRateLimits: 0,
    pollsBeforeDone: 2,
    created: [] as ReplicateStub['created'],
    cancelled: [] as string[],
    reset: () => {
      predictions.clear();
      counter = 0;
    },
  };
  const problem = (status: number, title: string, detail: string) =>
    Response.json({ title, detail, status }, { status });

  const server = await startStubServer((base) => async (request) => {
    const path = new URL(request.url).pathname;
    const file = /^\/files\/(\w+)\.mp4$/.exec(path);
    if (file) {
      if (state.mode === 'not-mp4')
        return new Response(new Uint8Array(png), { headers: { 'content-type': 'video/mp4' } });
      return new Response(new Uint8Array(mp4), { headers: { 'content-type': 'video/mp4' } });
    }
    if (bearer(request) !== state.token)
      return problem(401, 'Unauthenticated', 'You did not pass a valid authentication token');

    const view = (prediction: StubPrediction) => {
      const steps = Math.max(1, state.pollsBeforeDone);
      const done = prediction.status === 'succeeded' ? steps : Math.min(prediction.polls, steps);
      const logs = Array.from({ length: done }, (_, step) => {
        const percent = Math.round(((step + 1) / steps) * 100);
        return `${String(percent).padStart(3)}%|${'█'.repeat(percent / 10)}| ${step + 1}/${steps}`;
      }).join('\n');
      const output = `${base()}/files/${prediction.id}.mp4`;
      const own = `${base()}/v1/predictions/${prediction.id}`;
      return {
        id: prediction.id,
        model: prediction.model,
        version: 'a'.repeat(64),
        input: prediction.input,
        status: prediction.status,
        logs: prediction.status === 'starting' ? '' : logs,
        // The text model answers one URL, the image model a list (both are documented shapes).
        output:
          prediction.status !== 'succeeded'
            ? null
            : prediction.model.includes('i2v')
              ? [output]
              : output,
        error:
          prediction.status === 'failed' ? 'CUDA out of memory. Tried to allocate 2.00 GiB' : null,
        urls: {
          get:
            state.mode === 'foreign-urls'
              ? `http://127.0.0.1:9/v1/predictions/${prediction.id}`
              : own,
          cancel: `${own}/cancel`,
        },
      };
    };

    const byModel = /^\/v1\/models\/([\w.-]+\/[\w.-]+)\/predictions$/.exec(path);
    if ((byModel || path === '/v1/predictions') && request.method === 'POST') {
      if (state.rateLimits > 0) {
        state.rateLimits -= 1;
        return Response.json(
          { title: 'Too Many Requests', detail: 'Request was throttled.', status: 429 },
          { status: 429, headers: { 'retry-after': state.retryAfter } },
        );
      }
      if (state.mode === 'error500')
        return problem(500, 'Internal Server Error', 'Something went wrong');
      if (state.mode === 'hang') return 'hang';
      const body = (await request.json()) as ReplicateStub['created'][number]['body'];
      counter += 1;
      const prediction: StubPrediction = {
        id: `vid${counter}`,
        model: byModel?.[1] ?? `by-version:${body.version}`,
        input: body.input,
        polls: 0,
        status: 'starting',
      };
      predictions.set(prediction.id, prediction);
      state.created.push({ path, body });
      return Response.json(view(prediction), { status: 201 });
    }
    const match = /^\/v1\/predictions\/(\w+)(\/cancel)?$/.exec(path);
    const prediction = match ? predictions.get(match[1]!) : undefined;
    if (!prediction) return problem(404, 'Not found', 'Not found');
    if (match?.[2] && request.method === 'POST') {
      prediction.status = 'canceled';
      state.cancelled.push(prediction.id);
      return Response.json(view(prediction));
    }
    if (state.pollRateLimits > 0) {
      state.pollRateLimits -= 1;
      return Response.json(
        { title: 'Too Many Requests', detail: 'Request was throttled.', status: 429 },
        { status: 429, headers: { 'retry-after': '0' } },
      );
    }
    if (state.mode === 'poll500')
      return problem(500, 'Internal Server Error', 'Something went wrong while polling');
    prediction.polls += 1;
    if (state.mode === 'never-finishes') prediction.status = 'processing';
    else if (prediction.polls >= state.pollsBeforeDone)
      prediction.status = state.mode === 'failed' ? 'failed' : 'succeeded';
    else prediction.status = 'processing';
    return Response.json(view(prediction));
  });
  return Object.assign(state, server);
}

describe('Replicate video adapter', () => {
  let stub: ReplicateStub;
  beforeAll(async () => {
    stub = await startReplicateVideoStub();
  });
  afterAll(() => stub.close());
  afterEach(() => {
    Object.assign(stub, {
      mode: 'ok',
      rateLimits: 0,
      retryAfter: '0',
      pollRateLimits: 0,
      pollsBeforeDone: 2,
    });
    stub.requests.length = 0;
    stub.created.length = 0;
    stub.cancelled.length = 0;
    stub.reset();
  });
  const provider = (overrides: { imageModel?: string; pollIntervalMs?: number } = {}) =>
    createReplicateVideoProvider({
      apiBase: stub.url,
      token: stub.token,
      textModel: 'wan-video/wan-2.2-t2v-fast',
      imageModel: overrides.imageModel ?? 'wan-video/wan-2.2-i2v-fast',
      pollIntervalMs: overrides.pollIntervalMs ?? 5,
      retryDelayMs: 5,
    });
  const polls = () =>
    stub.requests.filter(
      (entry) => entry.method === 'GET' && entry.path.startsWith('/v1/predictions/'),
    );

  it('creates a text-to-video prediction with the documented input and hands back the MP4’s exact bytes', async () => {
    const video = await provider().generate(videoRequest(), { timeoutMs: 5000 });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
    expect(video).toMatchObject({
      contentType: 'video/mp4',
      width: 1280,
      height: 720,
      durationSeconds: 5,
      model: 'wan-video/wan-2.2-t2v-fast',
    });
    expect(provider()).toMatchObject({ name: 'replicate', kind: 'hosted' });
    const create = stub.requests[0]!;
    expect([create.method, create.path]).toEqual([
      'POST',
      '/v1/models/wan-video/wan-2.2-t2v-fast/predictions',
    ]);
    expect(create.headers.get('authorization')).toBe(`Bearer ${stub.token}`);
    expect(create.headers.get('content-type')).toBe('application/json');
    expect(create.headers.get('prefer')).toBeNull();
    expect(JSON.parse(create.body.toString('utf8'))).toEqual({
      input: {
        prompt: 'a paper boat drifting across a pond, slow camera push-in',
        num_frames: 100,
        frames_per_second: 20,
        resolution: '720p',
        aspect_ratio: '16:9',
        seed: 42,
      },
    });
    expect(polls().map((entry) => entry.path)).toEqual([
      '/v1/predictions/vid1',
      '/v1/predictions/vid1',
    ]);
    for (const poll of polls())
      expect(poll.headers.get('authorization')).toBe(`Bearer ${stub.token}`);
    expect(stub.requests.at(-1)!.path).toBe('/files/vid1.mp4');
    expect(stub.cancelled).toEqual([]);
  });

  it('sends the picture as a data: URI to the image-to-video model, without an aspect ratio', async () => {
    const video = await provider().generate(pictureRequest(), { timeoutMs: 5000 });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
    expect(video).toMatchObject({ width: 720, height: 720, durationSeconds: 3.375 });
    expect(stub.created[0]!.path).toBe('/v1/models/wan-video/wan-2.2-i2v-fast/predictions');
    const input = stub.created[0]!.body.input;
    expect(Object.keys(input).sort()).toEqual(
      ['frames_per_second', 'image', 'num_frames', 'prompt', 'resolution', 'seed'].sort(),
    );
    expect(input).toMatchObject({
      prompt: 'gentle natural motion',
      num_frames: 81,
      frames_per_second: 24,
      resolution: '720p',
      seed: 42,
    });
    const image = String(input.image);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    expect(
      Buffer.from(image.slice('data:image/png;base64,'.length), 'base64').equals(Buffer.from(png)),
    ).toBe(true);
  });

  it('creates by version for an owner/name:version model id', async () => {
    const version = 'b'.repeat(64);
    await provider({ imageModel: `wan-video/wan-2.2-i2v-fast:${version}` }).generate(
      pictureRequest(),
      { timeoutMs: 5000 },
    );
    expect(stub.created[0]!.path).toBe('/v1/predictions');
    expect(stub.created[0]!.body.version).toBe(version);
  });

  it('fits the lengths into the frames and rates the model takes', () => {
    expect(wanTiming(3, 30)).toEqual({
      numFrames: 81,
      framesPerSecond: 24,
      durationSeconds: 3.375,
    });
    expect(wanTiming(5, 30)).toEqual({ numFrames: 100, framesPerSecond: 20, durationSeconds: 5 });
    expect(wanTiming(10, 30)).toEqual({ numFrames: 100, framesPerSecond: 10, durationSeconds: 10 });
  });

  it('reports progress from the status and the logs’ percentages, monotone, up to 1', async () => {
    stub.pollsBeforeDone = 4;
    const reported: number[] = [];
    await provider().generate(videoRequest(), {
      timeoutMs: 5000,
      progress: (fraction) => reported.push(fraction),
    });
    expectMonotone(reported);
    // Created; processing at 25%, 50% and 75% of the sampler's steps; succeeded; downloaded.
    const expected = [0.05, 0.2875, 0.475, 0.6625, 0.9, 1];
    expect(reported).toHaveLength(expected.length);
    for (const [index, fraction] of expected.entries())
      expect(reported[index]).toBeCloseTo(fraction, 6);
  });

  it('polls a slow prediction several times, an interval apart', async () => {
    stub.pollsBeforeDone = 6;
    const video = await provider({ pollIntervalMs: 25 }).generate(videoRequest(), {
      timeoutMs: 5000,
    });
    expect(video.bytes.length).toBe(mp4.length);
    const times = polls().map((entry) => entry.at);
    expect(times).toHaveLength(6);
    for (let index = 1; index < times.length; index += 1)
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(20);
  });

  it('reports a failed prediction with its error, and cancels nothing', async () => {
    stub.mode = 'failed';
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect(error.kind).toBe('http');
    expect(error.message).toBe(
      'replicate: prediction failed: CUDA out of memory. Tried to allocate 2.00 GiB',
    );
    expect(stub.cancelled).toEqual([]);
  });

  it('waits out a 429’s Retry-After on the create and on a poll, then succeeds', async () => {
    stub.rateLimits = 1;
    stub.retryAfter = '1';
    stub.pollRateLimits = 1;
    const video = await provider().generate(videoRequest(), { timeoutMs: 5000 });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
    const creates = stub.requests.filter((entry) => entry.method === 'POST');
    expect(creates).toHaveLength(2);
    expect(creates[1]!.at - creates[0]!.at).toBeGreaterThanOrEqual(950);
    expect(polls()).toHaveLength(3);
  });

  it('gives up after a few 429s as rate_limited', async () => {
    stub.rateLimits = 10;
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['rate_limited', 429]);
    expect(stub.requests).toHaveLength(4);
  });

  it('reports 500s as http failures with the status, cancelling a prediction it gives up on', async () => {
    stub.mode = 'error500';
    const create = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect([create.kind, create.status]).toEqual(['http', 500]);
    expect(create.message).toContain('Something went wrong');
    stub.mode = 'poll500';
    const poll = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect([poll.kind, poll.status]).toEqual(['http', 500]);
    await expect.poll(() => stub.cancelled).toEqual(['vid1']);
  });

  it('times out a prediction that never finishes and cancels it at Replicate', async () => {
    stub.mode = 'never-finishes';
    const started = performance.now();
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(polls().length).toBeGreaterThan(3);
    await expect.poll(() => stub.cancelled).toEqual(['vid1']);
  });

  it('stops at once on the job’s cancel mid-poll and cancels the prediction', async () => {
    stub.mode = 'never-finishes';
    const cancel = new AbortController();
    const pending = provider({ pollIntervalMs: 50 }).generate(videoRequest(), {
      timeoutMs: 20_000,
      signal: cancel.signal,
    });
    await expect.poll(() => polls().length).toBeGreaterThanOrEqual(2);
    const started = performance.now();
    cancel.abort(new Error('cancelled by the owner'));
    const error = await failure(pending);
    expect(error.kind).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(200);
    await expect.poll(() => stub.cancelled).toEqual(['vid1']);
    const request = stub.requests.find((entry) => entry.path === '/v1/predictions/vid1/cancel');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${stub.token}`);
  });

  it('refuses an output that is not an MP4', async () => {
    stub.mode = 'not-mp4';
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toBe('replicate: output is not an MP4 video');
  });

  it('polls its own API, never a urls.get on another host', async () => {
    stub.mode = 'foreign-urls';
    const video = await provider().generate(videoRequest(), { timeoutMs: 5000 });
    expect(video.bytes.length).toBe(mp4.length);
    expect(polls().map((entry) => entry.path)).toEqual([
      '/v1/predictions/vid1',
      '/v1/predictions/vid1',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Prodia: https://docs.prodia.com/reference/job (POST /v2/job; multipart answers).

type ProdiaMode = 'ok' | 'error500' | 'hang' | 'failed' | 'not-mp4' | 'raw' | 'slow';

type ProdiaStub = StubServer & {
  token: string;
  mode: ProdiaMode;
  rateLimits: number;
  retryAfter: string;
  /** Answer this many jobs with 500 before behaving as `mode`. */
  failures: number;
  jobs: {
    contentType: string;
    job: { type: string; config: Record<string, unknown> };
    input?: { type: string; name: string; bytes: Buffer };
  }[];
};

async function startProdiaVideoStub(): Promise<ProdiaStub> {
  const state = {
    token: 'prodia-video-stub',
    mode: 'ok' as ProdiaMode,
    rateLimits: 0,
    retryAfter: '0',
    failures: 0,
    jobs: [] as ProdiaStub['jobs'],
  };
  const server = await startStubServer(() => async (request) => {
    if (new URL(request.url).pathname !== '/v2/job' || request.method !== 'POST')
      return Response.json({ message: 'Not found' }, { status: 404 });
    if (bearer(request) !== state.token)
      return Response.json({ message: 'Unauthorized' }, { status: 401 });
    if (state.rateLimits > 0) {
      state.rateLimits -= 1;
      return Response.json(
        { message: 'Too many requests' },
        { status: 429, headers: { 'retry-after': state.retryAfter } },
      );
    }
    const contentType = request.headers.get('content-type') ?? '';
    let entry: ProdiaStub['jobs'][number];
    if (contentType.startsWith('application/json')) {
      entry = { contentType, job: (await request.json()) as ProdiaStub['jobs'][number]['job'] };
    } else if (contentType.startsWith('multipart/form-data')) {
      const parts = await request.formData();
      const job = parts.get('job');
      const input = parts.get('input');
      if (!job || typeof job === 'string')
        return Response.json({ message: 'missing job part' }, { status: 400 });
      entry = {
        contentType,
        job: JSON.parse(await job.text()) as ProdiaStub['jobs'][number]['job'],
        input:
          input && typeof input !== 'string'
            ? {
                type: input.type,
                name: input.name,
                bytes: Buffer.from(await input.arrayBuffer()),
              }
            : undefined,
      };
    } else {
      return Response.json({ message: 'expected JSON or a multipart job' }, { status: 415 });
    }
    state.jobs.push(entry);
    if (state.failures > 0) {
      state.failures -= 1;
      return Response.json({ message: 'Internal server error' }, { status: 500 });
    }
    if (state.mode === 'error500')
      return Response.json({ message: 'Internal server error' }, { status: 500 });
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
    if (state.mode === 'raw')
      return new Response(new Uint8Array(mp4), { headers: { 'content-type': 'video/mp4' } });
    const answer = new FormData();
    const finished = {
      id: `job-${state.jobs.length}`,
      type: entry.job.type,
      config: entry.job.config,
      state: { current: state.mode === 'failed' ? 'failed' : 'completed' },
      metrics: { elapsed: 21.7 },
    };
    answer.append(
      'job',
      new Blob([JSON.stringify(finished)], { type: 'application/json' }),
      'job.json',
    );
    if (state.mode !== 'failed') {
      const bytes = state.mode === 'not-mp4' ? png : mp4;
      answer.append(
        'output',
        new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }),
        'output.mp4',
      );
    }
    const encoded = new Response(answer);
    return new Response(await encoded.arrayBuffer(), {
      headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
    });
  });
  return Object.assign(state, server);
}

describe('Prodia video adapter', () => {
  let stub: ProdiaStub;
  beforeAll(async () => {
    stub = await startProdiaVideoStub();
  });
  afterAll(() => stub.close());
  afterEach(() => {
    Object.assign(stub, { mode: 'ok', rateLimits: 0, retryAfter: '0', failures: 0 });
    stub.requests.length = 0;
    stub.jobs.length = 0;
  });
  const provider = () =>
    createProdiaVideoProvider({
      apiBase: stub.url,
      token: stub.token,
      textJobType: 'inference.wan2-2.lightning.txt2vid.v0',
      imageJobType: 'inference.wan2-2.lightning.img2vid.v0',
      retryDelayMs: 1,
    });

  it('posts a text-to-video job as JSON and reads the MP4’s exact bytes from the output part', async () => {
    const video = await provider().generate(videoRequest({ motion: 'pan-left', seed: 7 }), {
      timeoutMs: 5000,
    });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
    expect(video).toMatchObject({
      contentType: 'video/mp4',
      width: 1280,
      height: 720,
      durationSeconds: 5,
      model: 'inference.wan2-2.lightning.txt2vid.v0',
    });
    expect(provider()).toMatchObject({ name: 'prodia', kind: 'hosted' });
    expect(stub.requests).toHaveLength(1);
    const sent = stub.requests[0]!;
    expect([sent.method, sent.path]).toEqual(['POST', '/v2/job']);
    expect(sent.headers.get('authorization')).toBe(`Bearer ${stub.token}`);
    expect(sent.headers.get('accept')).toBe('multipart/form-data');
    expect(stub.jobs[0]!.contentType).toBe('application/json');
    expect(stub.jobs[0]!.job).toEqual({
      type: 'inference.wan2-2.lightning.txt2vid.v0',
      config: {
        prompt: 'a paper boat drifting across a pond, camera pans left',
        seed: 7,
        resolution: '720p',
      },
    });
  });

  it('sends the picture as the multipart input part for image-to-video', async () => {
    const video = await provider().generate(pictureRequest({ motion: 'orbit' }), {
      timeoutMs: 5000,
    });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
    expect(video.model).toBe('inference.wan2-2.lightning.img2vid.v0');
    const job = stub.jobs[0]!;
    expect(job.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(job.job).toEqual({
      type: 'inference.wan2-2.lightning.img2vid.v0',
      config: { prompt: 'camera slowly orbits the subject', seed: 42, resolution: '720p' },
    });
    expect(job.input).toMatchObject({ type: 'image/png', name: 'input.png' });
    expect(job.input!.bytes.equals(Buffer.from(png))).toBe(true);
  });

  it('waits for a slow job and reports progress when its answer arrives, monotone, up to 1', async () => {
    stub.mode = 'slow';
    const reported: number[] = [];
    const started = performance.now();
    const video = await provider().generate(videoRequest(), {
      timeoutMs: 5000,
      progress: (fraction) => reported.push(fraction),
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(video.bytes.length).toBe(mp4.length);
    expectMonotone(reported);
    expect(reported).toEqual([0.9, 1]);
  });

  it('reads a bare video/mp4 answer', async () => {
    stub.mode = 'raw';
    const video = await provider().generate(videoRequest(), { timeoutMs: 5000 });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
  });

  it('reports a failed job as an http failure after one retry', async () => {
    stub.mode = 'failed';
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect(error.kind).toBe('http');
    expect(error.message).toBe('prodia: job failed');
    expect(stub.requests).toHaveLength(2);
  });

  it('waits out a 429’s Retry-After, then succeeds', async () => {
    stub.rateLimits = 1;
    stub.retryAfter = '1';
    const video = await provider().generate(videoRequest(), { timeoutMs: 5000 });
    expect(Buffer.from(video.bytes).equals(Buffer.from(mp4))).toBe(true);
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[1]!.at - stub.requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('retries up to 10 times on 429 (spec 9)', async () => {
    stub.rateLimits = 10;
    expect((await provider().generate(videoRequest(), { timeoutMs: 5000 })).bytes.length).toBe(
      mp4.length,
    );
    expect(stub.requests).toHaveLength(11);
    stub.requests.length = 0;
    stub.rateLimits = 11;
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['rate_limited', 429]);
    expect(stub.requests).toHaveLength(11);
  });

  it('retries a 500 once, and reports 500s as http failures with the status', async () => {
    stub.failures = 1;
    expect((await provider().generate(videoRequest(), { timeoutMs: 5000 })).bytes.length).toBe(
      mp4.length,
    );
    expect(stub.requests).toHaveLength(2);
    stub.requests.length = 0;
    stub.mode = 'error500';
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['http', 500]);
    expect(error.message).toContain('Internal server error');
    expect(stub.requests).toHaveLength(2);
  });

  it('times out a job held past the deadline, without a retry', async () => {
    stub.mode = 'hang';
    const started = performance.now();
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(stub.requests).toHaveLength(1);
    await expect.poll(() => stub.requests[0]!.closed).toBe(true);
  });

  it('stops at once on the job’s cancel, closing the request, and does not retry', async () => {
    stub.mode = 'hang';
    const cancel = new AbortController();
    const pending = provider().generate(videoRequest(), {
      timeoutMs: 20_000,
      signal: cancel.signal,
    });
    await expect.poll(() => stub.requests.length).toBe(1);
    const started = performance.now();
    cancel.abort(new Error('cancelled by the owner'));
    const error = await failure(pending);
    expect(error.kind).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(200);
    await expect.poll(() => stub.requests[0]!.closed).toBe(true);
    expect(stub.requests).toHaveLength(1);
  });

  it('refuses an output part that is not an MP4', async () => {
    stub.mode = 'not-mp4';
    const error = await failure(provider().generate(videoRequest(), { timeoutMs: 5000 }));
    expect(error.kind).toBe('bad_response');
    expect(error.message).toBe('prodia: output is not an MP4 video');
  });
});

// ---------------------------------------------------------------------------------------------

describe('video env', () => {
  const env = (values: Record<string, string>) => readVideoEnv((name) => values[name]);

  it('reads defaults when nothing is set', () => {
    expect(env({})).toEqual({
      REPLICATE_API_TOKEN: undefined,
      REPLICATE_API_BASE: 'https://api.replicate.com',
      REPLICATE_VIDEO_MODEL: 'wan-video/wan-2.2-t2v-fast',
      REPLICATE_IMAGE_TO_VIDEO_MODEL: 'wan-video/wan-2.2-i2v-fast',
      PRODIA_API_KEY: undefined,
      PRODIA_API_BASE: 'https://inference.prodia.com',
      PRODIA_VIDEO_JOB_TYPE: 'inference.wan2-2.lightning.txt2vid.v0',
      PRODIA_IMAGE_TO_VIDEO_JOB_TYPE: 'inference.wan2-2.lightning.img2vid.v0',
      VIDEO_TIMEOUT_MS: 300_000,
      VIDEO_ENGINE: 'auto',
    });
    expect(env({ REPLICATE_API_TOKEN: '', VIDEO_TIMEOUT_MS: '', VIDEO_ENGINE: '' })).toMatchObject({
      REPLICATE_API_TOKEN: undefined,
      VIDEO_TIMEOUT_MS: 300_000,
      VIDEO_ENGINE: 'auto',
    });
    expect(env({ VIDEO_TIMEOUT_MS: '120000', VIDEO_ENGINE: ' Local ' })).toMatchObject({
      VIDEO_TIMEOUT_MS: 120_000,
      VIDEO_ENGINE: 'local',
    });
  });

  it('refuses values that cannot be right', () => {
    expect(() => env({ VIDEO_ENGINE: 'cloud' })).toThrow();
    expect(() => env({ VIDEO_TIMEOUT_MS: 'soon' })).toThrow();
    expect(() => env({ REPLICATE_VIDEO_MODEL: 'just-a-name' })).toThrow();
    expect(() => env({ PRODIA_API_BASE: 'not a url' })).toThrow();
  });

  it('lists Prodia first, then Replicate, and none when neither is set or the engine is local', () => {
    const names = (values: Record<string, string>) =>
      hostedVideoProviders(env(values)).map((provider) => [provider.name, provider.kind]);
    const both = { PRODIA_API_KEY: 'p-key', REPLICATE_API_TOKEN: 'r8-key' };
    expect(names(both)).toEqual([
      ['prodia', 'hosted'],
      ['replicate', 'hosted'],
    ]);
    expect(names({ REPLICATE_API_TOKEN: 'r8-key' })).toEqual([['replicate', 'hosted']]);
    expect(names({ PRODIA_API_KEY: 'p-key' })).toEqual([['prodia', 'hosted']]);
    expect(names({})).toEqual([]);
    expect(names({ ...both, VIDEO_ENGINE: 'local' })).toEqual([]);
  });

  it('builds the providers from the env, with the fetch it is given', async () => {
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    const fakeFetch = (url: string, init?: RequestInit) => {
      seen.push({ url, headers: new Headers(init?.headers), body: init?.body });
      return Promise.resolve(
        new Response(new Uint8Array(mp4), { headers: { 'content-type': 'video/mp4' } }),
      );
    };
    const [prodia] = hostedVideoProviders(
      env({
        PRODIA_API_KEY: 'p-key',
        PRODIA_API_BASE: 'https://prodia.example/',
        PRODIA_VIDEO_JOB_TYPE: 'inference.custom.txt2vid.v1',
      }),
      fakeFetch,
    );
    const video = await prodia!.generate(videoRequest(), { timeoutMs: 5000 });
    expect(video.model).toBe('inference.custom.txt2vid.v1');
    expect(seen.map((entry) => entry.url)).toEqual(['https://prodia.example/v2/job']);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer p-key');
    expect(JSON.parse(String(seen[0]!.body))).toMatchObject({
      type: 'inference.custom.txt2vid.v1',
    });
  });
});
