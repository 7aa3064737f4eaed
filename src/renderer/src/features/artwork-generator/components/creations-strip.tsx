import { useQuery } from '@tanstack/react-query';
import { ArrowRight, FolderHeart } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import { getDesignsQueryOptions } from '@/lib/designs/designs-api';
import { browserStorage } from '@/lib/designs/local-designs';
import { useDesignRealtime } from '@/lib/designs/use-design-realtime';

/** The latest saved creations, linking to My Creations (spec 2.7 "My Creations section"). */
export function CreationsStrip() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const storage = useMemo(() => browserStorage(), []);
  useDesignRealtime();
  const { data, isPending } = useQuery(getDesignsQueryOptions(supabase, storage, user?.id));
  const recent = (data?.designs ?? []).slice(0, 6);
  return (
    <section
      aria-labelledby="creations-title"
      className="rounded-card border-border bg-surface/70 flex flex-col gap-4 border p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id="creations-title"
          className="text-foreground flex items-center gap-2 text-lg font-semibold"
        >
          <FolderHeart className="text-gold-300 size-5" aria-hidden /> My Creations
        </h2>
        <Link
          to={paths.myDesigns}
          className="text-gold-300 hover:text-gold-200 inline-flex items-center gap-1 text-sm font-medium"
        >
          View all <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {isPending ? (
        <p className="text-muted-foreground text-sm">Loading your creations…</p>
      ) : recent.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nothing saved yet. Save an image you like and it appears here.
        </p>
      ) : (
        <ul aria-label="Recent creations" className="grid grid-cols-3 gap-3 sm:grid-cols-6">
          {recent.map((design) => (
            <li key={design.id} className="min-w-0">
              <Link
                to={paths.myDesigns}
                className="border-border focus-visible:ring-ring hover:border-gold-400/50 block overflow-hidden rounded-lg border focus-visible:ring-2 focus-visible:outline-none"
              >
                <img
                  src={design.url}
                  alt={design.name}
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
