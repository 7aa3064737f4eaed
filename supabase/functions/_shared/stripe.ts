// The Stripe client every function uses. It talks over fetch (works on Deno and Node alike) and
// can be pointed at another API base: in local mode STRIPE_API_BASE is Hive Local's local Stripe,
// so the very same function code runs against it instead of api.stripe.com.
import Stripe from 'stripe';
import { z } from 'zod';
import { getEnv } from './env.ts';

/** Stripe settings read from the function's env. */
export const stripeEnvSchema = z.object({
  STRIPE_SECRET_KEY: z.string().min(1, 'STRIPE_SECRET_KEY is not set'),
  /** e.g. http://127.0.0.1:54321 for Hive Local; unset means api.stripe.com. */
  STRIPE_API_BASE: z.url().optional(),
});
export type StripeEnv = z.infer<typeof stripeEnvSchema>;

/** Reads and validates the Stripe env; throws a ZodError naming what is missing. */
export function readStripeEnv(): StripeEnv {
  return stripeEnvSchema.parse({
    STRIPE_SECRET_KEY: getEnv('STRIPE_SECRET_KEY'),
    STRIPE_API_BASE: getEnv('STRIPE_API_BASE') || undefined,
  });
}

/** Host, port and protocol options for a custom API base. */
export function apiBaseOptions(
  apiBase: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** A Stripe client over fetch, aimed at STRIPE_API_BASE when set. */
export function createStripeClient(env: StripeEnv): Stripe {
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...apiBaseOptions(env.STRIPE_API_BASE),
  });
}

/** Verifies signatures with Web Crypto, which both Deno and Node provide. */
export const webCryptoProvider = Stripe.createSubtleCryptoProvider();

export { Stripe };
