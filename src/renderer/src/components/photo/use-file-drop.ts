import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';

/**
 * An upload zone's frame: a dashed card, gold while files are dragged over it, faded while
 * disabled. The zone adds its own vertical padding.
 */
export function dropZoneClassName(dragActive: boolean, disabled: boolean): string {
  return cn(
    'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-5 text-center transition-colors',
    dragActive
      ? 'border-gold-400 bg-gold-400/12 shadow-gold'
      : 'border-border-strong bg-surface-raised/60 hover:border-gold-400/50',
    disabled && 'opacity-60',
  );
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * What an upload zone does: take files dropped on it (highlighted while a drag of files is over
 * it) and open the platform's file picker for its button. Dropped files go through the platform
 * too (desktop reads them in main from their real paths); what `onFiles` gets is checked (type,
 * size, pixels) by the caller either way. Spread `dropTarget` on the zone's element.
 */
export function useFileDrop({
  accept,
  multiple,
  disabled,
  onFiles,
}: {
  /** What the file picker offers; the bytes are still checked after picking. */
  accept: string;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { platform } = useBackend();
  const [dragActive, setDragActive] = useState(false);
  // dragenter/dragleave fire for every child; count them so the highlight does not flicker.
  const depth = useRef(0);

  const pick = async () => {
    if (!platform || disabled) return;
    const files = await platform.openFiles({ accept, multiple });
    if (files.length > 0) onFiles(files);
  };

  const dropTarget = {
    'data-drag-active': dragActive || undefined,
    onDragEnter: (event: DragEvent) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragActive(true);
    },
    onDragOver: (event: DragEvent) => {
      if (disabled || !hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragActive(false);
    },
    onDrop: (event: DragEvent) => {
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
    },
  };

  /** False when there is no platform to open a file picker with (the button is then disabled). */
  const canPick = platform !== null;
  return { dragActive, pick, dropTarget, canPick };
}
