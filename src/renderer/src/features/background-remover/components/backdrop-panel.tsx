import { ImageIcon, Loader2, Paintbrush } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { photoToolMessages } from '@contracts/messages';
import { checkPhotoFile } from '@/components/photo/check-photo-file';
import { PHOTO_ACCEPT } from '@/components/photo/drop-zone';
import { PreviewFrame } from '@/components/photo/preview-parts';
import { ResultActions } from '@/components/photo/result-actions';
import type { ResultActionsProps } from '@/components/photo/result-actions';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { cn } from '@/lib/cn';
import { notifyError } from '@/lib/notify';
import { uploadRefinedCutout } from '../refine-cutout';
import type { RefineStroke } from '../refine-cutout';
import { BACKDROP_COLORS, compositeOnBackdrop } from '../replace-background';
import { RefinePanel } from './refine-panel';
import type { Backdrop } from '../replace-background';

/** The composite of the current backdrop as an object URL (null for transparent or while busy). */
function useComposite(cutoutUrl: string, backdrop: Backdrop) {
  const [made, setMade] = useState<{ backdrop: Backdrop; url: string | null } | null>(null);
  useEffect(() => {
    if (backdrop.kind === 'transparent') return undefined;
    let active = true;
    let url: string | null = null;
    compositeOnBackdrop(cutoutUrl, backdrop)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (active) setMade({ backdrop, url });
      })
      .catch((error: unknown) => {
        console.warn('Replacing the background failed:', error);
        if (active) setMade({ backdrop, url: null });
        void notifyError(photoToolMessages.backdropFailed);
      });
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cutoutUrl, backdrop]);
  const current = made?.backdrop === backdrop ? made : null;
  return { url: current?.url ?? null, busy: backdrop.kind !== 'transparent' && !current };
}

/** A picture made in the page and its object URL, revoked when replaced or when the panel goes. */
function useMadePicture() {
  const [picture, setPicture] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!picture) return undefined;
    return () => URL.revokeObjectURL(picture.url);
  }, [picture]);
  const set = useCallback(
    (blob: Blob | null) => setPicture(blob ? { blob, url: URL.createObjectURL(blob) } : null),
    [],
  );
  return { blob: picture?.blob ?? null, url: picture?.url ?? null, set };
}

/**
 * Transparent, a colour or a picture behind the cut-out, then the result actions (download, save,
 * send to another tool, run again) for what is shown: the composite once a backdrop is chosen.
 */
export function BackdropPanel({
  original,
  name,
  ...actions
}: ResultActionsProps & { original: Blob; name: string }) {
  const { result, fileName } = actions;
  const { platform, supabase } = useBackend();
  const { user } = useAuth();
  const [backdrop, setBackdrop] = useState<Backdrop>({ kind: 'transparent' });
  const [refining, setRefining] = useState(false);
  const [strokes, setStrokes] = useState<RefineStroke[]>([]);
  const refined = useMadePicture();
  const cutout = refined.url ?? result.output;
  const composite = useComposite(cutout, backdrop);

  // A refined cut-out is stored in the user's folder only when they save it.
  const { blob: refinedPng, url: refinedUrl } = refined;
  const saveAs =
    refinedPng && refinedUrl && supabase && user
      ? { key: refinedUrl, url: () => uploadRefinedCutout(supabase, user.id, refinedPng) }
      : undefined;

  const pickImage = async () => {
    if (!platform) return;
    const [file] = await platform.openFiles({ accept: PHOTO_ACCEPT });
    if (!file) return;
    const check = await checkPhotoFile(file);
    if (check.ok) setBackdrop({ kind: 'image', file });
    else void notifyError(check.message);
  };

  const swatch = (color: string) => backdrop.kind === 'color' && backdrop.color === color;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          size="sm"
          variant={refining ? 'outline' : 'ghost'}
          aria-expanded={refining}
          onClick={() => setRefining((open) => !open)}
        >
          <Paintbrush aria-hidden /> {refining ? 'Done Refining' : 'Refine'}
        </Button>
      </div>
      {refining && (
        <RefinePanel
          cutoutUrl={result.output}
          original={original}
          name={name}
          strokes={strokes}
          onStrokes={setStrokes}
          refinedUrl={refined.url}
          onRefined={refined.set}
        />
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="text-foreground mb-2 text-sm font-medium">Background</legend>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant={backdrop.kind === 'transparent' ? 'outline' : 'ghost'}
            aria-pressed={backdrop.kind === 'transparent'}
            onClick={() => setBackdrop({ kind: 'transparent' })}
          >
            Transparent
          </Button>
          {BACKDROP_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={`Colour ${color}`}
              aria-pressed={swatch(color)}
              onClick={() => setBackdrop({ kind: 'color', color })}
              className={cn(
                'focus-visible:ring-ring size-8 rounded-full border-2 outline-none focus-visible:ring-2',
                swatch(color) ? 'border-gold-300 scale-110' : 'border-white/20',
              )}
              style={{ backgroundColor: color }}
            />
          ))}
          <label className="border-border text-muted-foreground flex h-8 items-center gap-2 rounded-md border px-2 text-xs">
            Custom
            <input
              type="color"
              aria-label="Custom background colour"
              value={backdrop.kind === 'color' ? backdrop.color : '#f5b82e'}
              onChange={(event) => setBackdrop({ kind: 'color', color: event.target.value })}
              className="size-5 cursor-pointer border-0 bg-transparent p-0"
            />
          </label>
          <Button
            size="sm"
            variant={backdrop.kind === 'image' ? 'outline' : 'ghost'}
            onClick={() => void pickImage()}
          >
            <ImageIcon aria-hidden /> {backdrop.kind === 'image' ? backdrop.file.name : 'Picture…'}
          </Button>
        </div>
      </fieldset>
      {backdrop.kind !== 'transparent' && (
        <PreviewFrame label="With new background" busyLabel={composite.busy ? 'Compositing' : null}>
          {composite.url ? (
            <img
              src={composite.url}
              alt="Cut-out on the new background"
              className="mx-auto block max-h-80 w-auto object-contain"
              data-testid="composite-image"
            />
          ) : (
            <div className="flex h-40 items-center justify-center">
              <Loader2 className="text-gold-300 size-6 animate-spin" aria-hidden />
            </div>
          )}
        </PreviewFrame>
      )}
      <ResultActions
        {...actions}
        fileName={
          backdrop.kind === 'transparent' ? fileName : fileName.replace(/\.png$/, '-composite.png')
        }
        href={
          backdrop.kind === 'transparent'
            ? (refined.url ?? undefined)
            : (composite.url ?? undefined)
        }
        saveAs={saveAs}
        downloadLabel={backdrop.kind === 'transparent' ? 'Download PNG' : 'Download Composite'}
      />
    </div>
  );
}
