// The hosted image adapters against local stub servers that speak each service's documented
// HTTP API: Replicate-style predictions (Flux), an OpenAI-style images API and a Prodia-style
// multipart job API. Timeouts and retry delays are injected so failures stay fast.
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderError,
  type ImageRequest,
} from '../../supabase/functions/_shared/providers/image-provider';
import { imageSize } from '../../supabase/functions/_shared/providers/image-size';
import { createOpenAiImagesProvider } from '../../supabase/functions/_shared/providers/openai-images';
import { createProdiaProvider } from '../../supabase/functions/_shared/providers/prodia-images';
import { createReplicateProvider } from '../../supabase/functions/_shared/providers/replicate-images';
import { startOpenAiStub, type OpenAiStub } from './stubs/openai-images-stub';
import { startProdiaStub, type ProdiaStub } from './stubs/prodia-stub';
import { startReplicateStub, type ReplicateStub } from './stubs/replicate-stub';

function request(overrides: Partial<ImageRequest> = {}): ImageRequest {
  return {
    prompt: 'a lighthouse at dusk, soft watercolor painting',
    userPrompt: 'a lighthouse at dusk',
    style: 'watercolor',
    variant: 'soft',
    model: 'black-forest-labs/flux-dev',
    aspectRatio: '3:2',
    numImages: 3,
    seed: 1000,
    contrast: 'medium',
    generationMode: 'quality',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function isPng(bytes: Uint8Array): Promise<boolean> {
  return (await sharp(bytes).metadata()).format === 'png';
}

describe('Replicate-style Flux adapter', () => {
  let stub: ReplicateStub;
  beforeAll(async () => {
    stub = await startReplicateStub();
  });
  afterAll(() => stub.close());
  afterEach(() => {
    Object.assign(stub, { mode: 'ok', rateLimits: 0, pollsBeforeDone: 1 });
    stub.requests.length = 0;
    stub.models.length = 0;
    stub.inputs.length = 0;
  });
  const provider = (token = stub.token) =>
    createReplicateProvider({ apiBase: stub.url, token, pollIntervalMs: 5, retryDelayMs: 5 });

  it('creates one prediction per image with its own seed, polls it and downloads the PNGs', async () => {
    stub.pollsBeforeDone = 3;
    const result = await provider().generate(request(), { timeoutMs: 5000 });
    expect(result.model).toBe('black-forest-labs/flux-dev');
    expect(result.images.map((image) => image.seed)).toEqual([1000, 1001, 1002]);
    for (const image of result.images) expect(await isPng(image.bytes)).toBe(true);
    expect(stub.inputs.map((input) => input.seed).sort()).toEqual([1000, 1001, 1002]);
    expect(stub.inputs[0]).toMatchObject({
      prompt: 'a lighthouse at dusk, soft watercolor painting',
      aspect_ratio: '3:2',
      output_format: 'png',
      num_outputs: 1,
    });
    const create = stub.requests.find((entry) => entry.method === 'POST')!;
    expect(create.path).toBe('/v1/models/black-forest-labs/flux-dev/predictions');
    expect(create.headers.get('authorization')).toBe(`Bearer ${stub.token}`);
    expect(create.headers.get('prefer')).toBe('wait=60');
    expect(stub.requests.filter((entry) => entry.path.startsWith('/v1/predictions/')).length).toBe(
      9,
    );
  });

  it('maps ratios Flux lacks to the nearest it has', async () => {
    await provider().generate(request({ aspectRatio: '3:1', numImages: 1 }), { timeoutMs: 5000 });
    expect(stub.inputs[0]!.aspect_ratio).toBe('21:9');
  });

  it('waits out 429 answers (Retry-After) and then succeeds', async () => {
    stub.rateLimits = 2;
    const result = await provider().generate(request({ numImages: 1 }), { timeoutMs: 5000 });
    expect(result.images).toHaveLength(1);
    expect(
      stub.requests.filter(
        (entry) => entry.method === 'POST' && entry.path.endsWith('/predictions'),
      ).length,
    ).toBe(3);
  });

  it('reports a 500 as an http failure with the service’s detail', async () => {
    stub.mode = 'error500';
    const error = await failure(provider().generate(request(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['http', 500]);
    expect(error.message).toContain('Something went wrong');
  });

  it('refuses a wrong token with the 401 detail', async () => {
    const error = await failure(provider('r8_wrong').generate(request(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['http', 401]);
    expect(error.message).toContain('You did not pass a valid authentication token');
  });

  it('times out a create that never answers', async () => {
    stub.mode = 'hang';
    const started = performance.now();
    const error = await failure(provider().generate(request({ numImages: 1 }), { timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('times out a prediction that never finishes and cancels it', async () => {
    stub.mode = 'never-finishes';
    const error = await failure(provider().generate(request({ numImages: 1 }), { timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    await expect.poll(() => stub.cancelled.length).toBe(1);
  });

  it('never sends its token to a poll URL outside the API', async () => {
    stub.mode = 'foreign-urls';
    const error = await failure(
      provider().generate(request({ numImages: 1 }), { timeoutMs: 5000 }),
    );
    expect(error.kind).toBe('bad_response');
    expect(error.message).toMatch(/^replicate: prediction pred\d+ points outside the API$/);
    expect(stub.requests.filter((entry) => entry.path.startsWith('/v1/predictions/'))).toEqual([]);
  });

  it('reports a failed prediction and a prediction with no output', async () => {
    stub.mode = 'failed';
    expect(
      (await failure(provider().generate(request({ numImages: 1 }), { timeoutMs: 5000 }))).message,
    ).toContain('NSFW');
    stub.mode = 'no-output';
    expect(
      (await failure(provider().generate(request({ numImages: 1 }), { timeoutMs: 5000 }))).kind,
    ).toBe('no_images');
  });

  it('reports each prediction’s status as progress, up to done, and the images’ sizes', async () => {
    stub.pollsBeforeDone = 3;
    const reported: number[] = [];
    const result = await provider().generate(request({ numImages: 2 }), {
      timeoutMs: 5000,
      progress: (fraction) => reported.push(fraction),
    });
    expect(reported.length).toBeGreaterThan(3);
    expect(reported.some((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    expect(reported.at(-1)).toBe(1);
    for (const [index, fraction] of reported.entries())
      expect(fraction).toBeGreaterThanOrEqual(reported[index - 1] ?? 0);
    expect(result.images.map((image) => [image.width, image.height])).toEqual([
      [64, 64],
      [64, 64],
    ]);
  });

  it('stops at once on the job’s cancel and cancels the prediction it made', async () => {
    stub.mode = 'never-finishes';
    stub.cancelled.length = 0;
    const cancel = new AbortController();
    const pending = provider().generate(request({ numImages: 1 }), {
      timeoutMs: 20_000,
      signal: cancel.signal,
    });
    await expect.poll(() => stub.inputs.length).toBe(1);
    const started = performance.now();
    cancel.abort(new Error('cancelled by the owner'));
    const error = await failure(pending);
    expect(error.kind).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(1000);
    await expect.poll(() => stub.cancelled.length).toBe(1);
    expect(
      stub.requests.find((entry) => entry.path.endsWith('/cancel'))?.headers.get('authorization'),
    ).toBe(`Bearer ${stub.token}`);
  });

  it('closes a create the service holds when the job is cancelled', async () => {
    stub.mode = 'hang';
    const cancel = new AbortController();
    const pending = provider().generate(request({ numImages: 1 }), {
      timeoutMs: 20_000,
      signal: cancel.signal,
    });
    await expect.poll(() => stub.requests.length).toBe(1);
    expect(stub.requests[0]!.closed).toBe(false);
    cancel.abort(new Error('cancelled by the owner'));
    expect((await failure(pending)).kind).toBe('cancelled');
    await expect.poll(() => stub.requests[0]!.closed).toBe(true);
  });
});

describe('OpenAI-style images adapter', () => {
  let stub: OpenAiStub;
  beforeAll(async () => {
    stub = await startOpenAiStub();
  });
  afterAll(() => stub.close());
  afterEach(() => {
    Object.assign(stub, { mode: 'ok', rateLimits: 0 });
    stub.requests.length = 0;
    stub.bodies.length = 0;
  });
  const provider = () =>
    createOpenAiImagesProvider({ apiBase: stub.url, apiKey: stub.apiKey, retryDelayMs: 5 });

  it('asks dall-e-3 once per image with the size, style and b64_json, and decodes the images', async () => {
    const result = await provider().generate(
      request({ model: 'dall-e-3', size: { width: 1024, height: 1024 }, tone: 'natural' }),
      { timeoutMs: 5000 },
    );
    expect(result.images).toHaveLength(3);
    for (const image of result.images) expect(await isPng(image.bytes)).toBe(true);
    expect(stub.bodies).toHaveLength(3);
    expect(stub.bodies[0]).toEqual({
      model: 'dall-e-3',
      prompt: 'a lighthouse at dusk, soft watercolor painting',
      n: 1,
      size: '1024x1024',
      response_format: 'b64_json',
      style: 'natural',
    });
    expect(stub.requests[0]!.headers.get('authorization')).toBe(`Bearer ${stub.apiKey}`);
  });

  it('asks other models for n images in one call and downloads URL answers', async () => {
    stub.mode = 'url-output';
    const result = await provider().generate(
      request({ model: 'dall-e-2', numImages: 2, aspectRatio: '16:9' }),
      { timeoutMs: 5000 },
    );
    expect(result.images).toHaveLength(2);
    expect(stub.bodies).toHaveLength(1);
    expect(stub.bodies[0]).toMatchObject({ n: 2, size: '1792x1024' });
  });

  it('retries 429 and reports errors with the API’s message', async () => {
    stub.rateLimits = 1;
    expect(
      (await provider().generate(request({ model: 'dall-e-3', numImages: 1 }), { timeoutMs: 5000 }))
        .images,
    ).toHaveLength(1);
    stub.rateLimits = 5;
    const limited = await failure(
      provider().generate(request({ model: 'dall-e-3', numImages: 1 }), { timeoutMs: 5000 }),
    );
    expect([limited.kind, limited.status]).toEqual(['rate_limited', 429]);
    stub.rateLimits = 0;
    stub.mode = 'error500';
    const error = await failure(
      provider().generate(request({ model: 'dall-e-3', numImages: 1 }), { timeoutMs: 5000 }),
    );
    expect(error.message).toContain('The server had an error while processing your request.');
  });

  it('reports an empty data list as no images and a hang as a timeout', async () => {
    stub.mode = 'no-output';
    expect(
      (await failure(provider().generate(request({ model: 'dall-e-3' }), { timeoutMs: 5000 })))
        .kind,
    ).toBe('no_images');
    stub.mode = 'hang';
    expect(
      (
        await failure(
          provider().generate(request({ model: 'dall-e-3', numImages: 1 }), { timeoutMs: 300 }),
        )
      ).kind,
    ).toBe('timeout');
  });

  it('reports each answered request as progress and stops on the job’s cancel', async () => {
    const reported: number[] = [];
    await provider().generate(request({ model: 'dall-e-3', numImages: 2 }), {
      timeoutMs: 5000,
      progress: (fraction) => reported.push(fraction),
    });
    expect(reported).toEqual([0.5, 1]);
    stub.mode = 'hang';
    const cancel = new AbortController();
    const pending = provider().generate(request({ model: 'dall-e-3', numImages: 1 }), {
      timeoutMs: 20_000,
      signal: cancel.signal,
    });
    await expect.poll(() => stub.requests.length).toBe(3);
    cancel.abort(new Error('cancelled by the owner'));
    expect((await failure(pending)).kind).toBe('cancelled');
    await expect.poll(() => stub.requests[2]!.closed).toBe(true);
  });
});

describe('Prodia-style diffusion job adapter', () => {
  let stub: ProdiaStub;
  beforeAll(async () => {
    stub = await startProdiaStub();
  });
  afterAll(() => stub.close());
  afterEach(() => {
    Object.assign(stub, { mode: 'ok', rateLimits: 0, failures: 0 });
    stub.requests.length = 0;
    stub.jobs.length = 0;
  });
  const provider = () =>
    createProdiaProvider({ apiBase: stub.url, token: stub.token, retryDelayMs: 1 });
  const third = (overrides: Partial<ImageRequest> = {}) =>
    request({
      model: 'inference.flux.schnell.txt2img.v2',
      size: { width: 512, height: 512 },
      numImages: 1,
      ...overrides,
    });

  it('posts the job JSON as a multipart part and reads the image from the output part', async () => {
    const result = await provider().generate(third({ numImages: 2 }), { timeoutMs: 5000 });
    expect(result.images).toHaveLength(2);
    for (const image of result.images) expect(await isPng(image.bytes)).toBe(true);
    expect(stub.jobs.map((job) => job.config.seed).sort()).toEqual([1000, 1001]);
    expect(stub.jobs[0]).toEqual({
      type: 'inference.flux.schnell.txt2img.v2',
      config: {
        prompt: 'a lighthouse at dusk, soft watercolor painting',
        width: 512,
        height: 512,
        seed: expect.any(Number) as number,
      },
    });
    expect(stub.requests[0]!.headers.get('accept')).toBe('multipart/form-data');
    expect(stub.requests[0]!.headers.get('authorization')).toBe(`Bearer ${stub.token}`);
  });

  it('retries up to 10 times on 429', async () => {
    stub.rateLimits = 10;
    expect((await provider().generate(third(), { timeoutMs: 5000 })).images).toHaveLength(1);
    expect(stub.requests).toHaveLength(11);
    stub.requests.length = 0;
    stub.rateLimits = 11;
    const error = await failure(provider().generate(third(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['rate_limited', 429]);
    expect(stub.requests).toHaveLength(11);
  });

  it('retries once on any other failure', async () => {
    stub.failures = 1;
    expect((await provider().generate(third(), { timeoutMs: 5000 })).images).toHaveLength(1);
    expect(stub.requests).toHaveLength(2);
    stub.requests.length = 0;
    stub.mode = 'error500';
    const error = await failure(provider().generate(third(), { timeoutMs: 5000 }));
    expect([error.kind, error.status]).toEqual(['http', 500]);
    expect(stub.requests).toHaveLength(2);
  });

  it('times out each of its two attempts, and reports a job with no output part', async () => {
    stub.mode = 'hang';
    const started = performance.now();
    expect((await failure(provider().generate(third(), { timeoutMs: 250 }))).kind).toBe('timeout');
    expect(stub.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(2000);
    stub.requests.length = 0;
    stub.mode = 'no-output';
    expect((await failure(provider().generate(third(), { timeoutMs: 5000 }))).kind).toBe(
      'no_images',
    );
    expect(stub.requests).toHaveLength(2);
  });

  it('reports each finished image as progress and does not retry after the job’s cancel', async () => {
    const reported: number[] = [];
    await provider().generate(third({ numImages: 2 }), {
      timeoutMs: 5000,
      progress: (fraction) => reported.push(fraction),
    });
    expect(reported).toEqual([0.5, 1]);
    stub.requests.length = 0;
    stub.mode = 'hang';
    const cancel = new AbortController();
    const pending = provider().generate(third(), { timeoutMs: 20_000, signal: cancel.signal });
    await expect.poll(() => stub.requests.length).toBe(1);
    cancel.abort(new Error('cancelled by the owner'));
    expect((await failure(pending)).kind).toBe('cancelled');
    await expect.poll(() => stub.requests[0]!.closed).toBe(true);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('image sizes from their headers', () => {
  it('reads PNG, JPEG and WebP (lossy, lossless, extended) sizes, and 0 × 0 for a broken header', async () => {
    const base = sharp({
      create: {
        width: 37,
        height: 23,
        channels: 4,
        background: { r: 10, g: 20, b: 30, alpha: 0.5 },
      },
    });
    const cases: [Buffer, 'image/png' | 'image/jpeg' | 'image/webp'][] = [
      [await base.clone().png().toBuffer(), 'image/png'],
      [await base.clone().jpeg({ quality: 80 }).toBuffer(), 'image/jpeg'],
      [await base.clone().jpeg({ progressive: true }).toBuffer(), 'image/jpeg'],
      [await base.clone().removeAlpha().webp({ quality: 80 }).toBuffer(), 'image/webp'],
      [await base.clone().webp({ lossless: true }).toBuffer(), 'image/webp'],
      [await base.clone().webp({ quality: 80 }).toBuffer(), 'image/webp'],
    ];
    for (const [bytes, type] of cases)
      expect(imageSize(new Uint8Array(bytes), type), type).toEqual({ width: 37, height: 23 });
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg')).toEqual({
      width: 0,
      height: 0,
    });
  });
});
