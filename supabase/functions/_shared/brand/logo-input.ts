// The blueprint's logo, read and checked before anything is charged: a `data:` URL (base64 or
// percent-encoded), a file in our own Storage (read with the service client, only from the
// caller's own folder or a public bucket), or a web URL fetched through the SSRF guard. At most
// 10 MB; a PNG (pixel count read from its header, so a decompression bomb is never decoded) or an
// SVG that sanitising would not change for the worse (one with scripts or outside links is
// refused). JPEG and WebP are refused: the page converts them to PNG before sending.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_MAX_PIXELS,
  brandMessages,
} from '../contracts/api/brand.ts';
import { JobFailure } from '../jobs/job-response.ts';
import { readOutboundConfig } from '../outbound/outbound-config.ts';
import { OutboundError, safeFetch } from '../outbound/safe-fetch.ts';
import { decodeBase64 } from '../photo-tools/image-check.ts';
import { sanitizeSvg, svgIsUnsafe } from '../svg/sanitize-svg.ts';

/** A checked logo: a PNG's bytes and size, or a sanitised SVG's text. */
export type LogoFile =
  { kind: 'png'; bytes: Uint8Array; width: number; height: number } | { kind: 'svg'; text: string };

const refuse = (code: string, message: string, status = 400) =>
  new JobFailure(code, message, status);

/** The bytes of a `data:` URL, or null when it is not one we can read. */
export function dataUrlBytes(text: string): Uint8Array | null {
  const match = /^data:([^,]*?),(.*)$/s.exec(text);
  if (!match) return null;
  const [, meta = '', body = ''] = match;
  if (/;base64$/i.test(meta)) return decodeBase64(body);
  try {
    return new TextEncoder().encode(decodeURIComponent(body));
  } catch {
    return null;
  }
}

const STORAGE_PATH = /^\/storage\/v1\/object\/(?:sign|public|authenticated)\/([^/]+)\/(.+)$/;

/** Reads a file of our own Storage: the caller's own folder, or any file of a public bucket. */
async function readOwnStorage(
  service: SupabaseClient,
  userId: string,
  bucket: string,
  path: string,
): Promise<Uint8Array> {
  const owned = path.split('/')[0] === userId;
  if (!owned) {
    const { data } = await service.storage.getBucket(bucket);
    if (!data?.public) throw refuse('logo_unreachable', brandMessages.logoUnreachable);
  }
  const { data, error } = await service.storage.from(bucket).download(path);
  if (error || !data) throw refuse('logo_unreachable', brandMessages.logoUnreachable);
  if (data.size > BRAND_LOGO_MAX_BYTES)
    throw refuse('logo_too_large', brandMessages.logoTooLarge, 413);
  return new Uint8Array(await data.arrayBuffer());
}

/** Downloads a web URL through the SSRF guard (https, public addresses, 10 MB). */
async function readWeb(url: string): Promise<Uint8Array> {
  const config = { ...readOutboundConfig(), maxBytes: BRAND_LOGO_MAX_BYTES };
  try {
    const answer = await safeFetch({ url, method: 'GET', headers: {} }, config);
    if (answer.status < 200 || answer.status >= 300)
      throw refuse('logo_unreachable', brandMessages.logoUnreachable);
    return answer.body;
  } catch (error) {
    if (error instanceof JobFailure) throw error;
    if (error instanceof OutboundError && error.reason === 'response_too_large')
      throw refuse('logo_too_large', brandMessages.logoTooLarge, 413);
    throw refuse('logo_unreachable', brandMessages.logoUnreachable);
  }
}

/** The logo's bytes, from whichever of the three places the body names. */
export async function readLogoBytes(
  logo: string,
  context: { userId: string; service: SupabaseClient; supabaseUrl: string },
): Promise<Uint8Array> {
  if (logo.startsWith('data:')) {
    const bytes = dataUrlBytes(logo);
    if (!bytes || bytes.length === 0) throw refuse('logo_not_image', brandMessages.logoNotImage);
    return bytes;
  }
  let url: URL;
  try {
    url = new URL(logo);
  } catch {
    throw refuse('logo_not_image', brandMessages.logoNotImage);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse('logo_not_image', brandMessages.logoNotImage);
  const own = new URL(context.supabaseUrl);
  const storage = STORAGE_PATH.exec(url.pathname);
  if (url.origin === own.origin && storage) {
    const [, bucket = '', path = ''] = storage;
    return readOwnStorage(
      context.service,
      context.userId,
      decodeURIComponent(bucket),
      decodeURIComponent(path),
    );
  }
  return readWeb(url.href);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return (
    /^<(\?xml|svg|!doctype svg|!--)/i.test(head) &&
    /<svg[\s>]/i.test(new TextDecoder().decode(bytes))
  );
}

/** Checks logo bytes: the refusal as a JobFailure (nothing is charged yet), else the file. */
export function checkLogoBytes(bytes: Uint8Array): LogoFile {
  if (bytes.length === 0) throw refuse('logo_not_image', brandMessages.logoNotImage);
  if (bytes.length > BRAND_LOGO_MAX_BYTES)
    throw refuse('logo_too_large', brandMessages.logoTooLarge, 413);
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') {
    if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR')
      throw refuse('logo_unreadable', brandMessages.logoUnreadable);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const width = view.getUint32(16);
    const height = view.getUint32(20);
    if (width === 0 || height === 0) throw refuse('logo_unreadable', brandMessages.logoUnreadable);
    if (width * height > BRAND_LOGO_MAX_PIXELS)
      throw refuse('logo_too_many_pixels', brandMessages.logoTooManyPixels, 413);
    return { kind: 'png', bytes, width, height };
  }
  const jpeg = bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp =
    bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
  if (jpeg || webp) throw refuse('logo_format', brandMessages.logoFormat);
  if (looksLikeSvg(bytes)) {
    const text = new TextDecoder().decode(bytes);
    if (svgIsUnsafe(text)) throw refuse('unsafe_svg', brandMessages.logoUnsafeSvg);
    try {
      return { kind: 'svg', text: sanitizeSvg(text) };
    } catch {
      throw refuse('logo_not_image', brandMessages.logoNotImage);
    }
  }
  throw refuse('logo_not_image', brandMessages.logoNotImage);
}
