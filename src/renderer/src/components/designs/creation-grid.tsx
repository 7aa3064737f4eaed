import { Loader2 } from 'lucide-react';
import { DESIGN_TYPE_LABELS } from '@/lib/designs/design-schemas';
import type { Design } from '@/lib/designs/design-schemas';

/**
 * Saved creations as a grid of picture cards to pick from (a logo, a palette source, a moodboard
 * reference): the picture, its name and type. While one is being read (`busyId`) it shows a
 * spinner and every card waits. One copy for every "from My Creations" dialog.
 */
export function CreationGrid({
  designs,
  label,
  busyId = null,
  onPick,
}: {
  designs: readonly Design[];
  /** The list's accessible name ("Your saved designs"). */
  label: string;
  busyId?: string | null;
  onPick: (design: Design) => void;
}) {
  return (
    <ul
      aria-label={label}
      className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3"
    >
      {designs.map((design) => (
        <li key={design.id}>
          <button
            type="button"
            onClick={() => onPick(design)}
            disabled={busyId !== null}
            aria-busy={busyId === design.id}
            className="border-border bg-surface-raised focus-visible:ring-ring hover:border-gold-400/50 flex w-full flex-col overflow-hidden rounded-xl border text-left transition focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60"
          >
            <span className="relative block bg-white/5">
              <img
                src={design.url}
                alt={creationName(design)}
                loading="lazy"
                className="aspect-square w-full object-contain"
              />
              {busyId === design.id && (
                <span className="absolute inset-0 grid place-items-center bg-black/50">
                  <Loader2 className="text-gold-300 size-5 animate-spin" aria-hidden />
                </span>
              )}
            </span>
            <span className="flex flex-col gap-0.5 p-2" aria-hidden>
              <span className="text-foreground truncate text-xs font-medium">{design.name}</span>
              <span className="text-muted-foreground text-[0.6875rem]">
                {DESIGN_TYPE_LABELS[design.type]}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A creation as a card names it: "Coffee shop (Logo)". */
export function creationName(design: Pick<Design, 'name' | 'type'>): string {
  return `${design.name} (${DESIGN_TYPE_LABELS[design.type]})`;
}
