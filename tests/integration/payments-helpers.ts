// Shared set-up for the payments integration tests: a real Hive Local (REST, Auth, the functions
// host running supabase/functions, the local Stripe and its pages), real supabase-js clients,
// and Stripe events signed exactly as Stripe signs them.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Stripe from 'stripe';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalCheckoutPagesModule } from '../../src/backend/local-stripe/checkout-pages-module';
import { createLocalStripeModule } from '../../src/backend/local-stripe/local-stripe-module';
import { startHiveLocal } from '../../src/backend/server';
import { noSession, readBalance, TEST_PASSWORD as PASSWORD } from '../support/backend-helpers';

export const SITE_URL = 'http://localhost:5173';

/** A signed-up user with their own supabase-js client. */
export type TestUser = {
  id: string;
  email: string;
  accessToken: string;
  client: SupabaseClient;
  subscription(): Promise<{ plan: string; status: string } | undefined>;
};

export type LedgerRow = {
  delta: number;
  balance_after: number;
  type: string;
  payment_reference: string | null;
};

export type PaymentsBackend = {
  url: string;
  anonKey: string;
  webhookSecret: string;
  secretKey: string;
  admin: SupabaseClient;
  /** A stripe-node client aimed at the local Stripe, as the functions use it. */
  stripe: Stripe;
  signUp(): Promise<TestUser>;
  balance(userId: string): Promise<number>;
  purchases(userId: string): Promise<LedgerRow[]>;
  ledger(userId: string): Promise<LedgerRow[]>;
  eventRecorded(eventId: string): Promise<boolean>;
  /** Gives the user a Stripe customer id, as create-credit-checkout would. */
  linkCustomer(userId: string): Promise<string>;
  /** A Stripe event envelope around `object`. */
  event(type: string, object: Record<string, unknown>, created?: number): StripeEventLike;
  close(): Promise<void>;
};

export type StripeEventLike = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: Record<string, unknown> };
};

function envelope(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
): StripeEventLike {
  return {
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created,
    livemode: false,
    data: { object },
  };
}

/** A checkout.session.completed event for a pack, as Stripe would send it. */
export function checkoutCompletedEvent(input: {
  userId: string;
  packId: string;
  amount: number;
  currency?: string;
  paymentStatus?: 'paid' | 'unpaid';
}): StripeEventLike {
  const suffix = randomUUID().replaceAll('-', '');
  return envelope('checkout.session.completed', {
    id: `cs_test_${suffix}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: input.paymentStatus ?? 'paid',
    amount_total: input.amount,
    currency: input.currency ?? 'usd',
    client_reference_id: input.userId,
    customer: `cus_test_${suffix}`,
    metadata: { user_id: input.userId, pack_id: input.packId },
    payment_intent: `pi_test_${suffix}`,
  });
}

/** The raw body and Stripe-Signature header for an event; `timestamp` backdates the signature. */
export async function signedDelivery(
  event: object,
  secret: string,
  timestamp?: number,
): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(event, null, 2);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: body,
    secret,
    timestamp,
  });
  return { body, signature };
}

/** Starts Hive Local (in-memory PGlite, or PostgreSQL at `databaseUrl`) with the payments modules and functions. */
export async function startPaymentsBackend(
  options: { databaseUrl?: string } = {},
): Promise<PaymentsBackend> {
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    databaseUrl: options.databaseUrl,
    // The local Stripe comes first: it publishes its keys to the functions host's env.
    modules: [createLocalStripeModule, createLocalCheckoutPagesModule, createFunctionsModule()],
    settings: {
      siteUrl: SITE_URL,
      enableConfirmations: false,
      functionsVerifyJwt: { 'stripe-webhook': false },
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' },
      rateLimits: { signInSignUps: 10_000 },
    },
    log: { info() {}, warn() {}, error: (message, details) => console.error(message, details) },
  });
  const { url, anonKey, serviceRoleKey } = hive;
  const secrets = hive.context.settings.functionSecrets;
  const admin = createClient(url, serviceRoleKey, { auth: noSession });
  const apiBase = new URL(url);
  const stripe = new Stripe(secrets.STRIPE_SECRET_KEY!, {
    httpClient: Stripe.createFetchHttpClient(),
    host: apiBase.hostname,
    port: apiBase.port,
    protocol: 'http',
  });

  async function rows(userId: string, type?: string): Promise<LedgerRow[]> {
    let query = admin
      .from('credit_transactions')
      .select('delta, balance_after, type, payment_reference, created_at')
      .eq('user_id', userId);
    if (type) query = query.eq('type', type);
    const { data, error } = await query.order('created_at', { ascending: true });
    if (error) throw new Error(error.message);
    return data as LedgerRow[];
  }

  return {
    url,
    anonKey,
    webhookSecret: secrets.STRIPE_WEBHOOK_SECRET!,
    secretKey: secrets.STRIPE_SECRET_KEY!,
    admin,
    stripe,
    async signUp() {
      const email = `buyer-${randomUUID()}@example.com`;
      const client = createClient(url, anonKey, { auth: noSession });
      const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
      if (error || !data.session || !data.user)
        throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      const accessToken = data.session.access_token;
      return {
        id: data.user.id,
        email,
        accessToken,
        client,
        async subscription() {
          const { data: rowsData, error: rpcError } = await client.rpc('get_my_subscription_data');
          if (rpcError) throw new Error(rpcError.message);
          return (rowsData as { plan: string; status: string }[])[0];
        },
      };
    },
    balance: (userId) => readBalance(admin, userId),
    purchases: (userId) => rows(userId, 'purchase'),
    ledger: (userId) => rows(userId),
    async eventRecorded(eventId) {
      const { data, error } = await admin.from('stripe_events').select('id').eq('id', eventId);
      if (error) throw new Error(error.message);
      return (data as unknown[]).length > 0;
    },
    async linkCustomer(userId) {
      const customer = `cus_test_${randomUUID().replaceAll('-', '')}`;
      const { error } = await admin
        .from('billing_customers')
        .insert({ user_id: userId, stripe_customer_id: customer });
      if (error) throw new Error(error.message);
      return customer;
    },
    event: envelope,
    close: () => hive.close(),
  };
}
