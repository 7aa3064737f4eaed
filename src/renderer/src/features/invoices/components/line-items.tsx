import { ArrowDown, ArrowUp, Copy, MinusCircle, Plus, Trash2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { MAX_INVOICE_LINES } from '@contracts/api/invoices';
import { formatMoney, type InvoiceTotals } from '@contracts/domain/money';
import { Button } from '@/components/ui/button';
import type { FieldErrors, FormAction, LineForm } from '../lib/draft-form';
import { SelectField, TextField } from './form-parts';

/** One line: description, quantity and unit, price, tax rate, its discount, and its amount. */
function LineRow({
  line,
  index,
  count,
  currency,
  net,
  errors,
  dispatch,
}: {
  line: LineForm;
  index: number;
  count: number;
  currency: string;
  net: number | null;
  errors: FieldErrors;
  dispatch: Dispatch<FormAction>;
}) {
  const set = (patch: Partial<LineForm>) => dispatch({ type: 'line', key: line.key, patch });
  const error = (field: string) => errors[`line:${line.key}:${field}`];
  const number = index + 1;
  const discountLine = line.kind === 'discount';
  return (
    <li
      className={`rounded-xl border p-3 ${discountLine ? 'border-gold-400/40 bg-gold-400/5' : 'border-border bg-surface-raised/40'}`}
      data-testid="invoice-line"
      aria-label={`Line ${number}${discountLine ? ', discount' : ''}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs font-semibold tracking-wide">
          {discountLine ? `DISCOUNT LINE ${number}` : `LINE ${number}`}
        </p>
        <div className="flex items-center gap-0.5">
          {[
            {
              label: `Move line ${number} up`,
              icon: ArrowUp,
              disabled: index === 0,
              action: { type: 'move', key: line.key, by: -1 } as const,
            },
            {
              label: `Move line ${number} down`,
              icon: ArrowDown,
              disabled: index === count - 1,
              action: { type: 'move', key: line.key, by: 1 } as const,
            },
            {
              label: `Duplicate line ${number}`,
              icon: Copy,
              disabled: count >= MAX_INVOICE_LINES,
              action: { type: 'duplicate', key: line.key } as const,
            },
            {
              label: `Remove line ${number}`,
              icon: Trash2,
              disabled: false,
              action: { type: 'remove', key: line.key } as const,
            },
          ].map(({ label, icon: Icon, disabled, action }) => (
            <Button
              key={label}
              variant="ghost"
              size="icon-sm"
              aria-label={label}
              disabled={disabled}
              onClick={() => dispatch(action)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-6">
        <TextField
          label={`Description, line ${number}`}
          className="col-span-2 sm:col-span-6"
          value={line.description}
          maxLength={2000}
          placeholder={discountLine ? 'What the discount is for' : 'Logo design, 3 concepts'}
          onChange={(event) => set({ description: event.target.value })}
        />
        {!discountLine && (
          <>
            <TextField
              label={`Quantity, line ${number}`}
              inputMode="decimal"
              value={line.quantity}
              error={error('quantity')}
              onChange={(event) => set({ quantity: event.target.value })}
            />
            <TextField
              label={`Unit, line ${number}`}
              value={line.unit}
              maxLength={20}
              placeholder="h, days, pcs"
              onChange={(event) => set({ unit: event.target.value })}
            />
          </>
        )}
        <TextField
          label={
            discountLine
              ? `Amount off (${currency}), line ${number}`
              : `Unit price (${currency}), line ${number}`
          }
          className={discountLine ? 'col-span-2 sm:col-span-3' : 'sm:col-span-2'}
          inputMode="decimal"
          value={line.price}
          placeholder="0.00"
          error={error('price')}
          onChange={(event) => set({ price: event.target.value })}
        />
        <TextField
          label={`Tax %, line ${number}`}
          className={discountLine ? 'sm:col-span-3' : undefined}
          inputMode="decimal"
          value={line.taxRate}
          error={error('taxRate')}
          onChange={(event) => set({ taxRate: event.target.value })}
        />
        {!discountLine && (
          <>
            <SelectField
              label={`Line discount, line ${number}`}
              className="sm:col-span-2"
              value={line.discountType}
              onChange={(event) =>
                set({ discountType: event.target.value as LineForm['discountType'] })
              }
            >
              <option value="none">No discount</option>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off</option>
            </SelectField>
            {line.discountType !== 'none' && (
              <TextField
                label={
                  line.discountType === 'percent'
                    ? `Percent off, line ${number}`
                    : `Amount off (${currency}), line ${number}`
                }
                className="sm:col-span-2"
                inputMode="decimal"
                value={line.discountValue}
                error={error('discount')}
                onChange={(event) => set({ discountValue: event.target.value })}
              />
            )}
          </>
        )}
        <p
          className="text-foreground col-span-2 self-end text-right text-sm font-semibold tabular-nums sm:col-span-2 sm:col-start-5"
          data-testid="line-amount"
        >
          {net === null ? '—' : formatMoney(net, currency)}
        </p>
      </div>
    </li>
  );
}

/** The line items: add, reorder, duplicate, remove; a discount line takes money off, clearly. */
export function LineItems({
  lines,
  currency,
  totals,
  errors,
  dispatch,
}: {
  lines: readonly LineForm[];
  currency: string;
  totals: InvoiceTotals | null;
  errors: FieldErrors;
  dispatch: Dispatch<FormAction>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-label="Line items">
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            line={line}
            index={index}
            count={lines.length}
            currency={currency}
            net={totals?.lines[index]?.net ?? null}
            errors={errors}
            dispatch={dispatch}
          />
        ))}
      </ol>
      {errors.lines && <p className="text-sm text-red-300">{errors.lines}</p>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => dispatch({ type: 'add', kind: 'item' })}
          disabled={lines.length >= MAX_INVOICE_LINES}
        >
          <Plus aria-hidden /> Add line
        </Button>
        <Button
          variant="outline"
          onClick={() => dispatch({ type: 'add', kind: 'discount' })}
          disabled={lines.length >= MAX_INVOICE_LINES}
        >
          <MinusCircle aria-hidden /> Add discount line
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        Prices can’t be negative. To take money off, add a discount line: it shows on the invoice as
        a discount.
      </p>
    </div>
  );
}
