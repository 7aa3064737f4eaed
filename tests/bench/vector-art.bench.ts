// Vector tools (issue #15): time to compose and paint one picture per SVG Generator style and
// Vector Illustrations preset (target ≤ 300 ms, median and slowest), with the sanitised SVG's
// size and path count per style/preset, over prompts that exercise every layer.
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'vector-art';
const PROMPTS = [
  'a cabin in snowy pine woods at night with a fox',
  'a red car in a city at sunset',
  'a castle on a hill with a dragon and a rainbow',
  'a cat with a cup of coffee indoors',
];
const ROUNDS = 3;

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const { SVG_STYLES, ILLUSTRATION_PRESETS } =
    await import('../../supabase/functions/_shared/contracts/api/vector.ts');
  const { composePicture, strokeFor } =
    await import('../../supabase/functions/_shared/vector-art/index.ts');
  const { STYLE_LOOKS, PRESET_LOOKS, SVG_SIZE, ASPECT_SIZES } =
    await import('../../supabase/functions/_shared/vector-art/presets.ts');
  const { sanitizeSvg } = await import('../../supabase/functions/_shared/svg/sanitize-svg.ts');
  const { svgStats } = await import('../../supabase/functions/_shared/svg/svg-stats.ts');
  const cases = [
    ...SVG_STYLES.map((style) => ({
      name: `style ${style}`,
      look: STYLE_LOOKS[style],
      ...SVG_SIZE,
    })),
    ...ILLUSTRATION_PRESETS.map((preset) => ({
      name: `preset ${preset}`,
      look: PRESET_LOOKS[preset],
      ...ASPECT_SIZES['4:3'],
    })),
  ];
  // Warm up: the first compose loads the icon set.
  composePicture({
    prompt: 'a cat',
    look: 'flat',
    width: 512,
    height: 512,
    seed: 0,
    transparent: false,
    simplify: 0,
    strokePx: 2,
  });
  const results: BenchResult[] = [];
  for (const item of cases) {
    const times: number[] = [];
    const bytes: number[] = [];
    const paths: number[] = [];
    for (let round_ = 0; round_ < ROUNDS; round_ += 1)
      for (const [index, prompt] of PROMPTS.entries()) {
        const started = performance.now();
        const { svg } = composePicture({
          prompt,
          look: item.look,
          width: item.width,
          height: item.height,
          seed: round_ * 10 + index,
          layout: index % 3,
          transparent: false,
          simplify: 0,
          strokePx: strokeFor(item.width, item.height),
        });
        const clean = sanitizeSvg(svg);
        times.push(performance.now() - started);
        const stats = svgStats(clean);
        bytes.push(stats.bytes);
        paths.push(stats.paths);
      }
    const typical = median(times);
    const slowest = Math.max(...times);
    results.push(
      {
        suite: SUITE,
        name: `${item.name}: ms to compose, paint and sanitise (median)`,
        value: round(typical),
        unit: 'ms',
        target: '≤ 300',
        met: typical <= 300,
      },
      {
        suite: SUITE,
        name: `${item.name}: ms (slowest)`,
        value: round(slowest),
        unit: 'ms',
        target: '≤ 300',
        met: slowest <= 300,
      },
      {
        suite: SUITE,
        name: `${item.name}: SVG size (median)`,
        value: Math.round(median(bytes) / 102.4) / 10,
        unit: 'KB',
      },
      { suite: SUITE, name: `${item.name}: paths (median)`, value: median(paths), unit: 'paths' },
    );
  }
  // Simplify's effect on one style.
  for (const simplify of [0, 50, 100]) {
    const { svg } = composePicture({
      prompt: PROMPTS[0]!,
      look: 'flat',
      ...SVG_SIZE,
      seed: 1,
      transparent: false,
      simplify,
      strokePx: 4.6,
    });
    const stats = svgStats(sanitizeSvg(svg));
    results.push({
      suite: SUITE,
      name: `flat at simplify ${simplify}: size / paths`,
      value: Math.round(stats.bytes / 102.4) / 10,
      unit: `KB / ${stats.paths} paths`,
    });
  }
  return results;
}
