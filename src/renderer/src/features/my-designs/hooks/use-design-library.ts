// My Creations' data: designs (server and browser copies), folders and collections, and the
// actions on them. Every action refreshes the user's design queries and reports failures.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useBackend } from '@/lib/backend-context';
import {
  addToCollection,
  createCollection,
  createFolder,
  deleteCollection,
  deleteDesign,
  deleteFolder,
  designKeys,
  getCollectionsQueryOptions,
  getDesignsQueryOptions,
  getFoldersQueryOptions,
  removeFromCollection,
  updateDesign,
  updateFolder,
} from '@/lib/designs/designs-api';
import type { Design } from '@/lib/designs/design-schemas';
import { browserStorage } from '@/lib/designs/local-designs';
import { notifyError, notifySuccess } from '@/lib/notify';
import { libraryMessages } from '../messages';

function need<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Not signed in');
  return value;
}

/** A mutation that refreshes the user's design queries on success and toasts the outcome. */
function useLibraryAction<Input>(
  refresh: () => Promise<void>,
  run: (input: Input) => Promise<void>,
  failure: string,
  success?: (input: Input) => string,
) {
  return useMutation({
    mutationFn: run,
    onSuccess: async (_data, input) => {
      await refresh();
      if (success) void notifySuccess(success(input));
    },
    onError: (error) => {
      console.warn('My Creations action failed:', error);
      void notifyError(failure);
    },
  });
}

/** Designs, folders, collections and every action of the page. */
export function useDesignLibrary() {
  const { supabase } = useBackend();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const storage = useMemo(() => browserStorage(), []);
  const userId = user?.id;

  // Always re-read on opening: designs may have been saved in another tab or by another tool.
  const designs = useQuery({
    ...getDesignsQueryOptions(supabase, storage, userId),
    refetchOnMount: 'always',
  });
  const folders = useQuery(getFoldersQueryOptions(supabase, userId));
  const collections = useQuery(getCollectionsQueryOptions(supabase, userId));

  const refresh = () => queryClient.invalidateQueries({ queryKey: designKeys.user(need(userId)) });

  const rename = useLibraryAction(
    refresh,
    ({ design, name }: { design: Design; name: string }) =>
      updateDesign(need(supabase), storage, design, { name }),
    libraryMessages.renameFailed,
    () => libraryMessages.renamed,
  );
  const setPrivacy = useLibraryAction(
    refresh,
    ({ design, isPrivate }: { design: Design; isPrivate: boolean }) =>
      updateDesign(need(supabase), storage, design, { isPrivate }),
    libraryMessages.updateFailed,
  );
  const moveToFolder = useLibraryAction(
    refresh,
    ({ design, folderId }: { design: Design; folderId: string | null }) =>
      updateDesign(need(supabase), storage, design, { folderId }),
    libraryMessages.updateFailed,
  );
  const remove = useLibraryAction(
    refresh,
    (design: Design) => deleteDesign(need(supabase), storage, design),
    libraryMessages.deleteFailed,
    () => libraryMessages.deleted,
  );
  const addFolder = useLibraryAction(
    refresh,
    (folder: { name: string; color: string }) => createFolder(need(supabase), folder),
    libraryMessages.folderFailed,
    () => libraryMessages.folderCreated,
  );
  const editFolder = useLibraryAction(
    refresh,
    ({ id, ...patch }: { id: string; name: string; color: string }) =>
      updateFolder(need(supabase), id, patch),
    libraryMessages.folderFailed,
    () => libraryMessages.folderSaved,
  );
  const removeFolder = useLibraryAction(
    refresh,
    (id: string) => deleteFolder(need(supabase), storage, need(userId), id),
    libraryMessages.folderFailed,
    () => libraryMessages.folderDeleted,
  );
  const addCollection = useLibraryAction(
    refresh,
    (name: string) => createCollection(need(supabase), { name }),
    libraryMessages.collectionFailed,
    () => libraryMessages.collectionCreated,
  );
  const removeCollection = useLibraryAction(
    refresh,
    (id: string) => deleteCollection(need(supabase), id),
    libraryMessages.collectionFailed,
    () => libraryMessages.collectionDeleted,
  );
  const collect = useLibraryAction(
    refresh,
    ({ collection, design }: { collection: { id: string; name: string }; design: Design }) =>
      addToCollection(need(supabase), collection.id, design.id),
    libraryMessages.collectionFailed,
    ({ collection }) => libraryMessages.addedToCollection(collection.name),
  );
  const uncollect = useLibraryAction(
    refresh,
    ({ collection, design }: { collection: { id: string; name: string }; design: Design }) =>
      removeFromCollection(need(supabase), collection.id, design.id),
    libraryMessages.collectionFailed,
    ({ collection }) => libraryMessages.removedFromCollection(collection.name),
  );

  return {
    designs,
    folders,
    collections,
    rename,
    setPrivacy,
    moveToFolder,
    remove,
    addFolder,
    editFolder,
    removeFolder,
    addCollection,
    removeCollection,
    collect,
    uncollect,
  };
}

export type DesignLibrary = ReturnType<typeof useDesignLibrary>;
