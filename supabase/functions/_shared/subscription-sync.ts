// Keeps public.subscriptions current from Stripe's customer.subscription.* events.
import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { z } from 'zod';
import { findUserIdByCustomer } from './billing-customers.ts';
import type { FunctionLogger } from './logger.ts';

const PAID_PLANS = ['basic', 'pro', 'enterprise'] as const;
type PaidPlan = (typeof PAID_PLANS)[number];
type Status = 'trial' | 'active' | 'inactive';

/** What became of a subscription event. */
export type SubscriptionOutcome = 'updated' | 'stale' | 'unknown_customer';

const toIso = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

/**
 * The plan a subscription is for: the price's metadata.plan, else its lookup_key, else the
 * product's metadata.plan. Unknown names fall back to the lowest paid plan, never a higher one.
 */
export function planOf(subscription: Stripe.Subscription, log?: FunctionLogger): PaidPlan {
  const price = subscription.items.data[0]?.price;
  const product =
    typeof price?.product === 'object' && price.product && 'metadata' in price.product
      ? price.product
      : null;
  const candidates = [
    price?.metadata?.plan,
    price?.lookup_key,
    product?.metadata?.plan,
    subscription.metadata?.plan,
  ];
  for (const candidate of candidates) {
    const plan = candidate?.toLowerCase();
    if (plan && (PAID_PLANS as readonly string[]).includes(plan)) return plan as PaidPlan;
  }
  log?.warn('subscription price names no known plan; using basic', {
    subscription_id: subscription.id,
  });
  return 'basic';
}

/** Stripe's status in the app's three words (past_due keeps access while Stripe retries). */
export function statusOf(subscription: Stripe.Subscription, deleted: boolean): Status {
  if (deleted) return 'inactive';
  if (subscription.status === 'trialing') return 'trial';
  if (subscription.status === 'active' || subscription.status === 'past_due') return 'active';
  return 'inactive';
}

/**
 * Upserts the user's subscription row from a subscription event. Events can arrive out of order,
 * so a row already written from a newer event is left alone ('stale').
 */
export async function syncSubscription(
  service: SupabaseClient,
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  log: FunctionLogger,
): Promise<SubscriptionOutcome> {
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const fromMetadata = z.uuid().safeParse(subscription.metadata?.user_id);
  const userId =
    (await findUserIdByCustomer(service, customerId)) ??
    (fromMetadata.success ? fromMetadata.data : null);
  if (!userId) {
    log.warn('subscription for an unknown customer', {
      customer: customerId,
      subscription_id: subscription.id,
    });
    return 'unknown_customer';
  }
  const eventTime = new Date(event.created * 1000).toISOString();
  const { data: current, error: readError } = await service
    .from('subscriptions')
    .select('updated_at')
    .eq('user_id', userId)
    .maybeSingle();
  if (readError) throw new Error(`Reading subscription failed: ${readError.message}`);
  const currentTime = (current as { updated_at: string } | null)?.updated_at;
  if (currentTime && new Date(currentTime).getTime() > event.created * 1000) return 'stale';

  const deleted = event.type === 'customer.subscription.deleted';
  const row = {
    user_id: userId,
    plan: deleted ? 'free' : planOf(subscription, log),
    status: statusOf(subscription, deleted),
    trial_end: toIso(subscription.trial_end),
    subscription_end: deleted
      ? (toIso(subscription.ended_at) ?? eventTime)
      : toIso(subscription.cancel_at ?? subscription.ended_at),
    stripe_subscription_id: subscription.id,
    updated_at: eventTime,
  };
  const { error } = await service.from('subscriptions').upsert(row, { onConflict: 'user_id' });
  if (error) throw new Error(`Saving subscription failed: ${error.message}`);
  log.info('subscription synced', {
    user_id: userId,
    subscription_id: subscription.id,
    plan: row.plan,
    status: row.status,
  });
  return 'updated';
}
