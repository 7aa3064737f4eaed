// generate-image end to end with the local provider (no keys): latency per run of three images
// under 8 concurrent users, runs per minute, and bytes stored per generation. Real Hive Local,
// real functions host, real supabase-js; the renderer shares this machine's cores.
// Then the user's view: the web build served by Hive Local in Debian's Chromium, the time from
// clicking Generate to the three images decoded and shown, and the bytes the browser moved for
// it (the function's answer and the three image downloads). The web build is made into a
// temporary folder, as the frontend bench does, unless HIVE_BENCH_WEB_DIST names a built one.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Session } from '@supabase/supabase-js';
import { chromium } from 'playwright-core';
import type { Browser, Page, Request } from 'playwright-core';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import { createLocalImagesModule } from '../../src/backend/local-images/local-images-module';
import { createStorageModule } from '../../src/backend/storage/storage-module';
import { startHiveLocal } from '../../src/backend/server';
import { median, percentile } from './bench-stats';
import type { BenchResult } from './bench-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const SUITE = 'generation';
const USERS = 8;
const RUNS_PER_USER = 4;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const BODY = {
  prompt: 'a lighthouse on a rocky coast at sunset',
  style: 'watercolor',
  aspectRatio: '1:1',
};

/** Runs the benchmark: the function alone, then in the browser. */
export async function run(): Promise<BenchResult[]> {
  return [...(await functionFigures()), ...(await browserFigures())];
}

/** generate-image called with supabase-js: alone and under 8 concurrent users. */
async function functionFigures(): Promise<BenchResult[]> {
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    modules: [createStorageModule, createLocalImagesModule, createFunctionsModule()],
    settings: {
      enableConfirmations: false,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' },
      rateLimits: { signInSignUps: 100_000 },
    },
    log: { info() {}, warn() {}, error() {} },
  });
  try {
    const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
    const users = await Promise.all(
      Array.from({ length: USERS }, async () => {
        const client = createClient(hive.url, hive.anonKey, { auth: noSession });
        const { data, error } = await client.auth.signUp({
          email: `bench-${randomUUID()}@example.com`,
          password: 'correct-horse-battery-staple',
        });
        if (error || !data.session || !data.user)
          throw new Error(`sign-up failed: ${error?.message}`);
        await admin.rpc('update_user_credits', {
          p_user_id: data.user.id,
          p_credits_change: 500,
          p_transaction_type: 'admin_adjustment',
        });
        return {
          id: data.user.id,
          client: createClient(hive.url, hive.anonKey, {
            auth: noSession,
            global: { headers: { Authorization: `Bearer ${data.session.access_token}` } },
          }),
        };
      }),
    );
    const generate = async (user: (typeof users)[number]) => {
      const started = performance.now();
      const { data, error } = await user.client.functions.invoke('generate-image', { body: BODY });
      if (error) throw new Error(`generate-image failed: ${error.message}`);
      return {
        ms: performance.now() - started,
        id: (data as { generation_id: string }).generation_id,
        userId: user.id,
      };
    };
    // Warm-up: loads the function, the render workers and their caches.
    await generate(users[0]!);
    // One user alone: the latency of a run when nothing else competes for the cores.
    const alone: number[] = [];
    for (let index = 0; index < 3; index += 1) alone.push((await generate(users[0]!)).ms);

    const wallStarted = performance.now();
    const runs = (
      await Promise.all(
        users.map(async (user) => {
          const mine = [];
          for (let index = 0; index < RUNS_PER_USER; index += 1) mine.push(await generate(user));
          return mine;
        }),
      )
    ).flat();
    const wallMs = performance.now() - wallStarted;

    const sizes = await Promise.all(
      runs.map(async (entry) => {
        const { data, error } = await admin.storage
          .from('generations')
          .list(`${entry.userId}/${entry.id}`);
        if (error) throw new Error(error.message);
        return data.reduce(
          (sum, object) => sum + Number((object.metadata as { size?: number } | null)?.size ?? 0),
          0,
        );
      }),
    );
    const latencies = runs.map((entry) => entry.ms);
    const p50 = percentile(latencies, 0.5);
    const p99 = percentile(latencies, 0.99);
    const bytes = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    return [
      {
        suite: SUITE,
        name: 'generate-image latency, 1 user alone (local, 3 × 1024², median of 3)',
        value: Math.round(percentile(alone, 0.5)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: `generate-image p50 (local, 3 × 1024², ${USERS} concurrent users)`,
        value: Math.round(p50),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: `generate-image p99 (local, 3 × 1024², ${USERS} concurrent users)`,
        value: Math.round(p99),
        unit: 'ms',
        target: '≤ 30000 (primary timeout)',
        met: p99 <= 30_000,
      },
      {
        suite: SUITE,
        name: 'generations per minute (local, whole machine)',
        value: Math.round((runs.length / wallMs) * 60_000),
        unit: 'runs/min',
      },
      {
        suite: SUITE,
        name: 'bytes stored per generation (3 PNGs)',
        value: Math.round(bytes),
        unit: 'bytes',
      },
    ];
  } finally {
    await hive.close();
  }
}

