import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@contracts/domain/credits';
import { Button } from '@/components/ui/button';
import { authPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { HoneycombArt } from './honeycomb-art';

/** The final call to action (spec 2.4). */
export function FinalCta() {
  const { isAuthenticated } = useAuth();
  return (
    <section
      aria-labelledby="final-cta-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="border-gold-400/30 bg-surface relative overflow-hidden rounded-[1.5rem] border px-6 py-14 text-center sm:px-12">
        <HoneycombArt className="pointer-events-none absolute -top-24 -right-24 w-80 opacity-40" />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="final-cta-title"
            className="text-foreground text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            Your next design is <span className="text-gold-gradient">ten seconds away</span>
          </h2>
          <p className="text-muted-foreground mt-4">
            Join 100,000+ creators. Start with {SIGNUP_BONUS_CREDITS} free credits — no card needed.
          </p>
          <Button asChild variant="primary" size="xl" className="mt-8">
            <Link to={isAuthenticated ? paths.dashboard : authPath('signup')}>
              {isAuthenticated ? 'Create Now' : 'Start Creating Free'} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
