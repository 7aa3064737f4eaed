// A second e2e server for a spec that needs its functions configured differently (a hosted
// provider pointed at a local stub, a slower engine): the same scripts/e2e-server.ts and web
// build as the shared server, on a free port, with extra function secrets. The caller closes it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';

/** A free loopback port (the server needs it up front: it is also its site URL). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * A second e2e server (the same scripts/e2e-server.ts, the same web build) whose functions get
 * `secrets`: the shared server stays on the local provider for every other spec.
 */
export async function startOwnServer(
  secrets: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(import.meta.dirname, '../../..');
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/e2e-server.ts',
      '--port',
      String(port),
      '--root',
      process.env.HIVE_E2E_DIST ?? 'dist-web',
    ],
    {
      cwd: root,
      // The shared server has just made sure the build is current; rebuilding the folder it
      // serves would pull its files away mid-run.
      env: {
        ...process.env,
        HIVE_E2E_FUNCTION_SECRETS: JSON.stringify(secrets),
        HIVE_E2E_SKIP_BUILD: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        expect(child.exitCode, `the second e2e server exited: ${errors}`).toBeNull();
        return fetch(`${url}/_local/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 90_000 },
    )
    .toBe(200);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
