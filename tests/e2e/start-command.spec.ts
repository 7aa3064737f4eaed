// `npm start` on a machine without the Electron binary (as every build machine here): it says so
// in one line, then serves the web build with Hive Local at the printed URL, and the app works.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
let child: ChildProcess | undefined;
let dataDir = '';

test.afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child!.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('npm start says the desktop shell is unavailable and serves the web app on Hive Local', async ({
  page,
}) => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'hive-start-'));
  const port = 4391;
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HIVE_PORT: String(port),
      HIVE_DATA_DIR: dataDir,
      HIVE_LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  await expect.poll(() => stdout, { timeout: 150_000 }).toContain('is running at');
  const lines = stdout.split('\n').filter(Boolean);
  expect(lines[0]).toMatch(/^Electron binary not found: the desktop shell is unavailable here/);
  expect(stdout).toContain(`http://127.0.0.1:${port}`);

  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Same origin: the client found Hive Local through /_local/config, so there is no offline notice.
  const config = await (await page.request.get(`http://127.0.0.1:${port}/_local/config`)).json();
  expect(config).toMatchObject({ url: `http://127.0.0.1:${port}` });
  await expect(page.getByText('Offline preview')).toHaveCount(0);
});
