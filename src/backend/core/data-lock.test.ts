import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartOf } from './data-lock';

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'hive-lock-'));
  folders.push(path);
  return path;
}

/** A live process that is not this one (and owns no lock). */
function otherProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

function writeLock(dataDir: string, owner: Record<string, unknown>) {
  writeFileSync(join(dataDir, 'hive-local.lock'), JSON.stringify(owner));
}

describe('the data-folder lock', () => {
  it('records its owner with the process start, refuses a second owner, and frees on release', () => {
    const dataDir = folder();
    const release = acquireDataDirLock(dataDir);
    const owner = JSON.parse(readFileSync(join(dataDir, 'hive-local.lock'), 'utf8')) as {
      pid: number;
      processStart?: string;
    };
    expect(owner.pid).toBe(process.pid);
    expect(owner.processStart).toBe(processStartOf(process.pid));
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dataDir)();
  });

  it('refuses when the recorded owner is a live process with the recorded start', () => {
    const dataDir = folder();
    const pid = otherProcess();
    const processStart = processStartOf(pid);
    expect(processStart).not.toBeNull();
    writeLock(dataDir, { pid, startedAt: new Date().toISOString(), processStart });
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      expect.objectContaining({ name: 'DataDirLockedError', ownerPid: pid }),
    );
  });

  it('takes over a stale lock whose PID now belongs to an unrelated live process', () => {
    const dataDir = folder();
    const pid = otherProcess();
    // The dead owner's PID was reused: the number is alive, but it started at another time.
    writeLock(dataDir, {
      pid,
      startedAt: '2026-01-01T00:00:00.000Z',
      processStart: `${processStartOf(pid)!.split(':')[0]}:1`,
    });
    const release = acquireDataDirLock(dataDir);
    const owner = JSON.parse(readFileSync(join(dataDir, 'hive-local.lock'), 'utf8')) as {
      pid: number;
    };
    expect(owner.pid).toBe(process.pid);
    release();
  });

  it('takes over a lock left by a dead process', () => {
    const dataDir = folder();
    writeLock(dataDir, { pid: 2 ** 22 + 17, startedAt: '2026-01-01T00:00:00.000Z' });
    acquireDataDirLock(dataDir)();
  });
});
