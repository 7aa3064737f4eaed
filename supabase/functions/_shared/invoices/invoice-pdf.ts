// An issued invoice as its PDF: the document built from what was frozen at issue
// (contracts/api/invoices.ts issuedDocument: the business and client snapshots, the lines, the
// totals the database computed and the TypeScript rule agrees with), on the paper of the
// business's country, with the business's logo.
import {
  issuedDocument,
  paperSizeFor,
  type InvoiceItem,
  type InvoiceRow,
} from '../contracts/api/invoices.ts';
import type { PdfSettings } from './invoice-records.ts';
import { renderInvoicePdf, type InvoiceLogo, type RenderedInvoice } from './render-invoice-pdf.ts';

/** The logo of a data URL (PNG or JPEG), or null. */
export function logoOf(dataUrl: string | null | undefined): InvoiceLogo | null {
  const match = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl ?? '');
  if (!match) return null;
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { bytes, mime: match[1] as InvoiceLogo['mime'] };
}

/** Renders an issued invoice; `onProgress` hears of each page of lines. */
export async function renderIssuedInvoice(
  invoice: InvoiceRow,
  items: readonly InvoiceItem[],
  settings: PdfSettings | null,
  onProgress?: (done: number, total: number) => void,
): Promise<RenderedInvoice> {
  const built = issuedDocument(invoice, items);
  // The database is the source of truth for an issued invoice; the two rules must agree.
  if (!built.ok) throw new Error(`the issued invoice cannot be drawn: ${built.problem}`);
  return renderInvoicePdf(built.document, {
    paper: paperSizeFor(built.country),
    logo: logoOf(settings?.logo_data_url),
    author: built.document.from.name,
    onProgress,
  });
}
