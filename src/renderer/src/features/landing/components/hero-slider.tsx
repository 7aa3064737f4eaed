import { Pause, Play } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { sliderImages } from '../data/slider-images';
import { preloadBatches } from '../data/preload-batches';
import { useActiveInterval, usePrefersReducedMotion } from '../hooks/use-page-activity';
import { ShippedPicture } from './shipped-picture';
import type { PictureState } from './shipped-picture';

/** Spec 9: the hero slide changes every 5 seconds. */
export const HERO_SLIDE_INTERVAL_MS = 5000;

/**
 * The hero slider (spec 2.4): a new picture every 5 s while the tab is visible (paused on hover
 * or focus, by the pause button, and from the start for reduced motion). Pictures load in turn:
 * the first at once, then the 2nd and 3rd, then the rest in batches.
 */
export function HeroSlider() {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const batches = useMemo(() => preloadBatches(sliderImages.length), []);
  const [states, setStates] = useState<Record<number, PictureState>>({});
  const paused = pausedByUser ?? reducedMotion;

  // The batch in flight is the first with a picture not yet settled; all batches up to it may load.
  const loadingBatch = batches.findIndex((batch) =>
    batch.some((index) => !states[index] || states[index] === 'loading'),
  );
  const mayLoad = (index: number) => {
    const batch = batches.findIndex((candidate) => candidate.includes(index));
    return loadingBatch === -1 || batch <= loadingBatch;
  };

  const advance = useCallback(
    () => setActive((current) => (current + 1) % sliderImages.length),
    [],
  );
  useActiveInterval(advance, HERO_SLIDE_INTERVAL_MS, !paused && !hovered);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Made with Hive Studio"
      className="relative"
      data-active-index={active}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="border-border shadow-panel relative overflow-hidden rounded-[1.5rem] border">
        <div className="relative aspect-[3/2]">
          {sliderImages.map((image, index) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${sliderImages.length}: ${image.title}`}
              aria-hidden={index !== active}
              data-slide-index={index}
              className={cn(
                'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
                index === active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <ShippedPicture
                image={image}
                load={mayLoad(index)}
                priority={index === 0}
                sizes="(min-width: 1024px) 40vw, 100vw"
                className="size-full"
                onStateChange={(state) => setStates((current) => ({ ...current, [index]: state }))}
              />
            </div>
          ))}
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-black/70 to-transparent" />
          <p
            className="text-foreground/90 absolute bottom-4 left-5 text-sm font-medium"
            aria-live={paused ? 'polite' : 'off'}
          >
            {sliderImages[active]?.title}
          </p>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => setPausedByUser(!paused)}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          className="border-border text-muted-foreground hover:text-foreground focus-visible:ring-ring flex size-9 items-center justify-center rounded-full border outline-none focus-visible:ring-2"
        >
          {paused ? (
            <Play className="size-3.5" aria-hidden />
          ) : (
            <Pause className="size-3.5" aria-hidden />
          )}
        </button>
        {sliderImages.map((image, index) => (
          <button
            key={image.id}
            type="button"
            onClick={() => setActive(index)}
            aria-label={`Show slide ${index + 1}: ${image.title}`}
            aria-current={index === active}
            className="group focus-visible:ring-ring flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2"
          >
            <span
              className={cn(
                'block h-1.5 rounded-full transition-all motion-reduce:transition-none',
                index === active ? 'bg-gold-400 w-5' : 'w-1.5 bg-white/30 group-hover:bg-white/60',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
