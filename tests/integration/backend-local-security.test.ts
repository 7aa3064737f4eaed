// The account-takeover paths an adversarial test found in Hive Local's local stand-ins, tried
// again: the local test sign-in (signs anyone in as anyone) is absent unless a test mounts it;
// the mail outbox (sign-in links and codes) answers only with the launch's key; and every route
// refuses a Host it does not serve (DNS rebinding), websocket upgrades included.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRealtimeModule } from '../../src/backend/realtime/realtime-module';
import { outboxLink, type HiveLocal } from '../../src/backend/server';
import { clientFor, startTestBackend, uniqueEmail } from './backend-harness';

/** A raw request with any Host header (fetch does not let a caller choose it). */
function rawRequest(
  backend: HiveLocal,
  options: {
    path: string;
    host: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<{ status: number; body: string }> {
  const target = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: options.path,
        method: options.method ?? 'GET',
        headers: {
          host: options.host,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

async function recoveryLinkVisible(backend: HiveLocal, email: string, init?: RequestInit) {
  const response = await fetch(
    `${backend.url}/_local/mail.json?to=${encodeURIComponent(email)}`,
    init,
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('Hive Local without the test flag', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    // Even with GitHub switched on in the config, no flag means no local identity provider.
    backend = await startTestBackend({
      localKey: 'a-test-outbox-key-that-is-long',
      settings: { externalProviders: { github: true, google: false } },
    });
  });
  afterAll(() => backend?.close());

  it('offers no OAuth provider and mounts no local identity provider', async () => {
    const settings = await fetch(`${backend.url}/auth/v1/settings`, {
      headers: { apikey: backend.anonKey },
    });
    expect(((await settings.json()) as { external: Record<string, boolean> }).external.github).toBe(
      false,
    );
    const authorize = await fetch(`${backend.url}/auth/v1/authorize?provider=github`, {
      redirect: 'manual',
    });
    expect(authorize.status).toBe(400);
    expect(authorize.headers.get('location') ?? '').not.toContain('/_local/idp/');
    const form = await fetch(`${backend.url}/_local/idp/github/login/oauth/authorize`);
    expect(form.status).toBe(404);
    // The reported attack: posting the approve form for a victim's e-mail.
    const approve = await fetch(`${backend.url}/_local/idp/github/login/oauth/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'hive-local',
        redirect_uri: `${backend.url}/auth/v1/callback`,
        state: 'x',
        email: 'victim@example.com',
        name: 'Victim',
      }),
      redirect: 'manual',
    });
    expect(approve.status).toBe(404);
    expect(approve.headers.get('location')).toBeNull();
  });

  it('keeps a recovery link out of reach without the outbox key', async () => {
    const email = uniqueEmail('victim');
    const victim = clientFor(backend);
    expect(
      (await victim.auth.signUp({ email, password: 'correct-horse-battery' })).error,
    ).toBeNull();
    const anonymous = clientFor(backend);
    expect((await anonymous.auth.resetPasswordForEmail(email)).error).toBeNull();

    const bare = await recoveryLinkVisible(backend, email);
    expect(bare.status).toBe(401);
    expect(bare.body).toMatchObject({ code: 'local_key_required' });
    expect(JSON.stringify(bare.body)).not.toContain('/auth/v1/verify');
    const wrong = await recoveryLinkVisible(backend, email, {
      headers: { 'x-hive-local-key': 'a-test-outbox-key-that-is-lonG' },
    });
    expect(wrong.status).toBe(401);
    const page = await fetch(`${backend.url}/_local/mail?key=guess`);
    expect(page.status).toBe(401);
    const pageText = await page.text();
    expect(pageText).toContain('That key does not match');
    expect(pageText).not.toContain(email);

    // With the key (header, or the printed link's query parameter) the owner reads it.
    const keyed = await recoveryLinkVisible(backend, email, {
      headers: { 'x-hive-local-key': backend.localKey },
    });
    expect(keyed.status).toBe(200);
    expect(JSON.stringify(keyed.body)).toContain('/auth/v1/verify');
    const printed = await fetch(`${outboxLink(backend)}&to=${encodeURIComponent(email)}`);
    expect(printed.status).toBe(200);
    expect(await printed.text()).toContain('/auth/v1/verify');
  });
});

describe('Host and Origin checks', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      modules: [createRealtimeModule],
      settings: { publicHosts: ['studio.example.test'] },
    });
  });
  afterAll(() => backend?.close());

  const foreign = 'rebind.attacker.test';
  const routes: { path: string; method?: string; body?: string }[] = [
    { path: '/_local/config' },
    { path: '/_local/health' },
    { path: '/_local/mail.json' },
    { path: '/auth/v1/otp', method: 'POST', body: '{"email":"b@example.com"}' },
    { path: '/auth/v1/verify', method: 'POST', body: '{"type":"email","token":"123456"}' },
    { path: '/auth/v1/settings' },
    { path: '/rest/v1/' },
    { path: '/realtime/v1/websocket' },
    { path: '/anything-else' },
  ];

  it.each(routes)('refuses $path with a foreign Host (421)', async (route) => {
    const port = new URL(backend.url).port;
    for (const host of [foreign, `${foreign}:${port}`, `127.0.0.1:${Number(port) + 1}`]) {
      const answer = await rawRequest(backend, {
        ...route,
        host,
        headers: { apikey: backend.anonKey },
      });
      expect(answer.status, `Host: ${host}`).toBe(421);
      expect(answer.body).not.toContain(backend.anonKey);
    }
  });

  it('refuses a request with no Host at all', async () => {
    const target = new URL(backend.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(target.port), target.hostname, () =>
        socket.end('GET /_local/config HTTP/1.1\r\nconnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 4(00|21) /);
    expect(answer).not.toContain(backend.anonKey);
  });

  it('answers the host names it serves', async () => {
    const port = new URL(backend.url).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      'studio.example.test',
    ]) {
      const answer = await rawRequest(backend, { path: '/_local/config', host });
      expect(answer.status, `Host: ${host}`).toBe(200);
      expect(answer.body).toContain(backend.anonKey);
    }
  });

  it('refuses a websocket upgrade with a foreign Host', async () => {
    const endpoint = `${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`;
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(endpoint, { headers: { host: foreign } });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => resolve(-1));
    });
    expect(refused).toBe(421);
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(endpoint);
      socket.on('open', () => {
        socket.close();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    expect(accepted).toBe(true);
  });

  it('refuses a cross-origin state change to a /_local page', async () => {
    const post = (origin?: string) =>
      fetch(`${backend.url}/_local/mail`, {
        method: 'POST',
        headers: origin ? { origin } : {},
        body: 'x',
      });
    const crossSite = await post('http://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: 'origin_not_allowed' });
    expect((await post('null')).status).toBe(403);
    // Same origin, or no Origin at all (not a browser), reaches routing: nothing is there.
    expect((await post(backend.url)).status).toBe(404);
    expect((await post()).status).toBe(404);
  });
});
