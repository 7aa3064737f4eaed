import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { endLeftovers, leftoversOf, RUN_MARKER } from './leftover-processes';

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already ended
    }
  }
});

function sleeper(env: NodeJS.ProcessEnv): number {
  const child = spawn('sleep', ['30'], { env, detached: true, stdio: 'ignore' });
  child.unref();
  started.push(child.pid!);
  return child.pid!;
}

async function gone(pid: number): Promise<boolean> {
  for (let tries = 0; tries < 40; tries += 1) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('leftover processes of a test run', () => {
  it('finds a live process carrying the run mark, ignores others, and ends it', async () => {
    const runId = `run-${process.pid}-${Date.now()}`;
    const marked = sleeper({ PATH: process.env.PATH, [RUN_MARKER]: runId });
    const otherRun = sleeper({ PATH: process.env.PATH, [RUN_MARKER]: 'another-run' });
    const unmarked = sleeper({ PATH: process.env.PATH });
    const found = leftoversOf(runId);
    expect(found).toEqual([{ pid: marked, command: 'sleep 30' }]);
    expect(found!.map((entry) => entry.pid)).not.toContain(otherRun);
    expect(found!.map((entry) => entry.pid)).not.toContain(unmarked);
    endLeftovers(found!);
    expect(await gone(marked)).toBe(true);
  });

  it('finds nothing for a run with no live processes', () => {
    expect(leftoversOf('a-run-that-started-nothing')).toEqual([]);
  });
});
