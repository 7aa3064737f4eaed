// Payments from the client's side (spec 1, 2.2, 7 "Functions"): start a checkout for a credit
// pack and open the billing portal, each in a new tab. The server decides what is charged and
// granted; the client only names the pack.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback } from 'react';
import { z } from 'zod';
import type { CreditPackId } from '@contracts/domain/credits';
import { creditMessages } from '@contracts/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { SERVICE_FUNCTIONS } from '@/lib/function-names';
import { FunctionCallError, invokeFunction } from '@/lib/functions';
import { notifyError } from '@/lib/notify';

const redirectSchema = z.object({ url: z.string().url() });

/** The spec's messages for a payment redirect that could not start, by kind of failure. */
type RedirectMessages = {
  /** The function answered with a refusal. */
  failed: string;
  /** Nothing usable came back: no answer, or any other error. */
  unreachable: string;
  /** The answer had no URL. */
  noUrl: string;
};

const checkoutMessages: RedirectMessages = {
  failed: creditMessages.checkoutFailed,
  unreachable: creditMessages.purchaseStartFailed,
  noUrl: creditMessages.checkoutFailed,
};

const portalMessages: RedirectMessages = {
  failed: creditMessages.genericError,
  unreachable: creditMessages.genericError,
  noUrl: creditMessages.paymentUrlMissing,
};

function redirectFailureMessage(error: unknown, messages: RedirectMessages): string {
  if (!(error instanceof FunctionCallError)) return messages.unreachable;
  switch (error.code) {
    case 'bad_response':
      return messages.noUrl;
    case 'network':
    case 'failed':
    case 'no_backend':
    case 'cancelled':
      return messages.unreachable;
    default:
      // The function refused (its own code, or a non-2xx answer without one).
      return messages.failed;
  }
}

/** The message for a checkout that could not start (a FunctionCallError from createCheckoutUrl). */
export function checkoutFailureMessage(error: unknown): string {
  return redirectFailureMessage(error, checkoutMessages);
}

/** The message for a billing portal that could not open (from createBillingPortalUrl). */
export function portalFailureMessage(error: unknown): string {
  return redirectFailureMessage(error, portalMessages);
}

/** Asks create-credit-checkout for a checkout page for `packId`; resolves to its URL. */
export async function createCheckoutUrl(
  supabase: SupabaseClient,
  packId: CreditPackId,
): Promise<string> {
  const body = { credit_pack: packId };
  const { url } = await invokeFunction(
    supabase,
    SERVICE_FUNCTIONS.creditCheckout,
    body,
    redirectSchema,
  );
  return url;
}

/** Asks billing-portal for the signed-in user's portal; resolves to its URL. */
export async function createBillingPortalUrl(supabase: SupabaseClient): Promise<string> {
  const { url } = await invokeFunction(
    supabase,
    SERVICE_FUNCTIONS.billingPortal,
    {},
    redirectSchema,
  );
  return url;
}

/** A tab opened during the click (so no pop-up blocker stops it) and pointed somewhere once known. */
export type PendingTab = { go(url: string): void; cancel(): void };

/**
 * Opens an empty tab now, while the click still counts as the user's, to be sent to a URL that is
 * still being fetched. Where no empty tab can be opened (the desktop app sends only https links
 * to the system browser), the URL is opened directly once known.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.replace(url);
      } else {
        window.open(url, '_blank', 'noopener,noreferrer');
      }
    },
    cancel() {
      tab?.close();
    },
  };
}

/** The Subscription menu entry: the billing portal in a new tab, or the spec's message why not. */
export function useOpenBillingPortal(): () => void {
  const { supabase } = useBackend();
  const { isAuthenticated } = useAuth();
  return useCallback(() => {
    if (!supabase || !isAuthenticated) {
      void notifyError(creditMessages.signInToSubscribe);
      return;
    }
    const tab = openPendingTab();
    createBillingPortalUrl(supabase).then(tab.go, (error: unknown) => {
      tab.cancel();
      console.error('Billing portal failed:', error);
      void notifyError(portalFailureMessage(error));
    });
  }, [supabase, isAuthenticated]);
}
