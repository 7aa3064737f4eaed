import { generationLabel } from '@contracts/tools/credit-history';
import { Badge } from '@/components/ui/badge';
import { useGenerations } from '../api/credit-history';
import { GENERATION_STATUS_LABELS, formatWhen } from '../format';
import type { AiGeneration } from '../schemas';
import { HistoryState } from './history-states';

const statusVariant: Record<
  AiGeneration['status'],
  'success' | 'warning' | 'destructive' | 'secondary'
> = {
  pending: 'secondary',
  processing: 'warning',
  succeeded: 'success',
  failed: 'destructive',
  refunded: 'secondary',
};

/** The latest 50 generations, newest first. */
export function GenerationsList() {
  const query = useGenerations();
  return (
    <section
      aria-labelledby="generations-title"
      className="rounded-card border-border bg-surface/80 border"
    >
      <h2
        id="generations-title"
        className="text-foreground border-border border-b px-5 py-4 text-base font-semibold"
      >
        Generations
      </h2>
      {query.isError ? (
        <HistoryState kind="failed" what="generations" />
      ) : !query.data ? (
        <HistoryState kind="loading" what="generations" />
      ) : query.data.length === 0 ? (
        <HistoryState kind="empty" what="generations" />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="generations">
            <thead className="text-muted-foreground text-xs tracking-wide uppercase">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">
                  Date
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Tool
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Prompt
                </th>
                <th scope="col" className="px-5 py-3 font-medium">
                  Status
                </th>
                <th scope="col" className="px-5 py-3 text-right font-medium">
                  Credits
                </th>
              </tr>
            </thead>
            <tbody className="divide-border divide-y">
              {query.data.map((generation) => (
                <tr key={generation.id}>
                  <td className="text-muted-foreground px-5 py-3 whitespace-nowrap">
                    <time dateTime={generation.created_at}>
                      {formatWhen(generation.created_at)}
                    </time>
                  </td>
                  <td className="text-foreground px-5 py-3 whitespace-nowrap">
                    {generationLabel(generation.tool, generation.style)}
                  </td>
                  <td
                    className="text-foreground/80 max-w-xs truncate px-5 py-3"
                    title={generation.prompt ?? undefined}
                  >
                    {generation.prompt ?? '—'}
                  </td>
                  <td className="px-5 py-3">
                    <Badge variant={statusVariant[generation.status]}>
                      {GENERATION_STATUS_LABELS[generation.status]}
                    </Badge>
                  </td>
                  <td className="text-foreground px-5 py-3 text-right tabular-nums">
                    {generation.cost}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
