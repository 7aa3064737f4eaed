// What the storage routes share: the backend context, the disk store, the caller's claims and
// bucket lookups. Bucket lookups run as the database owner (like upstream's superuser lookups)
// because they only gate limits and public access; object rows always go through RLS.
import type { BackendContext, JwtClaims } from '../context';
import type { DiskStore } from './disk-store';
import { storageErrors } from './storage-errors';

/** Uploads larger than this are refused even when a bucket sets no limit (held in memory). */
export const GLOBAL_FILE_SIZE_LIMIT = 500 * 1024 * 1024;

/** Dependencies every route gets. */
export type StorageDeps = {
  readonly ctx: BackendContext;
  readonly store: DiskStore;
  /** HMAC key for signed-URL tokens, derived from the JWT secret (see signed-url-routes.ts). */
  readonly signingKey: Uint8Array;
};

/** A storage.buckets row as the API returns it. */
export type BucketRow = {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
};

/** The columns of storage.objects the routes read. */
export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  version: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
};

/** The select list for {@link BucketRow}. */
export const BUCKET_COLUMNS =
  'id, name, owner, public, type::text as type, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

/** The select list for {@link ObjectRow}. */
export const OBJECT_COLUMNS =
  'id, bucket_id, name, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** The caller's claims, or an error in Storage's shape when the keys do not check out. */
export async function requireClaims(deps: StorageDeps, request: Request): Promise<JwtClaims> {
  const caller = await deps.ctx.authenticate(request);
  if (!caller.ok) throw storageErrors.unauthorized(caller.status, caller.message);
  return caller.claims;
}

/** A bucket by id regardless of RLS, or NoSuchBucket. */
export async function findBucket(deps: StorageDeps, id: string): Promise<BucketRow> {
  const { rows } = await deps.ctx.db.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  );
  const bucket = rows[0];
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** An object row regardless of RLS (public and signed access), or NoSuchKey. */
export async function findObjectAsOwner(
  deps: StorageDeps,
  bucket: string,
  key: string,
): Promise<ObjectRow> {
  const { rows } = await deps.ctx.db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  const row = rows[0];
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** owner (uuid, deprecated) and owner_id (text) for rows the caller creates. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}
