// A Hive Local of the test's own, serving the same web build as the shared e2e server. The shared
// server keeps its service-role key inside its process; a test that must write what only the
// server may write (a subscription row, as the Stripe webhook would) starts this one instead, so
// it holds the key, and drives the app on its URL. Everything else is the real stack.
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type {
  PlanType,
  SubscriptionStatus,
} from '../../../supabase/functions/_shared/contracts/domain/plans';
import { createLogger } from '../../../src/backend/core/logger';
import { startHiveLocal } from '../../../src/backend/server';
import type { HiveLocal } from '../../../src/backend/server';

/**
 * Starts an in-memory Hive Local with every module, serving HIVE_E2E_DIST (default dist-web).
 * `functionSecrets` reach its edge functions as env vars (e.g. HIVE_OUTBOUND_ALLOW);
 * `adminEmails` are made admins once they confirm their address (as HIVE_ADMIN_EMAILS does).
 */
export async function startOwnHiveLocal(
  functionSecrets: Record<string, string> = {},
  options: { adminEmails?: string[] } = {},
): Promise<HiveLocal> {
  return startHiveLocal({
    port: 0,
    dataDir: null,
    staticDir: resolve(process.env.HIVE_E2E_DIST ?? 'dist-web'),
    log: createLogger('warn'),
    settings: {
      rateLimits: { emailMinIntervalSeconds: 0, smsMinIntervalSeconds: 0, signInSignUps: 1000 },
      functionSecrets,
      ...(options.adminEmails && { adminEmails: options.adminEmails }),
    },
  });
}

/**
 * Gives `userId` a subscription row through the service role (the only role that may write
 * public.subscriptions), as the Stripe webhook's subscription sync does.
 */
export async function setSubscription(
  request: APIRequestContext,
  hive: HiveLocal,
  userId: string,
  subscription: { plan: PlanType; status: SubscriptionStatus; subscription_end?: string | null },
): Promise<void> {
  const response = await request.post(`${hive.url}/rest/v1/subscriptions`, {
    headers: {
      apikey: hive.serviceRoleKey,
      authorization: `Bearer ${hive.serviceRoleKey}`,
      'content-type': 'application/json',
      // Like the edge functions' server-side client: the gateway refuses the secret key from a browser.
      'user-agent': 'hive-e2e-service',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    data: { user_id: userId, subscription_end: null, ...subscription },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
