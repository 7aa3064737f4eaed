// My Creations on the server (tables designs, design_folders, design_collections,
// collection_designs; RLS keeps each user to their own rows) plus the browser-storage copies
// of designs the server could not take yet. Shared by the generator (save, recent strip) and
// My Creations (everything else).
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DESIGN_COLUMNS,
  collectionEntrySchema,
  collectionRowSchema,
  designFromLocal,
  designFromRow,
  designRowSchema,
  folderRowSchema,
  isSameCreation,
} from './design-schemas';
import type { Design, DesignCollection, DesignFolder, NewDesign } from './design-schemas';
import {
  addLocalDesign,
  readLocalDesigns,
  removeLocalDesign,
  updateLocalDesign,
} from './local-designs';
import type { KeyValueStorage } from './local-designs';

/** Query keys: everything about one user's designs sits under ['designs', userId]. */
export const designKeys = {
  all: ['designs'] as const,
  user: (userId: string) => ['designs', userId] as const,
  list: (userId: string) => ['designs', userId, 'list'] as const,
  folders: (userId: string) => ['designs', userId, 'folders'] as const,
  collections: (userId: string) => ['designs', userId, 'collections'] as const,
};

/** A failed server call, with PostgREST's message. */
export class DesignsError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DesignsError';
  }
}

function fail(error: { message: string; code?: string }): never {
  throw new DesignsError(error.message, error.code);
}

/** A user's server designs, newest first. */
export async function fetchServerDesigns(
  supabase: SupabaseClient,
  userId: string,
): Promise<Design[]> {
  const { data, error } = await supabase
    .from('designs')
    .select(DESIGN_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) fail(error);
  return designRowSchema.array().parse(data).map(designFromRow);
}

/** Every design of a user, server and local, newest first; `offline` when the server read failed. */
export type DesignList = { designs: Design[]; offline: boolean };

/** Reads server and local designs together. */
export async function fetchAllDesigns(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
): Promise<DesignList> {
  const local = readLocalDesigns(storage, userId).map(designFromLocal);
  let server: Design[] = [];
  let offline = false;
  try {
    server = await fetchServerDesigns(supabase, userId);
  } catch (error) {
    console.warn('Designs read failed; showing this browser’s copies:', error);
    offline = true;
  }
  const designs = [...server, ...local].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { designs, offline };
}

/** Query options for a user's designs (server and local). */
export function getDesignsQueryOptions(
  supabase: SupabaseClient | null,
  storage: KeyValueStorage,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: designKeys.list(userId ?? 'signed-out'),
    queryFn: () =>
      supabase && userId
        ? fetchAllDesigns(supabase, storage, userId)
        : Promise.resolve<DesignList>({ designs: [], offline: false }),
    enabled: !!supabase && !!userId,
  });
}

/** Where a save ended up. */
export type SaveOutcome = { where: 'server' | 'local'; design: Design };

/**
 * Saves a creation: insert into designs (selects the id); when that fails, keeps it in browser
 * storage and still counts it as saved (spec 7). Throws only when both fail.
 */
export async function saveDesign(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
  design: NewDesign,
): Promise<SaveOutcome> {
  try {
    const { data, error } = await supabase
      .from('designs')
      .insert({ user_id: userId, ...design })
      .select(DESIGN_COLUMNS)
      .single();
    if (error) fail(error);
    return { where: 'server', design: designFromRow(designRowSchema.parse(data)) };
  } catch (error) {
    console.warn('Saving the design to the server failed; keeping it in this browser:', error);
    return { where: 'local', design: designFromLocal(addLocalDesign(storage, userId, design)) };
  }
}

