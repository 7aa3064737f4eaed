// create-credit-checkout, the local checkout page and billing-portal through a real Hive Local:
// supabase-js calls the functions, the functions call the local Stripe, the checkout page is
// driven with plain HTTP form posts, and the signed webhook grants the credits.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_URL,
  startPaymentsBackend,
  type PaymentsBackend,
  type TestUser,
} from './payments-helpers';

let backend: PaymentsBackend;

beforeAll(async () => {
  backend = await startPaymentsBackend();
});
afterAll(async () => backend?.close());

async function startCheckout(
  user: TestUser,
  body: unknown,
): Promise<{ url?: string; status: number; error?: string }> {
  const { data, error } = await user.client.functions.invoke('create-credit-checkout', {
    body: body as Record<string, unknown>,
    headers: { Authorization: `Bearer ${user.accessToken}` },
  });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, error: ((await response.json()) as { error: string }).error };
  }
  if (error) throw error;
  return { status: 200, url: (data as { url: string }).url };
}

function sessionIdOf(url: string): string {
  return url.split('/').at(-1)!;
}

async function pay(url: string, card: string): Promise<Response> {
  const form = new URLSearchParams({
    email: 'buyer@example.com',
    card_number: card,
    card_expiry: '12 / 34',
    card_cvc: '123',
    cardholder_name: 'Test Buyer',
  });
  return fetch(url, { method: 'POST', body: form, redirect: 'manual' });
}

describe('create-credit-checkout', () => {
  it('refuses a signed-out caller and creates nothing', async () => {
    const anonymous = await fetch(`${backend.url}/functions/v1/create-credit-checkout`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ credit_pack: 'pro' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'Please log in to purchase credits' });
    const missing = await fetch(`${backend.url}/functions/v1/create-credit-checkout`, {
      method: 'POST',
      body: '{"credit_pack":"pro"}',
    });
    expect(missing.status).toBe(401);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${backend.url}/functions/v1/create-credit-checkout`, {
      method: 'OPTIONS',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('charges the server’s price and quantity 1 whatever amount, price, credits or quantity the client sends', async () => {
    const user = await backend.signUp();
    const other = await backend.signUp();
    const fuzz: Record<string, unknown>[] = [
      { amount: 1 },
      { price: 0.01, price_cents: 1, unit_amount: 1 },
      { credits: 1_000_000 },
      { quantity: 100 },
      { currency: 'jpy', amount_total: 0 },
      { user_id: other.id, metadata: { user_id: other.id, pack_id: 'elite' } },
      { line_items: [{ price_data: { unit_amount: 1, currency: 'usd' }, quantity: 9 }] },
      { success_url: 'https://evil.example/steal', pack_id: 'elite' },
    ];
    for (const extra of fuzz) {
      const result = await startCheckout(user, { credit_pack: 'pro', ...extra });
      expect(result.status).toBe(200);
      const session = await backend.stripe.checkout.sessions.retrieve(sessionIdOf(result.url!), {
        expand: ['line_items'],
      });
      expect(session).toMatchObject({
        amount_total: 2499,
        currency: 'usd',
        client_reference_id: user.id,
        metadata: { user_id: user.id, pack_id: 'pro' },
      });
      expect(session.line_items?.data.map((item) => item.quantity)).toEqual([1]);
      expect(session.success_url).toBe(
        `${SITE_URL}/credits?purchase=success&session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session.cancel_url).toBe(`${SITE_URL}/pricing?purchase=cancelled`);
    }
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('grants exactly the pack’s credits after paying a session started with random extra fields', async () => {
    const user = await backend.signUp();
    const keys = [
      'amount',
      'price',
      'credits',
      'quantity',
      'price_cents',
      'unit_amount',
      'currency',
      'metadata',
      'credit_pack_id',
      'discount',
    ];
    const values = [-1, 0, 1, 0.5, 1e9, '1', 'free', null, true, [], { credits: 99999 }];
    let seed = 7;
    const next = (limit: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % limit);
    let lastUrl = '';
    for (let round = 0; round < 20; round += 1) {
      const extra = Object.fromEntries(
        Array.from({ length: 1 + next(4) }, () => [
          keys[next(keys.length)]!,
          values[next(values.length)],
        ]),
      );
      const result = await startCheckout(user, { ...extra, credit_pack: 'starter' });
      expect(result.status).toBe(200);
      const session = await backend.stripe.checkout.sessions.retrieve(sessionIdOf(result.url!), {
        expand: ['line_items'],
      });
      expect([session.amount_total, session.line_items?.data[0]?.quantity]).toEqual([999, 1]);
      lastUrl = result.url!;
    }
    await pay(lastUrl, '4242424242424242');
    expect(await backend.balance(user.id)).toBe(250);
    expect((await backend.purchases(user.id)).map((row) => row.delta)).toEqual([200]);
  });

  it('accepts the pack title in any case and refuses unknown packs with 400', async () => {
    const user = await backend.signUp();
    const titled = await startCheckout(user, { credit_pack: ' Elite ' });
    const session = await backend.stripe.checkout.sessions.retrieve(sessionIdOf(titled.url!));
    expect(session.amount_total).toBe(7999);
    for (const body of [
      { credit_pack: 'platinum' },
      { credit_pack: '' },
      { credit_pack: 2499 },
      { credit_pack: ['pro'] },
      {},
      { amount: 2499 },
    ]) {
      expect(await startCheckout(user, body)).toMatchObject({
        status: 400,
        error: 'Unknown credit pack',
      });
    }
  });

  it('reuses one Stripe customer per user', async () => {
    const user = await backend.signUp();
    const [a, b] = await Promise.all([
      startCheckout(user, { credit_pack: 'starter' }),
      startCheckout(user, { credit_pack: 'starter' }),
    ]);
    const first = await backend.stripe.checkout.sessions.retrieve(sessionIdOf(a.url!));
    const second = await backend.stripe.checkout.sessions.retrieve(sessionIdOf(b.url!));
    expect(first.customer).toBe(second.customer);
    const { data } = await user.client.from('billing_customers').select('stripe_customer_id');
    expect(data).toEqual([{ stripe_customer_id: first.customer }]);
  });
});

