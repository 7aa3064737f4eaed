import { useState } from 'react';
import {
  invoiceMessages,
  localToday,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type InvoiceListRow,
  type PaymentMethod,
} from '@contracts/api/invoices';
import {
  amountInputText,
  formatMoney,
  MoneyError,
  parseAmountInput,
} from '@contracts/domain/money';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notifySuccess } from '@/lib/notify';
import { recordPayment, voidInvoice } from '../api/invoice-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { SelectField, TextField } from './form-parts';
import { DialogForm, FormFailure } from './dialog-form';

type Payable = Pick<InvoiceListRow, 'id' | 'number' | 'currency' | 'total_minor' | 'paid_minor'>;

/** Records a payment (date, amount, method); "Mark paid" opens it with the whole balance. */
export function PaymentDialog({
  invoice,
  full,
  onClose,
}: {
  invoice: Payable;
  /** Opened as "Mark paid": the amount is the balance due. */
  full: boolean;
  onClose: () => void;
}) {
  const action = useInvoiceAction();
  const balance = invoice.total_minor - invoice.paid_minor;
  const [amount, setAmount] = useState(full ? amountInputText(balance, invoice.currency) : '');
  const [paidOn, setPaidOn] = useState(localToday());
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [note, setNote] = useState('');

  let minor: number | null = null;
  let amountError: string | null = null;
  try {
    minor = parseAmountInput(amount, invoice.currency);
    if (minor <= 0) amountError = 'Enter the amount received.';
    else if (minor > balance)
      amountError = invoiceMessages.payment_exceeds_balance(formatMoney(balance, invoice.currency));
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    amountError = amount.trim() === '' ? null : invoiceMessages[error.code];
  }

  const save = async () => {
    if (minor === null || amountError) return;
    const amountMinor = minor;
    const saved = await action.run((supabase) =>
      recordPayment(supabase, {
        invoice_id: invoice.id,
        amount_minor: amountMinor,
        paid_on: paidOn,
        method,
        note: note.trim(),
      }),
    );
    if (!saved) return;
    void notifySuccess(
      amountMinor === balance && invoice.number
        ? invoiceMessages.markedPaid(invoice.number)
        : invoiceMessages.paymentRecorded(formatMoney(amountMinor, invoice.currency)),
    );
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {full ? `Mark ${invoice.number} as paid` : `Record a payment for ${invoice.number}`}
          </DialogTitle>
          <DialogDescription>
            Balance due: {formatMoney(balance, invoice.currency)}
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          columns
          failure={action.failure}
          onSubmit={() => void save()}
          onCancel={onClose}
          submit={{
            label: full ? 'Mark paid' : 'Record payment',
            busyLabel: 'Saving…',
            busy: action.busy,
            disabled: minor === null || !!amountError,
          }}
        >
          <TextField
            label={`Amount (${invoice.currency})`}
            inputMode="decimal"
            value={amount}
            error={amountError}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label="Date received"
            type="date"
            value={paidOn}
            onChange={(event) => event.target.value && setPaidOn(event.target.value)}
          />
          <SelectField
            label="Method"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Note (optional)"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

/** Voids an issued invoice after saying what that means. */
export function VoidDialog({
  invoice,
  onClose,
}: {
  invoice: Pick<InvoiceListRow, 'id' | 'number'>;
  onClose: () => void;
}) {
  const action = useInvoiceAction();
  const [reason, setReason] = useState('');
  const confirm = async () => {
    if (!(await action.run((supabase) => voidInvoice(supabase, invoice.id, reason.trim())))) return;
    void notifySuccess(invoiceMessages.voided(invoice.number ?? ''));
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void invoice {invoice.number}?</DialogTitle>
          <DialogDescription>{invoiceMessages.voidWarning}</DialogDescription>
        </DialogHeader>
        <TextField
          label="Reason (optional)"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormFailure failure={action.failure} />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={action.busy}>
            Void invoice
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
