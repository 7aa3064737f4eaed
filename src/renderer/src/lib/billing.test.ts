import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { creditMessages } from '@contracts/messages';
import {
  checkoutFailureMessage,
  createBillingPortalUrl,
  createCheckoutUrl,
  portalFailureMessage,
} from './billing';

type Call = { name: string; options: unknown };

/** A client whose functions.invoke answers as supabase-js does for a given outcome. */
function clientAnswering(answer: { data: unknown; error: unknown }, calls: Call[] = []) {
  return {
    functions: {
      invoke: (name: string, options: unknown) => {
        calls.push({ name, options });
        return Promise.resolve(answer);
      },
    },
  } as unknown as SupabaseClient;
}

const refused = new FunctionsHttpError(
  new Response(JSON.stringify({ error: 'Unknown credit pack', code: 'unknown_pack' }), {
    status: 400,
  }),
);
const offline = new FunctionsFetchError(new TypeError('fetch failed'));

/** The messages checkout and the portal show for a call answered with `answer`. */
async function messagesFor(answer: { data: unknown; error: unknown }) {
  const checkout = await createCheckoutUrl(clientAnswering(answer), 'starter').catch(
    (error: unknown) => checkoutFailureMessage(error),
  );
  const portal = await createBillingPortalUrl(clientAnswering(answer)).catch((error: unknown) =>
    portalFailureMessage(error),
  );
  return { checkout, portal };
}

describe('payment redirects', () => {
  it('asks each payment function for its URL', async () => {
    const calls: Call[] = [];
    const client = clientAnswering(
      { data: { url: 'https://pay.example/s/1' }, error: null },
      calls,
    );
    expect(await createCheckoutUrl(client, 'starter')).toBe('https://pay.example/s/1');
    expect(await createBillingPortalUrl(client)).toBe('https://pay.example/s/1');
    expect(calls).toEqual([
      { name: 'create-credit-checkout', options: { body: { credit_pack: 'starter' } } },
      { name: 'billing-portal', options: { body: {} } },
    ]);
  });

  it('says the checkout failed when the function refused', async () => {
    expect(await messagesFor({ data: null, error: refused })).toEqual({
      checkout: creditMessages.checkoutFailed,
      portal: creditMessages.genericError,
    });
  });

  it('says the purchase could not start when nothing answered', async () => {
    expect(await messagesFor({ data: null, error: offline })).toEqual({
      checkout: creditMessages.purchaseStartFailed,
      portal: creditMessages.genericError,
    });
  });

  it('names the missing URL when the answer has none', async () => {
    expect(await messagesFor({ data: { url: 'not a url' }, error: null })).toEqual({
      checkout: creditMessages.checkoutFailed,
      portal: creditMessages.paymentUrlMissing,
    });
  });

  it('falls back to the start message for any other error', () => {
    expect(checkoutFailureMessage(new Error('boom'))).toBe(creditMessages.purchaseStartFailed);
    expect(portalFailureMessage(new Error('boom'))).toBe(creditMessages.genericError);
  });
});
