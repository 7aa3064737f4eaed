// The end-to-end server: the web build (dist-web) served by an in-memory Hive Local, as
// `npm start` serves it. `startStaticServer` (static files and an SPA fallback, no backend) is
// kept for the frontend benchmark, which measures the page alone.
//
//   npx tsx scripts/e2e-server.ts --port 4319 [--root dist-web]
//
// Opt-in, for a test that starts its own server: HIVE_E2E_FUNCTION_SECRETS, a JSON object of
// strings, is added to the functions' secrets (e.g. a hosted provider pointed at a local stub).
// HIVE_E2E_SKIP_BUILD=1 serves the build as it is: such a second server shares the folder the
// first one serves and must not rebuild it under it. Unset, the server is exactly the shared
// one every spec uses.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { createLogger } from '../src/backend/core/logger';
import { startHiveLocal } from '../src/backend/server';
import { ensureWebBuild } from './web-build';

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

// Run as a script: the web build served by a fresh in-memory Hive Local, as users get it.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(repoRoot, argument('root') ?? 'dist-web');
  if (process.env.HIVE_E2E_SKIP_BUILD !== '1') ensureWebBuild(root);
  const port = Number(argument('port') ?? 4319);
  const extraSecrets = process.env.HIVE_E2E_FUNCTION_SECRETS;
  const functionSecrets = extraSecrets
    ? z.record(z.string(), z.string()).parse(JSON.parse(extraSecrets))
    : undefined;
  const hive = await startHiveLocal({
    port,
    dataDir: null,
    staticDir: root,
    log: createLogger('warn'),
    settings: {
      siteUrl: `http://127.0.0.1:${port}`,
      // Tests send many codes and links in quick succession, and every spec signs in from this
      // one address, so the per-IP budget is raised; failed sign-ins per address stay limited.
      rateLimits: { emailMinIntervalSeconds: 0, smsMinIntervalSeconds: 0, signInSignUps: 1000 },
      ...(functionSecrets && { functionSecrets }),
    },
  });
  console.warn(`Serving ${root} with Hive Local at ${hive.url}`);
  const stop = () => void hive.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
