// The Subscription menu entry (spec 1, 2.2): the payment provider's billing portal in a new tab.
import { paths } from '@/config/paths';

/** The billing portal URL of this build, if one is configured. */
export function billingPortalUrl(): string | null {
  const url = import.meta.env.VITE_BILLING_PORTAL_URL;
  return url && /^https:\/\//.test(url) ? url : null;
}

/**
 * Opens the billing portal in a new tab. Builds without a portal (Hive Local) have no external
 * billing: the in-app credits page is where purchases and history live, so it opens that instead.
 */
export function openBillingPortal(navigate: (to: string) => void | Promise<void>): void {
  const url = billingPortalUrl();
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
  else void navigate(paths.credits);
}
