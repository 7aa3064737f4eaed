import { ImageUp, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { brandMessages } from '@contracts/api/brand';
import { usePasteImage } from '@/components/studio/use-paste-image';
import { Button } from '@/components/ui/button';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { notifyError } from '@/lib/notify';
import { checkLogoFile, type PickedLogo } from '../logo-file';

/** What the file picker offers; the bytes are still checked after picking. */
const LOGO_ACCEPT = 'image/svg+xml,.svg,image/png,image/jpeg,image/webp';

/**
 * The logo input: drop a file, choose one (keyboard and touch), or paste it; checked before it is
 * kept (an SVG with scripts, a huge picture or something that is no image is refused in words),
 * shown on a checkerboard, with a warning when it looks like a photo.
 */
export function LogoPicker({
  logo,
  onChange,
  disabled,
  labelId,
}: {
  logo: PickedLogo | null;
  onChange: (logo: PickedLogo | null) => void;
  disabled: boolean;
  labelId: string;
}) {
  const { platform } = useBackend();
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const depth = useRef(0);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    const url = logo?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo?.previewUrl]);

  const take = async (files: File[]) => {
    const [file] = files;
    if (!file || disabled) return;
    setChecking(true);
    try {
      const check = await checkLogoFile(file);
      if (check.ok) onChange(check.logo);
      else void notifyError(check.message);
    } finally {
      setChecking(false);
    }
  };

  usePasteImage({
    disabled: disabled || checking,
    onFiles: (files) => void take(files),
    onRefused: (message) => void notifyError(message),
  });

  const choose = async () => {
    if (!platform) return;
    const files = await platform.openFiles({ accept: LOGO_ACCEPT, multiple: false });
    void take(files);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="logo-drop"
        data-drag-active={dragging || undefined}
        onDragEnter={(event) => {
          if (disabled) return;
          event.preventDefault();
          depth.current += 1;
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => {
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          depth.current = 0;
          setDragging(false);
          const dropped = Array.from(event.dataTransfer.files);
          if (!platform) return void take(dropped);
          platform
            .readDroppedFiles(dropped)
            .then((files) => take(files))
            .catch((error: unknown) => console.warn('Reading the dropped logo failed:', error));
        }}
        className={cn(
          'flex items-center gap-4 rounded-xl border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-gold-400 bg-gold-400/12' : 'border-border-strong bg-surface-raised/60',
          disabled && 'opacity-60',
        )}
      >
        {/* White, as most logos are drawn for a light page (the guideline shows the other versions). */}
        <div className="border-border flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-white">
          {logo ? (
            <img
              src={logo.previewUrl}
              alt={`Your logo: ${logo.fileName}`}
              className="max-h-full max-w-full object-contain p-1.5"
            />
          ) : (
            <ImageUp className="text-muted-foreground size-7" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="text-foreground truncate text-sm font-medium" id={labelId}>
            {logo ? logo.fileName : dragging ? 'Release to use this logo' : 'Drop your logo here'}
          </p>
          <p className="text-muted-foreground text-xs">
            SVG or PNG (JPG and WebP are converted) · max 10 MB · paste works too
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void choose()}
              disabled={disabled || checking || !platform}
              aria-describedby={labelId}
            >
              {logo ? 'Choose another logo' : 'Choose logo'}
            </Button>
            {logo && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
                <X aria-hidden /> Remove
              </Button>
            )}
          </div>
        </div>
      </div>
      {logo?.photo && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-xs text-amber-200"
          data-testid="photo-warning"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {brandMessages.logoPhoto}
        </p>
      )}
    </div>
  );
}
