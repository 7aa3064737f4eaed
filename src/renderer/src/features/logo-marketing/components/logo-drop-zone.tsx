import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { MOCKUP_LOGO_LIMITS } from '@contracts/api/logo-mockups';
import { studioMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useBackend } from '@/lib/backend-context';

/** What the file picker offers for a logo (the bytes are still checked after picking). */
export const LOGO_ACCEPT = 'image/svg+xml,.svg,image/png,image/jpeg,image/webp';

/**
 * The logo's upload zone: drop a file on it (highlighted while a drag is over it), or press the
 * button for the platform's file picker — keyboard and touch alike. Unlike the photo tools' zone
 * it takes SVG too.
 */
export function LogoDropZone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const { platform } = useBackend();
  const [dragActive, setDragActive] = useState(false);
  const depth = useRef(0);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  const pick = async () => {
    if (!platform || disabled) return;
    const files = await platform.openFiles({ accept: LOGO_ACCEPT, multiple: false });
    if (files.length > 0) onFiles(files);
  };

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
        if (!platform) return onFiles(dropped);
        platform
          .readDroppedFiles(dropped)
          .then((files) => files.length > 0 && onFiles(files))
          .catch((error: unknown) => console.warn('Reading the dropped logo failed:', error));
      }}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-5 py-7 text-center transition-colors',
        dragActive
          ? 'border-gold-400 bg-gold-400/12 shadow-gold'
          : 'border-border-strong bg-surface-raised/60 hover:border-gold-400/50',
        disabled && 'opacity-60',
      )}
    >
      <div className="border-gold-400/25 bg-gold-400/10 flex size-12 items-center justify-center rounded-xl border">
        <ImageUp className="text-gold-300 size-6" aria-hidden />
      </div>
      <div>
        <p className="text-foreground font-medium">
          {dragActive ? 'Release to upload' : 'Drop your logo here'}
        </p>
        <p className="text-muted-foreground mt-1 text-xs">
          SVG, PNG, JPG or WebP · max {MOCKUP_LOGO_LIMITS.maxBytes / 1024 / 1024}MB ·{' '}
          {studioMessages.pasteHint}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void pick()}
        disabled={disabled || !platform}
      >
        Choose logo file
      </Button>
    </div>
  );
}
