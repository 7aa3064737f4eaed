// The line items of the invoice preview: the column heads and one row a line, in the template's
// look (a tinted head for modern, a rule under it for classic and minimal), as the PDF draws them.
import type { CSSProperties } from 'react';
import {
  INVOICE_HAIRLINE as HAIRLINE,
  INVOICE_INK as INK,
  INVOICE_MUTED as MUTED,
  type InvoiceDocument,
} from '@contracts/api/invoices';

const COLUMNS = ['description', 'quantity', 'unitPrice', 'tax', 'amount'] as const;
/** A figure's cell: right-aligned after a gap. */
const FIGURE: CSSProperties = { padding: '0.7em 0 0.7em 1em', textAlign: 'right' };

/** The preview's table of lines; `tint` is the accent's light tint. */
export function PreviewLines({ doc, tint }: { doc: InvoiceDocument; tint: string }) {
  const modern = doc.template === 'modern';
  const minimal = doc.template === 'minimal';
  const accentInk = doc.accentText;
  return (
    <table
      style={{
        width: '100%',
        borderCollapse: 'collapse',
        marginTop: '2.4em',
        fontSize: '1em',
      }}
    >
      <thead>
        <tr
          style={{
            background: modern ? tint : undefined,
            borderBottom:
              doc.template === 'classic'
                ? `0.11em solid ${INK}`
                : minimal
                  ? `1px solid ${HAIRLINE}`
                  : undefined,
          }}
        >
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              style={{
                textAlign: column === 'description' ? 'left' : 'right',
                padding: `0.8em ${modern ? '0.9em' : '0'} 0.8em ${column === 'description' ? (modern ? '0.9em' : 0) : '1em'}`,
                fontSize: '0.78em',
                letterSpacing: '0.09em',
                color: modern ? INK : MUTED,
                fontWeight: 700,
              }}
            >
              {doc.columns[column].toUpperCase()}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {doc.rows.map((row, index) => (
          <tr key={index} style={{ borderBottom: `1px solid ${HAIRLINE}`, verticalAlign: 'top' }}>
            <td
              style={{
                padding: `0.7em ${modern ? '0.9em' : 0}`,
                color: row.isDiscount ? accentInk : INK,
                overflowWrap: 'anywhere',
              }}
            >
              {row.description || <span style={{ color: MUTED }}>Description</span>}
              {row.detail && (
                <span style={{ display: 'block', fontSize: '0.83em', color: MUTED }}>
                  {row.detail}
                </span>
              )}
            </td>
            <td style={{ ...FIGURE, whiteSpace: 'nowrap' }}>{row.quantity}</td>
            <td style={{ ...FIGURE, whiteSpace: 'nowrap' }}>{row.unitPrice}</td>
            <td style={{ ...FIGURE, color: MUTED }}>{row.tax}</td>
            <td
              style={{
                padding: `0.7em ${modern ? '0.9em' : 0} 0.7em 1em`,
                textAlign: 'right',
                fontWeight: 700,
                whiteSpace: 'nowrap',
                color: row.isDiscount ? accentInk : INK,
              }}
            >
              {row.amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
