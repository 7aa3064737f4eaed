// The utility process's runner for real, from sources: started as its own Node process (Electron's
// parentPort shimmed over child-process IPC), it starts Hive Local with its data in the given folder,
// reports a URL and anon key that the running server confirms, mounts no local test sign-in,
// keeps its outbox behind main's key, and exits cleanly on "stop".
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendMessageSchema } from '../../src/main/backend-supervisor';

const root = resolve(import.meta.dirname, '../..');

describe('Hive Local utility process', () => {
  it('reports its URL and anon key, serves them, and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hive-utility-'));
    const child = fork(join(root, 'tests/desktop/support/hive-local-source-entry.ts'), [], {
      cwd: root,
      execArgv: [
        '--import',
        'tsx',
        '--import',
        join(root, 'tests/desktop/support/parent-port-shim.mjs'),
      ],
      env: {
        ...process.env,
        HIVE_DATA_DIR: dataDir,
        HIVE_SUPABASE_DIR: join(root, 'supabase'),
        HIVE_PORT: '0',
        HIVE_LOG_LEVEL: 'silent',
        HIVE_LOCAL_KEY: 'the-key-main-made-for-this-launch',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    try {
      const message = backendMessageSchema.parse(
        await new Promise((done, fail) => {
          child.once('message', done);
          child.once('exit', (code) => fail(new Error(`exited with ${code} before ready`)));
        }),
      );
      if (message.type !== 'ready') throw new Error(`not ready: ${message.message}`);
      const served = (await (await fetch(`${message.url}/_local/config`)).json()) as {
        url: string;
        anonKey: string;
      };
      expect(served).toMatchObject({ url: message.url, anonKey: message.anonKey });
      expect(existsSync(dataDir) && readdirSync(dataDir).length).toBeGreaterThan(0);
      // The desktop build never mounts the local test sign-in, and its outbox answers only
      // with the key main handed over.
      const idp = await fetch(`${message.url}/_local/idp/github/login/oauth/authorize`);
      expect(idp.status).toBe(404);
      expect((await fetch(`${message.url}/_local/mail.json`)).status).toBe(401);
      const keyed = await fetch(`${message.url}/_local/mail.json`, {
        headers: { 'x-hive-local-key': 'the-key-main-made-for-this-launch' },
      });
      expect(keyed.status).toBe(200);
      child.send({ type: 'stop' });
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill();
    }
  }, 180_000);
});
