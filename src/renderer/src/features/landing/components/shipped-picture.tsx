import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { screenMessages } from '@contracts/messages';
import { cn } from '@/lib/cn';
import type { ShippedImage } from '../data/shipped-image';

/** Where a picture stands: waiting for its turn or loading (blurred placeholder), shown, or failed. */
export type PictureState = 'loading' | 'loaded' | 'failed';

type ShippedPictureProps = {
  image: ShippedImage;
  /** False until the picture's turn to load comes: only the blurred placeholder shows. */
  load?: boolean;
  priority?: boolean;
  sizes?: string;
  className?: string;
  imageClassName?: string;
  onStateChange?: (state: PictureState) => void;
};

/**
 * A shipped picture: AVIF with a WebP fallback, explicit width and height (no layout shift), a
 * blurred placeholder while it loads, and 'Failed to load image' when it cannot be loaded.
 */
export function ShippedPicture({
  image,
  load = true,
  priority = false,
  sizes,
  className,
  imageClassName,
  onStateChange,
}: ShippedPictureProps) {
  const [state, setState] = useState<PictureState>('loading');
  const change = (next: PictureState) => {
    setState(next);
    onStateChange?.(next);
  };
  // In the prerendered home page the browser may finish (or fail) the picture before React
  // hydrates and attaches onLoad/onError: read the outcome from the element instead.
  const picture = useRef<HTMLImageElement>(null);
  const settledBeforeHydration = useEffectEvent((element: HTMLImageElement) => {
    if (!element.complete) return;
    if (element.naturalWidth > 0) change('loaded');
    // A deferred lazy picture has no current source yet; only a fetched one can have failed.
    else if (element.currentSrc) change('failed');
  });
  useEffect(() => {
    if (picture.current) settledBeforeHydration(picture.current);
  }, [load]);
  return (
    <div
      data-state={state}
      className={cn('bg-surface-raised relative overflow-hidden', className)}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    >
      {state !== 'loaded' && (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden
          width={image.width}
          height={image.height}
          className="absolute inset-0 size-full scale-110 object-cover blur-xl"
        />
      )}
      {load && state !== 'failed' && (
        <picture>
          <source type="image/avif" srcSet={image.avif} />
          <img
            ref={picture}
            src={image.webp}
            alt={image.title}
            width={image.width}
            height={image.height}
            sizes={sizes}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={() => change('loaded')}
            onError={() => change('failed')}
            // Painted as soon as the browser has pixels (no fade waiting for JavaScript), so the
            // hero picture counts as the page's largest paint the moment it arrives.
            className={cn('relative size-full object-cover', imageClassName)}
          />
        </picture>
      )}
      {state === 'failed' && (
        <p className="bg-background/70 text-muted-foreground absolute inset-0 flex items-center justify-center text-sm">
          {screenMessages.imageLoadFailed}
        </p>
      )}
    </div>
  );
}
