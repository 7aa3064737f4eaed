// Beside the Creator's form: where the autosave stands, and the totals of what is typed so far.
import { invoiceMessages } from '@contracts/api/invoices';
import { formatMoney, type InvoiceTotals } from '@contracts/domain/money';
import { cn } from '@/lib/cn';
import type { SaveState } from '../hooks/use-autosave';

/** Where the draft's autosave stands, in a polite live region. */
export function SaveStatus({ state }: { state: SaveState }) {
  const text =
    state.kind === 'saving'
      ? invoiceMessages.saving
      : state.kind === 'saved'
        ? `${invoiceMessages.saved} · free`
        : state.kind === 'invalid'
          ? invoiceMessages.notSaved
          : state.kind === 'failed'
            ? state.message
            : 'Drafts save as you type, free.';
  return (
    <p
      role="status"
      className={cn(
        'text-xs',
        state.kind === 'failed' || state.kind === 'invalid'
          ? 'text-amber-300'
          : 'text-muted-foreground',
      )}
      data-testid="save-status"
    >
      {text}
    </p>
  );
}

/** The form's totals as the TypeScript rule computes them (the database agrees to the cent). */
export function TotalsList({
  totals,
  currency,
}: {
  totals: InvoiceTotals | null;
  currency: string;
}) {
  if (!totals) return null;
  const rows: [string, number][] = [
    ['Subtotal', totals.subtotal],
    ...(totals.discount > 0 ? ([['Discount', -totals.discount]] as [string, number][]) : []),
    ...(totals.shipping > 0 ? ([['Shipping', totals.shipping]] as [string, number][]) : []),
    ...totals.groups
      .filter((group) => group.tax !== 0)
      .map((group): [string, number] => [`Tax ${group.rate}%`, group.tax]),
  ];
  return (
    <dl className="border-border mt-3 grid gap-1 border-t pt-3 text-sm" data-testid="form-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{formatMoney(value, currency)}</dd>
        </div>
      ))}
      <div className="text-foreground flex justify-between text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="form-total">
          {formatMoney(totals.total, currency)}
        </dd>
      </div>
    </dl>
  );
}
