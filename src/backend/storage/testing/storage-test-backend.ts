// A stand-in for Hive Local's core, just enough to test Storage on its own through supabase-js:
// in-memory PGlite with Supabase's roles and auth.* functions as the contract defines them,
// HS256 keys, a BackendContext whose authenticate() behaves like the API gateway, and the
// module served by node:http on a random loopback port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { getRequestListener } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { jwtVerify, SignJWT } from 'jose';
import WebSocket from 'ws';
import type {
  BackendContext,
  BackendModule,
  Caller,
  JwtClaims,
  Keys,
  RequestRole,
} from '../../context';
import { BOOTSTRAP_SQL } from '../../db/bootstrap';
import { createPgliteDatabase } from '../../db/pglite-database';
import { createStorageModule } from '../storage-module';

/** A running storage test backend. */
export type StorageTestBackend = {
  url: string;
  keys: Keys;
  pg: PGlite;
  module: BackendModule;
  /** Errors and warnings written through ctx.log. */
  logs: { level: string; message: string; details?: Record<string, unknown> }[];
  /** A supabase-js client signed in as a fresh user (or as `sub`). */
  userClient(sub?: string): Promise<{ client: SupabaseClient; userId: string; token: string }>;
  anonClient(): SupabaseClient;
  serviceClient(): SupabaseClient;
  close(): Promise<void>;
};

function signer(secret: Uint8Array) {
  return (claims: JwtClaims, expiresInSeconds = 3600) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(secret);
}

async function verify(secret: Uint8Array, token: string): Promise<JwtClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const role = payload.role as RequestRole | undefined;
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return null;
    return payload as JwtClaims;
  } catch {
    return null;
  }
}

function clientFor(url: string, anonKey: string, bearer: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${bearer}` } },
    // Node 20 has no global WebSocket; storage tests never open one, but the client wants it.
    realtime: { transport: WebSocket as never },
  });
}

/** Starts PGlite + storage module + HTTP server; `migrations` stands in for supabase/migrations. */
export async function startStorageTestBackend(
  options: { migrations?: string; dataDir?: string | null } = {},
) {
  const pg = new PGlite();
  // The core's own bootstrap: roles, grants and auth.* exactly as Hive Local creates them.
  await pg.exec(BOOTSTRAP_SQL);
  const jwtSecret = randomBytes(32).toString('hex');
  const secret = new TextEncoder().encode(jwtSecret);
  const sign = signer(secret);
  const keys: Keys = {
    jwtSecret,
    anonKey: await sign({ role: 'anon', iss: 'supabase' }, 3600 * 24),
    serviceRoleKey: await sign({ role: 'service_role', iss: 'supabase' }, 3600 * 24),
  };
  const logs: StorageTestBackend['logs'] = [];
  const log = (level: string) => (message: string, details?: Record<string, unknown>) =>
    logs.push({ level, message, details });
  let url = 'http://127.0.0.1';

  const context: BackendContext = {
    get url() {
      return url;
    },
    db: createPgliteDatabase(pg),
    keys,
    settings: {
      siteUrl: 'http://127.0.0.1',
      additionalRedirectUrls: [],
      enableConfirmations: false,
      jwtExpiry: 3600,
      minimumPasswordLength: 6,
      adminEmails: [],
      functionsVerifyJwt: {},
      functionSecrets: {},
    },
    outbox: {
      add: () => {
        throw new Error('no outbox in storage tests');
      },
      list: () => [],
      clear: () => undefined,
    },
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    dataDir: options.dataDir ?? null,
    // Like the API gateway: the apikey must be one of ours; the bearer token decides the role.
    async authenticate(request: Request): Promise<Caller> {
      const apikey = request.headers.get('apikey');
      const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
      const token = bearer ?? apikey;
      if (!token)
        return {
          ok: false,
          status: 401,
          code: 'no_authorization',
          message: 'No API key found in request',
        };
      const claims = await verify(secret, token);
      if (!claims) return { ok: false, status: 401, code: 'bad_jwt', message: 'Invalid JWT' };
      return { ok: true, claims, accessToken: bearer };
    },
    verifyAccessToken: (token: string) => verify(secret, token),
  };

  const module = createStorageModule(context);
  await pg.exec(module.bootstrapSql ?? '');
  if (options.migrations) await pg.exec(options.migrations);

  const listener = getRequestListener((request) => module.handle(request));
  const server: Server = createServer((request, response) => void listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const backend: StorageTestBackend = {
    url,
    keys,
    pg,
    module,
    logs,
    async userClient(sub = randomUUID()) {
      const token = await sign({
        role: 'authenticated',
        sub,
        aud: 'authenticated',
        email: `${sub}@example.test`,
      });
      return { client: clientFor(url, keys.anonKey, token), userId: sub, token };
    },
    anonClient: () => clientFor(url, keys.anonKey, keys.anonKey),
    serviceClient: () => clientFor(url, keys.anonKey, keys.serviceRoleKey),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await module.close();
      await pg.close();
    },
  };
  return backend;
}
