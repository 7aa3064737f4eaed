import { FolderHeart, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDesignCount } from '../api/use-design-count';
import { profileScreenMessages } from '../messages';

/** The My Designs card (spec 2.6): how many designs are saved, or a start. */
export function DesignsCard() {
  const count = useDesignCount();
  return (
    <section
      aria-labelledby="my-designs-title"
      className="rounded-card border-border bg-surface/80 border p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="my-designs-title"
          className="text-foreground flex items-center gap-2 text-lg font-semibold"
        >
          <FolderHeart className="text-gold-300 size-5" aria-hidden /> My Designs
        </h2>
        {!!count && (
          <Link
            to={paths.myDesigns}
            className="text-gold-300 text-sm font-medium underline-offset-4 hover:underline"
          >
            View All
          </Link>
        )}
      </div>
      {count === undefined ? (
        <p className="text-muted-foreground mt-4 text-sm">Counting your designs…</p>
      ) : count > 0 ? (
        <div className="mt-4 grid gap-4">
          <p className="text-muted-foreground" data-testid="design-count">
            {profileScreenMessages.designCount(count)}
          </p>
          <Button asChild variant="secondary" className="w-fit">
            <Link to={paths.myDesigns}>View My Creations</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-4 grid gap-4">
          <p className="text-muted-foreground" data-testid="design-count">
            {profileScreenMessages.noDesigns}
          </p>
          <Button asChild variant="primary" className="w-fit">
            <Link to={paths.artworkGenerator}>
              <Plus aria-hidden /> Create New Design
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
