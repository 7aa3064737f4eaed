// Recordings kept in the browser while they are made, so a crash, a closed tab or a reload loses
// at most the last chunk: every chunk MediaRecorder hands over is its own IndexedDB record (key
// [id, seq]) next to one small record per recording (name, type, size, length, finished), and the
// next visit offers back the ones never finished.
//
// The raw IndexedDB API with one small promise wrapper (`settle`, `committed`): two object stores
// and a handful of one-transaction operations do not need a library (idb, Dexie) and its weight.
// Each append reads and writes in one readwrite transaction, and IndexedDB runs those in order, so
// chunks that arrive faster than they are written still get consecutive numbers.

/** A recording as the store keeps it (no chunks). */
export type StoredRecording = {
  id: string;
  name: string;
  mimeType: string;
  /** When recording began (ms since the epoch). */
  startedAt: number;
  /** The size of the chunks stored so far. */
  bytes: number;
  /** The recording's length so far, as the recorder last reported it. */
  durationMs: number;
  /** Stopped cleanly; an unfinished one was cut short (crash, reload, closed tab). */
  finished: boolean;
};

/** The browser refused to store more (quota); the chunks stored before are kept. */
export class RecordingStoreFullError extends Error {
  constructor() {
    super('Your browser ran out of space for the recording. What was recorded so far is kept.');
    this.name = 'RecordingStoreFullError';
  }
}

export type RecordingStore = {
  /** Begins a recording (no chunks yet). */
  start(meta: { id: string; name: string; mimeType: string }): Promise<void>;
  /** Stores the next chunk; `durationMs` is the recording's length so far. */
  append(id: string, chunk: Blob, durationMs: number): Promise<void>;
  /** Marks the recording as stopped cleanly. */
  finish(id: string): Promise<void>;
  /** Recordings that were never finished, newest first: the ones to offer back. */
  unfinished(): Promise<StoredRecording[]>;
  /** Every stored recording, newest first. */
  list(): Promise<StoredRecording[]>;
  /** The recording's chunks in order, as one file of its type. */
  read(id: string): Promise<Blob>;
  /** Forgets a recording and its chunks. */
  remove(id: string): Promise<void>;
  close(): void;
};

const DB_NAME = 'hive-recordings';
const DB_VERSION = 1;
const RECORDINGS = 'recordings';
const CHUNKS = 'chunks';

/** The recording's record: what callers see, plus how many chunks it has. */
type RecordingRow = StoredRecording & { chunks: number };
type ChunkRow = { id: string; seq: number; data: Blob };

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

function storeError(error: unknown, fallback: string): Error {
  if (isQuotaError(error)) return new RecordingStoreFullError();
  if (error instanceof Error) return error;
  return new Error(fallback);
}

/** A request's result. */
function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(storeError(request.error, 'The recording store failed.'));
  });
}

/** Resolves when the transaction has committed; rejects when it aborts (quota included). */
function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    const fail = () => reject(storeError(transaction.error, 'The recording store failed.'));
    transaction.onabort = fail;
    transaction.onerror = (event) => {
      // The error is reported once, by the abort that follows; keep it from reaching window.
      event.preventDefault();
    };
  });
}

function publicRow(row: RecordingRow): StoredRecording {
  const { chunks: _chunks, ...recording } = row;
  return recording;
}

function chunkRange(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, 0], [id, Number.POSITIVE_INFINITY]);
}

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') {
    return Promise.reject(new Error('This browser cannot keep recordings while they are made.'));
  }
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(RECORDINGS))
        db.createObjectStore(RECORDINGS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(CHUNKS))
        db.createObjectStore(CHUNKS, { keyPath: ['id', 'seq'] });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app in another tab wants to upgrade: step aside.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () =>
      reject(storeError(request.error, 'This browser cannot keep recordings while they are made.'));
    request.onblocked = () =>
      reject(
        new Error('Another tab of Hive Studio is holding the recordings. Close it and try again.'),
      );
  });
}

/** Opens (creating on first use) the browser's store of recordings. */
export async function openRecordingStore(): Promise<RecordingStore> {
  const db = await openDatabase();

  async function all(): Promise<StoredRecording[]> {
    const transaction = db.transaction(RECORDINGS, 'readonly');
    const rows = await settle(
      transaction.objectStore(RECORDINGS).getAll() as IDBRequest<RecordingRow[]>,
    );
    return rows.map(publicRow).sort((a, b) => b.startedAt - a.startedAt);
  }

  async function update(
    id: string,
    change: (row: RecordingRow) => void,
    chunk?: Blob,
  ): Promise<void> {
    const transaction = db.transaction([RECORDINGS, CHUNKS], 'readwrite');
    const done = committed(transaction);
    const recordings = transaction.objectStore(RECORDINGS);
    const request = recordings.get(id) as IDBRequest<RecordingRow | undefined>;
    let missing = false;
    request.onsuccess = () => {
      const row = request.result;
      if (!row) {
        missing = true;
        transaction.abort();
        return;
      }
      if (chunk) {
        const entry: ChunkRow = { id, seq: row.chunks, data: chunk };
        transaction.objectStore(CHUNKS).put(entry);
        row.chunks += 1;
        row.bytes += chunk.size;
      }
      change(row);
      recordings.put(row);
    };
    try {
      await done;
    } catch (error) {
      throw missing ? new Error('That recording is no longer stored.') : error;
    }
  }

  return {
    async start(meta) {
      const transaction = db.transaction(RECORDINGS, 'readwrite');
      const done = committed(transaction);
      const row: RecordingRow = {
        ...meta,
        startedAt: Date.now(),
        bytes: 0,
        durationMs: 0,
        finished: false,
        chunks: 0,
      };
      transaction.objectStore(RECORDINGS).put(row);
      await done;
    },
    append(id, chunk, durationMs) {
      return update(
        id,
        (row) => {
          if (Number.isFinite(durationMs)) row.durationMs = Math.max(row.durationMs, durationMs);
        },
        chunk,
      );
    },
    finish(id) {
      return update(id, (row) => {
        row.finished = true;
      });
    },
    async unfinished() {
      return (await all()).filter((recording) => !recording.finished);
    },
    list: all,
    async read(id) {
      const transaction = db.transaction([RECORDINGS, CHUNKS], 'readonly');
      const row = settle(
        transaction.objectStore(RECORDINGS).get(id) as IDBRequest<RecordingRow | undefined>,
      );
      const chunks = settle(
        transaction.objectStore(CHUNKS).getAll(chunkRange(id)) as IDBRequest<ChunkRow[]>,
      );
      const [recording, rows] = await Promise.all([row, chunks]);
      if (!recording) throw new Error('That recording is no longer stored.');
      // Keys sort [id, 0] < [id, 1] < …, so getAll returns the chunks in recording order.
      return new Blob(
        rows.map((chunk) => chunk.data),
        { type: recording.mimeType },
      );
    },
    async remove(id) {
      const transaction = db.transaction([RECORDINGS, CHUNKS], 'readwrite');
      const done = committed(transaction);
      transaction.objectStore(CHUNKS).delete(chunkRange(id));
      transaction.objectStore(RECORDINGS).delete(id);
      await done;
    },
    close() {
      db.close();
    },
  };
}
