// create-credit-checkout: starts a Stripe Checkout for one credit pack. The caller names the
// pack; what is charged and what will be granted come from the server's credit_packs table only.
import type Stripe from 'stripe';
import { ensureCustomerId } from '../_shared/billing-customers.ts';
import { handlePreflight } from '../_shared/cors.ts';
import { checkoutRequestSchema, findPack, type CreditPackRow } from '../_shared/credit-packs.ts';
import { errorResponse, jsonResponse, readJsonBody } from '../_shared/http.ts';
import { createLogger } from '../_shared/logger.ts';
import { readSiteUrl } from '../_shared/payments-env.ts';
import { createStripeClient, readStripeEnv } from '../_shared/stripe.ts';
import {
  createServiceClient,
  getCallerUser,
  readSupabaseEnv,
} from '../_shared/supabase-clients.ts';

const log = createLogger('create-credit-checkout');

/** The line item: the pack's Stripe price when it has one, else a price built from the table. */
function lineItem(pack: CreditPackRow): Stripe.Checkout.SessionCreateParams.LineItem {
  if (pack.stripe_price_id) return { price: pack.stripe_price_id, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: pack.currency,
      unit_amount: pack.price_cents,
      product_data: { name: `${pack.title} credit pack`, description: `${pack.credits} credits` },
    },
  };
}

async function createCheckout(request: Request): Promise<Response> {
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed');
  const supabaseEnv = readSupabaseEnv();
  const user = await getCallerUser(request, supabaseEnv);
  if (!user) return errorResponse(401, 'Please log in to purchase credits', 'not_signed_in');

  const parsed = checkoutRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return errorResponse(400, 'Unknown credit pack', 'invalid_pack');

  const service = createServiceClient(supabaseEnv);
  const pack = await findPack(service, parsed.data.credit_pack);
  if (!pack || !pack.active) return errorResponse(400, 'Unknown credit pack', 'invalid_pack');

  const site = readSiteUrl();
  const stripe = createStripeClient(readStripeEnv());
  const customer = await ensureCustomerId(service, stripe, user);
  const metadata = { user_id: user.id, pack_id: pack.id };
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    client_reference_id: user.id,
    line_items: [lineItem(pack)],
    metadata,
    payment_intent_data: { metadata },
    success_url: `${site}/credits?purchase=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${site}/pricing?purchase=cancelled`,
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
  log.info('checkout session created', {
    user_id: user.id,
    pack_id: pack.id,
    session_id: session.id,
  });
  return jsonResponse({ url: session.url });
}

export default {
  /** POST `{ credit_pack }` with the user's JWT → `{ url }` of a Stripe Checkout page. */
  async fetch(request: Request): Promise<Response> {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    try {
      return await createCheckout(request);
    } catch (error) {
      log.error('checkout failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return errorResponse(500, 'Failed to create checkout session', 'checkout_failed');
    }
  },
};
