// Hive Local: one Node http server on 127.0.0.1 serving /auth/v1 and /rest/v1 (lite behind our
// adapter), each module under its prefix, /_local/* (config, health, the keyed outbox, and the
// local IdP when a test asks for it) and optionally the web build. Every request naming a host
// it does not serve is refused first (host-guard.ts: DNS rebinding). `startHiveLocal` is the one entry point: the CLI, `npm start`, the
// desktop main process, e2e and every backend test start Hive Local through it.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { BackendContext, BackendModule, BackendModuleFactory, Logger } from './context';
import { createAuthGateway } from './auth/auth-gateway';
import { authenticateRequest, verifyToken } from './auth/authenticate';
import { createLiteApp, LOCAL_IDP_CLIENT } from './auth/lite-app';
import { createSpacing } from './auth/rate-limit';
import { createTokenEnricher } from './auth/token-claims';
import { acquireDataDirLock } from './core/data-lock';
import { readEnvFile } from './core/env-file';
import { loadOrCreateKeys } from './core/keys';
import { createLogger } from './core/logger';
import { prepareDatabase } from './core/prepare-database';
import { openDatabase } from './db/open-database';
import { defaultModules } from './default-modules';
import {
  createHostGuard,
  foreignOriginResponse,
  guardUpgrades,
  misdirectedResponse,
  type HostGuard,
} from './http/host-guard';
import { bodyLimitFor, enforceBodyLimit } from './http/body-limit';
import { clientAddressOf, withClientAddress } from './http/client-address';
import { createStaticHandler } from './http/static-files';
import { createLocalRoutes } from './local/local-routes';
import { createOAuthIdp } from './local/oauth-idp';
import { createOutbox } from './local/outbox';
import { loadSettings, type CoreSettings, type SettingsOverrides } from './settings';
import { z } from 'zod';

export type HiveLocalOptions = {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Data folder (PGlite files, keys, storage); null or absent = in memory, fresh keys. */
  dataDir?: string | null;
  /** Folder to serve at / with an SPA fallback (the web build, dist-web). */
  staticDir?: string;
  /** Default: supabase/migrations under the working directory. */
  migrationsDir?: string;
  /** Default: supabase/functions under the working directory. */
  functionsDir?: string;
  /** Default: supabase/config.toml under the working directory. */
  configPath?: string;
  /** A PostgreSQL URL instead of PGlite; default: the DATABASE_URL environment variable. */
  databaseUrl?: string;
  /** Overrides on top of config.toml and the environment (tests). */
  settings?: SettingsOverrides;
  /** Modules to mount; default: storage, realtime and functions. */
  modules?: BackendModuleFactory[];
  log?: Logger;
  /**
   * Tests only: mount the local OAuth identity provider (/_local/idp) for the providers the
   * settings enable. It signs anyone in as any e-mail, so npm start, the CLI and the desktop app
   * never set it.
   */
  localIdentityProvider?: boolean;
  /** The outbox's key; default: HIVE_LOCAL_KEY, else a random key for this launch. */
  localKey?: string;
};

export type HiveLocal = {
  /** e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** This launch's key to the mail outbox (`?key=` or the x-hive-local-key header). */
  localKey: string;
  context: BackendContext;
  /** Stops the server, closes modules, checkpoints and closes the database, frees the folder. */
  close(): Promise<void>;
};

function normalizeApiKey(
  request: Request,
  keys: { anonKey: string; serviceRoleKey: string },
): Request {
  // Hosted Supabase's gateway accepts the service (or anon) key in Authorization alone; lite
  // only looks at `apikey`, so the key presented as bearer is mirrored there.
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (
    !bearer ||
    (bearer !== keys.anonKey && bearer !== keys.serviceRoleKey) ||
    request.headers.get('apikey') === bearer
  )
    return request;
  const headers = new Headers(request.headers);
  headers.set('apikey', bearer);
  return new Request(request, { headers });
}

const localKeySchema = z.string().min(16, 'HIVE_LOCAL_KEY must be at least 16 characters.');

