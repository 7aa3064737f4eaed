// Everything a storage request carries, parsed with zod at the boundary: JSON bodies, upload
// bodies (multipart from Blobs, raw bytes from Buffers) and the upload headers storage-js sends.
import { z } from 'zod';
import { storageErrors } from './storage-errors';

/** Bodies of the JSON routes, as storage-js 2.x sends them. */
export const schemas = {
  sign: z.object({ expiresIn: z.number().int().positive(), transform: z.unknown().optional() }),
  signMany: z.object({
    expiresIn: z.number().int().positive(),
    paths: z.array(z.string()).min(1).max(1000),
  }),
  list: z.object({
    prefix: z.string().default(''),
    limit: z.number().int().min(1).max(1000).default(100),
    offset: z.number().int().min(0).default(0),
    search: z.string().default(''),
    sortBy: z
      .object({
        column: z
          .enum(['name', 'id', 'updated_at', 'created_at', 'last_accessed_at'])
          .default('name'),
        order: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('asc'),
      })
      .default({ column: 'name', order: 'asc' }),
  }),
  remove: z.object({ prefixes: z.array(z.string()).min(1).max(1000) }),
  moveOrCopy: z.object({
    bucketId: z.string().min(1),
    sourceKey: z.string().min(1),
    destinationKey: z.string().min(1),
    destinationBucket: z.string().min(1).nullish(),
  }),
  createBucket: z.object({
    id: z.string().optional(),
    name: z.string().min(1),
    public: z.boolean().optional(),
    file_size_limit: z.union([z.number().int().min(0), z.string()]).nullish(),
    allowed_mime_types: z.array(z.string().min(1)).nullish(),
    type: z.enum(['STANDARD', 'ANALYTICS', 'VECTOR']).optional(),
  }),
  updateBucket: z.object({
    public: z.boolean().optional(),
    file_size_limit: z.union([z.number().int().min(0), z.string()]).nullish(),
    allowed_mime_types: z.array(z.string().min(1)).nullish(),
  }),
  listBuckets: z.object({
    limit: z.coerce.number().int().min(1).max(1000).optional(),
    offset: z.coerce.number().int().min(0).optional(),
    search: z.string().optional(),
    sortColumn: z.enum(['id', 'name', 'created_at', 'updated_at']).optional(),
    sortOrder: z.enum(['asc', 'desc']).optional(),
  }),
  signedQuery: z.object({ token: z.string().min(1), download: z.string().optional() }),
  downloadQuery: z.object({ download: z.string().optional() }),
  upsertHeader: z.enum(['true', 'false']).optional(),
  userMetadata: z.record(z.string(), z.unknown()),
};

/** Parses `value` with `schema`, answering InvalidRequest with zod's first message. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw storageErrors.invalidRequest(`${where}${issue?.message ?? 'invalid request'}`);
  }
  return result.data;
}

/** The largest JSON body a storage route reads (sign, list, remove, buckets…). */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads and validates a JSON body, reading at most JSON_BODY_LIMIT bytes (413 past it). */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  if (Number(request.headers.get('content-length') ?? 0) > JSON_BODY_LIMIT)
    throw storageErrors.entityTooLarge();
  const bytes = await readLimited(request, JSON_BODY_LIMIT);
  let value: unknown;
  try {
    const text = new TextDecoder().decode(bytes);
    value = text === '' ? {} : JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  return parseWith(schema, value);
}

/** Converts a file_size_limit as the API takes it (bytes, or '20MB' in decimal units) to bytes. */
export function parseFileSizeLimit(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match)
    throw storageErrors.invalidRequest(
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    );
  const units: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };
  return Math.round(Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

/** An upload as it arrived: the bytes, what the client claimed, and cache/metadata options. */
export type UploadBody = {
  bytes: Uint8Array;
  declaredType: string | null;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
};

async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > limit) throw storageErrors.entityTooLarge();
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, total);
}

function parseMetadataJson(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return parseWith(schemas.userMetadata, JSON.parse(text));
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata');
  }
}

const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads an upload body no larger than `limit` bytes. Blobs arrive as multipart with the file
 * under an empty field name plus `cacheControl` (seconds) and `metadata` (JSON); Buffers arrive
 * raw with `content-type`, `cache-control: max-age=…` and `x-metadata` (base64 JSON).
 */
export async function readUploadBody(request: Request, limit: number): Promise<UploadBody> {
  const contentType = request.headers.get('content-type');
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    if (declaredLength > limit + MULTIPART_OVERHEAD) throw storageErrors.entityTooLarge();
    // Read at most the limit first: formData() would buffer whatever a chunked body sends.
    const bytes = await readLimited(request, limit + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageErrors.invalidRequest('Invalid multipart body');
    }
    const file = form.get('') ?? [...form.values()].find((value) => typeof value !== 'string');
    if (!file || typeof file === 'string')
      throw storageErrors.invalidRequest('No content provided');
    if (file.size > limit) throw storageErrors.entityTooLarge();
    const seconds = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      declaredType: file.type || null,
      cacheControl: `max-age=${typeof seconds === 'string' && /^\d+$/.test(seconds) ? seconds : '3600'}`,
      userMetadata: parseMetadataJson(typeof metadata === 'string' ? metadata : null),
    };
  }
  if (declaredLength > limit) throw storageErrors.entityTooLarge();
  const bytes = await readLimited(request, limit);
  const encodedMetadata = request.headers.get('x-metadata');
  return {
    bytes,
    declaredType: contentType,
    cacheControl: request.headers.get('cache-control') ?? 'no-cache',
    userMetadata: parseMetadataJson(
      encodedMetadata ? Buffer.from(encodedMetadata, 'base64').toString('utf8') : null,
    ),
  };
}
