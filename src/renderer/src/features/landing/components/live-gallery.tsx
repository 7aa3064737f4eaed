import { Pause, Play, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { authPath } from '@/config/paths';
import { galleryImages } from '../data/gallery-images';
import type { ShippedImage } from '../data/shipped-image';
import {
  useActiveInterval,
  usePageVisible,
  usePrefersReducedMotion,
} from '../hooks/use-page-activity';
import { ShippedPicture } from './shipped-picture';

/** Spec 9: the live-users counter rises every 8 seconds by 1 to 3. */
export const LIVE_USERS_INTERVAL_MS = 8000;
/** Spec 2.4: the rows scroll in 165 to 195 seconds. */
export const ROW_DURATIONS_S = [165, 180, 195] as const;
/** Spec 9: the gallery shows at most 24 examples. */
const MAX_EXAMPLES = 24;

const examples = galleryImages.slice(0, MAX_EXAMPLES);
const perRow = Math.ceil(examples.length / ROW_DURATIONS_S.length);
const rows = ROW_DURATIONS_S.map((duration, row) => ({
  duration,
  reverse: row % 2 === 1,
  images: examples.slice(row * perRow, row * perRow + perRow),
}));

/** One auto-scrolling row: the pictures twice over, moved by the Web Animations API so play/pause is exact. */
function GalleryRow({
  images,
  duration,
  reverse,
  playing,
  onOpen,
}: {
  images: readonly ShippedImage[];
  duration: number;
  reverse: boolean;
  playing: boolean;
  onOpen: (image: ShippedImage) => void;
}) {
  const track = useRef<HTMLUListElement>(null);
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const element = track.current;
    if (!element || typeof element.animate !== 'function') return;
    const frames = [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }];
    animation.current = element.animate(reverse ? [...frames].reverse() : frames, {
      duration: duration * 1000,
      iterations: Infinity,
      easing: 'linear',
    });
    return () => animation.current?.cancel();
  }, [duration, reverse]);

  useEffect(() => {
    if (playing) animation.current?.play();
    else animation.current?.pause();
  }, [playing]);

  return (
    <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_6%,black_94%,transparent)]">
      <ul ref={track} className="flex w-max gap-4" data-duration={duration} data-playing={playing}>
        {[...images, ...images].map((image, index) => {
          const copy = index >= images.length;
          return (
            <li key={`${image.id}-${index}`} aria-hidden={copy || undefined}>
              <button
                type="button"
                tabIndex={copy ? -1 : undefined}
                onClick={() => onOpen(image)}
                aria-label={`Open “${image.title}”`}
                className="border-border focus-visible:ring-ring hover:border-gold-400/60 block w-56 overflow-hidden rounded-xl border outline-none focus-visible:ring-2 sm:w-64"
              >
                <ShippedPicture image={image} className="w-full" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The live-users figure: starts near a round number and rises by 1 to 3 every 8 s while visible. */
function useLiveUsers(start: number): number {
  const [count, setCount] = useState(start);
  const rise = useCallback(
    () => setCount((current) => current + 1 + Math.floor(Math.random() * 3)),
    [],
  );
  useActiveInterval(rise, LIVE_USERS_INTERVAL_MS, true);
  return count;
}

/**
 * The live gallery (spec 2.4): three rows scrolling in 165–195 s, a play/pause control, a
 * live-users counter, a dialog with each picture's title and prompt, and the sign-up button.
 * Rows stand still for reduced motion and whenever the tab is hidden.
 */
export function LiveGallery() {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const [playingByUser, setPlayingByUser] = useState<boolean | null>(null);
  const [selected, setSelected] = useState<ShippedImage | null>(null);
  const liveUsers = useLiveUsers(1284);
  const playing = playingByUser ?? !reducedMotion;

  return (
    <section aria-labelledby="gallery-title" className="w-full" id="gallery">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 sm:px-6 md:flex-row md:items-end md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">
            Live gallery
          </p>
          <h2
            id="gallery-title"
            className="text-foreground mt-3 text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            Made by the community, right now
          </h2>
          <p className="text-muted-foreground mt-3 inline-flex items-center gap-2 text-sm">
            <span className="relative flex size-2.5" aria-hidden>
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-emerald-400" />
            </span>
            <Users className="size-4" aria-hidden />
            <span>
              <span data-testid="live-users" className="text-foreground font-semibold tabular-nums">
                {liveUsers.toLocaleString('en-US')}
              </span>{' '}
              creators online
            </span>
          </p>
        </div>
        <div className="flex gap-3">
          <Button
            variant="secondary"
            onClick={() => setPlayingByUser(!playing)}
            aria-pressed={!playing}
            aria-label={playing ? 'Pause gallery' : 'Play gallery'}
          >
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button asChild variant="primary">
            <Link to={authPath('signup')}>Start Creating Free</Link>
          </Button>
        </div>
      </div>
      <div className="mt-10 flex flex-col gap-4">
        {rows.map((row) => (
          <GalleryRow
            key={row.duration}
            images={row.images}
            duration={row.duration}
            reverse={row.reverse}
            playing={playing && visible}
            onOpen={setSelected}
          />
        ))}
      </div>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        <DialogContent className="max-w-2xl">
          {selected && (
            <>
              <DialogHeader>
                <DialogTitle>{selected.title}</DialogTitle>
                <DialogDescription>{selected.prompt}</DialogDescription>
              </DialogHeader>
              <ShippedPicture image={selected} className="rounded-xl" />
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}
