// Body limits through a real Hive Local (project migrations, the functions host) over real
// HTTP: every API area answers 413 in its own shape for a body over its limit, declared or
// chunked, before buffering it; bodies up to the limit still work; a 100 MB stream does not
// grow the server's memory; and the database refuses oversized text the body limit lets by.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { BODY_LIMITS } from '../../src/backend/http/body-limit';
import type { HiveLocal } from '../../src/backend/server';
import {
  PROJECT_MIGRATIONS,
  clientFor,
  signedInClient,
  startTestBackend,
  uniqueEmail,
} from './backend-harness';

// Answers how many body bytes reached it, so a test sees the whole body arrived.
const MEASURE_FUNCTION = `export default {
  async fetch(request: Request): Promise<Response> {
    return Response.json({ bytes: (await request.arrayBuffer()).byteLength });
  },
};
`;

let backend: HiveLocal;
let functionsDir: string;
let user: { token: string; userId: string };

beforeAll(async () => {
  functionsDir = mkdtempSync(join(tmpdir(), 'hive-body-limit-functions-'));
  for (const name of ['stripe-webhook', 'measure']) {
    mkdirSync(join(functionsDir, name));
    writeFileSync(join(functionsDir, name, 'index.ts'), MEASURE_FUNCTION);
  }
  backend = await startTestBackend({
    migrationsDir: PROJECT_MIGRATIONS,
    functionsDir,
    modules: [createFunctionsModule({ functionsDir })],
    settings: { enableConfirmations: false, functionsVerifyJwt: { 'stripe-webhook': false } },
  });
  const signedIn = await signedInClient(backend);
  const { data } = await signedIn.client.auth.getSession();
  user = { token: data.session!.access_token, userId: signedIn.userId };
}, 120_000);
afterAll(async () => {
  await backend?.close();
  rmSync(functionsDir, { recursive: true, force: true });
});

type Sent = {
  answer: { status: number; body: string } | null;
  error: NodeJS.ErrnoException | null;
  written: number;
};

type RawPost = {
  headers?: Record<string, string>;
  /** Sent in order; without a content-length header they go out chunked. */
  chunks?: Iterable<Uint8Array>;
  /** End the body after the chunks (otherwise it stays open, as a slow sender's would). */
  end?: boolean;
  /** Keep sending after the server answered, until it stops taking the body. */
  ignoreAnswer?: boolean;
  onChunk?: () => void;
};

/** A POST over node:http, so a test decides exactly what goes on the wire and when. */
async function rawPost(path: string, options: RawPost): Promise<Sent> {
  const request = httpRequest(new URL(path, backend.url), {
    method: 'POST',
    agent: false,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      ...options.headers,
    },
  });
  const sent: Sent = { answer: null, error: null, written: 0 };
  let responding = false;
  const answered = new Promise<void>((done) => {
    request.on('response', (response) => {
      responding = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      const finish = () => {
        sent.answer ??= { status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() };
        done();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', () => undefined);
    });
    request.on('error', (error) => {
      sent.error ??= error;
      if (!responding) done();
    });
  });
  const closed = new Promise((done) => request.once('close', done));
  if (!options.chunks) request.flushHeaders();
  for (const chunk of options.chunks ?? []) {
    if (request.destroyed || (!options.ignoreAnswer && responding)) break;
    sent.written += chunk.byteLength;
    const flushed = request.write(chunk);
    options.onChunk?.();
    if (!flushed)
      await Promise.race([
        new Promise((done) => request.once('drain', done)),
        closed,
        ...(options.ignoreAnswer ? [] : [answered]),
      ]);
  }
  if (options.end && !request.destroyed) request.end();
  await answered;
  request.destroy();
  return sent;
}

/** `total` bytes of `fill` in 64 KB chunks, one buffer reused: never the whole body at once. */
function* bytes(total: number, fill = 0x20): Generator<Uint8Array> {
  const chunk = Buffer.alloc(64 * 1024, fill);
  for (let left = total; left > 0; left -= chunk.byteLength)
    yield left >= chunk.byteLength ? chunk : chunk.subarray(0, left);
}

const json = { 'content-type': 'application/json' };
const signedInHeaders = () => ({ ...json, authorization: `Bearer ${user.token}` });

/** A valid design insert padded with trailing spaces to exactly `size` bytes. */
function designBody(size: number): Buffer {
  const row = JSON.stringify({ url: 'https://x.test/padded.png', name: 'Padded', tags: ['pad'] });
  return Buffer.concat([Buffer.from(row), Buffer.alloc(size - row.length, 0x20)]);
}

const areas = [
  { name: 'the Stripe webhook', path: '/functions/v1/stripe-webhook', limit: 256 * 1024 },
  { name: 'a function', path: '/functions/v1/measure', limit: BODY_LIMITS.functions },
  { name: 'a REST insert', path: '/rest/v1/designs', limit: 1024 * 1024 },
  { name: 'auth', path: '/auth/v1/signup', limit: 64 * 1024 },
];

function expectRefused(sent: Sent, path: string) {
  expect(sent.answer?.status, JSON.stringify(sent.error)).toBe(413);
  const body = JSON.parse(sent.answer!.body) as Record<string, unknown>;
  expect(body.code).toBe('payload_too_large');
  expect(body.message).toEqual(expect.stringContaining('larger than'));
  if (path.startsWith('/rest/')) expect(body).toHaveProperty('hint', null);
}

