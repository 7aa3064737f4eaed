import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import type { Design } from '@/lib/designs/design-schemas';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { savedPictures } from '@/lib/designs/picture-designs';
import { CreationGrid } from './creation-grid';

/** A creation's file as a File, read from its stored URL. */
export async function creationFile(design: Pick<Design, 'url' | 'name'>): Promise<File> {
  const response = await fetch(design.url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], design.name, { type: blob.type });
}

/** Where to make a creation when there is none to pick: a link under the empty message. */
export type CreationPickerLink = { to: string; label: string };

const defaultFailure = () => 'That creation could not be read. Try another one or upload the file.';

function Choices({
  select,
  label,
  empty,
  emptyLink,
  readingMessage,
  failure,
  onPick,
}: {
  select: (designs: readonly Design[]) => Design[];
  label: string;
  empty: string;
  emptyLink?: CreationPickerLink;
  readingMessage?: string;
  failure: (error: unknown) => string;
  onPick: (design: Design, closed: AbortSignal) => Promise<boolean | string>;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  // Same query as My Creations; re-read on opening, as a creation may just have been saved.
  const designs = useQuery({
    ...getDesignsQueryOptions(supabase, storage, user?.id),
    refetchOnMount: 'always',
  });
  const [reading, setReading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Closing the dialog while a creation is read cancels the pick: `closed` tells `onPick`.
  const closed = useRef(new AbortController().signal);
  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller.signal;
    return () => controller.abort();
  }, []);

  const pick = async (design: Design) => {
    const signal = closed.current;
    setReading(design.id);
    setFailed(null);
    try {
      const outcome = await onPick(design, signal);
      if (typeof outcome === 'string' && !signal.aborted) setFailed(outcome);
    } catch (error) {
      console.warn('Reading a saved creation failed:', error);
      if (!signal.aborted) setFailed(failure(error));
    } finally {
      if (!signal.aborted) setReading(null);
    }
  };

  if (designs.isPending)
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading your creations…
      </p>
    );
  const list = select(designs.data?.designs ?? []);
  if (list.length === 0 && emptyLink)
    return (
      <div className="border-border flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
        <p className="text-foreground text-sm">{empty}</p>
        <Button asChild variant="outline" size="sm">
          <Link to={emptyLink.to}>{emptyLink.label}</Link>
        </Button>
      </div>
    );
  if (list.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      {failed && (
        <p role="alert" className="text-destructive text-sm">
          {failed}
        </p>
      )}
      {readingMessage !== undefined && (
        <p role="status" className="text-muted-foreground min-h-5 text-xs">
          {reading ? readingMessage : ''}
        </p>
      )}
      <CreationGrid
        designs={list}
        label={label}
        busyId={reading}
        onPick={(design) => void pick(design)}
      />
    </div>
  );
}

/**
 * "From My Creations": a dialog listing the saved creations a tool can take (`select`: the
 * pictures, newest first, by default). `onPick`
 * reads and checks the chosen one (as an upload is checked) and resolves true when the tool took
 * it, which closes the dialog; false when the tool refused it (say why in `problem`); or the
 * sentence saying why, shown in the dialog. `closed` is aborted when the dialog closes first, so
 * what was read then can be dropped. A pick that throws shows `failure(error)`.
 */
export function CreationPicker({
  open,
  onOpenChange,
  title,
  description,
  label = 'Your saved pictures',
  empty = 'You have no saved pictures yet. Save one from any tool, or upload one here.',
  emptyLink,
  readingMessage,
  select = savedPictures,
  problem = null,
  failure = defaultFailure,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The grid's accessible name. */
  label?: string;
  empty?: string;
  /** Where to make one when there is none; the empty message then shows as a card with it. */
  emptyLink?: CreationPickerLink;
  /** Said while the chosen creation is read ("Reading the logo…"); nothing when left out. */
  readingMessage?: string;
  /** Which creations to list, in which order (default: the saved pictures, newest first). */
  select?: (designs: readonly Design[]) => Design[];
  /** Why the last pick was refused (the tool's own check), shown in the dialog. */
  problem?: string | null;
  /** The sentence shown when reading the chosen creation threw. */
  failure?: (error: unknown) => string;
  onPick: (design: Design, closed: AbortSignal) => Promise<boolean | string>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && problem && (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        )}
        {open && (
          <Choices
            select={select}
            label={label}
            empty={empty}
            emptyLink={emptyLink}
            readingMessage={readingMessage}
            failure={failure}
            onPick={async (design, closed) => {
              const taken = await onPick(design, closed);
              if (taken === true) onOpenChange(false);
              return taken;
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