const BROWSER_RUNS = 5;
const repoRoot = resolve(import.meta.dirname, '../..');

/** The web build to serve: HIVE_BENCH_WEB_DIST, or a fresh build in a temporary folder. */
function webBuild(): { root: string; cleanup: () => void } {
  const given = process.env.HIVE_BENCH_WEB_DIST;
  if (given) return { root: resolve(repoRoot, given), cleanup: () => undefined };
  const root = mkdtempSync(join(tmpdir(), 'hive-bench-generation-web-'));
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'vite.web.config.ts',
      '--outDir',
      root,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('web build failed');
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** Bytes of one finished request as it crossed the wire (headers and encoded bodies, both ways). */
async function wireBytes(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return (
    sizes.requestHeadersSize +
    sizes.requestBodySize +
    sizes.responseHeadersSize +
    sizes.responseBodySize
  );
}

type RunMeasure = { ms: number; functionBytes: number; imageBytes: number; otherBytes: number };

/**
 * One click on Generate, timed in the page: from the click to the three result images loaded
 * and decoded (img.decode()), with the bytes of every request the run made.
 */
async function measureRun(
  page: Page,
  prompt: string,
  finished: { request: Request; bytes: number }[],
): Promise<RunMeasure> {
  const cards = 'ul[aria-label="Generated images"] img';
  const previous = await page
    .locator(cards)
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  await page.getByRole('textbox', { name: 'Describe your image' }).fill(prompt);
  const firstRequest = finished.length;
  await page.evaluate(() => {
    const marks = window as unknown as { __generateClickedAt?: number };
    delete marks.__generateClickedAt;
    document.addEventListener('click', () => (marks.__generateClickedAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.getByRole('button', { name: /^Generate \d+ credits$/ }).click();
  await page.waitForFunction(
    ({ selector, before }) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(selector)];
      return (
        images.length === 3 &&
        images.every(
          (image) => !before.includes(image.src) && image.complete && image.naturalWidth > 0,
        )
      );
    },
    { selector: cards, before: previous },
    { polling: 'raf', timeout: 120_000 },
  );
  const { ms, urls } = await page.evaluate(async (selector) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(selector)];
    await Promise.all(images.map((image) => image.decode()));
    const clickedAt = (window as unknown as { __generateClickedAt: number }).__generateClickedAt;
    return { ms: performance.now() - clickedAt, urls: images.map((image) => image.src) };
  }, cards);
  // The images' requestfinished events may trail their load events by a tick.
  const deadline = Date.now() + 10_000;
  while (
    urls.some((url) => !finished.some((entry) => entry.request.url() === url)) &&
    Date.now() < deadline
  )
    await new Promise((done) => setTimeout(done, 20));
  const mine = finished.slice(firstRequest);
  const isFunction = (entry: { request: Request }) =>
    new URL(entry.request.url()).pathname.startsWith('/functions/v1/generate-image');
  const isImage = (entry: { request: Request }) => urls.includes(entry.request.url());
  const sum = (entries: { bytes: number }[]) =>
    entries.reduce((total, entry) => total + entry.bytes, 0);
  if (!mine.some(isFunction) || mine.filter(isImage).length < 3)
    throw new Error(
      'a run finished without its function call or its three image downloads being seen',
    );
  return {
    ms,
    functionBytes: sum(mine.filter(isFunction)),
    imageBytes: sum(mine.filter(isImage)),
    otherBytes: sum(mine.filter((entry) => !isFunction(entry) && !isImage(entry))),
  };
}

/** The generator in Chromium against Hive Local serving the web build (local provider). */
async function browserFigures(): Promise<BenchResult[]> {
  const build = webBuild();
  let browser: Browser | undefined;
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    staticDir: build.root,
    settings: {
      enableConfirmations: false,
      functionSecrets: { FUNCTIONS_LOG_LEVEL: 'error' },
      rateLimits: { signInSignUps: 100_000 },
    },
    log: { info() {}, warn() {}, error() {} },
  });
  try {
    const client = createClient(hive.url, hive.anonKey, { auth: noSession });
    const { data, error } = await client.auth.signUp({
      email: `bench-browser-${randomUUID()}@example.com`,
      password: 'correct-horse-battery-staple',
    });
    if (error || !data.session || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
    const admin = createClient(hive.url, hive.serviceRoleKey, { auth: noSession });
    await admin.rpc('update_user_credits', {
      p_user_id: data.user.id,
      p_credits_change: 500,
      p_transaction_type: 'admin_adjustment',
    });

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Signed in as the app keeps a session: supabase-js's storage key for this host.
    await context.addInitScript((session: Session) => {
      const projectRef = new URL(location.origin).hostname.split('.')[0];
      localStorage.setItem(`sb-${projectRef}-auth-token`, JSON.stringify(session));
    }, data.session);
    const page = await context.newPage();
    const finished: { request: Request; bytes: number }[] = [];
    page.on(
      'requestfinished',
      (request) => void wireBytes(request).then((bytes) => finished.push({ request, bytes })),
    );
    await page.goto(`${hive.url}/artwork-generator`);
    await page
      .getByTestId('generator-balance')
      .filter({ hasText: /\d+ credits/ })
      .waitFor();

    // Warm-up: loads the function, the render workers, and the results' code and styles.
    await measureRun(page, 'a lighthouse on a rocky coast at sunset, warm-up', finished);
    const measures: RunMeasure[] = [];
    for (let index = 0; index < BROWSER_RUNS; index += 1)
      measures.push(
        await measureRun(
          page,
          `a lighthouse on a rocky coast at sunset, take ${index + 1}`,
          finished,
        ),
      );
    const shown = measures.map((measure) => measure.ms);
    const average = (pick: (measure: RunMeasure) => number) =>
      Math.round(measures.reduce((sum, measure) => sum + pick(measure), 0) / measures.length);
    return [
      {
        suite: SUITE,
        name: `Generate click → 3 images decoded and shown (Chromium, local provider, 3:2, median of ${BROWSER_RUNS})`,
        value: Math.round(median(shown)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'Generate click → 3 images decoded and shown (slowest run)',
        value: Math.round(Math.max(...shown)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'bytes per generation in the browser: generate-image request and answer',
        value: average((measure) => measure.functionBytes),
        unit: 'bytes',
      },
      {
        suite: SUITE,
        name: 'bytes per generation in the browser: the 3 image downloads',
        value: average((measure) => measure.imageBytes),
        unit: 'bytes',
      },
      {
        suite: SUITE,
        name: 'bytes per generation in the browser: function + images',
        value: average((measure) => measure.functionBytes + measure.imageBytes),
        unit: 'bytes',
      },
      {
        suite: SUITE,
        name: 'bytes per generation in the browser: other requests during the run (balance refresh…)',
        value: average((measure) => measure.otherBytes),
        unit: 'bytes',
      },
    ];
  } finally {
    await browser?.close();
    await hive.close();
    build.cleanup();
  }
}
