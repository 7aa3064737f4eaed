// The ad engine's client against a fake Hive Local: the request it sends, the stream it reads,
// and how failures and cancels come back.
import { describe, expect, it } from 'vitest';
import type { AdSpec } from '../contracts/api/ad-video.ts';
import { defaultAdScenes } from '../contracts/domain/ad-timeline.ts';
import { ProviderError } from '../providers/image-provider.ts';
import { createLocalAdEngine, LOCAL_AD_PATH, type AdRenderInput } from './local-ad-engine.ts';

const words = {
  durationSeconds: 6 as const,
  headline: 'Fresh bread daily',
  subline: 'Baked at dawn.',
  cta: 'Order now',
  offer: '',
  features: ['Sourdough'],
  products: 2,
};
const ad: AdSpec = {
  format: '1:1',
  durationSeconds: 6,
  style: 'minimal',
  colours: { background: '#ffffff', primary: '#111111', accent: '#ff5500', text: '#111111' },
  brandName: 'Crumb',
  headline: words.headline,
  subline: words.subline,
  cta: words.cta,
  offer: words.offer,
  features: words.features,
  scenes: defaultAdScenes(words),
};
const input: AdRenderInput = {
  ad,
  products: [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])],
  logo: new Uint8Array([6]),
  audio: new Uint8Array([7, 8]),
  seed: 42,
};

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

const done = {
  done: true,
  engine: 'local-ad',
  width: 1080,
  height: 1080,
  loadMs: 10,
  runMs: 2000,
  durationSeconds: 6,
  frames: 180,
  hasAudio: true,
  mp4: base64([0, 0, 0, 24, 102, 116, 121, 112]),
  poster: base64([255, 216, 255]),
  cutouts: [base64([137, 80]), base64([137, 81])],
};

/** A streamed answer, its lines split across chunks as the network may. */
function stream(lines: unknown[], hold?: Promise<void>): Response {
  const text = lines.map((line) => JSON.stringify(line)).join('\n') + '\n';
  const bytes = new TextEncoder().encode(text);
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 20));
        if (hold) await hold;
        controller.enqueue(bytes.subarray(20));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'application/x-ndjson' } },
  );
}

describe('createLocalAdEngine', () => {
  it('posts the ad as multipart, follows the progress and decodes the ad', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const engine = createLocalAdEngine({
      baseUrl: 'http://hive.local/',
      serviceRoleKey: 'service-key',
      timeoutMs: 5_000,
      fetch: async (url, init) => {
        seen.push({ url, init: init! });
        return stream([{ progress: 5 }, { progress: 50 }, { progress: 100 }, done]);
      },
    });
    const shares: number[] = [];
    const result = await engine.render(input, { progress: (share) => shares.push(share) });
    expect(shares).toEqual([0.05, 0.5, 1]);
    expect(result).toMatchObject({
      width: 1080,
      height: 1080,
      durationSeconds: 6,
      hasAudio: true,
      engine: 'local-ad',
    });
    expect([...result.mp4.subarray(4, 8)]).toEqual([102, 116, 121, 112]);
    expect([...result.poster]).toEqual([255, 216, 255]);
    expect(result.cutouts.map((cutout) => [...cutout])).toEqual([
      [137, 80],
      [137, 81],
    ]);

    const [{ url, init }] = seen as [{ url: string; init: RequestInit }];
    expect(url).toBe(`http://hive.local${LOCAL_AD_PATH}`);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer service-key',
      Accept: 'application/x-ndjson',
    });
    const form = init.body as FormData;
    expect(JSON.parse(form.get('ad') as string)).toEqual(ad);
    expect(form.get('seed')).toBe('42');
    const products = form.getAll('product') as Blob[];
    expect(
      await Promise.all(
        products.map(async (part) => [...new Uint8Array(await part.arrayBuffer())]),
      ),
    ).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(form.get('logo')).toBeInstanceOf(Blob);
    expect(form.get('audio')).toBeInstanceOf(Blob);
  });

  it('turns failure lines and refusals into ProviderErrors, a cancel staying a cancel', async () => {
    const answer = (response: Response) =>
      createLocalAdEngine({
        baseUrl: 'http://hive.local',
        serviceRoleKey: 'k',
        timeoutMs: 5_000,
        fetch: async () => response,
      });
    await expect(
      answer(
        stream([{ progress: 3 }, { error: 'engine_failed', message: 'no', status: 500 }]),
      ).render(input, {}),
    ).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(
      answer(stream([{ error: 'cancelled', message: 'stop', status: 499 }])).render(input, {}),
    ).rejects.toMatchObject({ kind: 'cancelled' });
    await expect(
      answer(
        Response.json({ error: 'invalid_options', message: 'bad ad' }, { status: 400 }),
      ).render(input, {}),
    ).rejects.toMatchObject({ kind: 'http', status: 400 });
    await expect(answer(stream([{ progress: 10 }])).render(input, {})).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(answer(stream([{ surprise: true }])).render(input, {})).rejects.toMatchObject({
      kind: 'bad_response',
    });
  });

  it('hangs up when the job is cancelled', async () => {
    const controller = new AbortController();
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const engine = createLocalAdEngine({
      baseUrl: 'http://hive.local',
      serviceRoleKey: 'k',
      timeoutMs: 5_000,
      fetch: async (_url, init) => {
        const response = stream([{ progress: 1 }, done], hold);
        init?.signal?.addEventListener('abort', () => release());
        return response;
      },
    });
    const rendering = engine.render(input, {
      signal: controller.signal,
      progress: () => controller.abort(),
    });
    const error = await rendering.catch((caught: unknown) => caught);
    // Either the abort is seen while reading, or the stream's end is read after it.
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('cancelled');
  });
});
