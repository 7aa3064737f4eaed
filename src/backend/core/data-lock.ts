// One owner per data folder: two processes on one PGlite folder silently lose writes, so the
// second is refused with a message naming the owner. A lock left by a dead process is stale
// and taken over. A PID alone is fooled when the dead owner's number is reused by another
// process, so the lock also records the owner's start (boot id and start time from /proc on
// Linux): a live process with that PID but another start is not the owner. Where /proc is
// missing, the PID alone decides.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const lockFile = z.object({
  pid: z.number().int(),
  startedAt: z.string(),
  /** `<boot id>:<start time in clock ticks>` of the owner; absent where /proc is missing. */
  processStart: z.string().optional(),
});
type LockOwner = z.infer<typeof lockFile>;

/** When process `pid` started, as `<boot id>:<ticks since boot>`; null off Linux or if gone. */
export function processStartOf(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis;
    // the start time is field 22 overall, the 20th after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    return ticks ? `${bootId}:${ticks}` : null;
  } catch {
    return null;
  }
}

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

/** True when the lock's owner is still running (and is the same process, not a reused PID). */
function ownerRuns(owner: LockOwner): boolean {
  if (!isAlive(owner.pid)) return false;
  if (owner.processStart === undefined) return true;
  const now = processStartOf(owner.pid);
  return now === null || now === owner.processStart;
}

function readOwner(path: string): LockOwner | null {
  try {
    return lockFile.parse(JSON.parse(readFileSync(path, 'utf8')));
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
      const processStart = processStartOf(process.pid);
      const owner: LockOwner = {
        pid: process.pid,
        startedAt: new Date().toISOString(),
        ...(processStart !== null && { processStart }),
      };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return () => {
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== null && ownerRuns(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      // Stale (dead owner, a reused PID, or unreadable): remove and try once more.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the Hive Local data folder ${dataDir}.`);
}
