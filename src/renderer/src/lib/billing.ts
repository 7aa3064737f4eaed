// Payments from the client's side (spec 1, 2.2, 7 "Functions"): start a checkout for a credit
// pack and open the billing portal, each in a new tab. The server decides what is charged and
// granted; the client only names the pack.
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback } from 'react';
import { z } from 'zod';
import type { CreditPackId } from '@shared/domain/credits';
import { creditMessages } from '@shared/messages';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { notifyError } from '@/lib/notify';

const redirectSchema = z.object({ url: z.string().url() });

/** Why a payment redirect could not start, with the spec's message for it. */
export class BillingError extends Error {
  constructor(
    message: string,
    readonly code: 'function_failed' | 'unreachable' | 'no_url',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BillingError';
  }
}

async function invokeForUrl(
  supabase: SupabaseClient,
  name: string,
  body: Record<string, unknown>,
  messages: { failed: string; unreachable: string; noUrl: string },
): Promise<string> {
  let result;
  try {
    result = await supabase.functions.invoke(name, { body });
  } catch (cause) {
    throw new BillingError(messages.unreachable, 'unreachable', { cause });
  }
  if (result.error) {
    const code = result.error instanceof FunctionsHttpError ? 'function_failed' : 'unreachable';
    throw new BillingError(
      code === 'function_failed' ? messages.failed : messages.unreachable,
      code,
      {
        cause: result.error,
      },
    );
  }
  const parsed = redirectSchema.safeParse(result.data);
  if (!parsed.success) throw new BillingError(messages.noUrl, 'no_url');
  return parsed.data.url;
}

/** Asks create-credit-checkout for a checkout page for `packId`; resolves to its URL. */
export function createCheckoutUrl(supabase: SupabaseClient, packId: CreditPackId): Promise<string> {
  return invokeForUrl(
    supabase,
    'create-credit-checkout',
    { credit_pack: packId },
    {
      failed: creditMessages.checkoutFailed,
      unreachable: creditMessages.purchaseStartFailed,
      noUrl: creditMessages.checkoutFailed,
    },
  );
}

/** Asks billing-portal for the signed-in user's portal; resolves to its URL. */
export function createBillingPortalUrl(supabase: SupabaseClient): Promise<string> {
  return invokeForUrl(
    supabase,
    'billing-portal',
    {},
    {
      failed: creditMessages.genericError,
      unreachable: creditMessages.genericError,
      noUrl: creditMessages.paymentUrlMissing,
    },
  );
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
      void notifyError(error instanceof BillingError ? error.message : creditMessages.genericError);
    });
  }, [supabase, isAuthenticated]);
}
