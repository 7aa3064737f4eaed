// One Stripe customer per user, remembered in public.billing_customers.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type Stripe from 'stripe';

/** The user's Stripe customer id, or null when none was created yet. */
export async function findCustomerId(
  service: SupabaseClient,
  userId: string,
): Promise<string | null> {
  const { data, error } = await service
    .from('billing_customers')
    .select('stripe_customer_id')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Reading billing customer failed: ${error.message}`);
  return (data as { stripe_customer_id: string } | null)?.stripe_customer_id ?? null;
}

/** The user id a Stripe customer belongs to, or null when it is not one of ours. */
export async function findUserIdByCustomer(
  service: SupabaseClient,
  customerId: string,
): Promise<string | null> {
  const { data, error } = await service
    .from('billing_customers')
    .select('user_id')
    .eq('stripe_customer_id', customerId)
    .maybeSingle();
  if (error) throw new Error(`Reading billing customer failed: ${error.message}`);
  return (data as { user_id: string } | null)?.user_id ?? null;
}

/**
 * Finds or creates the user's Stripe customer. The idempotency key makes two concurrent first
 * purchases create one customer at Stripe; ignore-duplicates keeps the first stored mapping.
 */
export async function ensureCustomerId(
  service: SupabaseClient,
  stripe: Stripe,
  user: User,
): Promise<string> {
  const existing = await findCustomerId(service, user.id);
  if (existing) return existing;
  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, metadata: { user_id: user.id } },
    { idempotencyKey: `hive-customer-${user.id}` },
  );
  const { error } = await service
    .from('billing_customers')
    .upsert(
      { user_id: user.id, stripe_customer_id: customer.id },
      { onConflict: 'user_id', ignoreDuplicates: true },
    );
  if (error) throw new Error(`Saving billing customer failed: ${error.message}`);
  return (await findCustomerId(service, user.id)) ?? customer.id;
}
