// Turns a stored object into an HTTP response: type and disposition from content-type.ts,
// cache headers from the object's metadata, single byte ranges (video seeking), HEAD.
import { servingHeaders } from './content-type';
import type { ByteRange } from './disk-store';
import { withStandardHeaders } from './storage-http';
import type { ObjectRow, StorageDeps } from './storage-deps';
import { storageErrors } from './storage-errors';

function parseRange(header: string | null, size: number): ByteRange | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null; // multi-range: send it all
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}

function isMissing(cause: unknown): boolean {
  return (
    typeof cause === 'object' && cause !== null && (cause as { code?: string }).code === 'ENOENT'
  );
}

/**
 * The response for `row`. `lookup` re-reads the row once when its file vanished under us (an
 * overwrite committed and removed the old version between our select and our open).
 */
export async function serveObject(
  deps: StorageDeps,
  request: Request,
  row: ObjectRow,
  lookup: () => Promise<ObjectRow>,
): Promise<Response> {
  const download = new URL(request.url).searchParams.get('download');
  for (let attempt = 0; ; attempt += 1) {
    const location = { bucket: row.bucket_id, key: row.name, version: row.version };
    try {
      const size = await deps.store.size(location);
      if (size === null) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return await respond(deps, request, row, size, download);
    } catch (cause) {
      if (!isMissing(cause)) throw cause;
      if (attempt > 0) throw storageErrors.noSuchKey();
      row = await lookup();
    }
  }
}

async function respond(
  deps: StorageDeps,
  request: Request,
  row: ObjectRow,
  size: number,
  download: string | null,
): Promise<Response> {
  const metadata = row.metadata ?? {};
  const mime =
    typeof metadata.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream';
  const serving = servingHeaders(mime, row.name, download);
  const headers = withStandardHeaders(new Headers());
  headers.set('content-type', serving.contentType);
  if (serving.disposition) headers.set('content-disposition', serving.disposition);
  if (serving.csp) headers.set('content-security-policy', serving.csp);
  headers.set(
    'cache-control',
    typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
  );
  if (typeof metadata.eTag === 'string') headers.set('etag', metadata.eTag);
  headers.set('last-modified', new Date(row.updated_at).toUTCString());
  headers.set('accept-ranges', 'bytes');

  const range = parseRange(request.headers.get('range'), size);
  if (range === 'invalid') throw storageErrors.invalidRange();
  const location = { bucket: row.bucket_id, key: row.name, version: row.version };
  const status = range ? 206 : 200;
  if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
  headers.set('content-length', String(range ? range.end - range.start + 1 : size));
  if (request.method === 'HEAD') return new Response(null, { status, headers });
  const body = await deps.store.stream(location, range ?? undefined);
  return new Response(body, { status, headers });
}
