// The desktop build's Hive Local, started the way the app starts it: `electron-vite build`, then
// out/main/hive-local.js in its own process with Electron's parentPort shimmed over Node's IPC,
// the environment main passes (src/main/services.ts), a working directory that is not the
// repository, and production packages only (support/production-only.mjs).
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { z } from 'zod';
import { backendMessageSchema } from '../../../src/main/backend-supervisor';

export const root = resolve(import.meta.dirname, '../../..');
const support = import.meta.dirname;

/** Runs `electron-vite build` (the desktop build) and rejects with its output if it fails. */
export function buildDesktopApp(env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      join(root, 'node_modules/.bin/electron-vite'),
      ['build', '--logLevel', 'warn'],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new Error(`electron-vite build failed (${code}):\n${output}`)),
    );
  });
}

/** A running built Hive Local. */
export type BuiltHiveLocal = {
  url: string;
  anonKey: string;
  localKey: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Asks it to stop as main does; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** Starts out/main/hive-local.js as the utility process would and waits for its "ready". */
export async function startBuiltHiveLocal(
  env: Record<string, string> = {},
  /** Another copy of the built app (a staged payload) and its supabase folder. */
  app: { entry: string; supabaseDir: string; productionOnly: boolean } = {
    entry: join(root, 'out/main/hive-local.js'),
    supabaseDir: join(root, 'supabase'),
    productionOnly: true,
  },
): Promise<BuiltHiveLocal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hive-built-'));
  const workDir = mkdtempSync(join(tmpdir(), 'hive-built-cwd-'));
  const localKey = 'the-key-main-made-for-this-smoke-test';
  const child: ChildProcess = fork(app.entry, [], {
    cwd: workDir,
    execArgv: [
      '--import',
      join(support, 'parent-port-shim.mjs'),
      ...(app.productionOnly ? ['--import', join(support, 'production-only.mjs')] : []),
    ],
    env: {
      ...process.env,
      HIVE_DATA_DIR: dataDir,
      HIVE_SUPABASE_DIR: app.supabaseDir,
      HIVE_PORT: '0',
      HIVE_LOCAL_KEY: localKey,
      HIVE_PRODUCTION_ONLY_ROOT: root,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const cleanUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const message = backendMessageSchema.parse(
      await new Promise((done, fail) => {
        child.once('message', done);
        child.once('exit', (code) =>
          fail(new Error(`exited with ${code} before ready:\n${output}`)),
        );
      }),
    );
    if (message.type !== 'ready') throw new Error(`not ready: ${message.message}\n${output}`);
    return {
      url: message.url,
      anonKey: message.anonKey,
      localKey,
      output: () => output,
      async stop() {
        child.send({ type: 'stop' });
        const code = await exited;
        cleanUp();
        return code;
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

const outboxSchema = z.array(z.object({ to: z.string(), code: z.string().optional() }));

/** Signs a new user up and confirms the address with the code from the outbox, as a person would. */
export async function signUpConfirmed(
  hive: BuiltHiveLocal,
  email: string,
): Promise<{ client: SupabaseClient; id: string }> {
  const client = createClient(hive.url, hive.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const password = 'correct-horse-battery-staple';
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  const outbox = outboxSchema.parse(
    await (
      await fetch(`${hive.url}/_local/mail.json`, {
        headers: { 'x-hive-local-key': hive.localKey },
      })
    ).json(),
  );
  const code = outbox.find((message) => message.to === email && message.code)?.code;
  if (!code) throw new Error(`no confirmation code for ${email} in the outbox`);
  const verified = await client.auth.verifyOtp({ email, token: code, type: 'email' });
  if (verified.error || !verified.data.user) throw verified.error ?? new Error('not verified');
  return { client, id: verified.data.user.id };
}

/** What a function answered: the status and the JSON body. */
export type ToolAnswer = { status: number; body: Record<string, unknown> };

/** Calls a function through supabase-js as the user; an error answer is returned, not thrown. */
export async function invokeTool(
  client: SupabaseClient,
  name: string,
  body: Record<string, unknown> | FormData,
): Promise<ToolAnswer> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

/** The first stored output a success body names (`outputs[0].url`, `output`, `images[0]`). */
export function outputUrl(body: Record<string, unknown>): string | undefined {
  const outputs = body.outputs as { url?: string }[] | undefined;
  const images = body.images as ({ url?: string } | string)[] | undefined;
  const image = images?.[0];
  return (
    outputs?.[0]?.url ??
    (body.output as string | undefined) ??
    (typeof image === 'string' ? image : image?.url)
  );
}

/**
 * Runs a tool as a new signed-up user and checks it succeeded with a stored, non-empty output;
 * resolves with null on success, else what went wrong.
 */
export async function runToolOnce(
  hive: BuiltHiveLocal,
  name: string,
  body: Record<string, unknown> | FormData,
): Promise<string | null> {
  const user = await signUpConfirmed(hive, `run-${name}-${Date.now()}@example.com`);
  const answer = await invokeTool(user.client, name, body);
  const summary = `${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`;
  if (answer.status !== 200 || answer.body.status !== 'success') return summary;
  const url = outputUrl(answer.body);
  if (!url) return `no output: ${summary}`;
  const output = await fetch(url);
  const bytes = (await output.arrayBuffer()).byteLength;
  return output.status === 200 && bytes > 0 ? null : `output ${output.status}, ${bytes} bytes`;
}
