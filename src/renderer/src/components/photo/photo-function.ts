// What the photo tools share around their edge-function calls (made with invokeFunction): the
// tools and their functions, base64 bodies, the optional third-party keys as headers, and the
// message each kind of failure shows.
import { imageServiceMessages, photoToolMessages } from '@contracts/messages';
import { FunctionCallError } from '@/lib/functions';

/** The photo tools (registry ids); each calls its registry entry's function (toolFunction). */
export type PhotoToolId =
  'image-enhancer' | 'background-remover' | 'object-remover' | 'background-generator';

/** The user's optional keys for hosted image services (kept in memory by the auth context). */
export type PhotoApiKeys = { removeBgApiKey?: string | null; claidApiKey?: string | null };

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

/** How a photo run failed, as the tool shows it: the message, and whether credits came back. */
export type PhotoFailure = { code: string; message: string; cancelled: boolean; refunded: boolean };

/** The photo tools' wording for a failed call (a function's own code keeps its own message). */
function photoMessage(error: FunctionCallError): string {
  switch (error.code) {
    case 'cancelled':
      return photoToolMessages.cancelled;
    case 'network':
      return imageServiceMessages.network;
    case 'http_error':
      return imageServiceMessages.httpError(error.status ?? 0);
    case 'no_backend':
    case 'bad_response':
    case 'failed':
      return photoToolMessages.failed;
    default:
      return error.message;
  }
}

/**
 * What a photo tool shows for an error: the function's own message, code and refund flag when it
 * refused; "HTTP error! status: N" when the refusal is not in its error contract; the network
 * message when nothing answered; "Processing failed" when the answer was not the contract; any
 * other error's own message.
 */
export function photoFailure(error: unknown): PhotoFailure {
  if (error instanceof FunctionCallError) {
    return {
      code: error.code,
      message: photoMessage(error),
      cancelled: error.cancelled,
      refunded: error.refunded,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'failed', message, cancelled: false, refunded: false };
}
