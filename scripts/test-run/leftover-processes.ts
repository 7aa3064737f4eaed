// Every process a test starts is ended. `npm test` marks its run in the environment (children
// inherit it; helpers that build a child's environment from scratch pass it on) and, at the end,
// looks for live processes that still carry the mark: each is reported, ended, and fails the run.
// Linux reads the mark from /proc/<pid>/environ; elsewhere the check says it could not look.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The environment variable that marks the processes of one `npm test` run. */
export const RUN_MARKER = 'HIVE_TEST_RUN';

export type Leftover = { pid: number; command: string };

/** Marks this process (and so every child that inherits its environment) as part of a new run. */
export function markRun(): string {
  const id = randomUUID();
  process.env[RUN_MARKER] = id;
  return id;
}

function readProc(pid: string, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // gone, or not ours to read
  }
}

/** Live processes other than this one whose environment carries the run's mark; null off Linux. */
export function leftoversOf(runId: string): Leftover[] | null {
  if (!existsSync('/proc/self/environ')) return null;
  const mark = `${RUN_MARKER}=${runId}`;
  const found: Leftover[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (Number(pid) === process.pid) continue;
    const environ = readProc(pid, 'environ');
    if (!environ?.split('\0').includes(mark)) continue;
    const command = (readProc(pid, 'cmdline') ?? '').split('\0').join(' ').trim();
    found.push({ pid: Number(pid), command });
  }
  return found;
}

/** Ends the leftovers (SIGKILL: they were meant to be gone already). */
export function endLeftovers(leftovers: Leftover[]): void {
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended meanwhile.
    }
  }
}
