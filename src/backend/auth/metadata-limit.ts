// user_metadata is copied into every access token and every /user answer, so its size is
// capped (lite sets none: a 2 MB user_metadata was stored and then rode in each token). The
// cap covers what the user controls: `data` on sign-up, OTP sign-up and PUT /user, and, for
// PUT /user, the metadata the update would leave stored (lite merges `data` into it key by key).
import type { Database, JwtClaims } from '../context';
import { authError } from './auth-errors';

/** Largest user_metadata, as serialised JSON, in bytes. */
export const MAX_USER_METADATA_BYTES = 16 * 1024;

// lite's own keys in user_metadata (written at sign-up from the address and id), not the user's.
const LITE_KEYS = new Set(['sub', 'email', 'email_verified', 'phone_verified']);

function byteSize(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** lite's merge for PUT /user `data`: a null value deletes the key, anything else sets it. */
function merged(stored: Record<string, unknown>, update: Record<string, unknown>) {
  const result: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete result[key];
    else result[key] = value;
  }
  for (const key of LITE_KEYS) delete result[key];
  return result;
}

// lite keeps metadata as JSON text on some drivers and as jsonb on others.
function parseStored(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return {};
  }
}

/** GoTrue-format 413 for oversize metadata. */
function metadataTooLarge(): Response {
  return authError(
    413,
    'request_too_large',
    `User metadata must be at most ${MAX_USER_METADATA_BYTES / 1024} KB.`,
  );
}

/** True when `data` from a request is over the cap on its own. */
function isOversizeMetadata(data: unknown): boolean {
  return data !== undefined && byteSize(data) > MAX_USER_METADATA_BYTES;
}

type MetadataCheck = {
  db: Database;
  request: Request;
  /** The path under /auth/v1. */
  path: string;
  /** The request body's `data`. */
  data: unknown;
  verifyAccessToken: (token: string) => Promise<JwtClaims | null>;
};

/**
 * True when PUT /user `data` would leave the caller's stored metadata over the cap. Unknown
 * callers (bad token) are passed on: lite refuses them with its own error.
 */
async function updateWouldOverflow(options: MetadataCheck): Promise<boolean> {
  if (!isRecord(options.data)) return false;
  const token = /^Bearer\s+(\S+)$/i.exec(options.request.headers.get('authorization') ?? '')?.[1];
  const claims = token ? await options.verifyAccessToken(token) : null;
  if (!claims?.sub) return false;
  const { rows } = await options.db.query<{ metadata: unknown }>(
    'select raw_user_meta_data as metadata from auth.users where id::text = $1',
    [claims.sub],
  );
  const stored = parseStored(rows[0]?.metadata);
  return byteSize(merged(isRecord(stored) ? stored : {}, options.data)) > MAX_USER_METADATA_BYTES;
}

/** The 413 answer when a request would store user_metadata over the cap, else null. */
export async function refuseOversizeMetadata(options: MetadataCheck): Promise<Response | null> {
  if (options.data === undefined) return null;
  const { method } = options.request;
  const storing =
    (method === 'POST' && (options.path === '/signup' || options.path === '/otp')) ||
    (method === 'PUT' && options.path === '/user');
  if (!storing) return null;
  if (isOversizeMetadata(options.data)) return metadataTooLarge();
  if (method === 'PUT' && (await updateWouldOverflow(options))) return metadataTooLarge();
  return null;
}
