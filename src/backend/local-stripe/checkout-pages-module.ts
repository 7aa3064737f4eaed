// Pages of the local Stripe, outside its API: the hosted checkout page a session's url points at
// and the billing portal page. Paying marks the session paid and delivers the same signed
// checkout.session.completed event Stripe would, then redirects to success_url.
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import { renderCheckoutPage, renderClosedCheckoutPage } from './checkout-page';
import { CHECKOUT_PAGES_PREFIX } from './local-stripe-api';
import { paymentDeps } from './local-stripe-module';
import { completeCheckout, refundCharge, type PaymentDeps } from './local-payments';
import { htmlResponse } from './page-layout';
import { renderPortalPage, type PortalPayment } from './portal-page';
import { cardFormSchema, chargeTestCard } from './test-cards';
import { unixNow, type CheckoutSession } from './stripe-objects';

function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

/** Stripe fills {CHECKOUT_SESSION_ID} in success_url on the way back. */
function successUrl(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

async function readForm(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

async function checkoutPage(
  deps: PaymentDeps,
  request: Request,
  sessionId: string,
): Promise<Response> {
  const session = await deps.store.get<CheckoutSession>(sessionId, 'checkout.session');
  if (!session)
    return htmlResponse(
      renderClosedCheckoutPage('Checkout not found', 'This checkout link is not valid.', null),
      404,
    );
  if (session.status === 'complete') return redirect(successUrl(session));
  if (session.status === 'expired' || session.expires_at < unixNow()) {
    return htmlResponse(
      renderClosedCheckoutPage(
        'Checkout expired',
        'This checkout session has expired. Start the purchase again.',
        session.cancel_url,
      ),
      410,
    );
  }
  if (request.method === 'GET') {
    // Like Stripe, prefill the e-mail of the customer the session was made for.
    const customer = session.customer ? await deps.store.get(session.customer, 'customer') : null;
    const email = typeof customer?.email === 'string' ? customer.email : undefined;
    return htmlResponse(renderCheckoutPage(session, { email }));
  }

  const form = await readForm(request);
  const parsed = cardFormSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const named = String(issue?.path[0] ?? 'email');
    const field =
      (['email', 'card_number', 'card_expiry', 'card_cvc', 'cardholder_name'] as const).find(
        (name) => name === named,
      ) ?? 'email';
    const message =
      issue?.code === 'invalid_type'
        ? 'Complete every field.'
        : (issue?.message ?? 'Check your details.');
    const state = {
      email: form.email,
      cardholderName: form.cardholder_name,
      error: { field, message },
    };
    return htmlResponse(renderCheckoutPage(session, state), 400);
  }
  const outcome = chargeTestCard(parsed.data);
  if (!outcome.ok) {
    deps.log.info('local checkout card declined', { session: session.id, code: outcome.code });
    const state = {
      email: parsed.data.email,
      cardholderName: parsed.data.cardholder_name,
      error: { field: outcome.field, message: outcome.message },
    };
    return htmlResponse(renderCheckoutPage(session, state), 402);
  }
  await completeCheckout(deps, session, {
    email: parsed.data.email,
    name: parsed.data.cardholder_name,
    ...outcome,
  });
  return redirect(successUrl(session));
}

async function portalPayments(deps: PaymentDeps, customer: string): Promise<PortalPayment[]> {
  const sessions = await deps.store.listByCustomer<CheckoutSession>(customer, 'checkout.session');
  const payments: PortalPayment[] = [];
  for (const session of sessions.filter(
    (item) => item.payment_status === 'paid' && item.payment_intent,
  )) {
    const intent = await deps.store.get(session.payment_intent!, 'payment_intent');
    const charge = intent ? await deps.store.get(String(intent.latest_charge), 'charge') : null;
    if (!charge) continue;
    payments.push({
      chargeId: charge.id,
      created: Number(charge.created),
      description: session.line_items.data.map((item) => item.description).join(', '),
      amount: Number(charge.amount),
      currency: String(charge.currency),
      refunded: charge.refunded === true,
    });
  }
  return payments;
}

async function portalPage(
  deps: PaymentDeps,
  request: Request,
  portalId: string,
  action: string | undefined,
): Promise<Response> {
  const portal = await deps.store.get(portalId, 'billing_portal.session');
  if (!portal)
    return htmlResponse(
      renderClosedCheckoutPage(
        'Billing portal link not valid',
        'Open the billing portal again from Hive Studio.',
        null,
      ),
      404,
    );
  const customerId = String(portal.customer);
  const portalPath = `${CHECKOUT_PAGES_PREFIX}/portal/${portal.id}`;
  let notice: string | undefined;
  if (request.method === 'POST' && action === 'refund') {
    const chargeId = (await readForm(request)).charge ?? '';
    const charge = await deps.store.get(chargeId, 'charge');
    // Only this customer's own, not yet refunded charges.
    if (!charge || charge.customer !== customerId || charge.refunded) return redirect(portalPath);
    await refundCharge(deps, charge);
    notice = 'Payment refunded. The credits from this purchase have been taken back.';
  }
  const customer = await deps.store.get(customerId, 'customer');
  const html = renderPortalPage({
    portalPath,
    email: (customer?.email as string | null) ?? null,
    returnUrl: (portal.return_url as string | null) ?? null,
    payments: await portalPayments(deps, customerId),
    notice,
  });
  return htmlResponse(html);
}

async function route(deps: PaymentDeps, request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.slice(CHECKOUT_PAGES_PREFIX.length);
  const [kind, id, action] = path.split('/').filter(Boolean);
  const allowed = request.method === 'GET' || request.method === 'POST';
  if (allowed && kind === 'pay' && id && !action) return checkoutPage(deps, request, id);
  if (
    allowed &&
    kind === 'portal' &&
    id &&
    (!action || (action === 'refund' && request.method === 'POST'))
  ) {
    return portalPage(deps, request, id, action);
  }
  return htmlResponse(renderClosedCheckoutPage('Not found', 'There is no page here.', null), 404);
}

/** The local checkout and billing portal pages (prefix /_local/checkout). */
export const createLocalCheckoutPagesModule: BackendModuleFactory = (
  context: BackendContext,
): BackendModule => {
  const deps = paymentDeps(context);
  return {
    name: 'local-checkout-pages',
    prefix: CHECKOUT_PAGES_PREFIX,
    async handle(request) {
      try {
        return await route(deps, request);
      } catch (error) {
        context.log.error('local checkout page failed', { error: String(error) });
        return htmlResponse(
          renderClosedCheckoutPage(
            'Something went wrong',
            'The local checkout hit an error. Try again.',
            null,
          ),
          500,
        );
      }
    },
    async close() {},
  };
};
