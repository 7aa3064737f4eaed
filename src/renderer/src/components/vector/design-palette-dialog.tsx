import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { vectorToolMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { DESIGN_TYPE_LABELS } from '@/lib/designs/design-schemas';
import type { Design } from '@/lib/designs/design-schemas';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { DesignColorsError, designsForPalette, readDesignColors } from './design-colors';
import type { DesignColorsFailure } from './design-colors';
import { browserXml } from './svg-text';

const FAILURE_MESSAGES: Record<DesignColorsFailure, string> = {
  unreadable: vectorToolMessages.designColorsUnreadable,
  blocked: vectorToolMessages.designColorsBlocked,
  empty: vectorToolMessages.designColorsEmpty,
};

/** A design's name and type, as its thumbnail's accessible name. */
export function designPaletteName(design: Pick<Design, 'name' | 'type'>): string {
  return `${design.name} (${DESIGN_TYPE_LABELS[design.type]})`;
}

/** The saved designs as thumbnails to pick (server and browser copies, as My Creations reads them). */
function DesignChoices({ onPick }: { onPick: (design: Design, colors: string[]) => void }) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const xml = useMemo(() => browserXml(), []);
  // Same query as My Creations; re-read on opening, as a design may just have been saved.
  const designs = useQuery({
    ...getDesignsQueryOptions(supabase, storage, user?.id),
    refetchOnMount: 'always',
  });
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<DesignColorsFailure | null>(null);
  // Closing the dialog while colours are read cancels the pick: nothing lands in the palette.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const pick = async (design: Design) => {
    setReading(design.id);
    setFailure(null);
    try {
      const colors = await readDesignColors(design, xml);
      if (open.current) onPick(design, colors);
    } catch (error) {
      console.warn('Reading a design’s colours failed:', error);
      if (open.current)
        setFailure(error instanceof DesignColorsError ? error.reason : 'unreadable');
    } finally {
      if (open.current) setReading(null);
    }
  };

  if (designs.isPending)
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading your creations…
      </p>
    );
  const list = designsForPalette(designs.data?.designs ?? []);
  if (list.length === 0)
    return (
      <div className="border-border flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
        <p className="text-foreground text-sm">{vectorToolMessages.noDesignsForPalette}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.myDesigns}>Open My Creations</Link>
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <p role="alert" className="text-destructive text-sm">
          {FAILURE_MESSAGES[failure]}
        </p>
      )}
      <p role="status" className="text-muted-foreground min-h-5 text-xs">
        {reading ? 'Reading the colours…' : ''}
      </p>
      <ul
        aria-label="Your saved designs"
        className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3"
      >
        {list.map((design) => (
          <li key={design.id}>
            <button
              type="button"
              onClick={() => void pick(design)}
              disabled={reading !== null}
              aria-busy={reading === design.id}
              className="border-border bg-surface-raised focus-visible:ring-ring hover:border-gold-400/50 flex w-full flex-col overflow-hidden rounded-xl border text-left transition focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60"
            >
              <span className="relative block bg-white/5">
                <img
                  src={design.url}
                  alt={designPaletteName(design)}
                  loading="lazy"
                  className="aspect-square w-full object-contain"
                />
                {reading === design.id && (
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
    </div>
  );
}

/** Pick a saved design; its brand colours are read and handed to `onPick`. */
export function DesignPaletteDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (design: Design, colors: string[]) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Colours from My Creations</DialogTitle>
          <DialogDescription>{vectorToolMessages.pickDesignHint}</DialogDescription>
        </DialogHeader>
        <DesignChoices onPick={onPick} />
      </DialogContent>
    </Dialog>
  );
}
