// What happens when a local test payment succeeds or is refunded: the Stripe objects a real
// payment leaves behind (payment intent, charge), the session marked paid, and the same signed
// event Stripe would deliver, posted to the stripe-webhook function.
import Stripe from 'stripe';
import type { Database, Logger } from '../context';
import type { LocalStripeSettings } from './local-stripe-settings';
import type { LocalStripeStore, StripeObject } from './local-stripe-store';
import { newId, stripeEvent, unixNow, type CheckoutSession } from './stripe-objects';

/** Everything payment code needs. */
export type PaymentDeps = {
  db: Database;
  store: LocalStripeStore;
  settings: LocalStripeSettings;
  log: Logger;
};

/** How a webhook delivery went. */
export type Delivery = { delivered: boolean; status: number | null; attempts: number };

const DELIVERY_ATTEMPTS = 3;

/**
 * Signs and posts an event to the webhook, as Stripe does: the Stripe-Signature header is
 * computed over the exact body with the endpoint secret. Retries a couple of times on failure.
 */
export async function deliverEvent(
  deps: PaymentDeps,
  type: string,
  object: StripeObject,
): Promise<Delivery> {
  const event = stripeEvent(type, object);
  await deps.store.put(event);
  const payload = JSON.stringify(event, null, 2);
  let status: number | null = null;
  for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
    try {
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: deps.settings.webhookSecret,
      });
      const response = await fetch(deps.settings.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      status = response.status;
      await response.body?.cancel();
      if (response.ok) {
        deps.log.info('local stripe delivered event', { type, event: event.id, status });
        return { delivered: true, status, attempts: attempt };
      }
    } catch (error) {
      deps.log.warn('local stripe webhook delivery failed', {
        type,
        event: event.id,
        error: String(error),
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
  deps.log.error('local stripe gave up delivering event', { type, event: event.id, status });
  return { delivered: false, status, attempts: DELIVERY_ATTEMPTS };
}

/** Marks a session paid, records its payment intent and charge, and delivers checkout.session.completed. */
export async function completeCheckout(
  deps: PaymentDeps,
  session: CheckoutSession,
  payer: { email: string; name: string; brand: string; last4: string },
): Promise<Delivery> {
  const created = unixNow();
  const paymentIntentId = newId('pi');
  const chargeId = newId('ch');
  const metadata = session.payment_intent_metadata ?? {};
  const charge: StripeObject = {
    id: chargeId,
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: 0,
    currency: session.currency,
    customer: session.customer,
    created,
    livemode: false,
    metadata,
    paid: true,
    captured: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: paymentIntentId,
    billing_details: { email: payer.email, name: payer.name },
    payment_method_details: { type: 'card', card: { brand: payer.brand, last4: payer.last4 } },
    receipt_email: payer.email,
  };
  const paymentIntent: StripeObject = {
    id: paymentIntentId,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    customer: session.customer,
    created,
    livemode: false,
    metadata,
    status: 'succeeded',
    latest_charge: chargeId,
  };
  const paid: CheckoutSession = {
    ...session,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paymentIntentId,
    customer_details: { email: payer.email, name: payer.name },
  };
  await deps.store.put(charge);
  await deps.store.put(paymentIntent);
  await deps.store.put(paid);
  const { payment_intent_metadata: _private, line_items: _lines, ...eventSession } = paid;
  return deliverEvent(deps, 'checkout.session.completed', eventSession);
}

/** Refunds a charge in full and delivers charge.refunded. Returns the refund object. */
export async function refundCharge(deps: PaymentDeps, charge: StripeObject): Promise<StripeObject> {
  const amount = Number(charge.amount);
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    created: unixNow(),
    payment_intent: charge.payment_intent,
    status: 'succeeded',
    reason: null,
    metadata: {},
  };
  const refunded = { ...charge, refunded: true, amount_refunded: amount };
  await deps.store.put(refund);
  await deps.store.put(refunded);
  await deliverEvent(deps, 'charge.refunded', refunded);
  return refund;
}
