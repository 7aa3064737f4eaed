// Scene composer (issue #15): time to compose a 1024×683 scene from a prompt (target ≤ 300 ms)
// and to rasterise it with sharp (librsvg), over prompts that exercise every layer: horizon
// features, ground subjects with depth, sky subjects, weather particles and the indoor room.
import sharp from 'sharp';
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'scene';
const PROMPTS = [
  'a cabin in snowy pine woods at night',
  'a red car in a city at sunset',
  'a cat with a cup of coffee indoors',
  'a castle on a hill with a dragon and a rainbow',
  'autumn trees, a fox and falling leaves in the rain',
  'a sailboat on the ocean with seagulls and the sun',
];
const WIDTH = 1024;
const HEIGHT = 683;
const ROUNDS = 5;

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  // Importing the composer parses the icon set JSON (about 9 MB): measured on its own, with the
  // first compose.
  const loadStarted = performance.now();
  const { composeScene } = await import('../../supabase/functions/_shared/scene/index.ts');
  composeScene({ prompt: 'a cat', width: WIDTH, height: HEIGHT, seed: 0 });
  const firstCall = performance.now() - loadStarted;
  const compose: number[] = [];
  const raster: number[] = [];
  for (let round_ = 0; round_ < ROUNDS; round_ += 1)
    for (const [index, prompt] of PROMPTS.entries()) {
      const started = performance.now();
      const scene = composeScene({
        prompt,
        width: WIDTH,
        height: HEIGHT,
        seed: round_ * 100 + index,
      });
      compose.push(performance.now() - started);
      const rasterStarted = performance.now();
      await sharp(Buffer.from(scene.svg))
        .png({ compressionLevel: 6, adaptiveFiltering: false })
        .toBuffer();
      raster.push(performance.now() - rasterStarted);
    }
  const composeMedian = median(compose);
  const composeWorst = Math.max(...compose);
  return [
    {
      suite: SUITE,
      name: `ms to compose a ${WIDTH}×${HEIGHT} scene (median of ${compose.length})`,
      value: round(composeMedian),
      unit: 'ms',
      target: '≤ 300',
      met: composeMedian <= 300,
    },
    {
      suite: SUITE,
      name: `ms to compose a ${WIDTH}×${HEIGHT} scene (slowest)`,
      value: round(composeWorst),
      unit: 'ms',
      target: '≤ 300',
      met: composeWorst <= 300,
    },
    {
      suite: SUITE,
      name: 'ms to import the composer and compose once (loads the icon set)',
      value: round(firstCall),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: `ms to rasterise a ${WIDTH}×${HEIGHT} scene to PNG (median, sharp)`,
      value: round(median(raster)),
      unit: 'ms',
    },
    {
      suite: SUITE,
      name: `ms to rasterise a ${WIDTH}×${HEIGHT} scene to PNG (slowest)`,
      value: round(Math.max(...raster)),
      unit: 'ms',
    },
  ];
}
