// The desktop payload for linux-x64: what electron-builder would pack (app.asar plus
// app.asar.unpacked, and the supabase folder beside them), built without the Electron binary:
// `electron-vite build`, a production install (`npm ci --omit=dev`), the configuration's files
// rules (scripts/desktop-build/payload.ts), then @electron/asar. The staged app is then started
// (out/main/hive-local.js from the pruned tree) and runs one tool per local engine, so a rule that
// drops something an engine loads shows here. Also the same payload built --without-imgly.
// Target: the total ≤ 400 MB.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desktopBuilderConfig, root } from '../../scripts/desktop-build/builder-config';
import {
  breakdown,
  collectPayload,
  collectResources,
  packAsar,
  productionInstall,
  stagePayload,
  type PayloadFile,
  type Target,
} from '../../scripts/desktop-build/payload';
import {
  buildDesktopApp,
  runToolOnce,
  startBuiltHiveLocal,
} from '../desktop/support/built-hive-local';
import { toolSamples } from '../desktop/support/tool-samples';
import type { BenchResult } from './bench-types';

const SUITE = 'desktop-payload';
const TARGET: Target = { platform: 'linux', arch: 'x64' };
const TARGET_MB = 400;
/** One tool per engine: photo worker (ISNet, ESRGAN, OpenCV, composite), renderer, tracer, fonts. */
const ENGINE_TOOLS = [
  'remove-background',
  'image-enhancement',
  'remove-object',
  'generate-background',
  'generate-image',
  'vectorize',
  'generate-logo',
];

const mb = (bytes: number) => Math.round((bytes / 1e6) * 10) / 10;
const sum = (files: PayloadFile[]) => files.reduce((total, file) => total + file.bytes, 0);

async function measure(
  work: string,
  appDir: string,
  variant: 'standard' | 'without-imgly',
): Promise<{ results: BenchResult[]; stage: string }> {
  const config = desktopBuilderConfig({
    release: { edition: 'development' },
    withoutImgly: variant === 'without-imgly',
    nodeModules: join(appDir, 'node_modules'),
  });
  const files = collectPayload(appDir, config, TARGET);
  const resources = collectResources(root, config, TARGET);
  const stage = join(work, `stage-${variant}`);
  stagePayload(appDir, files, join(stage, 'app'));
  // extraResources keep their path below the repository (from: supabase, to: supabase).
  stagePayload(root, resources, join(stage, 'resources-source'));
  const sizes = await packAsar(join(stage, 'app'), files, join(stage, 'resources', 'app.asar'));
  const total = sizes.asarBytes + sizes.unpackedBytes + sum(resources);
  const prefix = variant === 'standard' ? '' : 'without IMG.LY: ';
  const results: BenchResult[] = [
    {
      suite: SUITE,
      name: `${prefix}linux-x64 payload (asar + unpacked + resources)`,
      value: mb(total),
      unit: 'MB',
      target: `≤ ${TARGET_MB} MB`,
      met: total <= TARGET_MB * 1e6,
    },
  ];
  if (variant === 'standard') {
    results.push(
      { suite: SUITE, name: 'app.asar', value: mb(sizes.asarBytes), unit: 'MB' },
      { suite: SUITE, name: 'app.asar.unpacked', value: mb(sizes.unpackedBytes), unit: 'MB' },
      {
        suite: SUITE,
        name: 'resources (supabase, notices, licence)',
        value: mb(sum(resources)),
        unit: 'MB',
      },
      { suite: SUITE, name: 'files packed', value: files.length, unit: 'files' },
      ...breakdown(files)
        .slice(0, 12)
        .map(([part, bytes]) => ({
          suite: SUITE,
          name: `part: ${part}`,
          value: mb(bytes),
          unit: 'MB',
        })),
    );
  }
  return { results, stage };
}

/** Starts Hive Local from the staged (pruned) app and runs one tool per engine. */
async function runStaged(stage: string): Promise<BenchResult> {
  const samples = await toolSamples();
  // The files a packaged app reads through the asar are plain files here, at the same paths.
  const hive = await startBuiltHiveLocal(
    {},
    {
      entry: join(stage, 'app/out/main/hive-local.js'),
      supabaseDir: join(stage, 'resources-source/supabase'),
      productionOnly: false,
    },
  );
  let passed = 0;
  try {
    for (const name of ENGINE_TOOLS) {
      const sample = samples[name];
      const problem = sample ? await runToolOnce(hive, name, sample()) : 'no sample';
      if (problem) console.error(`  staged payload: ${name} failed: ${problem}`);
      else passed += 1;
    }
  } finally {
    await hive.stop();
  }
  return {
    suite: SUITE,
    name: 'staged payload runs one tool per local engine',
    value: passed,
    unit: `of ${ENGINE_TOOLS.length} tools`,
    target: `${ENGINE_TOOLS.length}`,
    met: passed === ENGINE_TOOLS.length,
  };
}

export async function run(): Promise<BenchResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'hive-payload-'));
  try {
    await buildDesktopApp();
    const appDir = join(work, 'production');
    await productionInstall(root, appDir);
    cpSync(join(root, 'out'), join(appDir, 'out'), { recursive: true });
    const standard = await measure(work, appDir, 'standard');
    const staged = await runStaged(standard.stage);
    const withoutImgly = await measure(work, appDir, 'without-imgly');
    return [...standard.results, staged, ...withoutImgly.results];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
