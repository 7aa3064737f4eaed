// The run state of a photo tool: one or more checked photos, processed one after another, each
// with its own status, progress and result. Each run is a charged job with an id chosen here
// (sent as x-hive-job-id), followed for its real progress (useJob); Cancel asks the server to
// cancel that job (refunding it) and skips the rest. A single-photo tool is a queue of one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoToolResponse } from '@contracts/api/photo-tools';
import { useBackend } from '@/lib/backend-context';
import { cancelJob, describeCancel } from '@/lib/jobs/cancel-job';
import type { CancelNotice } from '@/lib/jobs/cancel-job';
import type { JobRow } from '@/lib/jobs/job-row';
import { useJob } from '@/lib/jobs/use-job';
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
  /** The id of this photo's latest run (its job), chosen when the run starts. */
  jobId?: string;
  /** How far the run got by the job's own account, once it ended (100 when done). */
  progress?: number;
  /** What cancelling this photo's run came to. */
  cancelNotice?: CancelNotice;
};

/** One run of the tool on one photo: `jobId` goes to the function as x-hive-job-id. */
export type PhotoRun = { signal: AbortSignal; jobId: string };

/** What the tool does with one photo. */
export type PhotoJob = (photo: CheckedPhoto, run: PhotoRun) => Promise<PhotoToolResponse>;

/** Callbacks for toasts and the balance. */
export type QueueEvents = {
  onDone?: (item: QueueItem, result: PhotoToolResponse) => void;
  onFailed?: (item: QueueItem, error: PhotoFailure) => void;
};

let nextId = 0;

/** The progress a row shows: the job's own while it runs, what it reached once it ended. */
export function itemProgress(item: QueueItem, runningProgress: number): number {
  if (item.status === 'done') return 100;
  if (item.status === 'running') return runningProgress;
  return item.progress ?? 0;
}

/** What Start runs: every photo not done yet (failed and cancelled ones again). */
export function itemsToStart(items: readonly QueueItem[]): QueueItem[] {
  return items.filter((item) => item.status !== 'done');
}

/** What Run again runs: that one photo, whatever became of it, and nothing else in the queue. */
export function itemsToRerun(items: readonly QueueItem[], id: string): QueueItem[] {
  return items.filter((item) => item.id === id);
}

/** The queue of a photo tool. */
export function usePhotoQueue(job: PhotoJob, events: QueueEvents = {}) {
  const { supabase } = useBackend();
  const [items, setItems] = useState<QueueItem[]>([]);
  const [running, setRunning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const stopRequested = useRef(false);
  const itemsRef = useRef(items);
  const jobRef = useRef(job);
  const eventsRef = useRef(events);
  const runningItem = items.find((item) => item.status === 'running') ?? null;
  const current = useJob(runningItem?.jobId ?? null);
  // The running job as last followed, read when its run ends and when it is cancelled.
  const followed = useRef<{ jobId: string | null; job: JobRow | null; progress: number }>({
    jobId: null,
    job: null,
    progress: 0,
  });
  useEffect(() => {
    itemsRef.current = items;
    jobRef.current = job;
    eventsRef.current = events;
    followed.current = {
      jobId: current.job?.id ?? null,
      job: current.job,
      progress: current.progress,
    };
  });

  const update = useCallback((id: string, patch: Partial<QueueItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));
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

  /** Runs one photo as a new job and records how it ended. */
  const runItem = useCallback(
    async (item: QueueItem, signal: AbortSignal) => {
      const jobId = crypto.randomUUID();
      setSelectedId(item.id);
      update(item.id, {
        status: 'running',
        startedAt: Date.now(),
        error: undefined,
        jobId,
        progress: 0,
        cancelNotice: undefined,
      });
      try {
        const result = await jobRef.current(item.photo, { signal, jobId });
        update(item.id, { status: 'done', result, finishedAt: Date.now(), progress: 100 });
        eventsRef.current.onDone?.(item, result);
      } catch (caught) {
        const error = photoFailure(caught);
        update(item.id, {
          status: error.cancelled ? 'cancelled' : 'failed',
          error: error.message,
          refunded: error.refunded,
          finishedAt: Date.now(),
          // How far the job got, as last followed.
          progress: followed.current.jobId === jobId ? followed.current.progress : 0,
        });
        eventsRef.current.onFailed?.(item, error);
      }
    },
    [update],
  );

  /** Processes the items `pick` chooses, one after another. */
  const process = useCallback(
    async (pick: (items: readonly QueueItem[]) => QueueItem[]) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      stopRequested.current = false;
      setRunning(true);
      try {
        for (const item of pick(itemsRef.current)) {
          if (stopRequested.current || abort.signal.aborted) {
            update(item.id, { status: 'cancelled', cancelNotice: undefined });
            continue;
          }
          await runItem(item, abort.signal);
        }
      } finally {
        controller.current = null;
        setRunning(false);
      }
    },
    [update, runItem],
  );

  /** Processes every item not yet done, one after another. */
  const start = useCallback(() => process(itemsToStart), [process]);

  /**
   * Runs one photo again with the tool's current settings: a new job, charged again. Its earlier
   * result stays on screen until the new one replaces it (or stays, if the new run fails).
   */
  const rerun = useCallback((id: string) => process((items) => itemsToRerun(items, id)), [process]);

  /**
   * Cancels the run in flight on the server (its credits come back) and skips the items after
   * it. A run that had already finished keeps its result; one the server could not cancel stops
   * being waited for, and the line under it says what that means for its credits.
   */
  const cancel = useCallback(async () => {
    const run = controller.current;
    if (!run) return;
    stopRequested.current = true;
    const item = itemsRef.current.find((entry) => entry.status === 'running');
    if (!item?.jobId || !supabase) {
      run.abort();
      return;
    }
    setCancelling(true);
    try {
      const outcome = await cancelJob(supabase, item.jobId);
      if (outcome.kind === 'finished') return;
      const job = followed.current.jobId === item.jobId ? followed.current.job : null;
      update(item.id, { cancelNotice: describeCancel(outcome, job) });
      run.abort();
    } finally {
      setCancelling(false);
    }
  }, [supabase, update]);

  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;
  return {
    items,
    running,
    selected,
    select: setSelectedId,
    replace,
    clear,
    start,
    rerun,
    cancel: () => void cancel(),
    cancelling,
    /** The photo being processed now, with its job's real progress and time left. */
    current: runningItem
      ? {
          item: runningItem,
          progress: current.progress,
          timeLeftSeconds: current.timeLeftSeconds,
        }
      : null,
  };
}

/** The queue's API, for components that show it. */
export type PhotoQueue = ReturnType<typeof usePhotoQueue>;
