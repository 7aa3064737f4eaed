// Fulfilment of paid Checkout Sessions: the pack's credits are granted once per session, with the
// event id recorded in the same database transaction (public.fulfil_checkout).
import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { z } from 'zod';
import { findPack } from './credit-packs.ts';
import type { FunctionLogger } from './logger.ts';

/** What became of a checkout event. */
export type FulfilmentOutcome =
  | 'granted'
  | 'duplicate_event'
  | 'already_fulfilled'
  | 'not_paid'
  | 'not_a_credit_purchase'
  | 'amount_mismatch';

// Only sessions this app created carry both ids; anything else is not ours to fulfil.
const purchaseMetadataSchema = z.object({ user_id: z.uuid(), pack_id: z.string().min(1) });

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Grants the pack bought in `session`, at most once. Refuses (and logs) when the session is not
 * paid, is not one of our credit purchases, or was paid at a different price than the server's.
 */
export async function fulfilCheckoutSession(
  service: SupabaseClient,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  log: FunctionLogger,
): Promise<FulfilmentOutcome> {
  if (session.payment_status !== 'paid' || session.mode !== 'payment') return 'not_paid';
  const metadata = purchaseMetadataSchema.safeParse(session.metadata ?? {});
  if (!metadata.success) return 'not_a_credit_purchase';
  const { user_id: userId, pack_id: packId } = metadata.data;
  if (session.client_reference_id && session.client_reference_id !== userId) {
    log.error('checkout session user mismatch', { session_id: session.id, event_id: event.id });
    return 'not_a_credit_purchase';
  }

  const pack = await findPack(service, packId);
  if (!pack) {
    log.error('checkout session names an unknown pack', {
      session_id: session.id,
      pack_id: packId,
    });
    return 'not_a_credit_purchase';
  }
  // The amount actually paid must be the server's price; anything else is refused for review.
  if (
    session.amount_total !== pack.price_cents ||
    session.currency?.toLowerCase() !== pack.currency.toLowerCase()
  ) {
    log.error('checkout amount does not match the pack price; not granting', {
      session_id: session.id,
      event_id: event.id,
      pack_id: pack.id,
      paid: session.amount_total,
      paid_currency: session.currency,
      expected: pack.price_cents,
      expected_currency: pack.currency,
    });
    return 'amount_mismatch';
  }

  const { data, error } = await service.rpc('fulfil_checkout', {
    p_event_id: event.id,
    p_event_type: event.type,
    p_session_id: session.id,
    p_user_id: userId,
    p_pack_id: pack.id,
    p_payment_intent_id: idOf(session.payment_intent),
  });
  if (error) throw new Error(`fulfil_checkout failed: ${error.message}`);
  const outcome = z.enum(['granted', 'duplicate_event', 'already_fulfilled']).parse(data);
  log.info('checkout fulfilment', {
    outcome,
    session_id: session.id,
    event_id: event.id,
    user_id: userId,
    pack_id: pack.id,
  });
  return outcome;
}

/**
 * Takes back a refunded or disputed purchase (public.reverse_purchase is idempotent per payment
 * intent). Returns the credits taken back.
 */
export async function reversePurchase(
  service: SupabaseClient,
  paymentIntent: string | { id: string } | null,
  reason: string,
  log: FunctionLogger,
): Promise<number> {
  const paymentIntentId = idOf(paymentIntent);
  if (!paymentIntentId) return 0;
  const { data, error } = await service.rpc('reverse_purchase', {
    p_payment_intent_id: paymentIntentId,
    p_reason: reason,
  });
  if (error) throw new Error(`reverse_purchase failed: ${error.message}`);
  const taken = z.number().int().parse(data);
  log.info('purchase reversal', { payment_intent: paymentIntentId, reason, credits_taken: taken });
  return taken;
}
