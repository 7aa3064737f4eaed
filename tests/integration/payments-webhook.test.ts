// stripe-webhook through a real Hive Local: signed deliveries over HTTP to the functions host,
// balances and ledger read back with supabase-js.
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { webCryptoProvider } from '../../supabase/functions/_shared/stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutCompletedEvent,
  signedDelivery,
  startPaymentsBackend,
  type PaymentsBackend,
  type TestUser,
} from './payments-helpers';

let backend: PaymentsBackend;

beforeAll(async () => {
  backend = await startPaymentsBackend();
});
afterAll(async () => backend?.close());

async function deliver(body: string, signature: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return fetch(`${backend.url}/functions/v1/stripe-webhook`, { method: 'POST', headers, body });
}

async function expectNoGrant(user: TestUser, eventId: string) {
  expect(await backend.balance(user.id)).toBe(50);
  expect(await backend.purchases(user.id)).toHaveLength(0);
  expect(await backend.eventRecorded(eventId)).toBe(false);
}

describe('stripe-webhook fulfilment', () => {
  it('grants exactly once when one signed checkout.session.completed is delivered 100 times at once', async () => {
    const user = await backend.signUp();
    const event = checkoutCompletedEvent({ userId: user.id, packId: 'pro', amount: 2499 });
    const { body, signature } = await signedDelivery(event, backend.webhookSecret);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => deliver(body, signature)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(100).fill(200));
    const results = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { result: string }).result),
    );
    expect(results.filter((result) => result === 'granted')).toHaveLength(1);
    expect(await backend.balance(user.id)).toBe(700);
    const purchases = await backend.purchases(user.id);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({ delta: 650, balance_after: 700, type: 'purchase' });
  });

  it('grants a session once even when Stripe sends it again under a new event id', async () => {
    const user = await backend.signUp();
    const first = checkoutCompletedEvent({ userId: user.id, packId: 'starter', amount: 999 });
    const again = {
      ...first,
      id: `${first.id}_again`,
      type: 'checkout.session.async_payment_succeeded',
    };
    const one = await signedDelivery(first, backend.webhookSecret);
    const two = await signedDelivery(again, backend.webhookSecret);
    expect(await (await deliver(one.body, one.signature)).json()).toMatchObject({
      result: 'granted',
    });
    expect(await (await deliver(two.body, two.signature)).json()).toMatchObject({
      result: 'already_fulfilled',
    });
    expect(await backend.balance(user.id)).toBe(250);
  });

  it('refuses a tampered body, a wrong secret, a missing header and a signature older than 300 s with 400', async () => {
    const user = await backend.signUp();
    const event = checkoutCompletedEvent({ userId: user.id, packId: 'elite', amount: 7999 });
    const good = await signedDelivery(event, backend.webhookSecret);
    const tampered = good.body.replace('"elite"', '"elite" ').replace('7999', '7998');
    const wrongSecret = await signedDelivery(event, 'whsec_not_the_secret');
    const stale = await signedDelivery(
      event,
      backend.webhookSecret,
      Math.floor(Date.now() / 1000) - 301,
    );
    const attempts = [
      deliver(tampered, good.signature),
      deliver(wrongSecret.body, wrongSecret.signature),
      deliver(good.body, null),
      deliver(stale.body, stale.signature),
      deliver(good.body, 't=1,v1=deadbeef'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Invalid Stripe signature' });
    }
    await expectNoGrant(user, event.id);
  });

  it('refuses to grant when the amount paid differs from the server’s pack price', async () => {
    const user = await backend.signUp();
    const cheap = checkoutCompletedEvent({ userId: user.id, packId: 'elite', amount: 999 });
    const { body, signature } = await signedDelivery(cheap, backend.webhookSecret);
    const response = await deliver(body, signature);
    expect(await response.json()).toMatchObject({ result: 'amount_mismatch' });
    await expectNoGrant(user, cheap.id);
  });

  it('does not grant an unpaid session', async () => {
    const user = await backend.signUp();
    const unpaid = checkoutCompletedEvent({
      userId: user.id,
      packId: 'pro',
      amount: 2499,
      paymentStatus: 'unpaid',
    });
    const { body, signature } = await signedDelivery(unpaid, backend.webhookSecret);
    expect(await (await deliver(body, signature)).json()).toMatchObject({ result: 'not_paid' });
    await expectNoGrant(user, unpaid.id);
  });

  it('answers unknown event types with 200 and changes nothing', async () => {
    const user = await backend.signUp();
    const event = {
      ...checkoutCompletedEvent({ userId: user.id, packId: 'pro', amount: 2499 }),
      type: 'invoice.created',
    };
    const { body, signature } = await signedDelivery(event, backend.webhookSecret);
    const response = await deliver(body, signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'ignored' });
    await expectNoGrant(user, event.id);
  });
});

