import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The catch-all page for unknown paths. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="bg-hive-glow flex flex-1 items-center justify-center px-4 py-24">
      <div className="max-w-md text-center">
        <p className="text-gold-gradient text-7xl font-bold tracking-tight sm:text-8xl">404</p>
        <h1 className="text-foreground mt-4 text-2xl font-semibold">Page not found</h1>
        <p className="text-muted-foreground mt-3 text-sm">
          Nothing lives at{' '}
          <code className="bg-surface-raised text-foreground/90 rounded px-1.5 py-0.5">
            {pathname}
          </code>
          . It may have moved, or the link may be mistyped.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Button asChild variant="primary">
            <Link to={paths.home}>Go home</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.contact}>Contact us</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
