import { CheckCircle2, XCircle } from 'lucide-react';
import { useCreditBalanceState } from '@/lib/credit-balance';

/**
 * What a payment return page says (create-credit-checkout's success_url is
 * /credits?purchase=success, its cancel_url /pricing?purchase=cancelled), with the live balance:
 * the webhook may grant a moment after the return, and the number then changes by itself.
 */
export function PurchaseNotice({ outcome }: { outcome: 'success' | 'cancelled' }) {
  const state = useCreditBalanceState();
  const balance =
    state.status === 'loading' ? '…' : `${state.balance.toLocaleString('en-US')} credits`;
  if (outcome === 'success') {
    return (
      <div
        role="status"
        data-testid="purchase-success"
        className="rounded-card flex items-start gap-3 border border-emerald-400/30 bg-emerald-400/10 p-4 text-sm"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden />
        <div>
          <p className="font-semibold text-emerald-200">Thank you for your purchase!</p>
          <p className="text-foreground/85 mt-1">
            Your new balance is <strong className="tabular-nums">{balance}</strong>. Credits appear
            here the moment the payment is confirmed.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="purchase-cancelled"
      className="rounded-card border-border bg-surface-raised flex items-start gap-3 border p-4 text-sm"
    >
      <XCircle className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="text-foreground font-semibold">Checkout cancelled</p>
        <p className="text-foreground/85 mt-1">
          You were not charged. Your balance is <strong className="tabular-nums">{balance}</strong>.
        </p>
      </div>
    </div>
  );
}