describe('local checkout round trip', () => {
  it('takes a new user from 50 to 700 credits when they buy Pro with 4242', async () => {
    const user = await backend.signUp();
    expect(await backend.balance(user.id)).toBe(50);
    const { url } = await startCheckout(user, { credit_pack: 'pro' });
    const page = await fetch(url!);
    expect(await page.text()).toContain('Pay $24.99');
    const paid = await pay(url!, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${SITE_URL}/credits?purchase=success&session_id=${sessionIdOf(url!)}`,
    );
    expect(await backend.balance(user.id)).toBe(700);
    const { data: own } = await user.client
      .from('credit_transactions')
      .select('delta, type, description')
      .order('created_at');
    expect(own).toEqual([
      { delta: 50, type: 'signup_bonus', description: expect.any(String) },
      { delta: 650, type: 'purchase', description: 'Pro pack: 650 credits' },
    ]);
  });

  it('grants nothing for a declined card and lets the buyer cancel back to pricing', async () => {
    const user = await backend.signUp();
    const { url } = await startCheckout(user, { credit_pack: 'elite' });
    const declined = await pay(url!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(await backend.balance(user.id)).toBe(50);
    expect(await (await fetch(url!)).text()).toContain(
      `href="${SITE_URL}/pricing?purchase=cancelled"`,
    );
  });

  it('opens the billing portal with the purchase listed, and a test refund takes the credits back', async () => {
    const user = await backend.signUp();
    const { url } = await startCheckout(user, { credit_pack: 'starter' });
    await pay(url!, '4242424242424242');
    expect(await backend.balance(user.id)).toBe(250);
    const { data, error } = await user.client.functions.invoke('billing-portal', {
      headers: { Authorization: `Bearer ${user.accessToken}` },
    });
    expect(error).toBeNull();
    const portalUrl = (data as { url: string }).url;
    const portal = await (await fetch(portalUrl)).text();
    expect(portal).toContain('Starter credit pack · 200 credits');
    expect(portal).toContain(`href="${SITE_URL}/profile"`);
    const chargeId = /name="charge" value="([^"]+)"/.exec(portal)![1]!;
    const refunded = await fetch(`${portalUrl}/refund`, {
      method: 'POST',
      body: new URLSearchParams({ charge: chargeId }),
    });
    expect(await refunded.text()).toContain('Refunded');
    expect(await backend.balance(user.id)).toBe(50);
  });

  it('refuses the billing portal to a signed-out caller', async () => {
    const response = await fetch(`${backend.url}/functions/v1/billing-portal`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(response.status).toBe(401);
  });
});
