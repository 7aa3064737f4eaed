// `npm run bench`: runs every tests/bench/*.bench.ts (each exports `run(): Promise<BenchResult[]>`),
// writes bench-results.json and a readable bench-results.md. Targets live here, never in timed tests.
import { readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchResult } from '../tests/bench/bench-types';

const root = resolve(import.meta.dirname, '..');
const benchDir = resolve(root, 'tests/bench');
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  console.log(`▶ ${file}`);
  const module = (await import(pathToFileURL(resolve(benchDir, file)).href)) as {
    run: () => Promise<BenchResult[]>;
  };
  try {
    const produced = await module.run();
    for (const result of produced) console.log(`  ${result.name}: ${result.value} ${result.unit}`);
    results.push(...produced);
  } catch (error) {
    console.error(`  ✖ ${file} failed:`, error);
    results.push({ suite: file, name: 'error', value: 0, unit: String(error) });
  }
}

const machine = {
  node: process.version,
  platform: process.platform,
  arch: process.arch,
  cpus: (await import('node:os')).cpus().length,
};
writeFileSync(
  resolve(root, 'bench-results.json'),
  JSON.stringify({ when: new Date().toISOString(), machine, results }, null, 2) + '\n',
);
const rows = results.map(
  (r) =>
    `| ${r.suite} | ${r.name} | ${r.value} | ${r.unit} | ${r.target ?? ''} | ${r.met === undefined ? '' : r.met ? 'yes' : 'NO'} |`,
);
writeFileSync(
  resolve(root, 'bench-results.md'),
  ['| suite | measure | value | unit | target | met |', '|---|---|---|---|---|---|', ...rows].join(
    '\n',
  ) + '\n',
);
console.log(`\nWrote bench-results.json and bench-results.md (${results.length} figures).`);
