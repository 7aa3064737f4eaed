// Vectorizer (issue #15): Hive Local's local engine (vtracer + SVGO, the same function the photo
// worker runs) on a 1024² flat logo, warm (target ≤ 200 ms median), then each preset's SVG size
// and path count (after sanitising, as stored) and time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { VECTORIZE_PRESETS } from '../../supabase/functions/_shared/contracts/api/vector';
import { sanitizeSvg } from '../../supabase/functions/_shared/svg/sanitize-svg';
import { svgStats } from '../../supabase/functions/_shared/svg/svg-stats';
import { vectorizeImage } from '../../src/backend/local-photo/engines/vectorize';
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'vectorize';
const ROUNDS = 7;

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const svg = readFileSync(resolve(import.meta.dirname, '../fixtures/vector/logo.svg'));
  const logo = await sharp(svg).png().toBuffer();
  await vectorizeImage(logo, { preset: 'logo' }); // warm-up (addon and SVGO loaded)
  const times: number[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const started = performance.now();
    await vectorizeImage(logo, { preset: 'logo' });
    times.push(performance.now() - started);
  }
  const warm = median(times);
  const results: BenchResult[] = [
    {
      suite: SUITE,
      name: `ms to vectorize a 1024² logo, logo preset, warm (median of ${ROUNDS})`,
      value: round(warm),
      unit: 'ms',
      target: '≤ 200',
      met: warm <= 200,
    },
  ];
  for (const preset of VECTORIZE_PRESETS) {
    const started = performance.now();
    const { svg: traced } = await vectorizeImage(logo, { preset });
    const ms = performance.now() - started;
    const stats = svgStats(sanitizeSvg(traced));
    results.push(
      { suite: SUITE, name: `${preset}: ms for the 1024² logo`, value: round(ms), unit: 'ms' },
      { suite: SUITE, name: `${preset}: SVG size`, value: round(stats.bytes / 1024), unit: 'KB' },
      { suite: SUITE, name: `${preset}: paths`, value: stats.paths, unit: 'paths' },
    );
  }
  return results;
}
