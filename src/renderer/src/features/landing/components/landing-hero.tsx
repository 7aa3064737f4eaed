import { ArrowRight, Scissors, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { HeroSlider } from './hero-slider';

const proofPoints = [
  '100,000+ creators',
  '10 second average generation',
  '30-day money-back guarantee',
];

/** The landing hero (spec 2.4): sign-up or Create Now, and the background remover. */
export function LandingHero() {
  const { isAuthenticated } = useAuth();
  return (
    <section className="bg-hive-glow relative overflow-hidden" aria-labelledby="hero-title">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.025)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.025)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:56px_56px]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 md:pt-24 lg:grid-cols-[1fr_1fr] lg:px-8 lg:pt-28 lg:pb-28">
        <div>
          <p className="border-gold-400/30 bg-gold-400/8 text-gold-200 inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-xs font-medium">
            <Sparkles className="text-gold-400 size-3.5" aria-hidden />
            {SIGNUP_BONUS_CREDITS} free credits · no card needed
          </p>
          <h1
            id="hero-title"
            className="text-foreground mt-6 text-[2.75rem] leading-[1.05] font-semibold tracking-tight sm:text-6xl lg:text-[4.25rem]"
          >
            Create stunning visuals <span className="text-gold-gradient">with AI</span>
          </h1>
          <p className="text-muted-foreground mt-6 max-w-xl text-lg leading-relaxed">
            Generate images, videos, logos and moodboards, and edit photos like a pro — one studio,
            one credit balance, every tool.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            {isAuthenticated ? (
              <Button asChild variant="primary" size="xl">
                <Link to={paths.dashboard}>
                  Create Now <ArrowRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <Button asChild variant="primary" size="xl">
                <Link to={authPath('signup')}>
                  Start Creating Free <ArrowRight aria-hidden />
                </Link>
              </Button>
            )}
            <Button asChild variant="secondary" size="xl">
              <Link to={paths.backgroundRemover}>
                <Scissors aria-hidden /> Remove a Background
              </Link>
            </Button>
          </div>
          <div className="text-muted-foreground mt-10 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <span className="text-gold-400 flex" aria-hidden>
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} className="size-4 fill-current" />
                ))}
              </span>
              <span className="text-foreground font-medium">4.9/5</span> rating
            </span>
            {proofPoints.map((point) => (
              <span key={point} className="inline-flex items-center gap-2">
                <span className="bg-gold-400/70 size-1 rounded-full" aria-hidden />
                {point}
              </span>
            ))}
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <HeroSlider />
        </div>
      </div>
    </section>
  );
}
