import type { VectorOutput } from '@contracts/api/vector';
import { cn } from '@/lib/cn';

/** The run's candidates as thumbnails (their stored SVGs, shown as images); one is picked. */
export function CandidateGrid({
  outputs,
  labels,
  selected,
  onSelect,
}: {
  outputs: readonly VectorOutput[];
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  if (outputs.length < 2) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Logos made">
      {outputs.map((output, index) => (
        <li key={output.url}>
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-pressed={index === selected}
            aria-label={labels[index]}
            className={cn(
              'border-border hover:border-gold-400/50 focus-visible:ring-ring flex w-full flex-col gap-1.5 rounded-xl border p-1.5 text-left outline-none focus-visible:ring-2',
              index === selected && 'border-gold-400/70 bg-gold-400/10',
            )}
            data-testid="candidate"
          >
            <span className="relative block aspect-[4/3] w-full rounded-lg bg-white">
              <img
                src={output.url}
                alt=""
                className="absolute inset-0 size-full object-contain p-3"
              />
            </span>
            <span className="text-foreground truncate px-1 text-xs" aria-hidden>
              {labels[index]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
