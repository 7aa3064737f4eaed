import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendContext, BackendModule } from '../context';
import { measure, pixelDifference } from './image-metrics';
import {
  createLocalImagesModule,
  LOCAL_IMAGE_MODEL,
  type GenerateResponse,
} from './local-images-module';

const SERVICE_KEY = 'service-role-key-for-tests';
const logged: string[] = [];

/** Just what this module uses from the core; the rest fails loudly if touched. */
function testContext(url: string): BackendContext {
  const unused = () => {
    throw new Error('not used by local-images');
  };
  return {
    url,
    db: new Proxy({}, { get: unused }) as BackendContext['db'],
    keys: { anonKey: 'anon-key', serviceRoleKey: SERVICE_KEY, jwtSecret: 'secret' },
    settings: new Proxy({}, { get: unused }) as BackendContext['settings'],
    outbox: new Proxy({}, { get: unused }) as BackendContext['outbox'],
    log: {
      info: (message) => logged.push(message),
      warn: (message) => logged.push(message),
      error: (message) => logged.push(message),
    },
    dataDir: null,
    authenticate: unused,
    verifyAccessToken: unused,
  };
}

let server: Server;
let module: BackendModule;
let base: string;

beforeAll(async () => {
  server = createServer((incoming, outgoing) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const request = new Request(`${base}${incoming.url}`, {
        method: incoming.method,
        headers: incoming.headers as Record<string, string>,
        body,
      });
      const response = await module.handle(request);
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  module = createLocalImagesModule(testContext(base));
});

afterAll(async () => {
  await module.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function post(body: unknown, key: string | null = SERVICE_KEY): Promise<Response> {
  return fetch(`${base}/_local/ai/images/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const request = {
  prompt: 'a lighthouse on a rocky coast at sunset',
  style: 'watercolor',
  variant: 'vibrant',
  aspectRatio: '16:9',
  contrast: 'high',
  quality: 'fast',
};

describe('local image provider over HTTP', () => {
  it('renders three PNGs of the asked aspect ratio with their seeds and the model name', async () => {
    const response = await post({ ...request, seed: 99 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as GenerateResponse;
    expect(body).toMatchObject({ seed: 99, width: 768, height: 432, model: LOCAL_IMAGE_MODEL });
    expect(body.images).toHaveLength(3);
    const pngs = body.images.map((image) => Buffer.from(image.b64_png, 'base64'));
    for (const png of pngs) {
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 432]);
    }
    expect(await pixelDifference(pngs[0]!, pngs[1]!)).toBeGreaterThan(0.04);
    expect(logged).toContain('local-images: generated');
  });

  it('says what the preview drew and what it could not draw', async () => {
    const body = (await (
      await post({ ...request, count: 1, prompt: 'a cabin with a lantern in snowy woods' })
    ).json()) as GenerateResponse;
    expect(body.note).toBe('drew: cabin, pine trees, snow · not drawn: lantern');
  });

  it('repeats a run exactly when given the seed it returned', async () => {
    const first = (await (await post({ ...request, count: 1 })).json()) as GenerateResponse;
    const again = (await (
      await post({ ...request, count: 1, seed: first.seed })
    ).json()) as GenerateResponse;
    expect(again.images[0]!.b64_png).toBe(first.images[0]!.b64_png);
  });

  it('honours an explicit size and the defaults for ratio, contrast and count', async () => {
    const sized = (await (
      await post({ prompt: 'logo of a fox', style: 'minimalist', size: '512x512', count: 1 })
    ).json()) as GenerateResponse;
    expect([sized.width, sized.height, sized.images.length]).toEqual([512, 512, 1]);
    const defaults = (await (
      await post({ prompt: 'a fox', style: 'minimalist' })
    ).json()) as GenerateResponse;
    expect([defaults.width, defaults.height, defaults.images.length]).toEqual([1024, 680, 3]);
    expect((await measure(Buffer.from(defaults.images[0]!.b64_png, 'base64'))).width).toBe(1024);
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ ...request, prompt: '   ' }, 'prompt: prompt must not be empty'],
      [{ ...request, aspectRatio: '5:7' }, 'aspectRatio: aspectRatio must be one of'],
      [{ ...request, count: 5 }, 'count: count must be 1 to 4'],
      [{ ...request, style: 'crayon' }, 'style: style must be one of'],
      [
        { ...request, variant: 'noir' },
        'variant: variant must be one of: soft, vibrant, traditional',
      ],
      [{ ...request, contrast: 'extreme' }, 'contrast: contrast must be one of: low, medium, high'],
      [{ ...request, seed: -1 }, 'seed: seed must be between 0 and 4294967295'],
      [{ ...request, size: '4096x4096' }, 'size: size must be 64 to 2048 pixels a side'],
      ['{not json', 'Request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
  });

  it('requires the service-role key', async () => {
    for (const key of [null, 'anon-key', `${SERVICE_KEY}x`]) {
      const response = await post(request, key);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'unauthorized' });
    }
  });

  it('answers 404 for unknown paths and 405 for other methods', async () => {
    expect((await fetch(`${base}/_local/ai/images/other`, { method: 'POST' })).status).toBe(404);
    expect(
      (
        await fetch(`${base}/_local/ai/images/generate`, {
          headers: { authorization: `Bearer ${SERVICE_KEY}` },
        })
      ).status,
    ).toBe(405);
  });
});
