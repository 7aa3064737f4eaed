// `npm start` on a machine without the Electron binary (as every build machine here): it says so
// in one line, then serves the web build with Hive Local at the printed URL, and the app works.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test';

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
    // No HIVE_LOCAL_KEY: npm start makes a random outbox key and prints it in the outbox link.
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'HIVE_LOCAL_KEY'),
      ),
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

  // The outbox (sign-in links and codes) opens with the printed link's key, and not without it.
  const printed = /E-mails and texts Auth would send[^:]*: (\S+)/.exec(stdout)?.[1];
  expect(printed).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:${port}/_local/mail\\?key=[\\w-]{24,}$`),
  );
  expect(printed).not.toContain(process.env.HIVE_LOCAL_KEY ?? 'no e2e key');
  expect((await page.request.get(`http://127.0.0.1:${port}/_local/mail.json`)).status()).toBe(401);
  await page.goto(`http://127.0.0.1:${port}/_local/mail`);
  await expect(page.getByLabel('Key')).toBeVisible();
  await page.goto(printed!);
  await expect(page.getByText('Everything Hive Local would have e-mailed or texted')).toBeVisible();

  // npm start never mounts the local test sign-in: no such button, no such provider.
  await page.goto(`http://127.0.0.1:${port}/auth`);
  await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /local test provider|GitHub/ })).toHaveCount(0);
  const idp = await page.request.get(
    `http://127.0.0.1:${port}/_local/idp/github/login/oauth/authorize`,
  );
  expect(idp.status()).toBe(404);
});
