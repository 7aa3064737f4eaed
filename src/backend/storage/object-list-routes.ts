// List, remove, move and copy: the routes that work on many objects or two at once. Rows go
// through RLS as the caller; files are touched only for rows the database agreed to change.
import { randomUUID } from 'node:crypto';
import { assertObjectKey } from './object-paths';
import { rethrowDatabaseError, selectObject } from './object-routes';
import { readJson, schemas } from './request-body';
import { findBucket, ownerOf, requireClaims, type StorageDeps } from './storage-deps';
import { storageErrors } from './storage-errors';
import { jsonResponse } from './storage-http';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * POST /object/list/{bucket}: one folder level under `prefix`, folders first (id null), then
 * files, as upstream's storage.search does; `search` filters names at that level.
 */
export async function listObjects(
  deps: StorageDeps,
  request: Request,
  bucket: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const body = await readJson(request, schemas.list);
  const trimmed = body.prefix.replace(/^\/+|\/+$/g, '');
  const prefix = trimmed === '' ? '' : `${trimmed}/`;
  const level = prefix === '' ? 1 : prefix.split('/').length;
  const order = body.sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  // Column and order come from zod enums: safe to place in the statement.
  const column = body.sortBy.column;
  const sql = `
    with visible as (
      select * from storage.objects
      where bucket_id = $1 and left(name, length($2)) = $2
        and lower(substr(name, length($2) + 1)) like $3 escape '\\'
    ), entries as (
      select 0 as kind, row_number() over (order by folder ${order}) as position, folder as name,
        null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
        null::timestamptz as last_accessed_at, null::jsonb as metadata
      from (select distinct path_tokens[$4] as folder from visible where array_length(path_tokens, 1) > $4) folders
      union all
      select 1, row_number() over (order by ${column} ${order}, name ${order}), path_tokens[$4],
        id, updated_at, created_at, last_accessed_at, metadata
      from visible where array_length(path_tokens, 1) = $4
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from entries
    order by kind, position limit $5 offset $6`;
  const { rows } = await deps.ctx.db.asRequest(claims, (tx) =>
    tx.query(sql, [
      bucket,
      prefix,
      `${escapeLike(body.search.toLowerCase())}%`,
      level,
      body.limit,
      body.offset,
    ]),
  );
  return jsonResponse(rows);
}

type DeletedRow = { bucket_id: string; name: string; version: string };

/** Deletes rows chosen by `where` as the caller, then their files; returns the deleted rows. */
export async function deleteObjects(
  deps: StorageDeps,
  claims: Parameters<StorageDeps['ctx']['db']['asRequest']>[0],
  where: string,
  params: unknown[],
): Promise<Record<string, unknown>[]> {
  let rows: (DeletedRow & Record<string, unknown>)[];
  try {
    ({ rows } = await deps.ctx.db.asRequest(claims, (tx) =>
      tx.query<DeletedRow & Record<string, unknown>>(
        `delete from storage.objects where ${where} returning id, bucket_id, name, owner, owner_id, version,
           created_at, updated_at, last_accessed_at, metadata, user_metadata`,
        params,
      ),
    ));
  } catch (cause) {
    rethrowDatabaseError(cause);
  }
  for (const row of rows)
    await deps.store.remove({ bucket: row.bucket_id, key: row.name, version: row.version });
  return rows;
}

/** DELETE /object/{bucket} {prefixes}: removes the named objects the caller may delete. */
export async function removeObjects(
  deps: StorageDeps,
  request: Request,
  bucket: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const { prefixes } = await readJson(request, schemas.remove);
  const rows = await deleteObjects(deps, claims, 'bucket_id = $1 and name = any($2::text[])', [
    bucket,
    prefixes,
  ]);
  return jsonResponse(rows);
}

/** DELETE /object/{bucket}/{key}: removes one object. */
export async function removeObject(
  deps: StorageDeps,
  request: Request,
  bucket: string,
  key: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const rows = await deleteObjects(deps, claims, 'bucket_id = $1 and name = $2', [bucket, key]);
  if (rows.length === 0) throw storageErrors.noSuchKey();
  return jsonResponse({ message: 'Successfully deleted' });
}

/** POST /object/move: renames an object (update policy on the old and the new name). */
export async function moveObject(deps: StorageDeps, request: Request): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const body = await readJson(request, schemas.moveOrCopy);
  const toBucket = body.destinationBucket ?? body.bucketId;
  assertObjectKey(body.sourceKey);
  assertObjectKey(body.destinationKey);
  await findBucket(deps, toBucket);
  try {
    await deps.ctx.db.asRequest(claims, async (tx) => {
      const { rows } = await tx.query<{ version: string }>(
        `update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning version`,
        [body.bucketId, body.sourceKey, toBucket, body.destinationKey],
      );
      const moved = rows[0];
      if (!moved) throw storageErrors.noSuchKey();
      // Inside the transaction: if the file cannot move, the row does not either.
      await deps.store.move(
        { bucket: body.bucketId, key: body.sourceKey, version: moved.version },
        { bucket: toBucket, key: body.destinationKey, version: moved.version },
      );
    });
  } catch (cause) {
    rethrowDatabaseError(cause);
  }
  return jsonResponse({ message: 'Successfully moved' });
}

/** POST /object/copy: a new object (insert policy) with the source's bytes (select policy). */
export async function copyObject(deps: StorageDeps, request: Request): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const body = await readJson(request, schemas.moveOrCopy);
  const toBucket = body.destinationBucket ?? body.bucketId;
  assertObjectKey(body.sourceKey);
  assertObjectKey(body.destinationKey);
  await findBucket(deps, toBucket);
  const version = randomUUID();
  const { owner, ownerId } = ownerOf(claims);
  try {
    await deps.ctx.db.asRequest(claims, async (tx) => {
      const source = await selectObject(tx, body.bucketId, body.sourceKey);
      if (!source) throw storageErrors.noSuchKey();
      await deps.store.copy(
        { bucket: body.bucketId, key: body.sourceKey, version: source.version },
        { bucket: toBucket, key: body.destinationKey, version },
      );
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [
          toBucket,
          body.destinationKey,
          owner,
          ownerId,
          version,
          JSON.stringify(source.metadata),
          source.user_metadata ? JSON.stringify(source.user_metadata) : null,
        ],
      );
    });
  } catch (cause) {
    await deps.store.remove({ bucket: toBucket, key: body.destinationKey, version });
    rethrowDatabaseError(cause);
  }
  return jsonResponse({ Key: `${toBucket}/${body.destinationKey}` });
}
