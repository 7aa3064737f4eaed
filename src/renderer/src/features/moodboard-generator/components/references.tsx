import { useQuery } from '@tanstack/react-query';
import { FolderHeart, ImagePlus, Loader2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { MOODBOARD_LIMITS } from '@contracts/api/moodboard';
import type { MoodboardImage } from '@contracts/api/moodboard';
import { moodboardMessages } from '@contracts/messages';
import { checkPhotoFiles } from '@/components/photo/check-photo-file';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { DropZone } from '@/components/photo/drop-zone';
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
import { notifyError } from '@/lib/notify';
import { uploadBoardImage } from '../api/moodboard-api';
import { CreationGrid } from '@/components/designs/creation-grid';
import { savedPictures } from '@/lib/designs/picture-designs';

/** Checks picked files and uploads the good ones to the user's references folder. */
export function useBoardImageUpload(source: 'reference' | 'own') {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const [busy, setBusy] = useState(false);
  const upload = async (files: File[], room: number): Promise<MoodboardImage[]> => {
    if (!supabase || !user || files.length === 0) return [];
    setBusy(true);
    try {
      const { accepted, refused } = await checkPhotoFiles(files, true);
      for (const message of refused) void notifyError(message);
      if (accepted.length > room) void notifyError(moodboardMessages.tooManyReferences);
      const uploaded: MoodboardImage[] = [];
      for (const photo of accepted.slice(0, Math.max(0, room)))
        uploaded.push(await uploadBoardImage(supabase, user.id, photo as CheckedPhoto, source));
      return uploaded;
    } catch (error) {
      console.warn('Uploading a board image failed:', error);
      void notifyError(moodboardMessages.referenceNotImage);
      return [];
    } finally {
      setBusy(false);
    }
  };
  return { upload, busy };
}

function CreationsDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (design: Design) => void;
}) {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  const designs = useQuery({
    ...getDesignsQueryOptions(supabase, storage, user?.id),
    enabled: open && !!user,
  });
  // The saved pictures a board can start from.
  const list = savedPictures(designs.data?.designs ?? []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>A reference from My Creations</DialogTitle>
          <DialogDescription>
            Pick a picture you saved; the board takes its look and colours.
          </DialogDescription>
        </DialogHeader>
        {designs.isPending ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading your creations…
          </p>
        ) : list.length === 0 ? (
          <p className="text-muted-foreground text-sm">No saved pictures yet.</p>
        ) : (
          <CreationGrid designs={list} label="Your saved pictures" onPick={onPick} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Optional reference images (up to 4): dropped, picked, pasted anywhere outside a text field, or
 * taken from My Creations; each checked by content, size and pixels, then uploaded.
 */
export function ReferencePicker({
  references,
  onChange,
  disabled,
}: {
  references: MoodboardImage[];
  onChange: (next: MoodboardImage[]) => void;
  disabled?: boolean;
}) {
  const { upload, busy } = useBoardImageUpload('reference');
  const [picking, setPicking] = useState(false);
  const room = MOODBOARD_LIMITS.maxReferences - references.length;

  const add = async (files: File[]) => {
    if (room <= 0) {
      void notifyError(moodboardMessages.tooManyReferences);
      return;
    }
    const uploaded = await upload(files, room);
    if (uploaded.length > 0) onChange([...references, ...uploaded]);
  };

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (disabled || target?.closest('input, textarea, [contenteditable="true"]')) return;
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      void add(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  const fromCreation = async (design: Design) => {
    setPicking(false);
    try {
      const response = await fetch(design.url);
      const blob = await response.blob();
      await add([new File([blob], design.name || 'creation', { type: blob.type })]);
    } catch (error) {
      console.warn('Reading a saved design failed:', error);
      void notifyError(moodboardMessages.referenceNotImage);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="references">
      <p className="text-foreground text-sm font-medium">Reference images (optional)</p>
      {references.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Reference images">
          {references.map((reference) => (
            <li
              key={reference.id}
              className="border-border relative size-16 overflow-hidden rounded-lg border"
              data-testid="reference"
            >
              <img src={reference.url} alt={reference.subject} className="size-full object-cover" />
              <button
                type="button"
                aria-label={`Remove reference ${reference.subject}`}
                onClick={() => onChange(references.filter((entry) => entry.id !== reference.id))}
                disabled={disabled}
                className="focus-visible:ring-ring absolute top-0.5 right-0.5 grid size-5 place-items-center rounded-full bg-black/70 text-white outline-none focus-visible:ring-2"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <DropZone
          onFiles={(files) => void add(files)}
          multiple
          disabled={disabled || busy}
          label="Drop reference images here"
          pasteHint
        >
          {busy && (
            <p role="status" className="text-muted-foreground flex items-center gap-2 text-xs">
              <Loader2 className="size-3.5 animate-spin" aria-hidden /> Uploading…
            </p>
          )}
        </DropZone>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setPicking(true)}
          disabled={disabled || busy || room <= 0}
        >
          <FolderHeart aria-hidden /> From My Creations
        </Button>
        <span className="text-muted-foreground inline-flex items-center gap-1 text-xs">
          <ImagePlus className="size-3.5" aria-hidden /> {references.length} of{' '}
          {MOODBOARD_LIMITS.maxReferences}
        </span>
      </div>
      <CreationsDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={(design) => void fromCreation(design)}
      />
    </div>
  );
}