describe('stripe-webhook reversals and subscriptions', () => {
  it('takes a purchase back once when its charge is refunded', async () => {
    const user = await backend.signUp();
    const purchase = checkoutCompletedEvent({ userId: user.id, packId: 'pro', amount: 2499 });
    const bought = await signedDelivery(purchase, backend.webhookSecret);
    await deliver(bought.body, bought.signature);
    expect(await backend.balance(user.id)).toBe(700);
    const paymentIntent = (purchase.data.object as { payment_intent: string }).payment_intent;
    const refund = backend.event('charge.refunded', {
      id: 'ch_x',
      object: 'charge',
      payment_intent: paymentIntent,
      refunded: true,
      amount: 2499,
      amount_refunded: 2499,
    });
    const refunded = await signedDelivery(refund, backend.webhookSecret);
    expect((await deliver(refunded.body, refunded.signature)).status).toBe(200);
    expect(await backend.balance(user.id)).toBe(50);
    const dispute = backend.event('charge.dispute.created', {
      id: 'dp_x',
      object: 'dispute',
      payment_intent: paymentIntent,
      amount: 2499,
    });
    const disputed = await signedDelivery(dispute, backend.webhookSecret);
    expect((await deliver(disputed.body, disputed.signature)).status).toBe(200);
    expect(await backend.balance(user.id)).toBe(50);
    const ledger = await backend.ledger(user.id);
    expect(ledger.map((row) => row.delta)).toEqual([50, 650, -650]);
  });

  it('keeps subscriptions current from customer.subscription events, in order', async () => {
    const user = await backend.signUp();
    const customer = await backend.linkCustomer(user.id);
    const now = Math.floor(Date.now() / 1000);
    const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
      id: 'sub_test_1',
      object: 'subscription',
      customer,
      status,
      metadata: {},
      trial_end: now + 7 * 86400,
      cancel_at: null,
      ended_at: null,
      items: {
        object: 'list',
        data: [{ id: 'si_1', price: { id: 'price_pro_monthly', lookup_key: 'pro', metadata: {} } }],
      },
      ...extra,
    });
    const created = backend.event(
      'customer.subscription.created',
      subscription('trialing'),
      now - 10,
    );
    const updated = backend.event('customer.subscription.updated', subscription('active'), now - 5);
    for (const event of [created, updated]) {
      const { body, signature } = await signedDelivery(event, backend.webhookSecret);
      expect((await deliver(body, signature)).status).toBe(200);
    }
    // A late, older delivery does not roll the row back.
    const late = await signedDelivery(
      { ...created, id: `${created.id}_late` },
      backend.webhookSecret,
    );
    expect(await (await deliver(late.body, late.signature)).json()).toMatchObject({
      result: 'stale',
    });
    expect(await user.subscription()).toMatchObject({ plan: 'pro', status: 'active' });

    const deleted = backend.event(
      'customer.subscription.deleted',
      subscription('canceled', { ended_at: now }),
      now,
    );
    const gone = await signedDelivery(deleted, backend.webhookSecret);
    await deliver(gone.body, gone.signature);
    expect(await user.subscription()).toMatchObject({ plan: 'free', status: 'inactive' });
  });
});

describe('webhook signature helper', () => {
  it('signs as Stripe documents (t=…,v1=HMAC-SHA256 of "t.body") and only the untouched delivery verifies', async () => {
    const secret = 'whsec_helper_test';
    const event = backend.event('ping', { id: 'x', object: 'ping' });
    const { body, signature } = await signedDelivery(event, secret);
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));

    // Verified the way stripe-webhook verifies it (constructEventAsync with Web Crypto, 300 s).
    const verify = (payload: string, header: string, key = secret) =>
      Stripe.webhooks.constructEventAsync(payload, header, key, 300, webCryptoProvider);
    expect(await verify(body, signature)).toMatchObject({ id: event.id, type: 'ping' });
    const refused: [string, () => Promise<unknown>][] = [
      ['a body with one more byte', () => verify(`${body} `, signature)],
      ['a changed body', () => verify(body.replace('"ping"', '"pong"'), signature)],
      ['another secret', () => verify(body, signature, 'whsec_someone_else')],
      [
        'a changed signature',
        () => verify(body, `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`),
      ],
      [
        'a signature 301 s old',
        async () => {
          const old = await signedDelivery(event, secret, Math.floor(Date.now() / 1000) - 301);
          return verify(old.body, old.signature);
        },
      ],
    ];
    for (const [what, attempt] of refused)
      await expect(attempt(), what).rejects.toBeInstanceOf(
        Stripe.errors.StripeSignatureVerificationError,
      );
  });
});
