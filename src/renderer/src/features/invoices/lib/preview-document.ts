// The live preview's document: the draft as typed, from the business settings and the chosen
// client, built by the same document model the PDF is drawn from (contracts/api/invoices.ts).
import {
  buildInvoiceDocument,
  type InvoiceClient,
  type InvoiceDocument,
  type InvoiceSettings,
} from '@contracts/api/invoices';
import type { DraftForm, FormCheck } from './draft-form';

/** The preview of a draft, or null while some figure cannot be read. */
export function previewDocument(
  form: DraftForm,
  check: FormCheck,
  settings: InvoiceSettings | null,
  client: InvoiceClient | null,
): InvoiceDocument | null {
  if (!check.totals) return null;
  return buildInvoiceDocument({
    number: null,
    currency: form.currency,
    issueDate: form.issueDate,
    dueDate: form.dueDate,
    reference: form.reference,
    template: form.template,
    accentColor: settings?.accent_color ?? '',
    fontFamily: settings?.font_family ?? 'inter',
    from: {
      name: settings?.business_name ?? '',
      address: settings?.business_address ?? '',
      email: settings?.business_email ?? '',
      phone: settings?.business_phone ?? '',
      taxId: settings?.tax_id ?? '',
      country: settings?.country ?? null,
    },
    to: client
      ? {
          name: client.name,
          address: client.address,
          email: client.email,
          taxId: client.tax_id,
          country: client.country,
        }
      : null,
    lines: check.lines,
    totals: check.totals,
    paidMinor: 0,
    notes: form.notes,
    terms: form.terms,
    paymentDetails: settings?.payment_details ?? '',
    paymentLink: settings?.payment_link ?? '',
  });
}
