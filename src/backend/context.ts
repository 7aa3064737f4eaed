// The seam between Hive Local's core (database, auth, HTTP server) and its modules
// (storage, realtime, functions, mail, checkout, local AI). Modules depend on this file only,
// never on each other, so each can be built, tested and replaced on its own.
import type { Server } from 'node:http';

/** The three request roles Supabase uses; `service_role` bypasses RLS. */
export type RequestRole = 'anon' | 'authenticated' | 'service_role';

/** GoTrue access-token claims (see ../shared/reference/supabase-contract.md). */
export type JwtClaims = {
  role: RequestRole;
  sub?: string;
  email?: string;
  phone?: string;
  aud?: string | string[];
  iss?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  is_anonymous?: boolean;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
};

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Several statements, no parameters, no result. */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * One transaction run as a request: `set_config('role', …, true)`,
   * `set_config('request.jwt.claims', …, true)` and the search path, all transaction-scoped,
   * so RLS decides exactly as it does on hosted Supabase.
   */
  asRequest<T>(claims: JwtClaims, work: (tx: Sql) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Keys generated once per data folder and kept there. */
export type Keys = {
  /** Public anonymous key (sent by the client as `apikey`). */
  anonKey: string;
  /** Service-role key: Hive Local and functions only, never in a bundle. */
  serviceRoleKey: string;
  /** HS256 secret that signs access tokens. */
  jwtSecret: string;
};

/** What a request's `apikey` and `Authorization` headers amount to. */
export type Caller =
  | { ok: true; claims: JwtClaims; accessToken: string | null }
  | { ok: false; status: 401 | 403; code: string; message: string };

/** A message Auth would have e-mailed or texted, kept in the local outbox. */
export type OutboxMessage = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links and codes pulled out of the message, for the outbox page and tests. */
  links: string[];
  code?: string;
  /** Mail a function sent through the local mail API (local/mail-api-module.ts). */
  from?: string;
  replyTo?: string;
  attachments?: { filename: string; contentType: string; size: number; content: string }[];
  createdAt: string;
};

export interface Outbox {
  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage;
  list(filter?: { to?: string }): OutboxMessage[];
  clear(): void;
}

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** Settings read from supabase/config.toml and the environment. */
export type HiveSettings = {
  siteUrl: string;
  additionalRedirectUrls: string[];
  enableConfirmations: boolean;
  jwtExpiry: number;
  minimumPasswordLength: number;
  /** E-mails whose users get app_metadata.role = 'admin' (server side only). */
  adminEmails: string[];
  /** verify_jwt per function name; true when a function is not listed. */
  functionsVerifyJwt: Record<string, boolean>;
  /** Secrets handed to functions as env (from supabase/functions/.env and process env). */
  functionSecrets: Record<string, string>;
};

/** Everything a module is given by the core. */
export type BackendContext = {
  /** Public origin of this Hive Local, e.g. http://127.0.0.1:54321 */
  readonly url: string;
  readonly db: Database;
  readonly keys: Keys;
  readonly settings: HiveSettings;
  readonly outbox: Outbox;
  readonly log: Logger;
  /** Folder for files (storage objects); null when running in memory (use a temp folder). */
  readonly dataDir: string | null;
  /** Resolves the request's apikey/Authorization to claims, as the API gateway would. */
  authenticate(request: Request): Promise<Caller>;
  /** Verifies an access token (signature, expiry) and returns its claims, or null. */
  verifyAccessToken(token: string): Promise<JwtClaims | null>;
};

/** A piece of Hive Local mounted under a path prefix. */
export interface BackendModule {
  readonly name: string;
  /** e.g. '/storage/v1' */
  readonly prefix: string;
  /** SQL run once at start, after the bootstrap and before supabase/migrations. */
  readonly bootstrapSql?: string;
  /** Called after migrations have run (e.g. to attach realtime triggers). */
  afterMigrations?(): Promise<void>;
  handle(request: Request): Promise<Response>;
  /** For websocket modules: take over HTTP upgrades on this server. */
  attach?(server: Server): void;
  close(): Promise<void>;
}

export type BackendModuleFactory = (context: BackendContext) => BackendModule;
