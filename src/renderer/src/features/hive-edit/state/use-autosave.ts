// Autosave: every change is saved to the server a moment after the last one, with a version
// check. Offline, the editor keeps working and saves when the connection is back; a save another
// window made first is a conflict the user settles ("Keep my version" overwrites, "Load the other
// version" takes theirs). A thumbnail for My Creations follows the saves, at most every few seconds.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from '@/lib/state';
import {
  forceSaveDocument,
  saveDocument,
  syncCreationEntry,
  uploadThumbnail,
} from '../api/documents-api';
import type { StoredDocument } from '../api/documents-api';
import { parseDocument } from '../model/document';
import type { AssetStore } from '../render/asset-store';
import { renderThumbnail } from '../render/offscreen';
import {
  docAtom,
  metaAtom,
  replaceDocumentAtom,
  revisionAtom,
  saveStatusAtom,
} from './editor-store';

/** How long after the last change a save starts. */
export const AUTOSAVE_DELAY_MS = 800;
/** The least time between two thumbnails. */
const THUMBNAIL_EVERY_MS = 5000;
/** Retries after a failed save (then every 10 s). */
const RETRY_MS = [1000, 3000, 10000];

export type Conflict = { theirs: StoredDocument };

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useAutosave(options: {
  supabase: SupabaseClient;
  userId: string;
  assets: AssetStore;
  /** A design with no thumbnail yet (just made): make one at once, so My Creations lists it. */
  needsThumbnail?: boolean;
}) {
  const { supabase, userId, assets, needsThumbnail = false } = options;
  const store = useStore();
  const revision = useAtomValue(revisionAtom);
  const setStatus = useSetAtom(saveStatusAtom);
  const replaceDocument = useSetAtom(replaceDocumentAtom);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const savedRevision = useRef(revision);
  const saving = useRef(false);
  const failures = useRef(0);
  const timer = useRef<number | null>(null);
  const lastThumbnail = useRef(0);
  const thumbnailTimer = useRef<number | null>(null);

  const refreshThumbnail = useCallback(async () => {
    const meta = store.get(metaAtom);
    if (!meta) return;
    lastThumbnail.current = Date.now();
    try {
      const blob = await renderThumbnail(store.get(docAtom), assets);
      const url = await uploadThumbnail(supabase, userId, meta.id, blob);
      await syncCreationEntry(supabase, userId, { id: meta.id, title: meta.title }, url);
    } catch (error) {
      console.warn('The design thumbnail was not updated:', error);
    }
  }, [assets, store, supabase, userId]);

  const scheduleThumbnail = useCallback(() => {
    if (thumbnailTimer.current !== null) return;
    const wait = Math.max(0, lastThumbnail.current + THUMBNAIL_EVERY_MS - Date.now());
    thumbnailTimer.current = window.setTimeout(() => {
      thumbnailTimer.current = null;
      void refreshThumbnail();
    }, wait);
  }, [refreshThumbnail]);

  // The latest save, for the retries and follow-up saves it schedules itself.
  const saveRef = useRef<() => Promise<void>>(() => Promise.resolve());
  const save = useCallback(async (): Promise<void> => {
    const meta = store.get(metaAtom);
    if (!meta || saving.current) return;
    const target = store.get(revisionAtom);
    if (target === savedRevision.current) {
      setStatus('saved');
      return;
    }
    if (!online()) {
      setStatus('offline');
      return;
    }
    saving.current = true;
    setStatus('saving');
    try {
      const outcome = await saveDocument(
        supabase,
        meta.id,
        store.get(docAtom),
        meta.version,
        meta.title,
      );
      if (outcome.status === 'conflict') {
        setConflict({ theirs: outcome.current });
        setStatus('conflict');
        return;
      }
      failures.current = 0;
      store.set(metaAtom, { ...meta, version: outcome.version });
      savedRevision.current = target;
      setStatus(store.get(revisionAtom) === target ? 'saved' : 'unsaved');
      scheduleThumbnail();
    } catch (error) {
      console.warn('Saving the design failed:', error);
      setStatus(online() ? 'error' : 'offline');
      const wait = RETRY_MS[Math.min(failures.current, RETRY_MS.length - 1)]!;
      failures.current += 1;
      window.setTimeout(() => void saveRef.current(), wait);
    } finally {
      saving.current = false;
    }
    // A change made while saving is saved next.
    if (
      store.get(revisionAtom) !== savedRevision.current &&
      store.get(saveStatusAtom) !== 'conflict'
    )
      timer.current = window.setTimeout(() => void saveRef.current(), AUTOSAVE_DELAY_MS);
  }, [scheduleThumbnail, setStatus, store, supabase]);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  // A new design is listed in My Creations without waiting for a first change.
  useEffect(() => {
    if (needsThumbnail) scheduleThumbnail();
  }, [needsThumbnail, scheduleThumbnail]);

  // A change: save shortly after the last one.
  useEffect(() => {
    if (revision === savedRevision.current) return undefined;
    if (store.get(saveStatusAtom) === 'conflict') return undefined;
    setStatus(online() ? 'unsaved' : 'offline');
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    };
  }, [revision, save, setStatus, store]);

  // Back online: save what waited; gone offline: say so.
  useEffect(() => {
    const onOnline = () => void save();
    const onOffline = () => {
      if (store.get(revisionAtom) !== savedRevision.current) setStatus('offline');
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      if (thumbnailTimer.current !== null) window.clearTimeout(thumbnailTimer.current);
    };
  }, [save, setStatus, store]);

  // Leaving with unsaved changes: the browser asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.get(revisionAtom) === savedRevision.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  /** "Keep my version": overwrite the other window's save. */
  const keepMine = useCallback(async () => {
    const meta = store.get(metaAtom);
    if (!meta) return;
    setConflict(null);
    setStatus('saving');
    try {
      const version = await forceSaveDocument(supabase, meta.id, store.get(docAtom), meta.title);
      store.set(metaAtom, { ...meta, version });
      savedRevision.current = store.get(revisionAtom);
      setStatus('saved');
      scheduleThumbnail();
    } catch {
      setStatus('error');
    }
  }, [scheduleThumbnail, setStatus, store, supabase]);

  /** "Load the other version": take the other window's document (this one's edits are dropped). */
  const loadTheirs = useCallback(() => {
    const meta = store.get(metaAtom);
    if (!meta || !conflict) return;
    const theirs = parseDocument(conflict.theirs.content);
    setConflict(null);
    if (!theirs) {
      setStatus('error');
      return;
    }
    replaceDocument(theirs);
    store.set(metaAtom, {
      ...meta,
      version: conflict.theirs.version,
      title: conflict.theirs.title,
    });
    savedRevision.current = store.get(revisionAtom);
    setStatus('saved');
  }, [conflict, replaceDocument, setStatus, store]);

  return { conflict, keepMine, loadTheirs, saveNow: save, refreshThumbnail };
}
