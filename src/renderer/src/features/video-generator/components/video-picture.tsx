import { FolderOpen, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CreationPicker, creationFile } from '@/components/designs/creation-picker';
import { checkPhotoFiles } from '@/components/photo/check-photo-file';
import type { CheckedPhoto } from '@/components/photo/check-photo-file';
import { DropZone } from '@/components/photo/drop-zone';
import { usePasteImage } from '@/components/studio/use-paste-image';
import { Button } from '@/components/ui/button';

/** The blob: URL of a file for as long as it is shown. */
function useFileUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
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
  // Why a creation picked in the dialog was refused (shown there, over the page's own message).
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const preview = useFileUrl(photo?.file ?? null);

  const take = async (files: File[]): Promise<boolean> => {
    const { accepted, refused } = await checkPhotoFiles(files, false);
    const first = accepted[0];
    if (first) {
      onPhoto(first);
      return true;
    }
    if (refused[0]) {
      onRefused(refused[0]);
      setPickProblem(refused[0]);
    }
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
      <CreationPicker
        open={choosing}
        onOpenChange={(open) => {
          setChoosing(open);
          setPickProblem(null);
        }}
        title="Pick a picture from My Creations"
        description="It is checked like an upload, then animated."
        problem={pickProblem}
        onPick={async (design) => take([await creationFile(design)])}
      />
    </div>
  );
}
