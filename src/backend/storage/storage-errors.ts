// Errors in the shape Supabase Storage answers with. Storage sends HTTP 400 for client errors
// and puts the "real" status in the body's `statusCode`; storage-js reads `statusCode` and
// `message` from the body, so clients see the same StorageApiError as on hosted Supabase.

/** The JSON body of every Storage error response. */
export type StorageErrorBody = { statusCode: string; code: string; error: string; message: string };

/** An error a route throws to answer the client; rendered by {@link errorResponse}. */
export class StorageHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
    /** Overrides the wire status where browsers rely on it (416, unknown routes). */
    private readonly wireStatus?: number,
  ) {
    super(message);
    this.name = 'StorageHttpError';
  }

  /** HTTP status on the wire: 500 stays 500 (so clients may retry), everything else is 400. */
  get httpStatus(): number {
    return this.wireStatus ?? (this.statusCode >= 500 ? 500 : 400);
  }

  toBody(): StorageErrorBody {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

/** Constructors for the errors Storage uses, with upstream's codes and messages. */
export const storageErrors = {
  noSuchKey: () => new StorageHttpError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  noSuchBucket: () =>
    new StorageHttpError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  duplicateObject: () =>
    new StorageHttpError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  duplicateBucket: () =>
    new StorageHttpError(409, 'BucketAlreadyExists', 'Duplicate', 'The resource already exists'),
  bucketNotEmpty: () =>
    new StorageHttpError(
      409,
      'ResourceNotEmpty',
      'ResourceNotEmpty',
      'The bucket you tried to delete is not empty',
    ),
  accessDenied: (message = 'Access denied') =>
    new StorageHttpError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message = 'Invalid JWT') =>
    new StorageHttpError(400, 'InvalidJWT', 'InvalidJWT', message),
  unauthorized: (status: number, message: string) =>
    new StorageHttpError(status, 'InvalidJWT', 'Unauthorized', message),
  invalidKey: (key: string) =>
    new StorageHttpError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageHttpError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid'),
  invalidRequest: (message: string) =>
    new StorageHttpError(400, 'InvalidRequest', 'InvalidRequest', message),
  invalidMimeType: (mime: string) =>
    new StorageHttpError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${mime} is not supported`,
    ),
  entityTooLarge: () =>
    new StorageHttpError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageHttpError(400, 'InvalidSignature', 'InvalidSignature', message),
  expiredToken: () =>
    new StorageHttpError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  routeNotFound: (method: string, path: string) =>
    new StorageHttpError(404, 'NotFound', 'Not Found', `Route ${method}:${path} not found`, 404),
  invalidRange: () =>
    new StorageHttpError(416, 'InvalidRange', 'invalid_range', 'invalid range provided', 416),
  internal: () => new StorageHttpError(500, 'InternalError', 'internal', 'Internal server error'),
};

type PgError = { code?: unknown; message?: unknown };

/**
 * Maps a database error to Storage's error, as upstream does: RLS refusals become
 * AccessDenied, unique violations Duplicate, a missing bucket (foreign key) NoSuchBucket.
 * Returns null for anything unexpected, which the module logs and answers as 500.
 */
export function fromDatabaseError(
  cause: unknown,
  duplicate = storageErrors.duplicateObject,
): StorageHttpError | null {
  if (typeof cause !== 'object' || cause === null) return null;
  const { code, message } = cause as PgError;
  const text = typeof message === 'string' ? message : 'Access denied';
  switch (code) {
    case '42501':
      return storageErrors.accessDenied(text);
    case '23505':
      return duplicate();
    case '23503':
      return storageErrors.noSuchBucket();
    case '22P02':
    case '23514':
      return storageErrors.invalidRequest(text);
    default:
      return null;
  }
}
