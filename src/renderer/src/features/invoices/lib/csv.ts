// The management list as CSV (RFC 4180: comma-separated, CRLF, quoted when needed): one row per
// invoice of the filtered list, amounts in the currency's major unit with its own decimals (a
// spreadsheet reads them as numbers), the status as shown (overdue derived on `today`). A text
// cell that starts like a formula is prefixed with an apostrophe (CSV injection).
import { displayStatus, STATUS_LABELS, type InvoiceListRow } from '@contracts/api/invoices';
import { amountInputText } from '@contracts/domain/money';

export const CSV_COLUMNS = [
  'Number',
  'Status',
  'Client',
  'Issue date',
  'Due date',
  'Currency',
  'Total',
  'Paid',
  'Balance due',
] as const;

function cell(value: string, numeric = false): string {
  const safe = !numeric && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text of `rows`. */
export function invoicesCsv(rows: readonly InvoiceListRow[], today: string): string {
  const lines = rows.map((row) => {
    const money = (minor: number) => cell(amountInputText(minor, row.currency), true);
    return [
      cell(row.number ?? 'Draft'),
      cell(STATUS_LABELS[displayStatus(row, today)]),
      cell(row.client_name),
      cell(row.issue_date),
      cell(row.due_date),
      cell(row.currency),
      money(row.total_minor),
      money(row.paid_minor),
      money(row.status === 'void' ? 0 : row.total_minor - row.paid_minor),
    ].join(',');
  });
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
