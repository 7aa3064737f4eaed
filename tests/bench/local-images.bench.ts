// Local image provider: time per 1024² picture (inline, across styles), time per run of three
// through the worker pool, and peak memory. Target from the brief: ≤ 0.5 s per 1024² picture.
import { renderImage } from '../../src/backend/local-images/render-image';
import { createRenderPool } from '../../src/backend/local-images/render-pool';
import { median } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'local-images';
const STYLES: [string, string | undefined][] = [
  ['realistic', 'landscape'],
  ['watercolor', 'soft'],
  ['cyberpunk', undefined],
  ['abstract', 'expressive'],
  ['sketch', undefined],
  ['anime', 'studio'],
  ['3d', 'photorealistic'],
  ['cinematic', 'dramatic'],
];
const PROMPT = 'a lighthouse on a rocky coast at sunset';

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  // Warm-up: first use loads librsvg, fonts and the texture caches.
  await renderImage({
    prompt: PROMPT,
    style: 'realistic',
    contrast: 'medium',
    seed: 0,
    width: 1024,
    height: 1024,
    layout: 0,
  });
  const single: number[] = [];
  for (const [index, [style, variant]] of STYLES.entries()) {
    const started = performance.now();
    await renderImage({
      prompt: PROMPT,
      style,
      variant,
      contrast: 'medium',
      seed: index,
      width: 1024,
      height: 1024,
      layout: index % 3,
    });
    single.push(performance.now() - started);
  }
  const pool = createRenderPool();
  const runs: number[] = [];
  try {
    await pool.renderRun({
      prompt: PROMPT,
      style: 'realistic',
      contrast: 'medium',
      seed: 1,
      width: 1024,
      height: 1024,
      count: 3,
    });
    for (const [index, [style, variant]] of STYLES.entries()) {
      const started = performance.now();
      await pool.renderRun({
        prompt: PROMPT,
        style,
        variant,
        contrast: 'medium',
        seed: 100 + index,
        width: 1024,
        height: 1024,
        count: 3,
      });
      runs.push(performance.now() - started);
    }
  } finally {
    await pool.close();
  }
  const perImage = median(single);
  const perRun = median(runs);
  return [
    {
      suite: SUITE,
      name: 'ms per 1024² image (inline, median of 8 styles)',
      value: Math.round(perImage),
      unit: 'ms',
      target: '≤ 500',
      met: perImage <= 500,
    },
    {
      suite: SUITE,
      name: 'ms per 1024² image (inline, slowest style)',
      value: Math.round(Math.max(...single)),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: 'ms per run of 3 × 1024² (worker pool, median)',
      value: Math.round(perRun),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: 'peak RSS',
      value: Math.round(process.resourceUsage().maxRSS / 1024),
      unit: 'MB',
    },
  ];
}
