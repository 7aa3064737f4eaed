// One owner per data folder: two processes on one PGlite folder silently lose writes, so the
// second is refused with a message naming the owner. A lock left by a dead process is stale
// and taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const lockFile = z.object({ pid: z.number().int(), startedAt: z.string() });

/** Thrown when another live process owns the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Hive Local data folder ${dataDir} is already in use by process ${ownerPid}. Stop that process first, or use another --data-dir.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still owns the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | null {
  try {
    return lockFile.parse(JSON.parse(readFileSync(path, 'utf8'))).pid;
  } catch {
    return null;
  }
}

/** Takes the folder's lock (`hive-local.lock`) or throws DataDirLockedError; returns a release. */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'hive-local.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists, so two starting processes cannot both win.
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        if (readOwner(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== null && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale (dead owner or unreadable): remove and try once more.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the Hive Local data folder ${dataDir}.`);
}
