// Serves the web build (dist-web) for end-to-end tests and the frontend benchmark: static files
// with an SPA fallback to index.html, `GET /_local/health`, and `GET /_local/config` answering
// 404 (no backend yet; the app must then render signed out). Later this starts Hive Local too.
//
//   npx tsx scripts/e2e-server.ts --port 4319 [--root dist-web]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = resolve(import.meta.dirname, '..');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A running static server. */
export type StaticServer = { url: string; close: () => Promise<void> };

/** Builds the web app into `root` when it has no index.html yet. */
export function ensureWebBuild(root: string): void {
  if (existsSync(join(root, 'index.html'))) return;
  console.log(`No web build in ${root}; building it…`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', root, '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web build failed');
}

/** Resolves a URL path inside `root`, or null when it escapes it or is not a file. */
function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

/** Starts the server on 127.0.0.1 (port 0 picks a free one). */
export function startStaticServer(options: { root: string; port: number }): Promise<StaticServer> {
  const root = resolve(options.root);
  const indexHtml = () => readFileSync(join(root, 'index.html'));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/_local/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (url.pathname === '/_local/config' || url.pathname.startsWith('/_local/')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":"no local backend"}');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    const file = fileFor(root, url.pathname);
    if (file) {
      const immutable = url.pathname.startsWith('/assets/');
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : readFileSync(file));
      return;
    }
    // Missing assets are real 404s; every other path is a client route.
    if (url.pathname.startsWith('/assets/') || extname(url.pathname) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes['.html'], 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : indexHtml());
  });
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolveStart({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
      });
    });
  });
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(repoRoot, argument('root') ?? 'dist-web');
  ensureWebBuild(root);
  const server = await startStaticServer({ root, port: Number(argument('port') ?? 4319) });
  console.log(`Serving ${root} at ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
