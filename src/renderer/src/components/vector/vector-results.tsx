import { Loader2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { VectorOutput } from '@contracts/api/vector';
import { PreviewEmpty } from '@/components/photo/preview-parts';
import { ToolCard } from '@/components/photo/tool-header';
import { VariantGrid } from './variant-grid';

/**
 * The results card of a vector tool: what will appear before any run, a busy line while one
 * goes, then the run's SVGs as thumbnails and the picked one to work on.
 */
export function VectorResults({
  labelId,
  title,
  icon,
  empty,
  running,
  busyLabel,
  outputs,
  labels,
  selected,
  onSelect,
  children,
}: {
  labelId: string;
  title: string;
  icon: LucideIcon;
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  running: boolean;
  busyLabel: string;
  outputs: readonly VectorOutput[];
  labels: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The picked result (a VectorResult keyed by its URL). */
  children: ReactNode;
}) {
  return (
    <ToolCard title={title} icon={icon} labelId={labelId} className="self-start">
      <div className="flex flex-col gap-5">
        {running && (
          <p
            role="status"
            className="border-gold-400/30 bg-gold-400/10 text-gold-100 flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
          >
            <Loader2 className="text-gold-300 size-4 animate-spin" aria-hidden />
            {busyLabel}
          </p>
        )}
        {outputs.length === 0 ? (
          !running && (
            <PreviewEmpty icon={empty.icon} title={empty.title}>
              {empty.text}
            </PreviewEmpty>
          )
        ) : (
          <>
            <VariantGrid
              outputs={outputs}
              labels={labels}
              selected={selected}
              onSelect={onSelect}
            />
            {children}
          </>
        )}
      </div>
    </ToolCard>
  );
}
