import { ImageUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { PHOTO_INPUT_LIMITS } from '@contracts/api/photo-tools';
import { studioMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dropZoneClassName, useFileDrop } from './use-file-drop';

/** What the file pickers offer; the bytes are still checked after picking. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

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

/**
 * The upload zone: drop files on it (highlighted while a drag is over it), or press the button,
 * which opens the platform's file picker, so it works with a keyboard and on touch screens.
 * What `onFiles` gets is checked (type, size, pixels) by the caller.
 */
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
  const touchOnly = useTouchOnly();
  const { dragActive, pick, dropTarget, canPick } = useFileDrop({
    accept: PHOTO_ACCEPT,
    multiple,
    disabled,
    onFiles,
  });

  return (
    <div
      data-testid="drop-zone"
      {...dropTarget}
      className={cn(dropZoneClassName(dragActive, disabled), 'py-8')}
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
        disabled={disabled || !canPick}
      >
        {multiple ? 'Choose images' : 'Choose image'}
      </Button>
      {children}
    </div>
  );
}
