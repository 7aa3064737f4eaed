// The local Stripe's keys. Functions and the local Stripe must agree on them, so both read the
// same values: settings.functionSecrets when the core set them, else secrets derived from the data
// folder's JWT secret (stable per folder, unguessable without it).
import { createHmac } from 'node:crypto';
import type { BackendContext, Keys } from '../context';

/** What the local Stripe needs to run. */
export type LocalStripeSettings = {
  /** The secret key callers must present as `Authorization: Bearer …`. */
  secretKey: string;
  /** The endpoint secret that signs webhook deliveries (whsec_…). */
  webhookSecret: string;
  /** Where events are delivered. */
  webhookUrl: string;
  /** Public origin of this Hive Local (pages live under it). */
  origin: string;
};

function derive(keys: Keys, label: string): string {
  return createHmac('sha256', keys.jwtSecret)
    .update(`hive-local-stripe:${label}`)
    .digest('hex')
    .slice(0, 40);
}

/**
 * The env functions need for payments in local mode. The core merges these into
 * settings.functionSecrets (values already there win), so the functions talk to this local Stripe.
 */
export function localStripeFunctionSecrets(
  keys: Keys,
  hiveUrl: string,
  siteUrl: string,
): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: `sk_test_hive_${derive(keys, 'secret-key')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_hive_${derive(keys, 'webhook-secret')}`,
    STRIPE_API_BASE: hiveUrl,
    SITE_URL: siteUrl,
  };
}

/**
 * Adds the local Stripe's env to settings.functionSecrets where the core has not set it, so
 * functions reach this local Stripe without further wiring. The functions host reads the secrets
 * when it is created, so the local Stripe module must be mounted before it.
 */
export function publishLocalStripeSecrets(context: BackendContext): void {
  const defaults = localStripeFunctionSecrets(context.keys, context.url, context.settings.siteUrl);
  const secrets = context.settings.functionSecrets;
  for (const [name, value] of Object.entries(defaults)) if (!secrets[name]) secrets[name] = value;
}

/** The local Stripe's settings for this Hive Local. */
export function resolveLocalStripeSettings(context: BackendContext): LocalStripeSettings {
  const defaults = localStripeFunctionSecrets(context.keys, context.url, context.settings.siteUrl);
  const secrets = { ...defaults, ...context.settings.functionSecrets };
  return {
    secretKey: secrets.STRIPE_SECRET_KEY ?? '',
    webhookSecret: secrets.STRIPE_WEBHOOK_SECRET ?? '',
    webhookUrl: `${context.url.replace(/\/+$/, '')}/functions/v1/stripe-webhook`,
    origin: context.url.replace(/\/+$/, ''),
  };
}
