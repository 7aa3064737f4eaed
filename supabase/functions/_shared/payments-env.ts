// Settings specific to payments: where people come back to after Stripe, and the webhook secret.
import { z } from 'zod';
import { getEnv } from './env.ts';

const siteUrlSchema = z.url().transform((url) => url.replace(/\/+$/, ''));

/** The web app's origin (SITE_URL), without a trailing slash. */
export function readSiteUrl(): string {
  return siteUrlSchema.parse(getEnv('SITE_URL'));
}

/** The endpoint secret Stripe signs webhook deliveries with (whsec_…). */
export function readWebhookSecret(): string {
  return z
    .string()
    .min(1, 'STRIPE_WEBHOOK_SECRET is not set')
    .parse(getEnv('STRIPE_WEBHOOK_SECRET'));
}
