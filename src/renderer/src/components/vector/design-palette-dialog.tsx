import { useQuery } from '@tanstack/react-query';
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
import type { Design } from '@/lib/designs/design-schemas';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { DesignColorsError, designsForPalette, readDesignColors } from './design-colors';
import type { DesignColorsFailure } from './design-colors';
import { browserXml } from './svg-text';
import { CreationGrid, creationName } from '@/components/designs/creation-grid';

const FAILURE_MESSAGES: Record<DesignColorsFailure, string> = {
  unreadable: vectorToolMessages.designColorsUnreadable,
  blocked: vectorToolMessages.designColorsBlocked,
  empty: vectorToolMessages.designColorsEmpty,
};

/** A design's name and type, as its thumbnail's accessible name. */
export const designPaletteName = creationName;

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
      <CreationGrid
        designs={list}
        label="Your saved designs"
        busyId={reading}
        onPick={(design) => void pick(design)}
      />
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
