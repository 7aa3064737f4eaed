// chatbot-identity through a real Hive Local: the functions host runs the function's source,
// supabase-js calls it with real sessions, and the hash is checked against an HMAC computed
// here with the same secret.
import { createHmac } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import { clientFor, signedInClient, startTestBackend } from './backend-harness';

const SECRET = 'test-chatbot-secret-0123456789abcdef-0123456789';

let backend: HiveLocal;
let unconfigured: HiveLocal;

function startWith(secrets: Record<string, string>): Promise<HiveLocal> {
  return startTestBackend({
    modules: [createFunctionsModule()],
    settings: {
      enableConfirmations: false,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error', ...secrets },
    },
  });
}

beforeAll(async () => {
  backend = await startWith({ CHATBOT_IDENTITY_SECRET: SECRET });
  unconfigured = await startWith({});
});
afterAll(async () => {
  await backend?.close();
  await unconfigured?.close();
});

async function invoke(
  target: HiveLocal,
  body: unknown,
  session?: Awaited<ReturnType<typeof signedInClient>>,
) {
  const client = session?.client ?? clientFor(target);
  const { data, error } = await client.functions.invoke('chatbot-identity', {
    body: body as Record<string, unknown>,
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

describe('chatbot-identity', () => {
  it('returns the HMAC-SHA256 of the caller’s own user id under the server secret', async () => {
    const user = await signedInClient(backend);
    const result = await invoke(backend, { userId: user.userId }, user);
    expect(result.status).toBe(200);
    const expected = createHmac('sha256', SECRET).update(user.userId).digest('hex');
    expect(result.body).toEqual({ userId: user.userId, hash: expected });
  });

  it('gives different users different hashes, and the same user the same hash every time', async () => {
    const first = await signedInClient(backend);
    const second = await signedInClient(backend);
    const a1 = await invoke(backend, { userId: first.userId }, first);
    const a2 = await invoke(backend, { userId: first.userId }, first);
    const b = await invoke(backend, { userId: second.userId }, second);
    expect(a1.body.hash).toBe(a2.body.hash);
    expect(a1.body.hash).not.toBe(b.body.hash);
  });

  it('refuses to hash somebody else’s id', async () => {
    const caller = await signedInClient(backend);
    const other = await signedInClient(backend);
    const result = await invoke(backend, { userId: other.userId }, caller);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'forbidden' });
    expect(JSON.stringify(result.body)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('refuses signed-out callers', async () => {
    const response = await fetch(`${backend.url}/functions/v1/chatbot-identity`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ userId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(response.status).toBe(401);
  });

  it('validates the body with its schema', async () => {
    const user = await signedInClient(backend);
    for (const body of [{}, { userId: 'not-a-uuid' }, { userId: user.userId, extra: true }]) {
      const result = await invoke(backend, body, user);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('says it is not configured when the server has no secret, and never hashes with an empty key', async () => {
    const user = await signedInClient(unconfigured);
    const result = await invoke(unconfigured, { userId: user.userId }, user);
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ code: 'not_configured' });
  });
});
