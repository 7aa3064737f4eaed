import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { mockupMessages } from '@contracts/api/logo-mockups';
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
import { designFile, readLogoFile } from '../logo-input';
import type { LogoCheck } from '../logo-input';
import { CreationGrid } from '@/components/designs/creation-grid';

/** Logos first (logo, vector), then any other picture; never a video, a kit or a guideline. */
const LOGO_TYPES = new Set(['logo', 'vector', 'vector-illustration']);
const NOT_PICTURES = new Set(['video', 'logo-kit', 'brand-blueprint']);

/** The saved designs a logo can come from, logos first, newest first. */
export function logoCandidates<Item extends Pick<Design, 'type' | 'createdAt'>>(
  designs: readonly Item[],
): Item[] {
  const rank = (design: Item) => (LOGO_TYPES.has(design.type) ? 0 : 1);
  return designs
    .filter((design) => !NOT_PICTURES.has(design.type))
    .sort((a, b) => rank(a) - rank(b) || b.createdAt.localeCompare(a.createdAt));
}

function Choices({ onPick }: { onPick: (check: LogoCheck, design: Design) => void }) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const designs = useQuery({
    ...getDesignsQueryOptions(supabase, storage, user?.id),
    refetchOnMount: 'always',
  });
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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
      const check = await readLogoFile(await designFile(design.url, design.name));
      if (!open.current) return;
      if (check.ok) onPick(check, design);
      else setFailure(check.message);
    } catch (error) {
      console.warn('Reading a saved design failed:', error);
      if (open.current) setFailure(mockupMessages.designUnreadable);
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
  const list = logoCandidates(designs.data?.designs ?? []);
  if (list.length === 0)
    return (
      <div className="border-border flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
        <p className="text-foreground text-sm">{mockupMessages.noLogos}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.logoCreator}>Open the Logo Creator</Link>
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <p role="alert" className="text-destructive text-sm">
          {failure}
        </p>
      )}
      <p role="status" className="text-muted-foreground min-h-5 text-xs">
        {reading ? 'Reading the logo…' : ''}
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

/** Pick a logo from My Creations; it is read and checked like an upload. */
export function CreationsPicker({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (check: LogoCheck, design: Design) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Your logo from My Creations</DialogTitle>
          <DialogDescription>Pick a logo, an SVG or any picture you saved.</DialogDescription>
        </DialogHeader>
        <Choices onPick={onPick} />
      </DialogContent>
    </Dialog>
  );
}
