// Hive Local's Storage: the subset of Supabase Storage's HTTP API that storage-js uses, over a
// folder on disk, with storage.objects rows and their RLS policies deciding who may do what.
// See ../shared/reference/supabase-contract.md ("Storage") for the wire contract.
import type { BackendContext, BackendModule, BackendModuleFactory } from '../context';
import * as buckets from './bucket-routes';
import { openDiskStore, type DiskStore } from './disk-store';
import * as lists from './object-list-routes';
import * as objects from './object-routes';
import * as signed from './signed-url-routes';
import type { StorageDeps } from './storage-deps';
import { storageErrors, StorageHttpError } from './storage-errors';
import { errorResponse, preflightResponse } from './storage-http';
import { STORAGE_SCHEMA_SQL } from './storage-schema-sql';

const PREFIX = '/storage/v1';

type Handler = () => Promise<Response>;

function decodeSegments(path: string): string[] {
  try {
    return path
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw storageErrors.invalidRequest('Invalid URL encoding');
  }
}

/** Picks the route for a bucket request: /bucket, /bucket/{id}, /bucket/{id}/empty. */
function bucketRoute(deps: StorageDeps, request: Request, parts: string[]): Handler | null {
  const method = request.method;
  const [, id, action] = parts;
  if (parts.length === 1 && method === 'GET') return () => buckets.listBuckets(deps, request);
  if (parts.length === 1 && method === 'POST') return () => buckets.createBucket(deps, request);
  if (parts.length === 2 && id) {
    if (method === 'GET') return () => buckets.getBucket(deps, request, id);
    if (method === 'PUT') return () => buckets.updateBucket(deps, request, id);
    if (method === 'DELETE') return () => buckets.deleteBucket(deps, request, id);
  }
  if (parts.length === 3 && id && action === 'empty' && method === 'POST')
    return () => buckets.emptyBucket(deps, request, id);
  return null;
}

function paramsAt(parts: string[], index: number): objects.ObjectParams | null {
  const bucket = parts[index];
  if (!bucket || parts.length <= index + 1) return null;
  return { bucket, key: parts.slice(index + 1).join('/') };
}

/** Picks the route for an /object/… request; `parts[0]` is 'object'. */
function objectRoute(deps: StorageDeps, request: Request, parts: string[]): Handler | null {
  const method = request.method;
  const reading = method === 'GET' || method === 'HEAD';
  const [, first, second] = parts;
  if (method === 'POST' && parts.length === 3 && first === 'list' && second)
    return () => lists.listObjects(deps, request, second);
  if (method === 'POST' && parts.length === 2 && first === 'move')
    return () => lists.moveObject(deps, request);
  if (method === 'POST' && parts.length === 2 && first === 'copy')
    return () => lists.copyObject(deps, request);
  if (first === 'sign') {
    if (method === 'POST' && parts.length === 3 && second)
      return () => signed.createSignedUrls(deps, request, second);
    const params = paramsAt(parts, 2);
    if (params && method === 'POST') return () => signed.createSignedUrl(deps, request, params);
    if (params && reading) return () => signed.downloadSigned(deps, request, params);
  }
  if (first === 'upload' && second === 'sign') {
    const params = paramsAt(parts, 3);
    if (params && method === 'POST')
      return () => signed.createSignedUploadUrl(deps, request, params);
    if (params && method === 'PUT') return () => signed.uploadSigned(deps, request, params);
  }
  if (first === 'public' && reading) {
    const params = paramsAt(parts, 2);
    if (params) return () => objects.downloadPublic(deps, request, params);
  }
  if (first === 'authenticated' && reading) {
    const params = paramsAt(parts, 2);
    if (params) return () => objects.downloadObject(deps, request, params);
  }
  if (first === 'info' && method === 'GET') {
    const params = paramsAt(parts, second === 'public' || second === 'authenticated' ? 3 : 2);
    if (params) return () => objects.objectInfo(deps, request, params);
  }
  if (method === 'DELETE' && parts.length === 2 && first)
    return () => lists.removeObjects(deps, request, first);
  const params = paramsAt(parts, 1);
  if (!params) return null;
  if (method === 'POST' || method === 'PUT')
    return () => objects.uploadObject(deps, request, params);
  if (reading) return () => objects.downloadObject(deps, request, params);
  if (method === 'DELETE')
    return () => lists.removeObject(deps, request, params.bucket, params.key);
  return null;
}

/**
 * /render/image/{public|authenticated|sign}/… is Supabase's image transformation endpoint.
 * Hive Local has no image transformer, so it serves the original image from the same place:
 * callers still get a valid image, just not resized.
 */
function imageRenderAsObject(parts: string[], method: string): string[] {
  const [first, second, mode] = parts;
  const reading = method === 'GET' || method === 'HEAD';
  if (
    first === 'render' &&
    second === 'image' &&
    reading &&
    (mode === 'public' || mode === 'authenticated' || mode === 'sign')
  ) {
    return ['object', ...parts.slice(2)];
  }
  return parts;
}

/** Routes one request (path relative to the module prefix) and renders errors in Storage's shape. */
export async function handleStorageRequest(deps: StorageDeps, request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflightResponse();
  const url = new URL(request.url);
  const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
  try {
    const parts = imageRenderAsObject(decodeSegments(path), request.method);
    const handler =
      parts[0] === 'bucket'
        ? bucketRoute(deps, request, parts)
        : parts[0] === 'object'
          ? objectRoute(deps, request, parts)
          : null;
    if (!handler) throw storageErrors.routeNotFound(request.method, url.pathname);
    return await handler();
  } catch (cause) {
    if (cause instanceof StorageHttpError) return errorResponse(cause, request.method);
    deps.ctx.log.error('storage request failed', {
      method: request.method,
      path: url.pathname,
      error: cause instanceof Error ? cause.message : String(cause),
    });
    return errorResponse(storageErrors.internal(), request.method);
  }
}

/**
 * Storage for Hive Local, mounted at /storage/v1. Its `bootstrapSql` creates Supabase's storage
 * schema; the core must run it before supabase/migrations so migrations can add buckets and
 * policies on storage.objects.
 */
export const createStorageModule: BackendModuleFactory = (ctx: BackendContext): BackendModule => {
  const opening: Promise<DiskStore> = openDiskStore(ctx.dataDir);
  let deps: Promise<StorageDeps> | null = null;
  const ready = () =>
    (deps ??= opening.then((store) => ({
      ctx,
      store,
      signingKey: signed.deriveSigningKey(ctx.keys.jwtSecret),
    })));
  // Surface a failure to open the folder in the log now, not only on the first request.
  opening.catch((cause: unknown) =>
    ctx.log.error('storage folder could not be opened', { error: String(cause) }),
  );
  return {
    name: 'storage',
    prefix: PREFIX,
    bootstrapSql: STORAGE_SCHEMA_SQL,
    async handle(request) {
      return handleStorageRequest(await ready(), request);
    },
    async close() {
      await (await opening).close();
    },
  };
};
