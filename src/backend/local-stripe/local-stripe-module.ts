// Hive Local's local Stripe: answers Stripe's HTTP API under /v1 so the payment functions run
// unchanged in local mode (STRIPE_API_BASE points here). Requests are authenticated with the
// secret key as Stripe does (Bearer, or Basic with the key as user name) and honour
// Idempotency-Key on POST.
import { timingSafeEqual } from 'node:crypto';
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import { parseStripeForm } from './form-body';
import { routeApiCall } from './local-stripe-api';
import type { PaymentDeps } from './local-payments';
import { publishLocalStripeSecrets, resolveLocalStripeSettings } from './local-stripe-settings';
import { createLocalStripeStore, LOCAL_STRIPE_SCHEMA_SQL } from './local-stripe-store';
import { stripeError } from './stripe-objects';

/** Where the API is mounted. */
export const LOCAL_STRIPE_PREFIX = '/v1';

function presentedKey(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  if (bearer) return bearer[1]!.trim();
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

function sameSecret(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The dependencies both local Stripe modules share for one Hive Local. */
export function paymentDeps(context: BackendContext): PaymentDeps {
  return {
    db: context.db,
    store: createLocalStripeStore(context.db),
    settings: resolveLocalStripeSettings(context),
    log: context.log,
  };
}

// Concurrent requests with one Idempotency-Key wait for the first instead of racing it.
const inFlight = new Map<string, Promise<void>>();

async function handleApi(deps: PaymentDeps, request: Request): Promise<Response> {
  const key = presentedKey(request);
  if (!key) {
    return stripeError(
      401,
      'invalid_request_error',
      'You did not provide an API key. Provide it as a Bearer token in the Authorization header.',
    );
  }
  if (!deps.settings.secretKey || !sameSecret(key, deps.settings.secretKey)) {
    return stripeError(
      401,
      'invalid_request_error',
      `Invalid API Key provided: ${key.slice(0, 8)}****`,
      'api_key_invalid',
    );
  }
  const url = new URL(request.url);
  const path = url.pathname.startsWith(LOCAL_STRIPE_PREFIX)
    ? url.pathname.slice(LOCAL_STRIPE_PREFIX.length)
    : url.pathname;
  const idempotencyKey = request.method === 'POST' ? request.headers.get('Idempotency-Key') : null;
  const scopedKey = idempotencyKey ? `${request.method} ${path} ${idempotencyKey}` : null;
  const call = async () =>
    routeApiCall(deps, {
      method: request.method,
      path,
      form: request.method === 'POST' ? parseStripeForm(await request.text()) : {},
      query: parseStripeForm(url.search.slice(1)),
    });
  if (!scopedKey) return call();
  while (inFlight.has(scopedKey)) await inFlight.get(scopedKey);
  const earlier = await deps.store.idempotent(scopedKey);
  if (earlier)
    return Response.json(earlier.response, {
      status: earlier.status,
      headers: { 'Idempotent-Replayed': 'true' },
    });
  let release = () => {};
  inFlight.set(scopedKey, new Promise<void>((resolve) => (release = resolve)));
  try {
    const response = await call();
    if (response.status < 500)
      await deps.store.rememberIdempotent(
        scopedKey,
        response.status,
        await response.clone().json(),
      );
    return response;
  } finally {
    inFlight.delete(scopedKey);
    release();
  }
}

/** The local Stripe API module (prefix /v1). */
export const createLocalStripeModule: BackendModuleFactory = (context): BackendModule => {
  publishLocalStripeSecrets(context);
  const deps = paymentDeps(context);
  return {
    name: 'local-stripe',
    prefix: LOCAL_STRIPE_PREFIX,
    bootstrapSql: LOCAL_STRIPE_SCHEMA_SQL,
    async handle(request) {
      try {
        return await handleApi(deps, request);
      } catch (error) {
        context.log.error('local stripe request failed', { error: String(error) });
        return stripeError(500, 'api_error', 'An unexpected error occurred in the local Stripe.');
      }
    },
    async close() {},
  };
};
