// The subset of Stripe's HTTP API the payment functions use, answered locally: customers,
// checkout sessions, billing portal sessions, prices and refunds.
import { z } from 'zod';
import type { FormObject } from './form-body';
import { refundCharge, type PaymentDeps } from './local-payments';
import type { StripeObject } from './local-stripe-store';
import { resolvePrice } from './local-prices';
import {
  newId,
  noSuch,
  publicSession,
  stripeError,
  stripeJson,
  unixNow,
  type CheckoutSession,
  type LineItem,
} from './stripe-objects';

/** Pages the API links to (the pages module serves them). */
export const CHECKOUT_PAGES_PREFIX = '/_local/checkout';

const metadataSchema = z.record(z.string(), z.string()).optional().default({});
const customerSchema = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  metadata: metadataSchema,
});
const lineItemSchema = z.object({
  price: z.string().optional(),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
  price_data: z
    .object({
      currency: z.string().min(3),
      unit_amount: z.coerce.number().int().min(0),
      product_data: z
        .object({ name: z.string().min(1), description: z.string().optional() })
        .optional(),
      product: z.string().optional(),
    })
    .optional(),
});
const sessionSchema = z.object({
  mode: z.literal('payment', { message: 'The local Stripe supports mode=payment only.' }),
  line_items: z.array(lineItemSchema).min(1, 'line_items is required.'),
  success_url: z.string().min(1, 'success_url is required.'),
  cancel_url: z.string().optional(),
  customer: z.string().optional(),
  customer_email: z.string().optional(),
  client_reference_id: z.string().optional(),
  metadata: metadataSchema,
  payment_intent_data: z.object({ metadata: metadataSchema }).optional(),
});
const portalSchema = z.object({ customer: z.string().min(1), return_url: z.string().optional() });
const refundSchema = z.object({
  payment_intent: z.string().optional(),
  charge: z.string().optional(),
});

/** One API call, already authenticated. */
export type ApiCall = { method: string; path: string; form: FormObject; query: FormObject };

function invalid(error: z.ZodError): Response {
  const issue = error.issues[0];
  const param = issue?.path.join('.') || undefined;
  return stripeError(
    400,
    'invalid_request_error',
    issue?.message ?? 'Invalid request',
    'parameter_invalid',
    param,
  );
}

async function createSession(deps: PaymentDeps, form: FormObject): Promise<Response> {
  const parsed = sessionSchema.safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  const input = parsed.data;
  if (input.customer && !(await deps.store.get(input.customer, 'customer')))
    return noSuch('customer', input.customer, 'customer');
  const items: LineItem[] = [];
  for (const [index, line] of input.line_items.entries()) {
    const price = await resolvePrice(deps, line);
    if (!price) return noSuch('price', line.price ?? '', `line_items[${index}][price]`);
    items.push({
      id: newId('li'),
      object: 'item',
      description: price.description,
      amount_subtotal: price.unit_amount * line.quantity,
      amount_total: price.unit_amount * line.quantity,
      currency: price.currency,
      quantity: line.quantity,
      price: {
        id: price.id,
        object: 'price',
        unit_amount: price.unit_amount,
        currency: price.currency,
        product: price.product,
      },
    });
  }
  const currency = items[0]!.currency;
  if (items.some((item) => item.currency !== currency)) {
    return stripeError(
      400,
      'invalid_request_error',
      'All line items must use the same currency.',
      'parameter_invalid',
      'line_items',
    );
  }
  const id = newId('cs_test');
  const total = items.reduce((sum, item) => sum + item.amount_total, 0);
  const created = unixNow();
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    currency,
    cancel_url: input.cancel_url ?? null,
    client_reference_id: input.client_reference_id ?? null,
    created,
    customer: input.customer ?? null,
    customer_details: null,
    customer_email: input.customer_email ?? null,
    expires_at: created + 24 * 60 * 60,
    livemode: false,
    metadata: input.metadata,
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: input.success_url,
    url: `${deps.settings.origin}${CHECKOUT_PAGES_PREFIX}/pay/${id}`,
    line_items: {
      object: 'list',
      data: items,
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
    payment_intent_metadata: input.payment_intent_data?.metadata ?? {},
  };
  await deps.store.put(session);
  return stripeJson(publicSession(session));
}

async function createCustomer(deps: PaymentDeps, form: FormObject): Promise<Response> {
  const parsed = customerSchema.safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  const customer: StripeObject = {
    id: newId('cus'),
    object: 'customer',
    created: unixNow(),
    email: parsed.data.email ?? null,
    name: parsed.data.name ?? null,
    metadata: parsed.data.metadata,
    livemode: false,
  };
  await deps.store.put(customer);
  return stripeJson(customer);
}

