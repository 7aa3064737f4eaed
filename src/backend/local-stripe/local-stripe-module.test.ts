import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStripeFixture, type LocalStripeFixture } from './testing/local-stripe-fixture';

let fixture: LocalStripeFixture;
let stripe: Stripe;

function client(key: string): Stripe {
  const url = new URL(fixture.url);
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

function payForm(card: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    email: 'buyer@example.com',
    card_number: card,
    card_expiry: '12 / 34',
    card_cvc: '123',
    cardholder_name: 'Test Buyer',
    ...extra,
  }).toString();
}

async function post(url: string, body: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

async function newProSession() {
  const customer = await stripe.customers.create({
    email: 'buyer@example.com',
    metadata: { user_id: 'u1' },
  });
  return stripe.checkout.sessions.create({
    mode: 'payment',
    customer: customer.id,
    client_reference_id: 'u1',
    line_items: [{ price: 'price_hive_pro', quantity: 1 }],
    metadata: { user_id: 'u1', pack_id: 'pro' },
    payment_intent_data: { metadata: { user_id: 'u1', pack_id: 'pro' } },
    success_url: 'http://localhost:5173/credits?purchase=success&session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/pricing?purchase=cancelled',
  });
}

beforeAll(async () => {
  fixture = await startLocalStripeFixture();
  stripe = client(fixture.secretKey);
});
afterAll(async () => fixture.close());

describe('local Stripe API', () => {
  it('refuses a wrong secret key with Stripe’s error shape', async () => {
    const error = await client('sk_test_wrong')
      .customers.create({})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const raw = await fetch(`${fixture.url}/v1/customers`, { method: 'POST' });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });
  });

  it("prices a session's price id from the credit_packs table", async () => {
    const session = await newProSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 2499,
      currency: 'usd',
      payment_status: 'unpaid',
      status: 'open',
    });
    expect(session.url).toBe(`${fixture.url}/_local/checkout/pay/${session.id}`);
    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.line_items?.data[0]).toMatchObject({ quantity: 1, amount_total: 2499 });
  });

  it('answers an unknown price or customer with resource_missing', async () => {
    const error = await stripe.checkout.sessions
      .create({
        mode: 'payment',
        line_items: [{ price: 'price_nope', quantity: 1 }],
        success_url: 'http://x/s',
      })
      .catch((caught: unknown) => caught as Stripe.errors.StripeError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('replays a POST with the same Idempotency-Key instead of creating twice', async () => {
    const first = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'same-key' },
    );
    const second = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'same-key' },
    );
    expect(second.id).toBe(first.id);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'racing-key' }),
      ),
    );
    expect(new Set(racing.map((customer) => customer.id)).size).toBe(1);
  });
});

describe('local checkout page', () => {
  it('shows the pack, the price, a labelled card form and the test cards', async () => {
    const session = await newProSession();
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Pro credit pack · 650 credits');
    expect(html).toContain('Pay $24.99');
    for (const id of ['email', 'card_number', 'card_expiry', 'card_cvc', 'cardholder_name']) {
      expect(html).toContain(`<label for="${id}">`);
    }
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('href="http://localhost:5173/pricing?purchase=cancelled"');
  });

  it('declines 4000 0000 0000 0002 with a clear message and delivers no event', async () => {
    const session = await newProSession();
    const before = fixture.deliveries.length;
    const response = await post(session.url!, payForm('4000 0000 0000 0002'));
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    expect(fixture.deliveries.length).toBe(before);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('pays with 4242, delivers a correctly signed checkout.session.completed and redirects to success_url', async () => {
    const session = await newProSession();
    const response = await post(session.url!, payForm('4242 4242 4242 4242'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/credits?purchase=success&session_id=${session.id}`,
    );
    const delivery = fixture.deliveries.at(-1)!;
    const event = await Stripe.webhooks.constructEventAsync(
      delivery.body,
      delivery.signature!,
      fixture.webhookSecret,
      300,
    );
    expect(event.type).toBe('checkout.session.completed');
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      amount_total: 2499,
      metadata: { user_id: 'u1', pack_id: 'pro' },
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
    // Paying again is impossible: the page now sends the buyer straight back.
    const revisit = await fetch(session.url!, { redirect: 'manual' });
    expect(revisit.status).toBe(303);
  });

  it('lists purchases in the billing portal and delivers charge.refunded on a test refund', async () => {
    const session = await newProSession();
    await post(session.url!, payForm('4242424242424242'));
    const portal = await stripe.billingPortal.sessions.create({
      customer: String(session.customer),
      return_url: 'http://localhost:5173/profile',
    });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('Pro credit pack · 650 credits');
    expect(page).toContain('href="http://localhost:5173/profile"');
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const refund = await stripe.refunds.create({ payment_intent: String(paid.payment_intent) });
    expect(refund).toMatchObject({ object: 'refund', amount: 2499, status: 'succeeded' });
    const delivery = fixture.deliveries.at(-1)!;
    const event = await Stripe.webhooks.constructEventAsync(
      delivery.body,
      delivery.signature!,
      fixture.webhookSecret,
      300,
    );
    expect(event.type).toBe('charge.refunded');
    expect(event.data.object).toMatchObject({
      refunded: true,
      payment_intent: paid.payment_intent,
    });
  });
});
