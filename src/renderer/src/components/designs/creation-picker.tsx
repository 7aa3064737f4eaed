import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { CreationGrid } from './creation-grid';

/** Creations that are not single pictures (a video, a kit, a guideline, a board). */
export const NOT_PICTURES: ReadonlySet<string> = new Set([
  'video',
  'logo-kit',
  'brand-blueprint',
  'moodboard',
]);

/** A creation's file as a File, read from its stored URL. */
export async function creationFile(design: Pick<Design, 'url' | 'name'>): Promise<File> {
  const response = await fetch(design.url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], design.name, { type: blob.type });
}

function Choices({
  filter,
  order,
  empty,
  onPick,
}: {
  filter: (design: Design) => boolean;
  order?: (a: Design, b: Design) => number;
  empty: string;
  onPick: (design: Design) => Promise<boolean>;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const designs = useQuery({
    ...getDesignsQueryOptions(supabase, storage, user?.id),
    refetchOnMount: 'always',
  });
  const [reading, setReading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const pick = async (design: Design) => {
    setReading(design.id);
    setFailure(null);
    try {
      await onPick(design);
    } catch (error) {
      console.warn('Reading a saved creation failed:', error);
      setFailure('That creation could not be read. Try another one or upload the file.');
    } finally {
      setReading(null);
    }
  };

  if (designs.isPending)
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading your creations…
      </p>
    );
  const list = (designs.data?.designs ?? []).filter(filter);
  if (order) list.sort(order);
  if (list.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      {failure && (
        <p role="alert" className="text-destructive text-sm">
          {failure}
        </p>
      )}
      <CreationGrid
        designs={list}
        label="Your saved pictures"
        busyId={reading}
        onPick={(design) => void pick(design)}
      />
    </div>
  );
}

/**
 * "From My Creations": a dialog listing the saved creations a tool can take (pictures by default),
 * newest first unless `order` says otherwise. `onPick` reads and checks the chosen one (as an
 * upload is checked) and resolves true when the tool took it, which closes the dialog.
 */
export function CreationPicker({
  open,
  onOpenChange,
  title,
  description,
  empty = 'You have no saved pictures yet. Save one from any tool, or upload one here.',
  filter = (design) => !NOT_PICTURES.has(design.type),
  order,
  problem = null,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  empty?: string;
  filter?: (design: Design) => boolean;
  order?: (a: Design, b: Design) => number;
  /** Why the last pick was refused (the tool's own check), shown in the dialog. */
  problem?: string | null;
  onPick: (design: Design) => Promise<boolean>;
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
            filter={filter}
            order={order}
            empty={empty}
            onPick={async (design) => {
              const taken = await onPick(design);
              if (taken) onOpenChange(false);
              return taken;
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
