// `npm start`: the desktop app when the Electron binary is installed; otherwise one line saying
// so, then the web build served with Hive Local (data in .hive-data/) at a printed URL.
// `npm run web` always serves the web build; `npm run desktop` always opens the desktop app.
//
//   npx tsx scripts/start.ts [--web | --desktop]   (HIVE_PORT picks the port, default 5173)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { outboxLink, startHiveLocal } from '../src/backend/server';
import { ensureWebBuild } from './web-build';

const repoRoot = resolve(import.meta.dirname, '..');
const env = z
  .object({
    HIVE_PORT: z.coerce.number().int().min(1).max(65535).default(5173),
    HIVE_DATA_DIR: z.string().min(1).default(join(repoRoot, '.hive-data')),
  })
  .parse(process.env);

/** The Electron binary's path, or null when its installer never fetched it (as on build machines). */
function electronBinary(): string | null {
  try {
    const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
    const pathFile = join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

async function serveWeb(): Promise<void> {
  const outDir = join(repoRoot, 'dist-web');
  ensureWebBuild(outDir);
  const hive = await startHiveLocal({
    port: env.HIVE_PORT,
    dataDir: env.HIVE_DATA_DIR,
    staticDir: outDir,
    settings: { siteUrl: `http://127.0.0.1:${env.HIVE_PORT}` },
  });
  process.stdout.write(
    `\nHive Studio (web, Hive Local) is running at ${hive.url}\nE-mails and texts Auth would send (this link carries the outbox's key for this launch): ${outboxLink(hive)}\nPress Ctrl+C to stop.\n`,
  );
  const stop = () => void hive.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function runDesktop(): void {
  const child = spawn('npx', ['electron-vite', 'dev'], { cwd: repoRoot, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}

const mode = process.argv.includes('--web')
  ? 'web'
  : process.argv.includes('--desktop')
    ? 'desktop'
    : 'auto';
if (mode === 'web') {
  await serveWeb();
} else if (electronBinary()) {
  runDesktop();
} else if (mode === 'desktop') {
  console.error(
    'The Electron binary is not installed (its installer downloads it), so the desktop app cannot open here. Use `npm run web`.',
  );
  process.exit(1);
} else {
  process.stdout.write(
    'Electron binary not found: the desktop shell is unavailable here, so Hive Studio opens as the web build on Hive Local instead.\n',
  );
  await serveWeb();
}
