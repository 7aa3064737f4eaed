// Runs an edge function's source under the real Deno binary (the `deno` npm package) for the tests
// that prove it runs unchanged on the edge runtime's engine. `deno` from node_modules/.bin is a
// Node shim that starts the real binary as its child: killing the shim alone left `deno serve`
// running after every test run, so the server is started in its own process group and stop()
// ends the whole group and waits for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A running `deno serve`. */
export type DenoServer = { url: string; stop(): Promise<void> };

export type DenoServeOptions = {
  /** The entry file (a function's index.ts). */
  entry: string;
  /** The deno.json that maps its bare imports. */
  config: string;
  /** The whole environment of the server (nothing else is inherited but PATH and HOME). */
  env: Record<string, string>;
  /** Permission and host flags; all permissions by default. */
  flags?: string[];
  /** A fixed port; a free one (port 0) by default. */
  port?: number;
  startTimeoutMs?: number;
};

function endGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const hard = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5000);
  return exited.finally(() => clearTimeout(hard));
}

/** Starts `deno serve` and resolves once it listens. */
export async function startDenoServe(options: DenoServeOptions): Promise<DenoServer> {
  const child = spawn(
    resolve(ROOT, 'node_modules/.bin/deno'),
    [
      'serve',
      ...(options.flags ?? ['-A']),
      '--node-modules-dir=manual',
      '--config',
      options.config,
      '--port',
      String(options.port ?? 0),
      options.entry,
    ],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DENO_NO_UPDATE_CHECK: '1',
        // npm test's run mark (scripts/test-run/leftover-processes.ts), so a leak is found.
        ...(process.env.HIVE_TEST_RUN && { HIVE_TEST_RUN: process.env.HIVE_TEST_RUN }),
        ...options.env,
      },
    },
  );
  let output = '';
  try {
    const port = await new Promise<string>((ready, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`deno serve did not start: ${output}`)),
        options.startTimeoutMs ?? 60_000,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Listening on https?:\/\/[^:\s]+:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          ready(match[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`deno exited with ${code}: ${output}`));
      });
    });
    return { url: `http://127.0.0.1:${port}`, stop: () => endGroup(child) };
  } catch (error) {
    await endGroup(child);
    throw error;
  }
}

/** The Hive Local a function served by Deno talks to, as its SUPABASE_* secrets name it. */
export type FunctionBackend = { url: string; anonKey: string; serviceRoleKey: string };

/**
 * Serves `supabase/functions/<name>` under `deno serve` against `backend`, as the edge runtime
 * would run it against a hosted project; `secrets` add to its environment.
 */
export function startFunctionOnDeno(
  name: string,
  backend: FunctionBackend,
  secrets: Record<string, string> = {},
): Promise<DenoServer> {
  const folder = resolve(ROOT, 'supabase/functions', name);
  return startDenoServe({
    entry: resolve(folder, 'index.ts'),
    config: resolve(folder, 'deno.json'),
    env: {
      FUNCTIONS_LOG_LEVEL: 'error',
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      ...secrets,
    },
  });
}
