// `npm run bench`: runs every tests/bench/*.bench.ts (each exports `run(): Promise<BenchResult[]>`),
// writes bench-results.json and a readable bench-results.md. Targets live here, never in timed tests.
// `npm run bench -- <name> …` runs only the files whose names hold one of the words, and replaces
// only those suites' figures in the results (the others stay, each with the time it was taken).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { benchResultSchema, type BenchResult } from '../tests/bench/bench-types';

/** A figure as stored: with the time its run finished. */
type StoredResult = BenchResult & { measured: string };

const storedSchema = z.object({
  when: z.string().optional(),
  results: z.array(benchResultSchema.extend({ measured: z.string().optional() })),
});

/** The figures of an earlier run that are kept: none for a full run or an unreadable file. */
function earlierResults(path: string, rerun: Set<string>, filtered: boolean): StoredResult[] {
  if (!filtered || !existsSync(path)) return [];
  let parsed: z.infer<typeof storedSchema> | undefined;
  try {
    parsed = storedSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    console.warn(`${path} could not be read; it is written afresh.`);
    return [];
  }
  return parsed.results
    .filter((result) => !rerun.has(result.suite))
    .map((result) => ({ ...result, measured: result.measured ?? parsed.when ?? 'unknown' }));
}

const root = resolve(import.meta.dirname, '..');
const benchDir = resolve(root, 'tests/bench');
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

const finished = new Date().toISOString();
const results: StoredResult[] = [];
for (const file of files) {
  console.log(`▶ ${file}`);
  const module = (await import(pathToFileURL(resolve(benchDir, file)).href)) as {
    run: () => Promise<BenchResult[]>;
  };
  try {
    const produced = await module.run();
    for (const result of produced) console.log(`  ${result.name}: ${result.value} ${result.unit}`);
    results.push(...produced.map((result) => ({ ...result, measured: finished })));
  } catch (error) {
    console.error(`  ✖ ${file} failed:`, error);
    results.push({ suite: file, name: 'error', value: 0, unit: String(error), measured: finished });
  }
}

const jsonPath = resolve(root, 'bench-results.json');
const kept = earlierResults(
  jsonPath,
  new Set(results.map((result) => result.suite)),
  only.length > 0,
);
const all = [...kept, ...results].sort((a, b) => a.suite.localeCompare(b.suite));

const machine = {
  node: process.version,
  platform: process.platform,
  arch: process.arch,
  cpus: (await import('node:os')).cpus().length,
};
writeFileSync(jsonPath, JSON.stringify({ when: finished, machine, results: all }, null, 2) + '\n');
const rows = all.map(
  (r) =>
    `| ${r.suite} | ${r.name} | ${r.value} | ${r.unit} | ${r.target ?? ''} | ${r.met === undefined ? '' : r.met ? 'yes' : 'NO'} | ${r.measured} |`,
);
writeFileSync(
  resolve(root, 'bench-results.md'),
  [
    '| suite | measure | value | unit | target | met | measured |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n') + '\n',
);
console.log(
  `\nWrote bench-results.json and bench-results.md (${results.length} figures measured now` +
    (kept.length > 0 ? `, ${kept.length} kept from earlier runs).` : ').'),
);
