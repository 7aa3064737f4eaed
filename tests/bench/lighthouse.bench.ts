// Lighthouse on the built landing page, served as users get it (the web build on an in-memory
// Hive Local), in Debian's Chromium driven by chrome-launcher. Mobile form factor with
// Lighthouse's default simulated throttling. Targets (issue 9): performance ≥ 90,
// accessibility ≥ 95, best practices ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms.
//
//   npx tsx scripts/bench.ts lighthouse
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createLogger } from '../../src/backend/core/logger';
import { startHiveLocal } from '../../src/backend/server';
import { ensureWebBuild } from '../../scripts/web-build';
import type { BenchResult } from './bench-types';

const suite = 'lighthouse';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

type Audit = { numericValue?: number };

/** Runs Lighthouse once on `/` and returns the category scores and Web Vitals. */
export async function run(): Promise<BenchResult[]> {
  const root = join(tmpdir(), 'hive-bench-lighthouse-web');
  ensureWebBuild(root);
  const hive = await startHiveLocal({
    port: 0,
    dataDir: null,
    staticDir: root,
    log: createLogger('error'),
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const result = await lighthouse(`${hive.url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? Number.NaN;
    const performance = score('performance');
    const accessibility = score('accessibility');
    const bestPractices = score('best-practices');
    const lcp = Math.round(metric('largest-contentful-paint'));
    const cls = Math.round(metric('cumulative-layout-shift') * 1000) / 1000;
    const tbt = Math.round(metric('total-blocking-time'));
    const fcp = Math.round(metric('first-contentful-paint'));
    return [
      {
        suite,
        name: 'performance (mobile)',
        value: performance,
        unit: 'score',
        target: '≥ 90',
        met: performance >= 90,
      },
      {
        suite,
        name: 'accessibility',
        value: accessibility,
        unit: 'score',
        target: '≥ 95',
        met: accessibility >= 95,
      },
      {
        suite,
        name: 'best practices',
        value: bestPractices,
        unit: 'score',
        target: '≥ 95',
        met: bestPractices >= 95,
      },
      {
        suite,
        name: 'largest contentful paint',
        value: lcp,
        unit: 'ms',
        target: '≤ 2500',
        met: lcp <= 2500,
      },
      {
        suite,
        name: 'cumulative layout shift',
        value: cls,
        unit: '',
        target: '≤ 0.1',
        met: cls <= 0.1,
      },
      {
        suite,
        name: 'total blocking time',
        value: tbt,
        unit: 'ms',
        target: '≤ 200',
        met: tbt <= 200,
      },
      { suite, name: 'first contentful paint', value: fcp, unit: 'ms' },
    ];
  } finally {
    chrome.kill();
    await hive.close();
  }
}
