// Signed URLs: short-lived links to one object that work without a session (downloads) or
// that let someone upload one object (signed uploads). Tokens are HS256 JWTs like upstream's,
// but keyed with an HMAC of the JWT secret rather than the secret itself, so a signed-URL token
// can never pass as an access token and an access token never as a signed URL.
import { createHmac } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { assertObjectKey } from './object-paths';
import { serveObject } from './object-serve';
import {
  rethrowDatabaseError,
  selectObject,
  storeUpload,
  type ObjectParams,
} from './object-routes';
import { parseWith, readJson, schemas } from './request-body';
import { findObjectAsOwner, requireClaims, type StorageDeps } from './storage-deps';
import { storageErrors } from './storage-errors';
import { jsonResponse } from './storage-http';

const UPLOAD_URL_LIFETIME_SECONDS = 2 * 60 * 60;

/** The key signed-URL tokens are signed with, derived from the project's JWT secret. */
export function deriveSigningKey(jwtSecret: string): Uint8Array {
  return new Uint8Array(
    createHmac('sha256', jwtSecret).update('hive-local/storage/signed-url').digest(),
  );
}

type TokenPurpose = 'download' | 'upload';

async function signToken(
  deps: StorageDeps,
  claims: Record<string, unknown>,
  expiresIn: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(deps.signingKey);
}

async function verifyToken(deps: StorageDeps, token: string, purpose: TokenPurpose, url: string) {
  try {
    const { payload } = await jwtVerify(token, deps.signingKey, { algorithms: ['HS256'] });
    if (payload.url !== url || payload.purpose !== purpose) throw storageErrors.invalidSignature();
    return payload;
  } catch (cause) {
    if (cause instanceof joseErrors.JWTExpired) throw storageErrors.invalidJwt('jwt expired');
    if (cause instanceof joseErrors.JOSEError) throw storageErrors.invalidJwt('invalid signature');
    throw cause;
  }
}

function signedPath(
  kind: 'sign' | 'upload/sign',
  { bucket, key }: ObjectParams,
  token: string,
): string {
  return `/object/${kind}/${bucket}/${key}?token=${token}`;
}

/** POST /object/sign/{bucket}/{key} {expiresIn}: the caller must be able to read the object. */
export async function createSignedUrl(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const { expiresIn } = await readJson(request, schemas.sign);
  assertObjectKey(params.key);
  const row = await deps.ctx.db.asRequest(claims, (tx) =>
    selectObject(tx, params.bucket, params.key),
  );
  if (!row) throw storageErrors.noSuchKey();
  const url = `${params.bucket}/${params.key}`;
  const token = await signToken(deps, { url, purpose: 'download' }, expiresIn);
  return jsonResponse({ signedURL: signedPath('sign', params, token) });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one entry per path, an error where not readable. */
export async function createSignedUrls(
  deps: StorageDeps,
  request: Request,
  bucket: string,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  const { expiresIn, paths } = await readJson(request, schemas.signMany);
  const { rows } = await deps.ctx.db.asRequest(claims, (tx) =>
    tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, paths],
    ),
  );
  const visible = new Set(rows.map((row) => row.name));
  const entries = await Promise.all(
    paths.map(async (path) => {
      if (!visible.has(path)) {
        return {
          error: 'Either the object does not exist or you do not have access to it',
          path,
          signedURL: null,
        };
      }
      const token = await signToken(
        deps,
        { url: `${bucket}/${path}`, purpose: 'download' },
        expiresIn,
      );
      return { error: null, path, signedURL: signedPath('sign', { bucket, key: path }, token) };
    }),
  );
  return jsonResponse(entries);
}

/** GET/HEAD /object/sign/{bucket}/{key}?token=…: serves the object while the token is valid. */
export async function downloadSigned(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const query = parseWith(
    schemas.signedQuery,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  await verifyToken(deps, query.token, 'download', `${params.bucket}/${params.key}`);
  const lookup = () => findObjectAsOwner(deps, params.bucket, params.key);
  return serveObject(deps, request, await lookup(), lookup);
}

/**
 * POST /object/upload/sign/{bucket}/{key}: a token that lets its holder upload this one object
 * for two hours, issued only when the caller's insert policy admits the object.
 */
export async function createSignedUploadUrl(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const claims = await requireClaims(deps, request);
  assertObjectKey(params.key);
  const upsert = request.headers.get('x-upsert') === 'true';
  await probeInsert(deps, claims, params);
  const url = `${params.bucket}/${params.key}`;
  const token = await signToken(
    deps,
    { url, purpose: 'upload', owner: claims.sub ?? null, upsert },
    UPLOAD_URL_LIFETIME_SECONDS,
  );
  return jsonResponse({ url: signedPath('upload/sign', params, token), token });
}

class ProbeRollback extends Error {}

// Inserts a probe row as the caller and rolls it back: the only way to ask RLS "may I?".
async function probeInsert(
  deps: StorageDeps,
  claims: Parameters<StorageDeps['ctx']['db']['asRequest']>[0],
  params: ObjectParams,
) {
  try {
    await deps.ctx.db.asRequest(claims, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner_id, version, metadata) values ($1, $2, $3, $4, '{}'::jsonb)`,
        [params.bucket, params.key, claims.sub ?? null, '00000000-0000-0000-0000-000000000000'],
      );
      throw new ProbeRollback();
    });
  } catch (cause) {
    if (cause instanceof ProbeRollback) return;
    rethrowDatabaseError(cause);
  }
}

/** PUT /object/upload/sign/{bucket}/{key}?token=…: stores the upload as the token's owner. */
export async function uploadSigned(
  deps: StorageDeps,
  request: Request,
  params: ObjectParams,
): Promise<Response> {
  const query = parseWith(
    schemas.signedQuery,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const payload = await verifyToken(deps, query.token, 'upload', `${params.bucket}/${params.key}`);
  const owner = typeof payload.owner === 'string' ? payload.owner : undefined;
  // The token is the permission (checked against RLS when it was issued), so write as service_role.
  return storeUpload(deps, request, params, {
    claims: { role: 'service_role', sub: owner },
    upsert: payload.upsert === true,
  });
}
