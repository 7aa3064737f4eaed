// billing-portal: a Stripe Billing Portal session for the signed-in user's customer, opened by
// the Subscription menu entry in a new tab.
import { ensureCustomerId } from '../_shared/billing-customers.ts';
import { handlePreflight } from '../_shared/cors.ts';
import { errorResponse, jsonResponse } from '../_shared/http.ts';
import { createLogger } from '../_shared/logger.ts';
import { readSiteUrl } from '../_shared/payments-env.ts';
import { createStripeClient, readStripeEnv } from '../_shared/stripe.ts';
import {
  createServiceClient,
  getCallerUser,
  readSupabaseEnv,
} from '../_shared/supabase-clients.ts';

const log = createLogger('billing-portal');

export default {
  /** POST (any body) with the user's JWT → `{ url }` of the billing portal; return_url is /profile. */
  async fetch(request: Request): Promise<Response> {
    const preflight = handlePreflight(request);
    if (preflight) return preflight;
    if (request.method !== 'POST' && request.method !== 'GET')
      return errorResponse(405, 'Method not allowed');
    try {
      const supabaseEnv = readSupabaseEnv();
      const user = await getCallerUser(request, supabaseEnv);
      if (!user) return errorResponse(401, 'Please sign in to subscribe', 'not_signed_in');
      const stripe = createStripeClient(readStripeEnv());
      const customer = await ensureCustomerId(createServiceClient(supabaseEnv), stripe, user);
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${readSiteUrl()}/profile`,
      });
      return jsonResponse({ url: portal.url });
    } catch (error) {
      log.error('billing portal failed', {
        error: error instanceof Error ? error.message : String(error),
      });
      return errorResponse(500, 'An error occurred. Please try again.', 'portal_failed');
    }
  },
};
