// The run state of a photo tool: one or more checked photos, processed one after another, each
// with its own status, progress and result; one AbortController cancels the run in flight and
// skips the rest. A single-photo tool is a queue of one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoToolResponse } from '@shared/api/photo-tools';
import type { CheckedPhoto } from './check-photo-file';
import { photoFailure } from './photo-function';
import type { PhotoFailure } from './photo-function';

/** Where one photo stands. */
export type QueueStatus = 'ready' | 'running' | 'done' | 'failed' | 'cancelled';

/** One photo in the queue. */
export type QueueItem = {
  id: string;
  photo: CheckedPhoto;
  /** An object URL of the original, revoked when the item leaves the queue. */
  previewUrl: string;
  status: QueueStatus;
  startedAt?: number;
  finishedAt?: number;
  result?: PhotoToolResponse;
  error?: string;
  refunded?: boolean;
};

/** What the tool does with one photo. */
export type PhotoJob = (photo: CheckedPhoto, signal: AbortSignal) => Promise<PhotoToolResponse>;

/** Callbacks for toasts and the balance. */
export type QueueEvents = {
  onDone?: (item: QueueItem, result: PhotoToolResponse) => void;
  onFailed?: (item: QueueItem, error: PhotoFailure) => void;
};

let nextId = 0;

/**
 * Estimated progress of a running item, 0–100. The functions answer in one response, so the
 * bar eases towards 90 % over the run's usual length and completes when the answer arrives.
 */
export function estimateProgress(item: QueueItem, now: number, typicalMs = 8000): number {
  if (item.status === 'done') return 100;
  if (item.status !== 'running' || item.startedAt === undefined) return 0;
  const elapsed = Math.max(0, now - item.startedAt);
  return Math.round(5 + 85 * (1 - Math.exp(-elapsed / typicalMs)));
}

/** The queue of a photo tool. */
export function usePhotoQueue(job: PhotoJob, events: QueueEvents = {}) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [running, setRunning] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const itemsRef = useRef(items);
  const jobRef = useRef(job);
  const eventsRef = useRef(events);
  useEffect(() => {
    itemsRef.current = items;
    jobRef.current = job;
    eventsRef.current = events;
  });

  const update = useCallback((id: string, patch: Partial<QueueItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  // Object URLs live as long as their items.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) URL.revokeObjectURL(item.previewUrl);
      controller.current?.abort();
    },
    [],
  );

  /** Replaces the queue with new photos (earlier results are cleared, spec 4 "Enhancer"). */
  const replace = useCallback((photos: CheckedPhoto[]) => {
    for (const item of itemsRef.current) URL.revokeObjectURL(item.previewUrl);
    const next = photos.map<QueueItem>((photo) => ({
      id: `photo-${(nextId += 1)}`,
      photo,
      previewUrl: URL.createObjectURL(photo.file),
      status: 'ready',
    }));
    itemsRef.current = next;
    setItems(next);
    setSelectedId(next[0]?.id ?? null);
  }, []);

  /** Empties the queue. */
  const clear = useCallback(() => replace([]), [replace]);

  /** Processes every item not yet done, one after another. */
  const start = useCallback(async () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    try {
      const pending = itemsRef.current.filter((item) => item.status !== 'done');
      for (const item of pending) {
        if (abort.signal.aborted) {
          update(item.id, { status: 'cancelled' });
          continue;
        }
        setSelectedId(item.id);
        update(item.id, { status: 'running', startedAt: Date.now(), error: undefined });
        try {
          const result = await jobRef.current(item.photo, abort.signal);
          update(item.id, { status: 'done', result, finishedAt: Date.now() });
          eventsRef.current.onDone?.(item, result);
        } catch (caught) {
          const error = photoFailure(caught);
          update(item.id, {
            status: error.cancelled ? 'cancelled' : 'failed',
            error: error.message,
            refunded: error.refunded,
            finishedAt: Date.now(),
          });
          eventsRef.current.onFailed?.(item, error);
        }
      }
    } finally {
      controller.current = null;
      setRunning(false);
    }
  }, [update]);

  /** Cancels the run in flight and skips the items after it. */
  const cancel = useCallback(() => controller.current?.abort(), []);

  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;
  return { items, running, selected, select: setSelectedId, replace, clear, start, cancel };
}

/** The queue's API, for components that show it. */
export type PhotoQueue = ReturnType<typeof usePhotoQueue>;

/** Re-renders every `intervalMs` while `active`, for progress bars and elapsed time. */
export function useNow(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
