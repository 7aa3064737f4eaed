import type { ReactNode } from 'react';

/** A column heading; numbers are right-aligned. */
export type TableCardColumn = { label: string; align?: 'right' };

/** What a table card shows in place of its rows. */
export type TableCardState = 'loading' | 'empty' | 'failed';

/**
 * A titled card holding a table read by a query: `state` renders what shows while it loads, when
 * it failed, or when it has no rows; otherwise one `row` per item. The heading is
 * `${name}-title` and the table's test id is `name`.
 */
export function TableCard<Row>({
  name,
  title,
  columns,
  query,
  state,
  row,
}: {
  name: string;
  title: string;
  columns: readonly TableCardColumn[];
  query: { isError: boolean; data: readonly Row[] | undefined };
  state: (kind: TableCardState) => ReactNode;
  /** One `<tr>` with its key. */
  row: (item: Row) => ReactNode;
}) {
  const titleId = `${name}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-card border-border bg-surface/80 border">
      <h2
        id={titleId}
        className="text-foreground border-border border-b px-5 py-4 text-base font-semibold"
      >
        {title}
      </h2>
      {query.isError ? (
        state('failed')
      ) : !query.data ? (
        state('loading')
      ) : query.data.length === 0 ? (
        state('empty')
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={name}>
            <thead className="text-muted-foreground text-xs tracking-wide uppercase">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={
                      column.align === 'right'
                        ? 'px-5 py-3 text-right font-medium'
                        : 'px-5 py-3 font-medium'
                    }
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-border divide-y">{query.data.map((item) => row(item))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
