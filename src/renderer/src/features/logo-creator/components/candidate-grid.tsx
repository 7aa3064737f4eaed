import type { ComponentProps } from 'react';
import { VariantGrid } from '@/components/vector/variant-grid';

/** The run's candidates as thumbnails (their stored SVGs, shown as images); one is picked. */
export function CandidateGrid(
  props: Pick<ComponentProps<typeof VariantGrid>, 'outputs' | 'labels' | 'selected' | 'onSelect'>,
) {
  return (
    <VariantGrid
      {...props}
      label="Logos made"
      testId="candidate"
      columns="grid-cols-2 sm:grid-cols-3"
      thumbnail={(output) => (
        <span className="relative block aspect-[4/3] w-full rounded-lg bg-white">
          <img src={output.url} alt="" className="absolute inset-0 size-full object-contain p-3" />
        </span>
      )}
    />
  );
}
