// A minimal Hive Local for testing one module on its own: in-memory PGlite with Supabase's
// roles and auth.* functions (as the contract defines them), HS256 keys, a BackendContext and
// a node:http server on a random loopback port. The real core (server.ts) replaces this in
// integration tests; this exists so a module can be proven before the core is there.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { SignJWT, jwtVerify } from 'jose';
import type {
  BackendContext,
  BackendModule,
  BackendModuleFactory,
  Caller,
  JwtClaims,
  Logger,
} from '../../context';
import { BOOTSTRAP_SQL } from '../../db/bootstrap';
import { createPgliteDatabase } from '../../db/pglite-database';

/** A running standalone backend. */
export type StandaloneBackend = {
  url: string;
  context: BackendContext;
  pg: PGlite;
  /** Signs an access token with the backend's secret. */
  sign(claims: JwtClaims, expiresInSeconds?: number): Promise<string>;
  /** Log lines written through ctx.log. */
  logs: { level: string; message: string; details?: Record<string, unknown> }[];
  close(): Promise<void>;
};

type StandaloneOptions = {
  modules: BackendModuleFactory[];
  /** SQL run after the modules' bootstrap, standing in for supabase/migrations. */
  migrations?: string;
  functionSecrets?: Record<string, string>;
  functionsVerifyJwt?: Record<string, boolean>;
};

async function toRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Starts a standalone backend with the given modules. */
export async function startStandaloneBackend(
  options: StandaloneOptions,
): Promise<StandaloneBackend> {
  const pg = new PGlite();
  await pg.exec(BOOTSTRAP_SQL);
  const db = createPgliteDatabase(pg);
  const secret = new TextEncoder().encode(`test-secret-${crypto.randomUUID()}-at-least-32-chars`);
  const sign = (claims: JwtClaims, expiresInSeconds = 3600) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(secret);
  const logs: StandaloneBackend['logs'] = [];
  const log: Logger = {
    info: (message, details) => logs.push({ level: 'info', message, details }),
    warn: (message, details) => logs.push({ level: 'warn', message, details }),
    error: (message, details) => logs.push({ level: 'error', message, details }),
  };
  const verifyAccessToken = async (token: string): Promise<JwtClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      return payload as JwtClaims;
    } catch {
      return null;
    }
  };
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keys = {
    anonKey: await sign({ role: 'anon', iss: 'supabase-demo' }, 10 * 365 * 86400),
    serviceRoleKey: await sign({ role: 'service_role', iss: 'supabase-demo' }, 10 * 365 * 86400),
    jwtSecret: new TextDecoder().decode(secret),
  };
  const context: BackendContext = {
    url,
    db,
    keys,
    settings: {
      siteUrl: url,
      additionalRedirectUrls: [],
      enableConfirmations: false,
      jwtExpiry: 3600,
      minimumPasswordLength: 6,
      adminEmails: [],
      functionsVerifyJwt: options.functionsVerifyJwt ?? {},
      functionSecrets: options.functionSecrets ?? {},
    },
    outbox: {
      add: () => {
        throw new Error('no outbox in the standalone backend');
      },
      list: () => [],
      clear: () => undefined,
    },
    log,
    dataDir: null,
    verifyAccessToken,
    async authenticate(request: Request): Promise<Caller> {
      const token =
        request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ??
        request.headers.get('apikey');
      const claims = token ? await verifyAccessToken(token) : null;
      if (!claims) return { ok: false, status: 401, code: 'bad_jwt', message: 'Invalid JWT' };
      return { ok: true, claims, accessToken: token };
    },
  };
  const modules: BackendModule[] = options.modules.map((factory) => factory(context));
  for (const module of modules) if (module.bootstrapSql) await db.exec(module.bootstrapSql);
  if (options.migrations) await db.exec(options.migrations);
  for (const module of modules) await module.afterMigrations?.();
  for (const module of modules) module.attach?.(server);
  server.on('request', (incoming, outgoing) => {
    void (async () => {
      const request = await toRequest(incoming, url);
      const path = new URL(request.url).pathname;
      const module = modules.find(
        (candidate) => path === candidate.prefix || path.startsWith(`${candidate.prefix}/`),
      );
      const response = module
        ? await module.handle(request)
        : Response.json({ message: 'Not found' }, { status: 404 });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      logs.push({
        level: 'error',
        message: 'standalone: request failed',
        details: { error: String(error) },
      });
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  });
  return {
    url,
    context,
    pg,
    sign,
    logs,
    async close() {
      server.closeAllConnections();
      for (const module of modules) await module.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pg.close();
    },
  };
}
