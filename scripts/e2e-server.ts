// The end-to-end server: the web build (dist-web) served by an in-memory Hive Local, as
// `npm start` serves it. `startStaticServer` (the web build with no backend) is for the frontend
// benchmark, which measures the page alone.
//
//   npx tsx scripts/e2e-server.ts --port 4319 [--root dist-web]
//
// Opt-in, for a test that starts its own server: HIVE_E2E_FUNCTION_SECRETS, a JSON object of
// strings, is added to the functions' secrets (e.g. a hosted provider pointed at a local stub).
// HIVE_E2E_SKIP_BUILD=1 serves the build as it is: such a second server shares the folder the
// first one serves and must not rebuild it under it. Unset, the server is exactly the shared
// one every spec uses.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { z } from 'zod';
import { createLogger } from '../src/backend/core/logger';
import { createStaticHandler } from '../src/backend/http/static-files';
import { startHiveLocal } from '../src/backend/server';
import { ensureWebBuild } from './web-build';

const repoRoot = resolve(import.meta.dirname, '..');

/** A running static server. */
export type StaticServer = { url: string; close: () => Promise<void> };

/**
 * Starts a server on 127.0.0.1 (port 0 picks a free one) with the web build alone: Hive Local's
 * static handler (same pages, compression and headers as users get) and no backend, so
 * `/_local/config` says there is none.
 */
export function startStaticServer(options: { root: string; port: number }): Promise<StaticServer> {
  const serveStatic = createStaticHandler(options.root);
  const listener = getRequestListener(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/_local/health') return Response.json({ ok: true });
    if (pathname.startsWith('/_local/'))
      return Response.json({ error: 'no local backend' }, { status: 404 });
    return (await serveStatic(request)) ?? new Response('Not found', { status: 404 });
  });
  const server: Server = createServer((request, response) => void listener(request, response));
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
    // The e2e OAuth journey signs in through the local identity provider (test mode only).
    localIdentityProvider: true,
    settings: {
      siteUrl: `http://127.0.0.1:${port}`,
      externalProviders: { github: true, google: false },
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
