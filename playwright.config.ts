import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

/** End-to-end tests: the web build served with Hive Local, driven in Debian's Chromium. */
// Overridable so several runs can share a machine: each with its own port, build and results.
const port = Number(process.env.HIVE_E2E_PORT ?? 4319);
const distDir = process.env.HIVE_E2E_DIST ?? 'dist-web';
const resultsDir = process.env.HIVE_E2E_RESULTS ?? 'test-results';
// The outbox key of the e2e server (inherited by its process and by every worker); a test key,
// not a secret: the server is in memory and on loopback for this run only.
process.env.HIVE_LOCAL_KEY ??= 'hive-e2e-outbox-key-0123456789';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${resultsDir}/e2e`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx tsx scripts/e2e-server.ts --port ${port} --root ${distDir}`,
    url: `http://127.0.0.1:${port}/_local/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
