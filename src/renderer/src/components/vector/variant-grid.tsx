import type { ReactNode } from 'react';
import type { VectorOutput } from '@contracts/api/vector';
import { CHECKERBOARD } from '@/components/photo/preview-parts';
import { cn } from '@/lib/cn';

/**
 * The run's SVGs as thumbnails (from their signed URLs, as images); one is picked to work on.
 * Each button is named by its caption. The list's name, test id, columns and thumbnail default to
 * the vector tools' and can be set for another kind of run (the Logo Creator's candidates).
 */
export function VariantGrid({
  outputs,
  labels,
  selected,
  onSelect,
  label = 'Results',
  testId = 'variant',
  columns = outputs.length === 3 ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4',
  thumbnail = (output) => (
    <img
      src={output.url}
      alt=""
      className={cn('aspect-square w-full rounded-lg object-contain', CHECKERBOARD)}
    />
  ),
}: {
  outputs: readonly VectorOutput[];
  /** Each thumbnail's name ("Variant 1", or a set's prompt). */
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The list's accessible name. */
  label?: string;
  testId?: string;
  /** The grid's column classes. */
  columns?: string;
  thumbnail?: (output: VectorOutput) => ReactNode;
}) {
  if (outputs.length < 2) return null;
  return (
    <ul className={cn('grid gap-3', columns)} aria-label={label}>
      {outputs.map((output, index) => (
        <li key={output.url}>
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-pressed={index === selected}
            className={cn(
              'border-border hover:border-gold-400/50 focus-visible:ring-ring flex w-full flex-col gap-1.5 rounded-xl border p-1.5 text-left outline-none focus-visible:ring-2',
              index === selected && 'border-gold-400/70 bg-gold-400/10',
            )}
            data-testid={testId}
          >
            {thumbnail(output)}
            <span className="text-foreground truncate px-1 text-xs">{labels[index]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