/** A saved design by id (server or this browser's copies), or null. */
export async function fetchDesign(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
  id: string,
): Promise<Design | null> {
  const local = readLocalDesigns(storage, userId).find((design) => design.id === id);
  if (local) return designFromLocal(local);
  const { data, error } = await supabase
    .from('designs')
    .select(DESIGN_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  return data ? designFromRow(designRowSchema.parse(data)) : null;
}

/** True when the same url, prompt and type is already saved (server or local). */
export async function isCreationSaved(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
  design: Pick<NewDesign, 'url' | 'prompt' | 'type'>,
): Promise<boolean> {
  if (readLocalDesigns(storage, userId).some((local) => isSameCreation(local, design))) return true;
  return (await isServerCopy(supabase, userId, design)) ?? false;
}

/** Syncs under way, per user: a second caller joins the first instead of inserting twice. */
const syncsInFlight = new Map<string, Promise<number>>();

/**
 * Sends browser-kept designs to the server once it takes them again; returns how many moved.
 * Idempotent: a copy the server already has (same url, prompt and type) is only forgotten
 * locally, so a sync cut short between insert and clean-up never duplicates a design.
 */
export function syncLocalDesigns(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
): Promise<number> {
  const running = syncsInFlight.get(userId);
  if (running) return running;
  const sync = moveLocalDesigns(supabase, storage, userId).finally(() =>
    syncsInFlight.delete(userId),
  );
  syncsInFlight.set(userId, sync);
  return sync;
}

async function moveLocalDesigns(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
): Promise<number> {
  let moved = 0;
  // Oldest first, so the server's created_at order follows the order they were made.
  for (const local of readLocalDesigns(storage, userId).reverse()) {
    const known = await isServerCopy(supabase, userId, local);
    if (known === null) break;
    if (!known) {
      const { error } = await supabase.from('designs').insert({
        user_id: userId,
        url: local.url,
        prompt: local.prompt,
        type: local.type,
        model: local.model,
        name: local.name,
        tags: local.tags.slice(0, 20),
        is_private: local.isPrivate,
        details: local.details,
        moodboard_data: local.moodboardData ?? null,
      });
      if (error) break;
    }
    removeLocalDesign(storage, userId, local.id);
    moved += 1;
  }
  return moved;
}

/** Whether the server has this creation; null when the server cannot be asked. */
async function isServerCopy(
  supabase: SupabaseClient,
  userId: string,
  design: Pick<NewDesign, 'url' | 'prompt' | 'type'>,
): Promise<boolean | null> {
  const query = supabase
    .from('designs')
    .select('id')
    .eq('user_id', userId)
    .eq('url', design.url)
    .eq('type', design.type);
  const { data, error } = await (
    design.prompt === null ? query.is('prompt', null) : query.eq('prompt', design.prompt)
  ).limit(1);
  if (error) return null;
  return (data ?? []).length > 0;
}

/** Changes a design's name, privacy or folder, wherever it lives. */
export async function updateDesign(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  design: Design,
  patch: { name?: string; isPrivate?: boolean; folderId?: string | null },
): Promise<void> {
  if (design.source === 'local') {
    updateLocalDesign(storage, design.userId, design.id, patch);
    return;
  }
  const row: Record<string, unknown> = {};
  if (patch.name !== undefined) row.name = patch.name;
  if (patch.isPrivate !== undefined) row.is_private = patch.isPrivate;
  if (patch.folderId !== undefined) row.folder_id = patch.folderId;
  const { error } = await supabase.from('designs').update(row).eq('id', design.id);
  if (error) fail(error);
}

/** Deletes a design; the server removes it from every collection (spec 4). */
export async function deleteDesign(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  design: Design,
): Promise<void> {
  if (design.source === 'local') {
    removeLocalDesign(storage, design.userId, design.id);
    return;
  }
  const { error } = await supabase.from('designs').delete().eq('id', design.id);
  if (error) fail(error);
}

/** A user's folders, oldest first. */
export async function fetchFolders(supabase: SupabaseClient): Promise<DesignFolder[]> {
  const { data, error } = await supabase
    .from('design_folders')
    .select('id, name, description, color, created_at, updated_at')
    .order('created_at', { ascending: true });
  if (error) fail(error);
  return folderRowSchema.array().parse(data);
}

/** Query options for folders. */
export function getFoldersQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: designKeys.folders(userId ?? 'signed-out'),
    queryFn: () => (supabase ? fetchFolders(supabase) : Promise.resolve([])),
    enabled: !!supabase && !!userId,
  });
}

