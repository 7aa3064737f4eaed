// The buy button's behaviour (spec 2.4, 4 "Buy button", 8): signed out → sign in first
// (redirect=pricing); signed in → create-credit-checkout, its page in a new tab, and the button
// shows 'Redirecting...' and stays disabled for about a second after the tab opens.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreditPackId } from '@contracts/domain/credits';
import { creditMessages } from '@contracts/messages';
import { buildEdition, offlinePurchaseRefusal } from '@/components/desktop/connection-status';
import { useBackendConfig } from '@/components/desktop/use-backend-url';
import { authPath } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { checkoutFailureMessage, createCheckoutUrl, openPendingTab } from '@/lib/billing';
import { notifyError } from '@/lib/notify';

/** How long the button stays on 'Redirecting...' after the checkout tab opens (spec 9). */
export const REDIRECT_HOLD_MS = 1000;

/** Which pack is redirecting (null when none) and the buy action. */
export function useBuyPack(): {
  pendingPack: CreditPackId | null;
  buy: (packId: CreditPackId) => void;
} {
  const { supabase } = useBackend();
  const { isAuthenticated } = useAuth();
  const backendConfig = useBackendConfig();
  const navigate = useNavigate();
  const [pendingPack, setPendingPack] = useState<CreditPackId | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const release = useCallback(() => {
    busy.current = false;
    setPendingPack(null);
  }, []);

  const buy = useCallback(
    (packId: CreditPackId) => {
      if (!isAuthenticated || !supabase) {
        void notifyError(creditMessages.loginToPurchase);
        void navigate(authPath('signin', 'pricing'));
        return;
      }
      if (busy.current) return;
      // A desktop release working on this computer has no shop: say so instead of failing.
      const offline = offlinePurchaseRefusal(buildEdition(), backendConfig?.url ?? null);
      if (offline) {
        void notifyError(offline);
        return;
      }
      busy.current = true;
      setPendingPack(packId);
      const tab = openPendingTab();
      createCheckoutUrl(supabase, packId).then(
        (url) => {
          tab.go(url);
          timer.current = setTimeout(release, REDIRECT_HOLD_MS);
        },
        (error: unknown) => {
          tab.cancel();
          release();
          console.error('Checkout failed:', error);
          void notifyError(checkoutFailureMessage(error));
        },
      );
    },
    [isAuthenticated, supabase, navigate, release, backendConfig],
  );

  return { pendingPack, buy };
}
