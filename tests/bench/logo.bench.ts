// Logo Creator (issue #16): how fast the local composer makes a run's six candidates (plan, set
// the type as outlines, draw, sanitise), per style: with the fonts already parsed (a warm server)
// and with a fresh font library (every face parsed from its WOFF files first). Target: six
// candidates in at most 1 s. Also the candidates per second over every style, warm.
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'logo';
const ROUNDS = 3;
const BODIES = [
  { name: 'Blue Bean Coffee', tagline: 'Roasted daily', industry: 'coffee shop' },
  { name: 'Northwind Labs', industry: 'software' },
  { name: 'Ironwood Brewing Co.', tagline: 'Craft ales', industry: 'brewery' },
];

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const { generateLogoRequestSchema, LOGO_STYLES } =
    await import('../../supabase/functions/_shared/contracts/api/logo.ts');
  const { composeLogo, loadLogoFaces } =
    await import('../../supabase/functions/_shared/logo/compose/compose-logo.ts');
  const { FontLibrary } =
    await import('../../supabase/functions/_shared/logo/compose/font-library.ts');
  const { readFontFile } = await import('../../supabase/functions/_shared/fonts/font-files.ts');
  const { planLocal } = await import('../../supabase/functions/_shared/logo/local-engine.ts');
  const { sanitizeSvg } = await import('../../supabase/functions/_shared/svg/sanitize-svg.ts');

  /** One run's six candidates, made with `library`; returns ms. */
  async function sixCandidates(
    library: InstanceType<typeof FontLibrary>,
    body: Record<string, unknown>,
    seed: number,
  ): Promise<number> {
    const started = performance.now();
    const designs = planLocal(generateLogoRequestSchema.parse(body), seed);
    for (const design of designs) {
      const faces = await loadLogoFaces(library, design);
      sanitizeSvg(composeLogo(design, faces).svg);
    }
    return performance.now() - started;
  }

  const warm = new FontLibrary(readFontFile);
  // Warm up the code paths and the file reads (not the parsing of a fresh library).
  await sixCandidates(new FontLibrary(readFontFile), { ...BODIES[0], style: 'minimal' }, 1);
  const results: BenchResult[] = [];
  const allWarm: number[] = [];
  for (const style of LOGO_STYLES) {
    const cold: number[] = [];
    const hot: number[] = [];
    for (let round_ = 0; round_ < ROUNDS; round_ += 1)
      for (const [index, body] of BODIES.entries()) {
        cold.push(
          await sixCandidates(
            new FontLibrary(readFontFile),
            { ...body, style },
            round_ * 10 + index,
          ),
        );
        await sixCandidates(warm, { ...body, style }, round_ * 10 + index);
        hot.push(await sixCandidates(warm, { ...body, style }, round_ * 10 + index));
      }
    allWarm.push(...hot);
    const slowestCold = Math.max(...cold);
    results.push(
      {
        suite: SUITE,
        name: `${style}: ms for six candidates, fonts parsed (median)`,
        value: round(median(hot)),
        unit: 'ms',
        target: '≤ 1000',
        met: median(hot) <= 1000,
      },
      {
        suite: SUITE,
        name: `${style}: ms for six candidates, fresh fonts (slowest)`,
        value: round(slowestCold),
        unit: 'ms',
        target: '≤ 1000',
        met: slowestCold <= 1000,
      },
    );
  }
  const perSecond = (6 * 1000) / median(allWarm);
  results.push({
    suite: SUITE,
    name: 'candidates per second, fonts parsed (median run, every style)',
    value: round(perSecond),
    unit: 'candidates/s',
    target: '≥ 6',
    met: perSecond >= 6,
  });
  return results;
}
