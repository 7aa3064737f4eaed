// The business details: who every invoice is from, its brand (./brand-fields.tsx), how it is paid
// and how it is numbered. Saved to the owner's invoice_settings row.
import { useState } from 'react';
import {
  DEFAULT_ACCENT,
  formatInvoiceNumber,
  invoiceMessages,
  isValidNumberFormat,
  paperSizeFor,
  type InvoiceSettings,
} from '@contracts/api/invoices';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notifySuccess } from '@/lib/notify';
import { saveSettings, type SettingsInput } from '../api/invoice-api';
import { useInvoiceAction } from '../hooks/use-invoice-action';
import { BrandFields } from './brand-fields';
import { ChoiceField, CountryField, currencyChoices, TextArea, TextField } from './form-parts';
import { DialogForm } from './dialog-form';

/** The settings a new business starts with. */
export function defaultSettings(): SettingsInput {
  return {
    business_name: '',
    business_address: '',
    country: null,
    business_email: '',
    business_phone: '',
    tax_id: '',
    logo_data_url: null,
    accent_color: DEFAULT_ACCENT,
    font_family: 'inter',
    default_template: 'classic',
    default_currency: 'USD',
    payment_terms_days: 30,
    payment_details: '',
    payment_link: '',
    default_notes: 'Thank you for your business.',
    default_terms: '',
    number_format: 'INV-{YYYY}-{0001}',
    first_number: 1,
  };
}

/** The business's details, brand and numbering: where every invoice comes from. */
export function BusinessDialog({
  open,
  onOpenChange,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: InvoiceSettings | null;
}) {
  const action = useInvoiceAction();
  const [fields, setFields] = useState<SettingsInput>(() => {
    if (!settings) return defaultSettings();
    const { user_id: _user, last_sequence: _last, ...rest } = settings;
    return rest;
  });
  const set = (patch: Partial<SettingsInput>) => setFields((current) => ({ ...current, ...patch }));
  const formatError = isValidNumberFormat(fields.number_format)
    ? null
    : invoiceMessages.invalidNumberFormat;
  const linkError =
    fields.payment_link && !/^https:\/\/\S+$/.test(fields.payment_link)
      ? invoiceMessages.invalidPaymentLink
      : null;
  const nextNumber = (settings?.last_sequence ?? fields.first_number - 1) + 1;
  const save = async () => {
    if (formatError || linkError) return;
    if (!(await action.run((supabase, userId) => saveSettings(supabase, userId, fields)))) return;
    void notifySuccess(invoiceMessages.settingsSaved);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Business details</DialogTitle>
          <DialogDescription>
            What every invoice says about you, how it looks and how it is numbered.
          </DialogDescription>
        </DialogHeader>
        <DialogForm
          columns
          failure={action.failure}
          onSubmit={() => void save()}
          onCancel={() => onOpenChange(false)}
          submit={{
            label: 'Save details',
            busyLabel: 'Saving…',
            busy: action.busy,
            disabled: !!formatError || !!linkError,
          }}
        >
          <TextField
            label="Business name"
            className="sm:col-span-2"
            value={fields.business_name}
            maxLength={200}
            onChange={(event) => set({ business_name: event.target.value })}
          />
          <TextArea
            label="Address"
            className="sm:col-span-2"
            rows={3}
            value={fields.business_address}
            maxLength={1000}
            onChange={(event) => set({ business_address: event.target.value })}
          />
          <CountryField
            value={fields.country}
            hint={`Invoices print on ${paperSizeFor(fields.country) === 'A4' ? 'A4' : 'US Letter'} paper.`}
            onChange={(country) => set({ country })}
          />
          <TextField
            label="Tax ID"
            value={fields.tax_id}
            maxLength={100}
            onChange={(event) => set({ tax_id: event.target.value })}
          />
          <TextField
            label="E-mail"
            type="email"
            value={fields.business_email}
            maxLength={320}
            onChange={(event) => set({ business_email: event.target.value })}
          />
          <TextField
            label="Phone"
            value={fields.business_phone}
            maxLength={50}
            onChange={(event) => set({ business_phone: event.target.value })}
          />

          <BrandFields open={open} fields={fields} set={set} />

          <ChoiceField
            label="Default currency"
            choices={currencyChoices()}
            value={fields.default_currency}
            onChange={(event) => set({ default_currency: event.target.value })}
          />
          <TextField
            label="Payment terms (days)"
            type="number"
            min={0}
            max={365}
            value={fields.payment_terms_days}
            onChange={(event) =>
              set({
                payment_terms_days: Math.max(0, Math.min(365, Number(event.target.value) || 0)),
              })
            }
          />
          <TextArea
            label="Bank details"
            className="sm:col-span-2"
            rows={2}
            value={fields.payment_details}
            maxLength={1000}
            onChange={(event) => set({ payment_details: event.target.value })}
          />
          <TextField
            label="Payment link"
            className="sm:col-span-2"
            placeholder="https://"
            value={fields.payment_link}
            maxLength={500}
            error={linkError}
            onChange={(event) => set({ payment_link: event.target.value })}
          />
          <TextField
            label="Number format"
            value={fields.number_format}
            maxLength={40}
            error={formatError}
            hint={`${invoiceMessages.numberFormatHelp} Next: ${formatError ? '—' : formatInvoiceNumber(fields.number_format, nextNumber, new Date().toISOString().slice(0, 10))}`}
            onChange={(event) => set({ number_format: event.target.value })}
          />
          <TextField
            label="First number"
            type="number"
            min={1}
            disabled={settings?.last_sequence != null}
            hint={
              settings?.last_sequence != null
                ? 'Numbering has started; it continues without gaps.'
                : 'Where numbering starts.'
            }
            value={fields.first_number}
            onChange={(event) =>
              set({ first_number: Math.max(1, Math.floor(Number(event.target.value) || 1)) })
            }
          />
          <TextArea
            label="Default notes"
            rows={2}
            value={fields.default_notes}
            maxLength={2000}
            onChange={(event) => set({ default_notes: event.target.value })}
          />
          <TextArea
            label="Default terms"
            rows={2}
            value={fields.default_terms}
            maxLength={2000}
            onChange={(event) => set({ default_terms: event.target.value })}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
