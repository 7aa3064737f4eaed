import { FolderPlus, Layers, LayoutGrid, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { Design, DesignCollection, DesignFolder } from '@/lib/designs/design-schemas';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import type { DesignLibrary } from '../hooks/use-design-library';
import { ConfirmDialog } from './confirm-dialog';
import { FolderDialog } from './folder-dialog';

/** What the grid shows: everything, one folder, or one collection. */
export type LibraryFilter =
  { kind: 'all' } | { kind: 'folder'; id: string } | { kind: 'collection'; id: string };

function FilterButton({
  active,
  onClick,
  children,
  count,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
  count: number;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'focus-visible:ring-ring flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2.5 py-2 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:outline-none',
        active ? 'bg-gold-400/12 text-gold-100' : 'text-foreground/85 hover:bg-white/5',
      )}
    >
      {children}
      <span className="text-muted-foreground ml-auto text-xs tabular-nums">{count}</span>
    </button>
  );
}

function FolderRow({
  folder,
  count,
  active,
  onSelect,
  library,
}: {
  folder: DesignFolder;
  count: number;
  active: boolean;
  onSelect: () => void;
  library: DesignLibrary;
}) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="flex items-center gap-1">
      <FilterButton active={active} onClick={onSelect} count={count}>
        <span
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: folder.color }}
          aria-hidden
        />
        <span className="truncate">{folder.name}</span>
      </FilterButton>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Folder actions for ${folder.name}`}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setEditing(true)}>
            <Pencil aria-hidden /> Rename or recolour
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDeleting(true)}>
            <Trash2 aria-hidden /> Delete folder
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editing && (
        <FolderDialog
          open={editing}
          onOpenChange={setEditing}
          initial={{ name: folder.name, color: folder.color }}
          onSubmit={(patch) => library.editFolder.mutate({ id: folder.id, ...patch })}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete “${folder.name}”?`}
        description="The folder goes; its designs stay in My Creations."
        confirmLabel="Delete folder"
        onConfirm={() => library.removeFolder.mutate(folder.id)}
      />
    </li>
  );
}

function CollectionRow({
  collection,
  active,
  onSelect,
  library,
}: {
  collection: DesignCollection;
  active: boolean;
  onSelect: () => void;
  library: DesignLibrary;
}) {
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="flex items-center gap-1">
      <FilterButton active={active} onClick={onSelect} count={collection.designs.length}>
        <Layers className="text-gold-300 size-4 shrink-0" aria-hidden />
        <span className="truncate">{collection.name}</span>
      </FilterButton>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Delete collection ${collection.name}`}
        onClick={() => setDeleting(true)}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete “${collection.name}”?`}
        description="The collection goes; its designs stay in My Creations."
        confirmLabel="Delete collection"
        onConfirm={() => library.removeCollection.mutate(collection.id)}
      />
    </li>
  );
}

/** Folders and collections: filter the grid, create, rename, recolour and delete them. */
export function LibrarySidebar({
  library,
  designs,
  filter,
  onFilter,
}: {
  library: DesignLibrary;
  designs: Design[];
  filter: LibraryFilter;
  onFilter: (filter: LibraryFilter) => void;
}) {
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [collectionName, setCollectionName] = useState('');
  const collectionId = useId();
  const folders = library.folders.data ?? [];
  const collections = library.collections.data ?? [];

  function addCollection(event: FormEvent) {
    event.preventDefault();
    const name = collectionName.trim();
    if (name === '') return;
    library.addCollection.mutate(name, { onSuccess: () => setCollectionName('') });
  }

  return (
    <aside aria-label="Folders and collections" className="flex flex-col gap-6">
      <div className="flex">
        <FilterButton
          active={filter.kind === 'all'}
          onClick={() => onFilter({ kind: 'all' })}
          count={designs.length}
        >
          <LayoutGrid className="text-gold-300 size-4" aria-hidden /> All creations
        </FilterButton>
      </div>
      <section aria-labelledby="folders-title" className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <h2
            id="folders-title"
            className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
          >
            Folders
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setCreatingFolder(true)}>
            <FolderPlus aria-hidden /> New folder
          </Button>
        </div>
        {folders.length === 0 ? (
          <p className="text-muted-foreground px-2.5 text-sm">No folders yet.</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {folders.map((folder) => (
              <FolderRow
                key={folder.id}
                folder={folder}
                library={library}
                count={designs.filter((design) => design.folderId === folder.id).length}
                active={filter.kind === 'folder' && filter.id === folder.id}
                onSelect={() => onFilter({ kind: 'folder', id: folder.id })}
              />
            ))}
          </ul>
        )}
        {creatingFolder && (
          <FolderDialog
            open={creatingFolder}
            onOpenChange={setCreatingFolder}
            onSubmit={(folder) => library.addFolder.mutate(folder)}
          />
        )}
      </section>
      <section aria-labelledby="collections-title" className="flex flex-col gap-2">
        <h2
          id="collections-title"
          className="text-muted-foreground text-xs font-semibold tracking-widest uppercase"
        >
          Collections
        </h2>
        {collections.length === 0 ? (
          <p className="text-muted-foreground px-2.5 text-sm">No collections yet.</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {collections.map((collection) => (
              <CollectionRow
                key={collection.id}
                collection={collection}
                library={library}
                active={filter.kind === 'collection' && filter.id === collection.id}
                onSelect={() => onFilter({ kind: 'collection', id: collection.id })}
              />
            ))}
          </ul>
        )}
        <form onSubmit={addCollection} className="flex gap-2">
          <label htmlFor={collectionId} className="sr-only">
            New collection name
          </label>
          <input
            id={collectionId}
            value={collectionName}
            maxLength={80}
            placeholder="New collection"
            onChange={(event) => setCollectionName(event.target.value)}
            className="border-border bg-surface-raised focus-visible:ring-ring h-9 min-w-0 flex-1 rounded-lg border px-3 text-sm focus-visible:ring-2 focus-visible:outline-none"
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            className="h-9"
            disabled={collectionName.trim() === ''}
          >
            <Plus aria-hidden /> Add
          </Button>
        </form>
      </section>
    </aside>
  );
}
