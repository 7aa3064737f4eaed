// Frontend figures for `npm run bench`: gzipped JS of the initial route of the web build,
// the build's size, and the median first contentful paint of `/` in Debian's Chromium.
// It builds into a temporary folder so it never disturbs dist-web.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { startStaticServer } from '../../scripts/e2e-server';
import { ensureWebBuild } from '../../scripts/web-build';
import { median } from './bench-stats';
import type { BenchResult } from './bench-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const suite = 'frontend';
const fcpRuns = 7;
const initialRouteTargetKb = 150;

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** JS files `/` requested before its first route render, and all it requested until the network was idle. */
async function scriptsOfHome(
  browser: Browser,
  url: string,
): Promise<{ initial: string[]; all: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => performance.getEntriesByName('hive:first-route-render').length > 0,
  );
  const scripts = await page.evaluate(() => {
    const mark = performance.getEntriesByName('hive:first-route-render')[0]!.startTime;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      initial: js
        .filter((entry) => entry.startTime <= mark)
        .map((entry) => new URL(entry.name).pathname),
      all: js.map((entry) => new URL(entry.name).pathname),
    };
  });
  await context.close();
  return scripts;
}

async function firstContentfulPaint(browser: Browser, url: string): Promise<number> {
  // A fresh context each run: nothing cached, like a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const fcp = await page.evaluate(
    () =>
      new Promise<number>((resolveFcp) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolveFcp(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return fcp;
}

/** Runs the frontend benchmark. */
export async function run(): Promise<BenchResult[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'hive-bench-web-'));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  try {
    ensureWebBuild(outDir, { force: true });
    const files = filesUnder(outDir).filter((file) => !file.endsWith('.map'));
    const totalBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    const jsFiles = files.filter((file) => file.endsWith('.js'));
    const jsGzipped = jsFiles.reduce((sum, file) => sum + gzippedSize(file), 0);
    const supabaseChunk = jsFiles.find((file) => /[\\/]supabase-[^\\/]+\.js$/.test(file));

    server = await startStaticServer({ root: outDir, port: 0 });
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const scripts = await scriptsOfHome(browser, `${server.url}/`);
    const sizeOf = (paths: string[]) =>
      [...new Set(paths)].reduce((sum, path) => sum + gzippedSize(join(outDir, path)), 0);
    const initialGzipped = sizeOf(scripts.initial);
    const allGzipped = sizeOf(scripts.all);

    const fcps: number[] = [];
    await firstContentfulPaint(browser, `${server.url}/`); // warm-up (OS file cache, Chromium start)
    for (let runIndex = 0; runIndex < fcpRuns; runIndex++)
      fcps.push(await firstContentfulPaint(browser, `${server.url}/`));

    const initialKb = kb(initialGzipped);
    return [
      {
        suite,
        name: `initial-route JS of / (gzipped, ${scripts.initial.length} files before first route render)`,
        value: initialKb,
        unit: 'KB',
        target: `<= ${initialRouteTargetKb} KB`,
        met: initialKb <= initialRouteTargetKb,
      },
      {
        suite,
        name: 'all JS / loads until network idle, no backend (gzipped)',
        value: kb(allGzipped),
        unit: 'KB',
      },
      {
        suite,
        name: 'supabase-js chunk, added when a backend is connected (gzipped)',
        value: supabaseChunk ? kb(gzippedSize(supabaseChunk)) : 0,
        unit: 'KB',
      },
      { suite, name: 'web build total, without source maps', value: kb(totalBytes), unit: 'KB' },
      {
        suite,
        name: `web build JS total (gzipped, ${jsFiles.length} files)`,
        value: kb(jsGzipped),
        unit: 'KB',
      },
      {
        suite,
        name: `first contentful paint of / (median of ${fcpRuns}, cold cache)`,
        value: Math.round(median(fcps)),
        unit: 'ms',
      },
      {
        suite,
        name: 'first contentful paint of / (slowest run)',
        value: Math.round(Math.max(...fcps)),
        unit: 'ms',
      },
    ];
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
