// One way to call the photo-tool edge functions: base64 bodies, the optional third-party keys as
// headers, cancellation through an AbortSignal, and both answers checked against the wire
// contract (src/shared/api/photo-tools.ts) before the UI trusts them.
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { photoToolErrorSchema, photoToolResponseSchema } from '@shared/api/photo-tools';
import type { PhotoToolResponse } from '@shared/api/photo-tools';
import { imageServiceMessages, photoToolMessages } from '@shared/messages';

/** The photo-tool functions, by name. */
export type PhotoFunctionName =
  'image-enhancement' | 'remove-background' | 'remove-object' | 'generate-background';

/** Every photo edge function a call can reach, including sub-routes such as the free select step. */
export type PhotoEndpoint = PhotoFunctionName | 'remove-object/select';

/** The user's optional keys for hosted image services (kept in memory by the auth context). */
export type PhotoApiKeys = { removeBgApiKey?: string | null; claidApiKey?: string | null };

/** Why a photo call failed: a stable code, the message to show, and whether credits came back. */
export class PhotoToolError extends Error {
  override readonly name = 'PhotoToolError';
  constructor(
    message: string,
    readonly code: string,
    readonly refunded = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** True when the user cancelled the run. */
  get cancelled(): boolean {
    return this.code === 'cancelled';
  }
}

/** The request headers that carry the user's own keys, only when set. */
export function apiKeyHeaders(keys: PhotoApiKeys): Record<string, string> {
  const headers: Record<string, string> = {};
  if (keys.removeBgApiKey) headers['x-removebg-api-key'] = keys.removeBgApiKey;
  if (keys.claidApiKey) headers['x-claid-api-key'] = keys.claidApiKey;
  return headers;
}

/** A blob as plain base64 (no data: prefix), as the functions expect. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(blob);
  });
}

async function errorFromHttp(error: FunctionsHttpError): Promise<PhotoToolError> {
  const response = error.context as Response | undefined;
  const status = response?.status ?? 0;
  try {
    const parsed = photoToolErrorSchema.safeParse(await response?.json());
    if (parsed.success) {
      return new PhotoToolError(
        parsed.data.error,
        parsed.data.code,
        parsed.data.refunded ?? false,
        {
          cause: error,
        },
      );
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  return new PhotoToolError(imageServiceMessages.httpError(status), `http_${status}`, false, {
    cause: error,
  });
}

/**
 * Calls a photo edge function and returns its answer checked against `schema`. Throws
 * PhotoToolError with code 'cancelled' when `signal` aborts, the server's own message, code and
 * refund flag when it refuses, `http_<status>` when the refusal is not in the error contract,
 * 'network' when the request never got an answer and 'bad_response' when the answer does not
 * match `schema`.
 */
export async function invokeChecked<Schema extends z.ZodType>(
  supabase: SupabaseClient,
  name: PhotoEndpoint,
  body: Record<string, unknown>,
  schema: Schema,
  options: { signal?: AbortSignal; keys?: PhotoApiKeys } = {},
): Promise<z.output<Schema>> {
  const cancelled = () => new PhotoToolError(photoToolMessages.cancelled, 'cancelled', false);
  if (options.signal?.aborted) throw cancelled();
  const { data, error } = await supabase.functions.invoke<unknown>(name, {
    body,
    headers: apiKeyHeaders(options.keys ?? {}),
    signal: options.signal,
  });
  if (options.signal?.aborted) throw cancelled();
  if (error instanceof FunctionsHttpError) throw await errorFromHttp(error);
  if (error instanceof FunctionsFetchError) {
    throw new PhotoToolError(imageServiceMessages.network, 'network', false, { cause: error });
  }
  if (error) {
    throw new PhotoToolError(photoToolMessages.failed, 'failed', false, { cause: error });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new PhotoToolError(photoToolMessages.failed, 'bad_response', false, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * Calls a photo-tool function and returns its checked answer (see `invokeChecked` for the
 * errors it throws).
 */
export function invokePhotoFunction(
  supabase: SupabaseClient,
  name: PhotoFunctionName,
  body: Record<string, unknown>,
  options: { signal?: AbortSignal; keys?: PhotoApiKeys } = {},
): Promise<PhotoToolResponse> {
  return invokeChecked(supabase, name, body, photoToolResponseSchema, options);
}
