import { Pause, Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { showcaseImages } from '../data/showcase-images';
import { useActiveInterval, usePrefersReducedMotion } from '../hooks/use-page-activity';
import { ShippedPicture } from './shipped-picture';

/** Spec 9: the social showcase advances every 3 seconds. */
export const SHOWCASE_INTERVAL_MS = 3000;

const platforms = ['Instagram post', 'TikTok story', 'Event flyer', 'Book cover'];

/**
 * The social-media showcase (spec 2.4): advances every 3 s unless paused (button, hover, focus,
 * reduced motion) or the tab is hidden.
 */
export function SocialShowcase() {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const paused = pausedByUser ?? reducedMotion;
  const advance = useCallback(
    () => setActive((current) => (current + 1) % showcaseImages.length),
    [],
  );
  useActiveInterval(advance, SHOWCASE_INTERVAL_MS, !paused && !hovered);

  return (
    <section
      aria-labelledby="showcase-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">
            Social showcase
          </p>
          <h2
            id="showcase-title"
            className="text-foreground mt-3 text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            Ready for every feed
          </h2>
          <p className="text-muted-foreground mt-4 max-w-lg">
            Posts, stories, flyers and covers in the right shape for each platform — 50K+ designs
            made so far.
          </p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Showcase items">
            {showcaseImages.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => setActive(index)}
                  aria-current={index === active}
                  className={cn(
                    'focus-visible:ring-ring rounded-full border px-3.5 py-1.5 text-sm outline-none focus-visible:ring-2',
                    index === active
                      ? 'border-gold-400/70 bg-gold-400/12 text-gold-100'
                      : 'border-border text-muted-foreground hover:text-foreground',
                  )}
                >
                  {platforms[index] ?? image.title}
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-6"
            onClick={() => setPausedByUser(!paused)}
            aria-label={paused ? 'Play showcase' : 'Pause showcase'}
          >
            {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
            {paused ? 'Play' : 'Pause'}
          </Button>
        </div>
        <div
          className="relative mx-auto w-full max-w-sm"
          data-testid="showcase"
          data-active-index={active}
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
        >
          {showcaseImages.map((image, index) => (
            <div
              key={image.id}
              aria-hidden={index !== active}
              className={cn(
                'transition-opacity duration-500 motion-reduce:transition-none',
                index === 0 ? 'relative' : 'absolute inset-0',
                index === active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <ShippedPicture image={image} className="border-border rounded-[1.5rem] border" />
              <p className="bg-background/80 text-foreground absolute bottom-4 left-4 rounded-full px-3 py-1 text-xs font-medium backdrop-blur">
                {image.title}
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
