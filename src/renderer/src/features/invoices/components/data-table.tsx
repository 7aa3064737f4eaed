// The frame and column heads of the invoice screens' tables (invoices, clients): a scrolling card,
// a labelled table, and heads that say what each column holds (the last, actions, for screen
// readers only).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One column head: right-aligned for amounts. */
export type Column = { label: string; align?: 'right' };

/** A labelled table in a card, wide enough for `minWidth`, with its column heads and an actions column. */
export function DataTable({
  label,
  minWidth,
  columns,
  children,
}: {
  label: string;
  minWidth: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <div className="rounded-card border-border bg-surface/85 overflow-x-auto border">
      <table className={cn('w-full text-sm', minWidth)} aria-label={label}>
        <thead className="text-muted-foreground border-border border-b text-left text-xs tracking-wide">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={cn('px-4 py-3 font-semibold', column.align === 'right' && 'text-right')}
              >
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
