import { ImageUp } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { PHOTO_INPUT_LIMITS } from '@contracts/api/photo-tools';
import { studioMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBackend } from '@/lib/backend-context';

/** What the file pickers offer; the bytes are still checked after picking. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The upload zone: drop files on it (highlighted while a drag is over it), or press the button,
 * which opens the platform's file picker, so it works with a keyboard and on touch screens.
 * Dropped files go through the platform too (desktop reads them in main from their real paths);
 * what `onFiles` gets is checked (type, size, pixels) by the caller either way.
 */
const FINE_POINTER = '(any-pointer: fine)';

/** True on a device with no mouse or trackpad (a phone, a tablet): nothing to drag from there. */
function useTouchOnly(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(FINE_POINTER);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => !window.matchMedia(FINE_POINTER).matches,
    () => false,
  );
}

export function DropZone({
  onFiles,
  multiple = false,
  disabled = false,
  label = 'Drop your image here',
  pasteHint = false,
  children,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  label?: string;
  /** Say that Ctrl+V works too (the tool studio listens for pastes on the whole page). */
  pasteHint?: boolean;
  children?: ReactNode;
}) {
  const { platform } = useBackend();
  const touchOnly = useTouchOnly();
  const [dragActive, setDragActive] = useState(false);
  // dragenter/dragleave fire for every child; count them so the highlight does not flicker.
  const depth = useRef(0);

  const pick = async () => {
    if (!platform || disabled) return;
    const files = await platform.openFiles({ accept: PHOTO_ACCEPT, multiple });
    if (files.length > 0) onFiles(files);
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div
      data-testid="drop-zone"
      data-drag-active={dragActive || undefined}
      onDragEnter={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDragActive(true);
      }}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragActive(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        depth.current = 0;
        setDragActive(false);
        if (disabled) return;
        const dropped = Array.from(event.dataTransfer.files);
        if (dropped.length === 0) return;
        if (!platform) {
          onFiles(dropped);
          return;
        }
        // On desktop main reads the files from their real paths; on the web they arrive as is.
        platform
          .readDroppedFiles(dropped)
          .then((files) => {
            if (files.length > 0) onFiles(files);
          })
          .catch((error: unknown) => console.warn('Reading the dropped files failed:', error));
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-5 py-8 text-center transition-colors',
        dragActive
          ? 'border-gold-400 bg-gold-400/12 shadow-gold'
          : 'border-border-strong bg-surface-raised/60 hover:border-gold-400/50',
        disabled && 'opacity-60',
      )}
    >
      <div
        className={cn(
          'flex size-12 items-center justify-center rounded-xl border transition-colors',
          dragActive ? 'border-gold-400 bg-gold-400/20' : 'border-gold-400/25 bg-gold-400/10',
        )}
      >
        <ImageUp className="text-gold-300 size-6" aria-hidden />
      </div>
      <div>
        <p className="text-foreground font-medium">
          {dragActive
            ? 'Release to upload'
            : touchOnly
              ? multiple
                ? 'Choose photos'
                : 'Choose a photo'
              : label}
        </p>
        <p className="text-muted-foreground mt-1 text-xs">
          JPG, PNG or WebP · max {PHOTO_INPUT_LIMITS.maxBytes / 1024 / 1024}MB · up to 4K
          {multiple ? ' · several at once' : ''}
        </p>
        {pasteHint && !touchOnly && (
          <p className="text-muted-foreground mt-1 text-xs" data-testid="paste-hint">
            {studioMessages.pasteHint} (
            <kbd className="border-border-strong bg-surface-raised text-foreground rounded border px-1 font-sans text-[0.6875rem]">
              {studioMessages.pasteKeys}
            </kbd>
            )
          </p>
        )}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void pick()}
        disabled={disabled || !platform}
      >
        {multiple ? 'Choose images' : 'Choose image'}
      </Button>
      {children}
    </div>
  );
}
