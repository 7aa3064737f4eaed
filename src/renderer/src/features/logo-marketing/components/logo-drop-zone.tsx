import { ImageUp } from 'lucide-react';
import { MOCKUP_LOGO_LIMITS } from '@contracts/api/logo-mockups';
import { studioMessages } from '@contracts/messages';
import { Button } from '@/components/ui/button';
import { dropZoneClassName, useFileDrop } from '@/components/photo/use-file-drop';
import { cn } from '@/lib/cn';

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
  const { dragActive, pick, dropTarget, canPick } = useFileDrop({
    accept: LOGO_ACCEPT,
    multiple: false,
    disabled,
    onFiles,
  });

  return (
    <div
      data-testid="drop-zone"
      {...dropTarget}
      className={cn(dropZoneClassName(dragActive, disabled), 'py-7')}
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
        disabled={disabled || !canPick}
      >
        Choose logo file
      </Button>
    </div>
  );
}
