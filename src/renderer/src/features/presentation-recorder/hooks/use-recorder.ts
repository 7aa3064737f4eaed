// MediaRecorder over the stage's stream: a chunk a second, each one written to the recording store
// as it arrives (so a crash keeps all but the last second), Pause/Resume, a timer that leaves the
// pauses out, and a clean stop however it ends: the Stop button, the shared screen going away, or
// the browser running out of room (what was stored is kept).
import { useEffect, useRef, useState } from 'react';
import { RecordingStoreFullError, type RecordingStore } from '../lib/recording-store';
import { pickRecorderMime, RECORDER_TIMESLICE_MS, RECORDER_VIDEO_BITS } from '../recorder-model';

export type RecorderPhase = 'idle' | 'recording' | 'paused' | 'stopping';

/** Why a recording ended. */
export type RecordingEnd = 'stopped' | 'screen-ended' | 'storage-full' | 'failed' | 'recovered';

/** A recording that has stopped, ready to edit. */
export type FinishedRecording = {
  id: string;
  name: string;
  startedAt: number;
  blob: Blob;
  /** What the recorder measured (the file may say otherwise; the editor reads the file). */
  durationMs: number;
  end: RecordingEnd;
};

type Session = {
  id: string;
  name: string;
  startedAt: number;
  recorder: MediaRecorder;
  /** Chunks kept in memory only when there is no store to write them to. */
  memory: Blob[] | null;
  writes: Promise<void>;
  full: boolean;
  accumulatedMs: number;
  activeSince: number | null;
  end: RecordingEnd;
};

function elapsedOf(session: Session): number {
  return (
    session.accumulatedMs +
    (session.activeSince === null ? 0 : performance.now() - session.activeSince)
  );
}

/** Records a stream into the store; `onFinished` gets each recording once it has stopped. */
export function useRecorder(
  store: RecordingStore | null,
  onFinished: (recording: FinishedRecording) => void,
) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  // The timer: four readings a second are enough for a clock that shows seconds.
  useEffect(() => {
    if (phase !== 'recording') return undefined;
    const timer = window.setInterval(() => {
      if (session.current) setElapsedMs(elapsedOf(session.current));
    }, 250);
    return () => window.clearInterval(timer);
  }, [phase]);

  // Leaving the page stops the recorder; its chunks stay in the store for the next visit.
  useEffect(
    () => () => {
      const current = session.current;
      session.current = null;
      if (current && current.recorder.state !== 'inactive') {
        current.recorder.ondataavailable = null;
        current.recorder.onstop = null;
        current.recorder.stop();
      }
    },
    [],
  );

  function stop(end: RecordingEnd = 'stopped'): void {
    const current = session.current;
    if (!current || current.recorder.state === 'inactive') return;
    current.end = current.end === 'stopped' ? end : current.end;
    if (current.activeSince !== null) {
      current.accumulatedMs += performance.now() - current.activeSince;
      current.activeSince = null;
    }
    setElapsedMs(current.accumulatedMs);
    setPhase('stopping');
    current.recorder.stop();
  }

  async function wrapUp(current: Session): Promise<void> {
    await current.writes;
    let blob: Blob;
    try {
      if (store && !current.memory) {
        await store.finish(current.id).catch((caught: unknown) => {
          console.warn('Marking the recording finished failed:', caught);
        });
        blob = await store.read(current.id);
      } else blob = new Blob(current.memory ?? [], { type: current.recorder.mimeType });
    } catch (caught) {
      console.warn('Reading the recording back failed:', caught);
      setError('The recording could not be read back. Reload the page to find it again.');
      session.current = null;
      setPhase('idle');
      return;
    }
    session.current = null;
    setPhase('idle');
    finished.current({
      id: current.id,
      name: current.name,
      startedAt: current.startedAt,
      blob,
      durationMs: current.accumulatedMs,
      end: current.end,
    });
  }

  /** Starts recording `stream`; false when it could not start (the reason is in `error`). */
  async function start(stream: MediaStream, name: string): Promise<boolean> {
    if (session.current) return false;
    setError(null);
    if (typeof MediaRecorder === 'undefined') {
      setError(
        'This browser cannot record. Use a current Chrome, Edge, Firefox or the desktop app.',
      );
      return false;
    }
    const mimeType = pickRecorderMime((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        ...(mimeType && { mimeType }),
        videoBitsPerSecond: RECORDER_VIDEO_BITS,
        audioBitsPerSecond: 128_000,
      });
    } catch (caught) {
      console.warn('MediaRecorder refused the stream:', caught);
      setError('This browser could not start recording. Reload the page and try again.');
      return false;
    }
    const id = crypto.randomUUID();
    let memory: Blob[] | null = null;
    if (store) {
      try {
        await store.start({ id, name, mimeType: recorder.mimeType || mimeType || 'video/webm' });
      } catch (caught) {
        if (caught instanceof RecordingStoreFullError) {
          setError(caught.message);
          return false;
        }
        console.warn('The recording store could not start; keeping it in memory:', caught);
        memory = [];
      }
    } else memory = [];
    const current: Session = {
      id,
      name,
      startedAt: Date.now(),
      recorder,
      memory,
      writes: Promise.resolve(),
      full: false,
      accumulatedMs: 0,
      activeSince: performance.now(),
      end: 'stopped',
    };
    session.current = current;
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0 || current.full) return;
      const chunk = event.data;
      const at = elapsedOf(current);
      if (current.memory) {
        current.memory.push(chunk);
        return;
      }
      current.writes = current.writes
        .then(() => store?.append(id, chunk, at))
        .catch((caught: unknown) => {
          if (current.full) return;
          current.full = true;
          console.warn('Keeping a chunk failed:', caught);
          setError(
            caught instanceof RecordingStoreFullError
              ? 'This computer ran out of space for the recording, so it stopped. Everything recorded until then is kept.'
              : 'The recording could not be kept, so it stopped. Everything recorded until then is kept.',
          );
          if (session.current === current) stop('storage-full');
        });
    };
    recorder.onstop = () => void wrapUp(current);
    recorder.onerror = (event) => {
      console.warn('The recorder failed:', event);
      setError('Recording failed. Everything recorded until then is kept.');
      stop('failed');
    };
    recorder.start(RECORDER_TIMESLICE_MS);
    setElapsedMs(0);
    setPhase('recording');
    return true;
  }

  function pause(): void {
    const current = session.current;
    if (!current || current.recorder.state !== 'recording') return;
    current.recorder.pause();
    if (current.activeSince !== null)
      current.accumulatedMs += performance.now() - current.activeSince;
    current.activeSince = null;
    setElapsedMs(current.accumulatedMs);
    setPhase('paused');
  }

  function resume(): void {
    const current = session.current;
    if (!current || current.recorder.state !== 'paused') return;
    current.recorder.resume();
    current.activeSince = performance.now();
    setPhase('recording');
  }

  return { phase, elapsedMs, error, start, pause, resume, stop, clearError: () => setError(null) };
}

export type Recorder = ReturnType<typeof useRecorder>;
