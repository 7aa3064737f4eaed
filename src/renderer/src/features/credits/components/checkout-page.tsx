import { AlertTriangle, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CREDIT_PACKS, formatPrice } from '@contracts/domain/credits';
import type { CreditPack } from '@contracts/domain/credits';
import { creditMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBackend } from '@/lib/backend-context';
import { checkoutFailureMessage, createCheckoutUrl } from '@/lib/billing';
import { notifyError } from '@/lib/notify';

type CheckoutState =
  { kind: 'starting' } | { kind: 'redirecting' } | { kind: 'failed'; message: string };

/** The pack a `plan` query names, or null. */
export function packForPlan(plan: string | null): CreditPack | null {
  return CREDIT_PACKS.find((pack) => pack.id === plan) ?? null;
}

/**
 * /checkout?plan=<pack>: starts the checkout for that pack at once and goes to the payment page
 * in this tab (no click to open a new tab with; the return pages bring the user back).
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const pack = packForPlan(params.get('plan'));
  const { supabase } = useBackend();
  const [state, setState] = useState<CheckoutState>({ kind: 'starting' });
  const started = useRef(false);

  const start = useCallback(() => {
    if (!pack || !supabase) return;
    setState({ kind: 'starting' });
    createCheckoutUrl(supabase, pack.id).then(
      (url) => {
        setState({ kind: 'redirecting' });
        window.location.assign(url);
      },
      (error: unknown) => {
        console.error('Checkout failed:', error);
        const message = checkoutFailureMessage(error);
        setState({ kind: 'failed', message });
        void notifyError(message);
      },
    );
  }, [pack, supabase]);

  useEffect(() => {
    if (started.current || !pack || !supabase) return;
    started.current = true;
    start();
  }, [pack, supabase, start]);

  return (
    <div className="bg-hive-glow flex flex-1 items-center justify-center px-4 py-20">
      <div className="rounded-card border-border bg-surface/80 shadow-panel w-full max-w-md border p-8 text-center">
        <h1 className="text-foreground text-2xl font-semibold tracking-tight">Checkout</h1>
        {!pack ? (
          <>
            <p role="alert" className="text-muted-foreground mt-4 text-sm">
              There is no plan called “{params.get('plan') ?? ''}”. Choose a credit pack instead.
            </p>
            <Button asChild variant="primary" className="mt-6">
              <Link to={paths.pricing}>See credit packs</Link>
            </Button>
          </>
        ) : (
          <>
            <p className="text-foreground/85 mt-4" data-testid="checkout-pack">
              {pack.title} pack · {pack.credits.toLocaleString('en-US')} credits ·{' '}
              {formatPrice(pack.priceCents)}
            </p>
            {state.kind === 'failed' ? (
              <div className="mt-6">
                <p
                  role="alert"
                  className="flex items-center justify-center gap-2 text-sm text-red-300"
                >
                  <AlertTriangle className="size-4" aria-hidden /> {state.message}
                </p>
                <div className="mt-6 flex justify-center gap-3">
                  <Button variant="primary" onClick={start}>
                    Try again
                  </Button>
                  <Button asChild variant="ghost">
                    <Link to={paths.pricing}>Back to pricing</Link>
                  </Button>
                </div>
              </div>
            ) : (
              <p
                role="status"
                className="text-muted-foreground mt-6 flex items-center justify-center gap-2 text-sm"
              >
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {state.kind === 'redirecting'
                  ? creditMessages.redirecting
                  : 'Starting your checkout…'}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
