import { generationLabel } from '@contracts/tools/credit-history';
import { Badge } from '@/components/ui/badge';
import { TableCard } from '@/components/ui/table-card';
import type { TableCardColumn } from '@/components/ui/table-card';
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

const COLUMNS: readonly TableCardColumn[] = [
  { label: 'Date' },
  { label: 'Tool' },
  { label: 'Prompt' },
  { label: 'Status' },
  { label: 'Credits', align: 'right' },
];

/** The latest 50 generations, newest first. */
export function GenerationsList() {
  const query = useGenerations();
  return (
    <TableCard
      name="generations"
      title="Generations"
      columns={COLUMNS}
      query={query}
      state={(kind) => <HistoryState kind={kind} what="generations" />}
      row={(generation) => (
        <tr key={generation.id}>
          <td className="text-muted-foreground px-5 py-3 whitespace-nowrap">
            <time dateTime={generation.created_at}>{formatWhen(generation.created_at)}</time>
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
          <td className="text-foreground px-5 py-3 text-right tabular-nums">{generation.cost}</td>
        </tr>
      )}
    />
  );
}
