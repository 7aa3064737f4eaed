import { Hammer } from 'lucide-react';
import { Link, useMatches } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { showsChrome } from '@/config/routes';
import type { RouteHandle } from '../layouts/root-layout';

/** A page whose feature is not built yet: its title and a plain "coming soon" panel, nothing pretend. */
export function ComingSoonPage() {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const title = (match?.handle as RouteHandle | undefined)?.title ?? 'Coming soon';
  const chromeless = match ? !showsChrome(match.pathname) : false;

  return (
    <div className="bg-hive-glow relative flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="w-full max-w-xl text-center">
        {chromeless && (
          <Link
            to={paths.home}
            aria-label="Hive Studio home"
            className="focus-visible:ring-ring mx-auto mb-10 inline-flex rounded-lg outline-none focus-visible:ring-2"
          >
            <LogoMark size="md" />
          </Link>
        )}
        <h1 className="text-foreground text-4xl font-semibold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <div
          className="rounded-card border-border bg-surface/80 shadow-panel mt-8 border p-8"
          data-testid="coming-soon"
        >
          <div className="border-gold-400/25 bg-gold-400/10 mx-auto mb-4 flex size-11 items-center justify-center rounded-xl border">
            <Hammer className="text-gold-300 size-5" aria-hidden />
          </div>
          <p className="text-foreground text-lg font-medium">Coming soon</p>
          <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
            This part of Hive Studio is being built. Everything else keeps working in the meantime.
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.home}>Back to home</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
