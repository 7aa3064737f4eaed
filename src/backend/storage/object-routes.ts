// Upload, update, download and info for single objects. Every row read or written here goes
// through ctx.db.asRequest with the caller's claims, so storage.objects' RLS policies decide
// exactly as on hosted Supabase; the bytes are written first and only become visible when the
// row pointing at their version commits.
import { createHash, randomUUID } from 'node:crypto';
import type { JwtClaims, Sql } from '../context';
import { detectContentType, isMimeTypeAllowed } from './content-type';
import { assertObjectKey } from './object-paths';
import { serveObject } from './object-serve';
import { readUploadBody, schemas, parseWith } from './request-body';
import {
  findBucket,
  findObjectAsOwner,
  GLOBAL_FILE_SIZE_LIMIT,
  OBJECT_COLUMNS,
  ownerOf,
  requireClaims,
  type ObjectRow,
  type StorageDeps,
} from './storage-deps';
import { fromDatabaseError, storageErrors } from './storage-errors';
import { jsonResponse } from './storage-http';

/** Bucket and key of an object route, already decoded. */
export type ObjectParams = { bucket: string; key: string };

/** Options of one upload: who writes it and whether an existing object may be replaced. */
export type UploadOptions = { claims: JwtClaims; upsert: boolean };

/** Selects a visible object row as the caller (RLS applies). */
export async function selectObject(
  tx: Sql,
  bucket: string,
  key: string,
  lock = false,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2${lock ? ' for update' : ''}`,
    [bucket, key],
  );
  return rows[0];
}

/** Rethrows a database error as Storage's error (unknown errors pass through as 500s). */
export function rethrowDatabaseError(cause: unknown): never {
  throw fromDatabaseError(cause) ?? cause;
}

/** Stores an upload for `params` and answers `{Id, Key}`; shared by POST, PUT and signed uploads. */
export async function storeUpload(
  deps: StorageDeps,
  request: Request,
  { bucket, key }: ObjectParams,
  { claims, upsert }: UploadOptions,
): Promise<Response> {
  assertObjectKey(key);
  const bucketRow = await findBucket(deps, bucket);
  const limit = Math.min(
    bucketRow.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT,
    GLOBAL_FILE_SIZE_LIMIT,
  );
  const body = await readUploadBody(request, limit);
  const mimetype = await detectContentType(body.bytes, body.declaredType);
  if (!isMimeTypeAllowed(mimetype, bucketRow.allowed_mime_types))
    throw storageErrors.invalidMimeType(mimetype);

  const version = randomUUID();
  const metadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.byteLength,
    mimetype,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.byteLength,
    httpStatusCode: 200,
  };
  const metadataJson = JSON.stringify(metadata);
  const userMetadataJson = body.userMetadata ? JSON.stringify(body.userMetadata) : null;
  const { owner, ownerId } = ownerOf(claims);
  await deps.store.write(bucket, key, version, body.bytes);

  let result: { id: string; replaced: string | null };
  try {
    result = await deps.ctx.db.asRequest(claims, async (tx) => {
      // Locked, so two concurrent overwrites each see the version the other one replaced
      // (on PostgreSQL; PGlite runs one transaction at a time anyway).
      const existing = upsert ? await selectObject(tx, bucket, key, true) : undefined;
      if (existing) {
        // RETURNING needs the select policy, which an upsert needs anyway; no row back means
        // the update policy filtered the row out.
        const { rows } = await tx.query<{ id: string }>(
          `update storage.objects set version = $2, metadata = $3::jsonb, user_metadata = $4::jsonb, owner = $5, owner_id = $6,
             last_accessed_at = now() where id = $1 returning id`,
          [existing.id, version, metadataJson, userMetadataJson, owner, ownerId],
        );
        if (!rows[0])
          throw storageErrors.accessDenied(
            'new row violates row-level security policy for table "objects"',
          );
        return { id: existing.id, replaced: existing.version };
      }
      // No RETURNING: a plain upload needs only the insert policy, as on hosted Supabase.
      const id = randomUUID();
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
        [id, bucket, key, owner, ownerId, version, metadataJson, userMetadataJson],
      );
      return { id, replaced: null };
    });
  } catch (cause) {
    await deps.store.remove({ bucket, key, version });
    rethrowDatabaseError(cause);
  }
  if (result.replaced && result.replaced !== version) {
    await deps.store.remove({ bucket, key, version: result.replaced });
  }
  return jsonResponse({ Id: result.id, Key: `${bucket}/${key}` });
}

/** POST /object/{bucket}/{key} (x-upsert) and PUT (always replaces, as upstream). */
export async function uploadObject(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const upsertHeader = parseWith(
    schemas.upsertHeader,
    request.headers.get('x-upsert') ?? undefined,
  );
  const upsert = request.method === 'PUT' || upsertHeader === 'true';
  return storeUpload(deps, request, params, { claims, upsert });
}

/** GET/HEAD /object/{bucket}/{key} and /object/authenticated/…: the caller must see the row. */
export async function downloadObject(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  parseWith(schemas.downloadQuery, Object.fromEntries(new URL(request.url).searchParams));
  assertObjectKey(params.key);
  const lookup = async () => {
    const row = await deps.ctx.db.asRequest(claims, (tx) =>
      selectObject(tx, params.bucket, params.key),
    );
    if (!row) throw storageErrors.noSuchKey();
    return row;
  };
  return serveObject(deps, request, await lookup(), lookup);
}

/** GET /object/info/{bucket}/{key}: the object's details, as the caller sees them. */
export async function objectInfo(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  assertObjectKey(params.key);
  const row = await deps.ctx.db.asRequest(claims, (tx) =>
    selectObject(tx, params.bucket, params.key),
  );
  if (!row) throw storageErrors.noSuchKey();
  const metadata = row.metadata ?? {};
  return jsonResponse({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

/** GET/HEAD /object/public/{bucket}/{key}: no session needed, public buckets only. */
export async function downloadPublic(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  parseWith(schemas.downloadQuery, Object.fromEntries(new URL(request.url).searchParams));
  assertObjectKey(params.key);
  const bucket = await findBucket(deps, params.bucket);
  if (!bucket.public) throw storageErrors.noSuchBucket();
  const lookup = () => findObjectAsOwner(deps, params.bucket, params.key);
  return serveObject(deps, request, await lookup(), lookup);
}
