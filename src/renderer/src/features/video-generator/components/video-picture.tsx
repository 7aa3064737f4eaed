import { useQuery } from '@tanstack/react-query';
import { FolderOpen, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CreationGrid } from '@/components/designs/creation-grid';
import { checkPhotoFiles } from '@/components/photo/check-photo-file';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { DropZone } from '@/components/photo/drop-zone';
import { usePasteImage } from '@/components/studio/use-paste-image';
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

/** Creations that are pictures (a video, a kit or a guideline cannot be animated). */
const NOT_PICTURES = new Set(['video', 'logo-kit', 'brand-blueprint', 'moodboard']);

/** A creation's picture as a File, read from its stored URL. */
async function creationFile(design: Design): Promise<File> {
  const response = await fetch(design.url);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const blob = await response.blob();
  return new File([blob], design.name, { type: blob.type });
}

/** The blob: URL of a file for as long as it is shown. */
function useFileUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function CreationChoices({ onFile }: { onFile: (file: File) => Promise<boolean> }) {
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
      if (!(await onFile(await creationFile(design)))) setFailure(null);
    } catch (error) {
      console.warn('Reading a saved creation failed:', error);
      setFailure('That creation could not be read. Try another one or upload the picture.');
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
  const list = (designs.data?.designs ?? []).filter((design) => !NOT_PICTURES.has(design.type));
  if (list.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        You have no saved pictures yet. Save one from any tool, or upload a picture here.
      </p>
    );
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
 * The picture image-to-video animates: dropped, picked, pasted (Ctrl/Cmd+V anywhere outside a
 * text field) or chosen from My Creations, and checked like every upload (type by its bytes,
 * size, pixel count, that it decodes) before anything is sent.
 */
export function VideoPicture({
  photo,
  onPhoto,
  onRefused,
  disabled,
}: {
  photo: CheckedPhoto | null;
  onPhoto: (photo: CheckedPhoto | null) => void;
  onRefused: (message: string) => void;
  disabled: boolean;
}) {
  const [choosing, setChoosing] = useState(false);
  const preview = useFileUrl(photo?.file ?? null);

  const take = async (files: File[]): Promise<boolean> => {
    const { accepted, refused } = await checkPhotoFiles(files, false);
    const first = accepted[0];
    if (first) {
      onPhoto(first);
      return true;
    }
    if (refused[0]) onRefused(refused[0]);
    return false;
  };

  // Ctrl/Cmd+V anywhere outside a text field takes the clipboard's picture, as a drop would.
  usePasteImage({ disabled, onFiles: (files) => void take(files), onRefused });

  return (
    <div className="flex flex-col gap-3">
      {photo && preview ? (
        <div className="border-border bg-surface-raised relative overflow-hidden rounded-xl border">
          <img
            src={preview}
            alt={`To animate: ${photo.file.name}`}
            className="max-h-64 w-full object-contain"
            data-testid="video-picture"
          />
          <p className="text-muted-foreground px-3 py-2 text-xs">
            {photo.width} × {photo.height} · {photo.format.toUpperCase()}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="absolute top-2 right-2"
            onClick={() => onPhoto(null)}
            disabled={disabled}
          >
            <X aria-hidden /> Remove picture
          </Button>
        </div>
      ) : (
        <DropZone
          onFiles={(files) => void take(files)}
          disabled={disabled}
          label="Drop the picture to animate"
          pasteHint
        />
      )}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setChoosing(true)}
        disabled={disabled}
      >
        <FolderOpen aria-hidden /> From My Creations
      </Button>
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Pick a picture from My Creations</DialogTitle>
            <DialogDescription>It is checked like an upload, then animated.</DialogDescription>
          </DialogHeader>
          {choosing && (
            <CreationChoices
              onFile={async (file) => {
                const taken = await take([file]);
                if (taken) setChoosing(false);
                return taken;
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