/** The outbox key: the option, else HIVE_LOCAL_KEY (tests and tools), else random per launch. */
function chooseLocalKey(given: string | undefined): string {
  const fromEnvironment = process.env.HIVE_LOCAL_KEY;
  if (given !== undefined) return localKeySchema.parse(given);
  if (fromEnvironment) return localKeySchema.parse(fromEnvironment);
  return randomBytes(24).toString('base64url');
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePort((server.address() as AddressInfo).port));
  });
}

/** The outbox page's address with this launch's key, as npm start and the CLI print it. */
export function outboxLink(hive: Pick<HiveLocal, 'url' | 'localKey'>): string {
  return `${hive.url}/_local/mail?key=${encodeURIComponent(hive.localKey)}`;
}

/** Starts Hive Local and resolves once it serves requests. */
export async function startHiveLocal(options: HiveLocalOptions = {}): Promise<HiveLocal> {
  const log =
    options.log ?? createLogger(process.env.HIVE_LOG_LEVEL === 'silent' ? 'silent' : 'info');
  const cwd = process.cwd();
  const functionsDir = resolve(options.functionsDir ?? resolve(cwd, 'supabase/functions'));
  const settings: CoreSettings = loadSettings({
    configPath: options.configPath ?? resolve(cwd, 'supabase/config.toml'),
    env: process.env,
    overrides: options.settings,
  });
  settings.functionSecrets = {
    ...readEnvFile(resolve(functionsDir, '.env')),
    ...settings.functionSecrets,
  };
  const localKey = chooseLocalKey(options.localKey);
  const dataDir = options.dataDir ? resolve(options.dataDir) : null;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  const cleanups: (() => Promise<void> | void)[] = [releaseLock];
  const cleanup = async () => {
    for (const step of cleanups.reverse())
      await Promise.resolve(step()).catch((error: unknown) =>
        log.error('shutdown step failed', { error: String(error) }),
      );
  };

  try {
    const keys = await loadOrCreateKeys(dataDir);
    const database = await openDatabase({
      dataDir,
      databaseUrl: options.databaseUrl ?? process.env.DATABASE_URL,
    });
    cleanups.push(() => database.close());
    const { db } = database;

    let url = '';
    let handler: ((request: Request, peer: string) => Promise<Response>) | null = null;
    let guard: HostGuard | null = null;
    const listener = getRequestListener(async (request, env) => {
      const peer =
        ('incoming' in env ? env.incoming.socket.remoteAddress : undefined) ?? '127.0.0.1';
      // The raw header: the Request is built with a host filled in when the client sent none.
      const host = 'incoming' in env ? env.incoming.headers.host : request.headers.get('host');
      if (guard && !guard.allowsHost(host)) return misdirectedResponse();
      if (!handler)
        return Response.json(
          { message: 'Hive Local is starting' },
          { status: 503, headers: { 'retry-after': '1' } },
        );
      return handler(request, peer);
    });
    const server = createServer((request, response) => void listener(request, response));
    // Idle keep-alive sockets outlive the clients' own idle limit (undici's is 4 s), so a client
    // never sends a request on a socket the server is closing at that moment (ECONNRESET). The
    // functions call Hive Local over HTTP from inside it, where a long synchronous step (a 14 MB
    // upload's base64) can let both idle timers fire together. Closing still ends every socket.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const port = await listen(server, options.port ?? 0);
    url = `http://127.0.0.1:${port}`;
    guard = createHostGuard({
      port,
      publicHosts: settings.publicHosts,
      trustedOrigins: [settings.siteUrl, ...settings.additionalRedirectUrls],
    });
    cleanups.push(
      () =>
        new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
    );

    const outbox = createOutbox((message) =>
      log.info('outbox', { channel: message.channel, to: message.to, subject: message.subject }),
    );
    const context: BackendContext = {
      url,
      db,
      keys,
      settings,
      outbox,
      log,
      dataDir,
      authenticate: (request) => authenticateRequest(keys, request),
      verifyAccessToken: (token) => verifyToken(keys, token),
    };
    const app = createLiteApp({
      connection: database.connection,
      db,
      keys,
      settings,
      outbox,
      url: () => url,
      localIdentityProvider: options.localIdentityProvider === true,
    });
    const modules: BackendModule[] = (options.modules ?? defaultModules({ functionsDir })).map(
      (factory) => factory(context),
    );
    cleanups.push(async () => {
      for (const module of [...modules].reverse()) await module.close();
    });

    await prepareDatabase({
      db,
      app,
      connection: database.connection,
      modules,
      migrationsDir: resolve(options.migrationsDir ?? resolve(cwd, 'supabase/migrations')),
      adminEmails: settings.adminEmails,
      log,
    });
    for (const module of modules) await module.afterMigrations?.();
    for (const module of modules) module.attach?.(server);
    guardUpgrades(server, guard);

    const authGateway = createAuthGateway({
      db,
      settings,
      enrich: createTokenEnricher({ db, keys, issuer: () => `${url}/auth/v1` }),
      emailSpacing: createSpacing(settings.rateLimits.emailMinIntervalSeconds),
      outbox,
      verifyAccessToken: (token) => verifyToken(keys, token),
    });
    const local = createLocalRoutes({
      url: () => url,
      anonKey: keys.anonKey,
      outbox,
      localKey,
      idp:
        options.localIdentityProvider && settings.externalProviders.github
          ? createOAuthIdp({ origin: () => url, client: LOCAL_IDP_CLIENT })
          : null,
      health: async () => {
        const ok = await db.query('select 1').then(
          () => true,
          () => false,
        );
        return { ok, database: db.kind };
      },
    });
    const serveStatic = options.staticDir ? createStaticHandler(options.staticDir) : null;
    const lite = (request: Request, peer: string) =>
      app.fetch(normalizeApiKey(request, keys), { peerAddress: peer });

    handler = async (request, peer) => {
      const { pathname } = new URL(request.url);
      try {
        if (
          pathname.startsWith('/_local/') &&
          !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
          !guard?.allowsOrigin(request.headers.get('origin'))
        )
          return foreignOriginResponse();
        // REST, auth and functions: the body limit is held before anything buffers the body,
        // and forwarding headers are replaced by the address this server vouches for (which
        // the auth gateway and lite then key their per-IP limits on).
        const bodyLimit = bodyLimitFor(pathname);
        if (bodyLimit) {
          const checked = await enforceBodyLimit(request, bodyLimit);
          if ('refused' in checked) return checked.refused;
          peer = clientAddressOf(checked.request.headers, peer, settings.trustedProxies);
          request = withClientAddress(checked.request, peer);
        }
        const module = modules.find(
          (candidate) =>
            pathname === candidate.prefix || pathname.startsWith(`${candidate.prefix}/`),
        );
        if (module) return await module.handle(request);
        if (pathname.startsWith('/auth/v1/'))
          return await authGateway(normalizeApiKey(request, keys), peer, (forwarded) =>
            lite(forwarded, peer),
          );
        if (pathname.startsWith('/rest/v1/') || pathname === '/rest/v1')
          return await lite(request, peer);
        if (pathname.startsWith('/_local/')) {
          // Never the web build's app shell: an unmounted local page (the test sign-in outside
          // tests) is plainly not there.
          const answer = await local(request);
          return answer ?? Response.json({ message: 'Not found' }, { status: 404 });
        }
        const page = serveStatic ? await serveStatic(request) : null;
        return page ?? Response.json({ message: 'Not found' }, { status: 404 });
      } catch (error) {
        log.error('request failed', {
          path: pathname,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        return Response.json({ message: 'Internal server error' }, { status: 500 });
      }
    };
    log.info('ready', {
      url,
      database: db.kind,
      dataDir: dataDir ?? 'memory',
      modules: modules.map((module) => module.name),
    });
    let closed: Promise<void> | null = null;
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      localKey,
      context,
      close: () => (closed ??= cleanup()),
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
