// Bucket routes. They run as the caller like upstream's: with hosted Supabase's default of RLS
// on storage.buckets and no policies, only service_role manages buckets (apps usually create
// them in migrations with `insert into storage.buckets`).
import type { JwtClaims } from '../context';
import { assertBucketName } from './object-paths';
import { deleteObjects } from './object-list-routes';
import { parseFileSizeLimit, parseWith, readJson, schemas } from './request-body';
import {
  BUCKET_COLUMNS,
  findBucket,
  ownerOf,
  requireClaims,
  type BucketRow,
  type StorageDeps,
} from './storage-deps';
import { fromDatabaseError, storageErrors } from './storage-errors';
import { jsonResponse } from './storage-http';

async function asCaller<T>(
  deps: StorageDeps,
  claims: JwtClaims,
  work: Parameters<StorageDeps['ctx']['db']['asRequest']>[1],
) {
  try {
    return (await deps.ctx.db.asRequest(claims, work)) as T;
  } catch (cause) {
    throw fromDatabaseError(cause, storageErrors.duplicateBucket) ?? cause;
  }
}

/** GET /bucket: the buckets the caller may see. */
export async function listBuckets(deps: StorageDeps, request: Request): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const query = parseWith(
    schemas.listBuckets,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  // Sort column and order come from zod enums.
  const order = `${query.sortColumn ?? 'name'} ${query.sortOrder ?? 'asc'}`;
  const rows = await asCaller<{ rows: BucketRow[] }>(deps, claims, (tx) =>
    tx.query(
      `select ${BUCKET_COLUMNS} from storage.buckets where ($1::text is null or name ilike '%' || $1 || '%')
       order by ${order} limit $2 offset $3`,
      [query.search ?? null, query.limit ?? null, query.offset ?? 0],
    ),
  );
  return jsonResponse(rows.rows);
}

/** GET /bucket/{id}. */
export async function getBucket(
  deps: StorageDeps,
  request: Request,
  id: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const { rows } = await asCaller<{ rows: BucketRow[] }>(deps, claims, (tx) =>
    tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
  );
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return jsonResponse(rows[0]);
}

/** POST /bucket {id, name, public, file_size_limit, allowed_mime_types} → {name}. */
export async function createBucket(deps: StorageDeps, request: Request): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const body = await readJson(request, schemas.createBucket);
  const id = assertBucketName(body.id ?? body.name);
  assertBucketName(body.name);
  const { owner, ownerId } = ownerOf(claims);
  await asCaller(deps, claims, (tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
       values ($1, $2, $3, $4, $5, $6, $7, $8::storage.buckettype)`,
      [
        id,
        body.name,
        owner,
        ownerId,
        body.public ?? false,
        parseFileSizeLimit(body.file_size_limit),
        body.allowed_mime_types ?? null,
        body.type ?? 'STANDARD',
      ],
    ),
  );
  return jsonResponse({ name: body.name });
}

/** PUT /bucket/{id}: changes public, file_size_limit and allowed_mime_types where given. */
export async function updateBucket(
  deps: StorageDeps,
  request: Request,
  id: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const body = await readJson(request, schemas.updateBucket);
  const { rows } = await asCaller<{ rows: unknown[] }>(deps, claims, (tx) =>
    tx.query(
      `update storage.buckets set
         public = coalesce($2, public),
         file_size_limit = case when $3 then $4 else file_size_limit end,
         allowed_mime_types = case when $5 then $6 else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        id,
        body.public ?? null,
        'file_size_limit' in body,
        parseFileSizeLimit(body.file_size_limit),
        'allowed_mime_types' in body,
        body.allowed_mime_types ?? null,
      ],
    ),
  );
  if (rows.length === 0) throw storageErrors.noSuchBucket();
  return jsonResponse({ message: 'Successfully updated' });
}

/** DELETE /bucket/{id}: only an empty bucket; its folder goes too. */
export async function deleteBucket(
  deps: StorageDeps,
  request: Request,
  id: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const { rows: objects } = await deps.ctx.db.query(
    'select 1 from storage.objects where bucket_id = $1 limit 1',
    [id],
  );
  if (objects.length > 0) throw storageErrors.bucketNotEmpty();
  const { rows } = await asCaller<{ rows: unknown[] }>(deps, claims, (tx) =>
    tx.query('delete from storage.buckets where id = $1 returning id', [id]),
  );
  if (rows.length === 0) throw storageErrors.noSuchBucket();
  await deps.store.removeBucket(id);
  return jsonResponse({ message: 'Successfully deleted' });
}

/** POST /bucket/{id}/empty: deletes every object the caller may delete. */
export async function emptyBucket(
  deps: StorageDeps,
  request: Request,
  id: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  await findBucket(deps, id);
  await deleteObjects(deps, claims, 'bucket_id = $1', [id]);
  return jsonResponse({ message: 'Successfully emptied' });
}