async function createPortal(deps: PaymentDeps, form: FormObject): Promise<Response> {
  const parsed = portalSchema.safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  if (!(await deps.store.get(parsed.data.customer, 'customer')))
    return noSuch('customer', parsed.data.customer, 'customer');
  const id = newId('bps');
  const portal: StripeObject = {
    id,
    object: 'billing_portal.session',
    created: unixNow(),
    customer: parsed.data.customer,
    livemode: false,
    return_url: parsed.data.return_url ?? null,
    url: `${deps.settings.origin}${CHECKOUT_PAGES_PREFIX}/portal/${id}`,
  };
  await deps.store.put(portal);
  return stripeJson(portal);
}

async function createRefund(deps: PaymentDeps, form: FormObject): Promise<Response> {
  const parsed = refundSchema.safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  let chargeId = parsed.data.charge;
  if (!chargeId && parsed.data.payment_intent) {
    const intent = await deps.store.get(parsed.data.payment_intent, 'payment_intent');
    if (!intent) return noSuch('payment_intent', parsed.data.payment_intent, 'payment_intent');
    chargeId = String(intent.latest_charge);
  }
  if (!chargeId)
    return stripeError(
      400,
      'invalid_request_error',
      'Provide a charge or payment_intent.',
      'parameter_missing',
    );
  const charge = await deps.store.get(chargeId, 'charge');
  if (!charge) return noSuch('charge', chargeId, 'charge');
  if (charge.refunded)
    return stripeError(
      400,
      'invalid_request_error',
      `Charge ${chargeId} has already been refunded.`,
      'charge_already_refunded',
    );
  return stripeJson(await refundCharge(deps, charge));
}

async function retrieve(
  deps: PaymentDeps,
  type: string,
  kind: string,
  id: string,
  query: FormObject,
): Promise<Response> {
  const object = await deps.store.get(id, type);
  if (!object) return noSuch(kind, id);
  const expand = Array.isArray(query.expand)
    ? query.expand.filter((item): item is string => typeof item === 'string')
    : [];
  return stripeJson(
    type === 'checkout.session' ? publicSession(object as CheckoutSession, expand) : object,
  );
}

type Route = {
  method: string;
  pattern: RegExp;
  handle: (deps: PaymentDeps, call: ApiCall, id: string) => Promise<Response>;
};

const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^\/customers$/,
    handle: (deps, call) => createCustomer(deps, call.form),
  },
  {
    method: 'GET',
    pattern: /^\/customers\/([^/]+)$/,
    handle: (deps, call, id) => retrieve(deps, 'customer', 'customer', id, call.query),
  },
  {
    method: 'POST',
    pattern: /^\/checkout\/sessions$/,
    handle: (deps, call) => createSession(deps, call.form),
  },
  {
    method: 'GET',
    pattern: /^\/checkout\/sessions\/([^/]+)$/,
    handle: (deps, call, id) =>
      retrieve(deps, 'checkout.session', 'checkout.session', id, call.query),
  },
  {
    method: 'POST',
    pattern: /^\/billing_portal\/sessions$/,
    handle: (deps, call) => createPortal(deps, call.form),
  },
  {
    method: 'GET',
    pattern: /^\/payment_intents\/([^/]+)$/,
    handle: (deps, call, id) => retrieve(deps, 'payment_intent', 'payment_intent', id, call.query),
  },
  {
    method: 'GET',
    pattern: /^\/charges\/([^/]+)$/,
    handle: (deps, call, id) => retrieve(deps, 'charge', 'charge', id, call.query),
  },
  { method: 'POST', pattern: /^\/refunds$/, handle: (deps, call) => createRefund(deps, call.form) },
  {
    method: 'GET',
    pattern: /^\/prices\/([^/]+)$/,
    handle: async (deps, _call, id) => {
      const price = await resolvePrice(deps, { price: id });
      return price ? stripeJson(price) : noSuch('price', id);
    },
  },
];

/** Routes one authenticated API call (`path` is below /v1). */
export async function routeApiCall(deps: PaymentDeps, call: ApiCall): Promise<Response> {
  for (const route of ROUTES) {
    const match = route.method === call.method ? route.pattern.exec(call.path) : null;
    if (match) return route.handle(deps, call, decodeURIComponent(match[1] ?? ''));
  }
  return stripeError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${call.method}: /v1${call.path}).`,
  );
}
