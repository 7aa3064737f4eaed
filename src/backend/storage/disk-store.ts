// Object bytes on disk. Each stored version is its own file, `<bucket>/<key segments>/.<version>`
// (segments encoded by object-paths.ts), written to a temp file, synced and renamed into place,
// so a reader or a killed process never sees half a file, and the database row decides which
// version is current: an overwrite adds a new file, commits the row, then removes the old one.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, rmdir, copyFile, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { diskSegments, encodeSegment } from './object-paths';

const VERSION_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_FOLDER = '.tmp';

/** A byte range of a stored file, both ends inclusive. */
export type ByteRange = { start: number; end: number };

/** Where and how object versions are kept on disk. */
export type DiskStore = {
  readonly root: string;
  /** Writes a new version atomically. */
  write(bucket: string, key: string, version: string, bytes: Uint8Array): Promise<void>;
  /** Copies a stored version to a new place and version. */
  copy(from: ObjectLocation, to: ObjectLocation): Promise<void>;
  /** Moves a stored version (same version id) to another bucket/key. */
  move(from: ObjectLocation, to: ObjectLocation): Promise<void>;
  /** Size of a stored version, or null when the file is missing. */
  size(location: ObjectLocation): Promise<number | null>;
  /** Opens a stored version as a web stream (optionally a range). */
  stream(location: ObjectLocation, range?: ByteRange): Promise<ReadableStream<Uint8Array>>;
  /** Removes a stored version and the folders it leaves empty; missing files are fine. */
  remove(location: ObjectLocation): Promise<void>;
  /** Removes a bucket's folder and everything left in it. */
  removeBucket(bucket: string): Promise<void>;
  /** Removes a temporary root (in-memory mode). */
  close(): Promise<void>;
};

/** One stored version of one object. */
export type ObjectLocation = { bucket: string; key: string; version: string };

function isMissing(cause: unknown): boolean {
  return (
    typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === 'ENOENT'
  );
}

/**
 * Opens the store under `<dataDir>/storage`, or under a fresh temp folder when `dataDir` is
 * null (tests, in-memory runs); temp files left by a killed process are cleared.
 */
export async function openDiskStore(dataDir: string | null): Promise<DiskStore> {
  const temporary = dataDir === null;
  const root = temporary
    ? await mkdtemp(join(tmpdir(), 'hive-storage-'))
    : join(dataDir, 'storage');
  const tempFolder = join(root, TEMP_FOLDER);
  await rm(tempFolder, { recursive: true, force: true });
  await mkdir(tempFolder, { recursive: true });

  const bucketFolder = (bucket: string) => join(root, encodeSegment(bucket));
  const fileOf = ({ bucket, key, version }: ObjectLocation) => {
    if (!VERSION_PATTERN.test(version)) throw new Error(`invalid object version ${version}`);
    return join(root, ...diskSegments(bucket, key), `.${version}`);
  };

  // A concurrent delete may prune the target folder between mkdir and rename: try once more.
  async function placeFile(temp: string, target: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(temp, target);
        return;
      } catch (cause) {
        if (!isMissing(cause) || attempt > 0) throw cause;
      }
    }
  }

  async function pruneEmptyFolders(file: string, bucket: string): Promise<void> {
    const stop = bucketFolder(bucket);
    for (
      let folder = dirname(file);
      folder.startsWith(stop) && folder !== stop;
      folder = dirname(folder)
    ) {
      try {
        await rmdir(folder);
      } catch {
        return; // not empty (or already gone): nothing above it can be empty either
      }
    }
  }

  return {
    root,
    async write(bucket, key, version, bytes) {
      const target = fileOf({ bucket, key, version });
      const temp = join(tempFolder, randomUUID());
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await placeFile(temp, target);
      } catch (cause) {
        await rm(temp, { force: true });
        throw cause;
      }
    },
    async copy(from, to) {
      const temp = join(tempFolder, randomUUID());
      await copyFile(fileOf(from), temp);
      await placeFile(temp, fileOf(to));
    },
    async move(from, to) {
      await placeFile(fileOf(from), fileOf(to));
      await pruneEmptyFolders(fileOf(from), from.bucket);
    },
    async size(location) {
      try {
        return (await stat(fileOf(location))).size;
      } catch (cause) {
        if (isMissing(cause)) return null;
        throw cause;
      }
    },
    async stream(location, range) {
      // Open first so a missing file fails here, not halfway through the response.
      const handle = await open(fileOf(location), 'r');
      const nodeStream = createReadStream('', { fd: handle, start: range?.start, end: range?.end });
      return Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>;
    },
    async remove(location) {
      const file = fileOf(location);
      try {
        await unlink(file);
      } catch (cause) {
        if (!isMissing(cause)) throw cause;
      }
      await pruneEmptyFolders(file, location.bucket);
    },
    async removeBucket(bucket) {
      await rm(bucketFolder(bucket), { recursive: true, force: true });
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
