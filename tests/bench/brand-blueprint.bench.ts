// Brand Blueprint (issue #16): the engine as the function runs it, in this process (no Storage):
// reading the logo (an SVG of paths; a 1024 px PNG decoded and keyed), the palette and contrast
// matrix, and the guideline PDF (13 pages, fonts embedded and subset) — median and slowest over
// warm runs — with the PDF's and the kit's sizes. Target for the whole blueprint: ≤ 1.5 s.
import sharp from 'sharp';
import { median, round } from './bench-stats';
import type { BenchResult } from './bench-types';

const SUITE = 'brand-blueprint';
const ROUNDS = 5;
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120">
  <circle cx="60" cy="60" r="44" fill="#1d4ed8"/><path d="M40 60 L60 30 L80 60 L60 90 Z" fill="#f59e0b"/>
  <rect x="120" y="38" width="170" height="16" rx="8" fill="#0f172a"/>
  <rect x="120" y="66" width="120" height="16" rx="8" fill="#0f172a"/></svg>`;

/** Runs the benchmark. */
export async function run(): Promise<BenchResult[]> {
  const { checkLogoBytes } = await import('../../supabase/functions/_shared/brand/logo-input.ts');
  const { readLogo } = await import('../../supabase/functions/_shared/brand/brand-logo.ts');
  const { makeBlueprint } = await import('../../supabase/functions/_shared/brand/blueprint.ts');
  const { buildPalette } = await import('../../supabase/functions/_shared/brand/palette.ts');
  const { contrastMatrix } = await import('../../supabase/functions/_shared/brand/contrast.ts');
  const png = new Uint8Array(await sharp(Buffer.from(LOGO_SVG)).resize(1024).png().toBuffer());
  const logos = { svg: new TextEncoder().encode(LOGO_SVG), png };
  const input = {
    name: 'Northwind Labs',
    logo: '',
    industry: 'Software consulting',
    audience: 'product teams at growing companies',
    personality: { tone: 60, era: 80, stance: 55, energy: 65 },
  };
  const results: BenchResult[] = [];
  for (const [kind, bytes] of Object.entries(logos)) {
    const reads: number[] = [];
    const palettes: number[] = [];
    const pdfs: number[] = [];
    const totals: number[] = [];
    let pdfBytes = 0;
    let kitBytes = 0;
    // One warm-up run loads and parses the fonts (once per process, as in the function).
    for (let round_ = -1; round_ < ROUNDS; round_ += 1) {
      const started = performance.now();
      const reading = readLogo(checkLogoBytes(bytes));
      const read = performance.now();
      contrastMatrix(buildPalette(reading.logo.colours, input.personality));
      const paletted = performance.now();
      let pdfStart = 0;
      let pdfEnd = 0;
      const result = await makeBlueprint(input, reading, {
        signal: new AbortController().signal,
        pause: async () => undefined,
        progress: (percent) => {
          if (percent === 20) pdfStart = performance.now();
          if (percent === 85) pdfEnd = performance.now();
        },
      });
      const done = performance.now();
      if (round_ < 0) continue;
      reads.push(read - started);
      palettes.push(paletted - read);
      pdfs.push(pdfEnd - pdfStart);
      totals.push(done - started);
      pdfBytes = result.files.pdf.length;
      kitBytes = result.files.kit.length;
    }
    const total = median(totals);
    results.push(
      {
        suite: SUITE,
        name: `${kind} logo: read (median)`,
        value: round(median(reads)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: `${kind} logo: palette + contrast matrix (median)`,
        value: round(median(palettes)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: `${kind} logo: guideline PDF, 13 pages (median)`,
        value: round(median(pdfs)),
        unit: 'ms',
        target: '≤ 1000',
        met: median(pdfs) <= 1000,
      },
      {
        suite: SUITE,
        name: `${kind} logo: guideline PDF (slowest)`,
        value: round(Math.max(...pdfs)),
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: `${kind} logo: whole blueprint (median)`,
        value: round(total),
        unit: 'ms',
        target: '≤ 1500',
        met: total <= 1500,
      },
      {
        suite: SUITE,
        name: `${kind} logo: PDF size`,
        value: Math.round(pdfBytes / 102.4) / 10,
        unit: 'KB',
      },
      {
        suite: SUITE,
        name: `${kind} logo: kit ZIP size`,
        value: Math.round(kitBytes / 102.4) / 10,
        unit: 'KB',
      },
    );
  }
  return results;
}
