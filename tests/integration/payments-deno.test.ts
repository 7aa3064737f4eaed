// The stripe-webhook source runs unchanged on Deno (the edge runtime's engine): signature checks
// use Web Crypto through constructEventAsync. Runs the deno binary from the `deno` npm package.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDenoServe, type DenoServer } from '../support/deno-serve';

const ROOT = resolve(import.meta.dirname, '../..');
const FUNCTION_DIR = resolve(ROOT, 'supabase/functions/stripe-webhook');
const SECRET = 'whsec_deno_test_secret';
let server: DenoServer;
let url: string;

beforeAll(async () => {
  server = await startDenoServe({
    entry: `${FUNCTION_DIR}/index.ts`,
    config: `${FUNCTION_DIR}/deno.json`,
    env: {
      FUNCTIONS_LOG_LEVEL: 'error',
      STRIPE_WEBHOOK_SECRET: SECRET,
      // Never contacted: the events below need no database.
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'anon',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
    },
  });
  url = server.url;
});

afterAll(async () => {
  await server?.stop();
});

async function send(body: string, signature: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
}

describe('stripe-webhook on Deno', () => {
  const payload = JSON.stringify({
    id: 'evt_deno',
    object: 'event',
    type: 'invoice.created',
    created: 1,
    data: { object: { id: 'in_1', object: 'invoice' } },
  });

  it('accepts a correctly signed delivery', async () => {
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: SECRET,
    });
    const response = await send(payload, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, result: 'ignored' });
  });

  it('refuses a tampered body, a wrong secret and a stale signature with 400', async () => {
    const good = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET });
    const wrong = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: 'whsec_other',
    });
    const stale = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    for (const [body, signature] of [
      [`${payload} `, good],
      [payload, wrong],
      [payload, stale],
    ] as const) {
      expect((await send(body, signature)).status).toBe(400);
    }
  });
});

describe('payment functions under Deno', () => {
  it.each(['create-credit-checkout', 'stripe-webhook', 'billing-portal'])(
    '%s type-checks with its own deno.json',
    async (name) => {
      const dir = resolve(ROOT, 'supabase/functions', name);
      const run = promisify(execFile);
      const { stderr } = await run(
        resolve(ROOT, 'node_modules/.bin/deno'),
        ['check', '--node-modules-dir=manual', '--config', `${dir}/deno.json`, `${dir}/index.ts`],
        {
          cwd: ROOT,
          env: { ...process.env, DENO_NO_UPDATE_CHECK: '1' },
        },
      );
      expect(stderr).not.toMatch(/error/i);
    },
  );
});
