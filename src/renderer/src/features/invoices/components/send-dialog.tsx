import { Send } from 'lucide-react';
import { useState } from 'react';
import { invoiceMessages } from '@contracts/api/invoices';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FunctionCallError } from '@/lib/functions';
import { notifySuccess } from '@/lib/notify';
import { callIssue, sendInvoice } from '../api/invoice-functions';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { emailProblem, TextArea, TextField } from './form-parts';
import { DialogForm } from './dialog-form';

/** E-mails an issued invoice with its PDF attached (free): to the client unless told otherwise. */
export function SendDialog({
  open,
  onOpenChange,
  invoice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invoice: { id: string; number: string | null; clientEmail: string };
}) {
  const action = useInvoiceAction();
  const [to, setTo] = useState(invoice.clientEmail);
  const [message, setMessage] = useState('');
  const toError = to.trim() === '' ? invoiceMessages.no_recipient : emailProblem(to);

  const send = async () => {
    if (toError) return;
    const body = {
      invoice_id: invoice.id,
      to: to.trim(),
      ...(message.trim() && { message: message.trim() }),
    };
    let sentTo = '';
    const sent = await action.run(async (supabase) => {
      try {
        sentTo = (await sendInvoice(supabase, body)).sent_to;
      } catch (error) {
        // No PDF stored yet (its render failed when it was issued): have it made (free), then send.
        if (!(error instanceof FunctionCallError) || error.code !== 'pdf_missing') throw error;
        await callIssue(supabase, invoice.id);
        sentTo = (await sendInvoice(supabase, body)).sent_to;
      }
    });
    if (!sent) return;
    void notifySuccess(invoiceMessages.sent(sentTo));
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send invoice {invoice.number}</DialogTitle>
          <DialogDescription>The PDF goes as an attachment. Sending is free.</DialogDescription>
        </DialogHeader>
        <DialogForm
          failure={action.failure}
          onSubmit={() => void send()}
          onCancel={() => onOpenChange(false)}
          submit={{
            label: (
              <>
                <Send aria-hidden /> Send
              </>
            ),
            busyLabel: 'Sending…',
            busy: action.busy,
            disabled: !!toError,
          }}
        >
          <TextField
            label="To"
            type="email"
            value={to}
            maxLength={320}
            error={action.failure ? null : to ? toError : null}
            onChange={(event) => setTo(event.target.value)}
          />
          <TextArea
            label="Message (optional)"
            rows={3}
            value={message}
            maxLength={1000}
            onChange={(event) => setMessage(event.target.value)}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
