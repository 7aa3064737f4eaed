import { ImagePlus, Search, WifiOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { matchesDesignSearch } from '@contracts/domain/generation';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { DESIGN_TYPE_LABELS, SAVED_DESIGN_TYPES } from '@/lib/designs/design-schemas';
import type { Design, SavedDesignType } from '@/lib/designs/design-schemas';
import { useDesignRealtime } from '@/lib/designs/use-design-realtime';
import { useLocalDesignSync } from '@/lib/designs/use-local-design-sync';
import { DesignCard } from './components/design-card';
import { DesignPreviewDialog } from './components/design-preview-dialog';
import { LibrarySidebar } from './components/library-sidebar';
import type { LibraryFilter } from './components/library-sidebar';
import { useDesignLibrary } from './hooks/use-design-library';
import type { DesignLibrary } from './hooks/use-design-library';
import { libraryMessages } from './messages';

/** The designs a filter, a type and a search leave (spec 5 "Design search"). */
export function filterDesigns(
  designs: Design[],
  options: {
    filter: LibraryFilter;
    type: SavedDesignType | 'all';
    query: string;
    collectionDesigns?: string[];
  },
): Design[] {
  return designs.filter((design) => {
    if (options.type !== 'all' && design.type !== options.type) return false;
    if (options.filter.kind === 'folder' && design.folderId !== options.filter.id) return false;
    if (
      options.filter.kind === 'collection' &&
      !(options.collectionDesigns ?? []).includes(design.id)
    )
      return false;
    return matchesDesignSearch(design, options.query);
  });
}

const ALL: LibraryFilter = { kind: 'all' };

function stillExists(filter: LibraryFilter, library: DesignLibrary): boolean {
  if (filter.kind === 'folder')
    return !!library.folders.data?.some((folder) => folder.id === filter.id);
  if (filter.kind === 'collection')
    return !!library.collections.data?.some((item) => item.id === filter.id);
  return true;
}

/** /my-designs — My Creations: grid and preview, search, type filter, folders, collections. */
export function MyDesignsPage() {
  const library = useDesignLibrary();
  useLocalDesignSync();
  useDesignRealtime();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<SavedDesignType | 'all'>('all');
  const [chosenFilter, setFilter] = useState<LibraryFilter>({ kind: 'all' });
  const [openId, setOpenId] = useState<string | null>(null);
  const searchId = useId();
  const typeId = useId();

  const all = library.designs.data?.designs ?? [];
  const folders = library.folders.data ?? [];
  // A deleted folder or collection stops filtering: the grid falls back to everything.
  const filter = stillExists(chosenFilter, library) ? chosenFilter : ALL;
  const collection =
    filter.kind === 'collection'
      ? library.collections.data?.find((item) => item.id === filter.id)
      : undefined;
  const visible = filterDesigns(all, {
    filter,
    type,
    query,
    collectionDesigns: collection?.designs,
  });
  const open = openId ? all.find((design) => design.id === openId) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-foreground text-3xl font-semibold tracking-tight">My Creations</h1>
          <p className="text-muted-foreground mt-2">
            {library.designs.isPending ? 'Loading…' : `You have ${all.length} saved design(s).`}
          </p>
        </div>
        <Button asChild variant="primary">
          <Link to={paths.artworkGenerator}>
            <ImagePlus aria-hidden /> Create New Design
          </Link>
        </Button>
      </div>

      {library.designs.data?.offline && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-200"
        >
          <WifiOff className="size-4" aria-hidden /> {libraryMessages.offline}
        </p>
      )}

      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <LibrarySidebar library={library} designs={all} filter={filter} onFilter={setFilter} />
        <section aria-label="Designs" className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <label htmlFor={searchId} className="sr-only">
                Search creations
              </label>
              <Search
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
                aria-hidden
              />
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder="Search by name, prompt or tag"
                onChange={(event) => setQuery(event.target.value)}
                className="border-border bg-surface-raised focus-visible:ring-ring h-10 w-full rounded-lg border pr-3 pl-9 text-sm focus-visible:ring-2 focus-visible:outline-none"
              />
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={typeId} className="text-muted-foreground text-sm">
                Type
              </label>
              <select
                id={typeId}
                value={type}
                onChange={(event) => setType(event.target.value as SavedDesignType | 'all')}
                className="border-border bg-surface-raised focus-visible:ring-ring h-10 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
              >
                <option value="all">All types</option>
                {SAVED_DESIGN_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {DESIGN_TYPE_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {library.designs.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {libraryMessages.loadFailed}
            </p>
          ) : library.designs.isPending ? (
            <p className="text-muted-foreground text-sm">Loading your creations…</p>
          ) : all.length === 0 ? (
            <div className="rounded-card border-border bg-surface/60 flex flex-col items-center gap-3 border border-dashed p-10 text-center">
              <p className="text-foreground font-medium">No designs yet</p>
              <Button asChild variant="outline">
                <Link to={paths.artworkGenerator}>Create New Design</Link>
              </Button>
            </div>
          ) : visible.length === 0 ? (
            <p className="text-muted-foreground text-sm">No creations match.</p>
          ) : (
            <ul
              aria-label="Creations"
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4"
            >
              {visible.map((design) => (
                <li key={design.id}>
                  <DesignCard
                    design={design}
                    folder={folders.find((folder) => folder.id === design.folderId)}
                    onOpen={() => setOpenId(design.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {open && (
        <DesignPreviewDialog design={open} library={library} onClose={() => setOpenId(null)} />
      )}
    </div>
  );
}
