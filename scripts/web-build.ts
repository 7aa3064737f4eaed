// Builds the web client (dist-web) when it is missing or older than its sources, so `npm start`
// and the e2e server always serve what the source says.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const SOURCES = [
  'src/renderer',
  'src/shared',
  'resources/public',
  'vite.web.config.ts',
  'scripts/vite-prerender.ts',
  'package.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Builds the web app into `outDir` unless its index.html is newer than every source file. */
export function ensureWebBuild(outDir: string, options: { force?: boolean } = {}): void {
  const index = join(outDir, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestChange(resolve(repoRoot, source))));
  if (!options.force && built > sources) return;
  process.stderr.write(`Building the web client into ${outDir}…\n`);
  const result = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'vite.web.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web build failed');
}
