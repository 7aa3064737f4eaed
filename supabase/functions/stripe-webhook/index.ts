// stripe-webhook: Stripe's deliveries (no JWT; config.toml sets verify_jwt = false). Every body is
// verified against the Stripe-Signature header on the raw bytes with a 300 s tolerance before
// anything is read from it; then paid checkouts are fulfilled once, refunds and disputes
// reversed, and subscriptions kept current.
import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { fulfilCheckoutSession, reversePurchase } from '../_shared/checkout-fulfilment.ts';
import { handlePreflight } from '../_shared/cors.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';
import { createLogger } from '../_shared/logger.ts';
import { readWebhookSecret } from '../_shared/payments-env.ts';
import { Stripe as StripeClass, webCryptoProvider } from '../_shared/stripe.ts';
import { syncSubscription } from '../_shared/subscription-sync.ts';
import { createServiceClient, readSupabaseEnv } from '../_shared/supabase-clients.ts';

const log = createLogger('stripe-webhook');

/** Stripe's recommended tolerance: deliveries signed more than 300 s ago are refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

// Verification only needs the static webhooks helper, not an API client or key.
const webhooks = StripeClass.webhooks;

async function verify(request: Request, raw: string): Promise<Stripe.Event | null> {
  const signature = request.headers.get('Stripe-Signature');
  if (!signature) return null;
  try {
    return await webhooks.constructEventAsync(
      raw,
      signature,
      readWebhookSecret(),
      SIGNATURE_TOLERANCE_SECONDS,
      webCryptoProvider,
    );
  } catch (error) {
    if (error instanceof StripeClass.errors.StripeSignatureVerificationError) return null;
    throw error;
  }
}

/** Records the event id so a redelivery is recognised; false when it was already handled. */
async function isNewEvent(service: SupabaseClient, event: Stripe.Event): Promise<boolean> {
  const { data, error } = await service
    .from('stripe_events')
    .select('id')
    .eq('id', event.id)
    .maybeSingle();
  if (error) throw new Error(`Reading stripe_events failed: ${error.message}`);
  return data === null;
}

async function markHandled(service: SupabaseClient, event: Stripe.Event): Promise<void> {
  const { error } = await service.rpc('record_stripe_event', {
    p_event_id: event.id,
    p_event_type: event.type,
  });
  if (error) throw new Error(`record_stripe_event failed: ${error.message}`);
}

async function dispatch(service: SupabaseClient, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // fulfil_checkout records the event id itself, in the transaction that grants.
      return fulfilCheckoutSession(service, event, event.data.object, log);
    case 'charge.refunded': {
      const charge = event.data.object;
      // Partial refunds keep the credits; a full refund takes the purchase back.
      if (!charge.refunded) return 'partial_refund_ignored';
      await reversePurchase(service, charge.payment_intent, 'refund', log);
      await markHandled(service, event);
      return 'reversed';
    }
    case 'charge.dispute.created': {
      await reversePurchase(service, event.data.object.payment_intent, 'dispute', log);
      await markHandled(service, event);
      return 'reversed';
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Handled before recording, so a failed write is retried by Stripe instead of forgotten.
      if (!(await isNewEvent(service, event))) return 'duplicate_event';
      const outcome = await syncSubscription(service, event, event.data.object, log);
      await markHandled(service, event);
      return outcome;
    }
    default:
      return 'ignored';
  }
}

export default {
  /** POST a Stripe event with its Stripe-Signature header → 200 `{ received, result }`, or 400. */
  async fetch(request: Request): Promise<Response> {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
    try {
      // The signature covers the exact bytes Stripe sent, so read the body as text, untouched.
      const raw = await request.text();
      const event = await verify(request, raw);
      if (!event) {
        log.warn('webhook signature verification failed');
        return errorResponse(400, 'Invalid Stripe signature', 'invalid_signature');
      }
      const service = createServiceClient(readSupabaseEnv());
      const result = await dispatch(service, event);
      return jsonResponse({ received: true, result });
    } catch (error) {
      // 500 makes Stripe retry later; every handler above is safe to run again.
      log.error('webhook handling failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return errorResponse(500, 'Webhook handling failed', 'webhook_failed');
    }
  },
};
