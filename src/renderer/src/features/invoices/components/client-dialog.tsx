import { useState } from 'react';
import { invoiceMessages, type InvoiceClient } from '@contracts/api/invoices';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notifySuccess } from '@/lib/notify';
import { saveClient, type ClientInput } from '../api/invoice-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { CountryField, emailProblem, TextArea, TextField } from './form-parts';
import { DialogForm } from './dialog-form';

const EMPTY: ClientInput = {
  name: '',
  email: '',
  address: '',
  country: null,
  tax_id: '',
  notes: '',
};

/** Adds a client, or changes `client`; calls `onSaved` with its id. */
export function ClientDialog({
  open,
  onOpenChange,
  client,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: InvoiceClient | null;
  onSaved?: (id: string) => void;
}) {
  const action = useInvoiceAction();
  const [fields, setFields] = useState<ClientInput>(client ? { ...client } : EMPTY);
  const [tried, setTried] = useState(false);
  const nameError = fields.name.trim() === '' ? invoiceMessages.clientNeedsName : null;
  const emailError = emailProblem(fields.email);

  const save = async () => {
    setTried(true);
    if (nameError || emailError) return;
    let id = '';
    const saved = await action.run(async (supabase) => {
      const input = { ...fields, name: fields.name.trim(), email: fields.email.trim() };
      id = await saveClient(supabase, input, client?.id);
    });
    if (!saved) return;
    void notifySuccess(invoiceMessages.clientSaved);
    onSaved?.(id);
    onOpenChange(false);
    if (!client) setFields(EMPTY);
  };

  const set = (patch: Partial<ClientInput>) => setFields((current) => ({ ...current, ...patch }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{client ? 'Edit client' : 'New client'}</DialogTitle>
          <DialogDescription>
            Who the invoice is to. Issued invoices keep the details they were issued with.
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          columns
          failure={action.failure}
          onSubmit={() => void save()}
          onCancel={() => onOpenChange(false)}
          submit={{ label: 'Save client', busyLabel: 'Saving…', busy: action.busy }}
        >
          <TextField
            label="Name"
            className="sm:col-span-2"
            value={fields.name}
            maxLength={200}
            required
            error={tried ? nameError : null}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            label="E-mail"
            type="email"
            value={fields.email}
            maxLength={320}
            error={tried ? emailError : null}
            onChange={(event) => set({ email: event.target.value })}
          />
          <TextField
            label="Tax ID"
            value={fields.tax_id}
            maxLength={100}
            onChange={(event) => set({ tax_id: event.target.value })}
          />
          <TextArea
            label="Address"
            className="sm:col-span-2"
            rows={3}
            value={fields.address}
            maxLength={1000}
            onChange={(event) => set({ address: event.target.value })}
          />
          <CountryField
            className="sm:col-span-2"
            value={fields.country}
            onChange={(country) => set({ country })}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