/** Creates a folder (colour defaults to amber in the database). */
export async function createFolder(
  supabase: SupabaseClient,
  folder: { name: string; color?: string },
): Promise<void> {
  const { error } = await supabase.from('design_folders').insert(folder);
  if (error) fail(error);
}

/** Renames or recolours a folder. */
export async function updateFolder(
  supabase: SupabaseClient,
  id: string,
  patch: { name?: string; color?: string },
): Promise<void> {
  const { error } = await supabase.from('design_folders').update(patch).eq('id', id);
  if (error) fail(error);
}

/** Deletes a folder; the database clears folder_id on its designs, and so do local copies (spec 4). */
export async function deleteFolder(
  supabase: SupabaseClient,
  storage: KeyValueStorage,
  userId: string,
  id: string,
): Promise<void> {
  const { error } = await supabase.from('design_folders').delete().eq('id', id);
  if (error) fail(error);
  for (const local of readLocalDesigns(storage, userId))
    if (local.folderId === id) updateLocalDesign(storage, userId, local.id, { folderId: null });
}

/** A user's collections with their design ids. */
export async function fetchCollections(supabase: SupabaseClient): Promise<DesignCollection[]> {
  const [collections, entries] = await Promise.all([
    supabase
      .from('design_collections')
      .select('id, name, description, created_at, updated_at')
      .order('created_at', { ascending: true }),
    supabase
      .from('collection_designs')
      .select('collection_id, design_id')
      .order('added_at', { ascending: true }),
  ]);
  if (collections.error) fail(collections.error);
  if (entries.error) fail(entries.error);
  const links = collectionEntrySchema.array().parse(entries.data);
  return collectionRowSchema
    .array()
    .parse(collections.data)
    .map((collection) => ({
      ...collection,
      designs: links
        .filter((link) => link.collection_id === collection.id)
        .map((link) => link.design_id),
    }));
}

/** Query options for collections. */
export function getCollectionsQueryOptions(
  supabase: SupabaseClient | null,
  userId: string | undefined,
) {
  return queryOptions({
    queryKey: designKeys.collections(userId ?? 'signed-out'),
    queryFn: () => (supabase ? fetchCollections(supabase) : Promise.resolve([])),
    enabled: !!supabase && !!userId,
  });
}

/** Creates a collection. */
export async function createCollection(
  supabase: SupabaseClient,
  collection: { name: string; description?: string },
): Promise<void> {
  const { error } = await supabase.from('design_collections').insert(collection);
  if (error) fail(error);
}

/** Deletes a collection; its designs stay. */
export async function deleteCollection(supabase: SupabaseClient, id: string): Promise<void> {
  const { error } = await supabase.from('design_collections').delete().eq('id', id);
  if (error) fail(error);
}

/** Adds a design to a collection (adding twice is harmless: the unique key answers 23505). */
export async function addToCollection(
  supabase: SupabaseClient,
  collectionId: string,
  designId: string,
): Promise<void> {
  const { error } = await supabase
    .from('collection_designs')
    .insert({ collection_id: collectionId, design_id: designId });
  if (error && error.code !== '23505') fail(error);
}

/** Removes a design from a collection. */
export async function removeFromCollection(
  supabase: SupabaseClient,
  collectionId: string,
  designId: string,
): Promise<void> {
  const { error } = await supabase
    .from('collection_designs')
    .delete()
    .eq('collection_id', collectionId)
    .eq('design_id', designId);
  if (error) fail(error);
}
