// Stripe-shaped objects and errors for the local Stripe, following Stripe's documented API
// (https://docs.stripe.com/api): ids with their usual prefixes, unix-second timestamps,
// livemode false, and errors as `{ error: { type, message, code } }`.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeObject } from './local-stripe-store';

/** A new id such as `cs_test_a1B2…`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** Now, in Stripe's unix seconds. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}

/** A Stripe error response. */
export function stripeError(
  status: number,
  type: string,
  message: string,
  code?: string,
  param?: string,
): Response {
  const error: Record<string, string> = { type, message };
  if (code) error.code = code;
  if (param) error.param = param;
  return Response.json({ error }, { status, headers: { 'Request-Id': newId('req') } });
}

/** 404 for an id that does not exist, worded as Stripe words it. */
export function noSuch(kind: string, id: string, param = 'id'): Response {
  return stripeError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  );
}

/** A Stripe object response. */
export function stripeJson(object: unknown, status = 200): Response {
  return Response.json(object, { status, headers: { 'Request-Id': newId('req') } });
}

/** What a checkout line is for, kept on the session for the checkout page. */
export type LineItem = {
  id: string;
  object: 'item';
  description: string;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  quantity: number;
  price: {
    id: string;
    object: 'price';
    unit_amount: number;
    currency: string;
    product: string | null;
  };
};

/** The fields of checkout.session the local Stripe reads back. */
export type CheckoutSession = StripeObject & {
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  line_items: { object: 'list'; data: LineItem[]; has_more: false; url: string };
  /** Not a Stripe field: metadata for the payment intent (payment_intent_data.metadata). */
  payment_intent_metadata?: Record<string, string>;
};

/** A session as the API returns it: line_items only when expanded, private fields never. */
export function publicSession(session: CheckoutSession, expand: string[] = []): StripeObject {
  const { payment_intent_metadata: _private, line_items: lineItems, ...rest } = session;
  return expand.includes('line_items') ? { ...rest, line_items: lineItems } : rest;
}

/** The event envelope Stripe delivers to webhook endpoints. */
export function stripeEvent(type: string, object: StripeObject): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixNow(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