describe('body limits', () => {
  it.each(areas)(
    'refuses a declared body over the limit of $name before reading it',
    async (area) => {
      // Only the headers are sent: the answer must come without the server waiting for a byte.
      const sent = await rawPost(area.path, {
        headers: { ...json, 'content-length': String(area.limit + 1) },
      });
      expectRefused(sent, area.path);
    },
  );

  it.each(areas)('refuses a chunked body as soon as it passes the limit of $name', async (area) => {
    // One byte over, then the body stays open: the server must decide on what it has read.
    const sent = await rawPost(area.path, { headers: json, chunks: bytes(area.limit + 1) });
    expectRefused(sent, area.path);
  });

  it('takes a function body of exactly its limit, declared or chunked, whole', async () => {
    for (const [path, limit] of [
      ['/functions/v1/stripe-webhook', 256 * 1024],
      ['/functions/v1/measure', BODY_LIMITS.functions],
    ] as const) {
      for (const headers of [{ 'content-length': String(limit) }, {}] as Record<string, string>[]) {
        const sent = await rawPost(path, { headers, chunks: bytes(limit, 0x61), end: true });
        expect(sent.answer?.status, path).toBe(200);
        expect(JSON.parse(sent.answer!.body)).toEqual({ bytes: limit });
      }
    }
  });

  it('stores a REST insert of exactly 1 MB, declared or chunked', async () => {
    const body = designBody(1024 * 1024);
    for (const headers of [{ 'content-length': String(body.length) }, {}] as Record<
      string,
      string
    >[]) {
      const sent = await rawPost('/rest/v1/designs', {
        headers: { ...signedInHeaders(), ...headers },
        chunks: [body],
        end: true,
      });
      expect(sent.answer?.status, sent.answer?.body).toBe(201);
    }
  });

  it('signs up with an auth body of exactly 64 KB', async () => {
    const fields = JSON.stringify({
      email: uniqueEmail('limit'),
      password: 'correct-horse-battery',
    });
    const body = Buffer.concat([
      Buffer.from(fields),
      Buffer.alloc(64 * 1024 - fields.length, 0x20),
    ]);
    const sent = await rawPost('/auth/v1/signup', { headers: json, chunks: [body], end: true });
    expect(sent.answer?.status, sent.answer?.body).toBe(200);
  });

  it('shows supabase-js callers the 413 as an error with its code', async () => {
    const { error, status } = await clientFor(backend)
      .from('designs')
      .insert({ url: 'https://x.test/big.png', name: 'Big', prompt: 'p'.repeat(2 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(error?.code).toBe('payload_too_large');
  });

  it('does not hold a 100 MB chunked body in memory, and stops taking it', async () => {
    const total = 100 * 1024 * 1024;
    const before = process.memoryUsage();
    let peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
    let count = 0;
    const sample = () => {
      const now = process.memoryUsage();
      peak = {
        rss: Math.max(peak.rss, now.rss),
        arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
      };
    };
    const sent = await rawPost('/rest/v1/designs', {
      headers: signedInHeaders(),
      chunks: bytes(total),
      end: true,
      ignoreAnswer: true,
      onChunk: () => (++count % 16 === 0 ? sample() : undefined),
    });
    sample();
    // The server answers 413 and closes the connection; the sender, still writing, may see the
    // close (EPIPE/ECONNRESET) before it reads the answer.
    if (sent.answer) expect(sent.answer.status).toBe(413);
    else expect(['EPIPE', 'ECONNRESET']).toContain(sent.error?.code);
    expect(sent.written).toBeLessThan(total / 2);
    expect(peak.rss - before.rss).toBeLessThan(30 * 1024 * 1024);
    expect(peak.arrayBuffers - before.arrayBuffers).toBeLessThan(30 * 1024 * 1024);
  });
});

describe('text limits in the database', () => {
  const insertAs = (row: Record<string, unknown>) =>
    rawPost('/rest/v1/designs', {
      headers: signedInHeaders(),
      chunks: [Buffer.from(JSON.stringify({ url: 'https://x.test/d.png', name: 'D', ...row }))],
      end: true,
    });

  it('refuses an over-long prompt, an over-long tag and a moodboard over 256 KB', async () => {
    for (const row of [
      { prompt: 'p'.repeat(2001) },
      { tags: ['t'.repeat(101)] },
      { type: 'moodboard', moodboard_data: { images: ['x'.repeat(300 * 1024)] } },
    ]) {
      const sent = await insertAs(row);
      expect(sent.answer?.status, JSON.stringify(row).slice(0, 60)).toBe(400);
      expect(JSON.parse(sent.answer!.body)).toMatchObject({ code: '23514' });
    }
  });

  it('stores the largest prompt, tags and moodboard it allows', async () => {
    const sent = await insertAs({
      prompt: 'p'.repeat(2000),
      tags: Array.from({ length: 20 }, (_, index) => `${index}`.padEnd(100, 't')),
      type: 'moodboard',
      moodboard_data: { images: ['x'.repeat(200 * 1024)] },
    });
    expect(sent.answer?.status, sent.answer?.body).toBe(201);
  });

  it('refuses a 20 MB moodboard written past the API, straight into the database', async () => {
    const moodboard = JSON.stringify({ images: ['x'.repeat(20 * 1024 * 1024)] });
    await expect(
      backend.context.db.asRequest({ role: 'authenticated', sub: user.userId }, (tx) =>
        tx.query(
          `insert into public.designs (url, name, type, moodboard_data)
           values ('https://x.test/huge.png', 'Huge', 'moodboard', $1::jsonb)`,
          [moodboard],
        ),
      ),
    ).rejects.toThrow(/designs_moodboard_data_size/);
  });
});
