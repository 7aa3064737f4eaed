// The content type of an upload is decided from its bytes, never taken on trust: a PNG named
// .jpg is stored as image/png, and HTML claiming to be image/png is refused by an image-only
// bucket. Serving is decided here too, because Hive Local serves objects from the app's own
// origin: anything a browser would run (SVG, HTML, XML) must never render inline there.
import { fileTypeFromBuffer } from 'file-type';

const SNIFF_BYTES = 8192;
const OCTET_STREAM = 'application/octet-stream';

/** Declared text types we keep as given when the bytes are text and nothing more specific. */
const TEXT_TYPES = new Set([
  'text/plain',
  'text/csv',
  'text/markdown',
  'text/css',
  'application/json',
  'application/ld+json',
  'application/x-ndjson',
]);

/**
 * Types that run script or markup when a browser navigates to them. They are served as
 * downloads with a sandboxing CSP so a crafted upload cannot execute as the app's origin
 * (and read its session from local storage) when someone opens its URL.
 */
const ACTIVE_TYPES = new Set([
  'image/svg+xml',
  'text/html',
  'application/xhtml+xml',
  'application/xml',
  'text/xml',
  'text/javascript',
  'application/javascript',
]);

/** The media type without parameters, lower case: 'Text/Plain; charset=x' -> 'text/plain'. */
export function baseMimeType(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, SNIFF_BYTES);
  if (sample.includes(0)) return false;
  try {
    // A cut in the middle of a multi-byte character at the sample's end is fine.
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.subarray(0, Math.max(0, sample.length - 3)),
    );
    return true;
  } catch {
    return false;
  }
}

const HTML_START =
  /^<(!doctype html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s>/]/;
const SVG_START = /^(<\?xml[^>]*>\s*)?(<!doctype svg[^>]*>\s*)?<svg[\s>]/;

// Markup is recognised by how the document starts (after a BOM, whitespace and comments), as
// browsers sniff it; text that merely mentions a tag further down stays text.
function sniffMarkup(text: string): string | null {
  const head = text
    .replace(/^\uFEFF/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimStart()
    .toLowerCase();
  if (SVG_START.test(head)) return 'image/svg+xml';
  if (HTML_START.test(head)) return 'text/html';
  if (head.startsWith('<?xml')) return 'application/xml';
  return null;
}

/**
 * The content type to store for `bytes`, given what the client declared. Binary formats come
 * from file-type's magic numbers; text is checked for markup (SVG, HTML, XML); other text keeps
 * a declared text type or becomes text/plain; unknown binary becomes application/octet-stream.
 */
export async function detectContentType(
  bytes: Uint8Array,
  declared: string | null,
): Promise<string> {
  const declaredBase = declared ? baseMimeType(declared) : '';
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  if (!looksLikeText(bytes)) return detected?.mime ?? OCTET_STREAM;
  const markup = sniffMarkup(new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES)));
  if (markup) return markup;
  if (
    TEXT_TYPES.has(declaredBase) ||
    (declaredBase.startsWith('text/') && !ACTIVE_TYPES.has(declaredBase))
  ) {
    return declaredBase;
  }
  return 'text/plain';
}

/** Whether a bucket's allowed_mime_types (exact types or 'image/*') admit `mime`. */
export function isMimeTypeAllowed(mime: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = baseMimeType(mime);
  return allowed.some((entry) => {
    const rule = baseMimeType(entry);
    return (
      rule === base || rule === '*/*' || (rule.endsWith('/*') && base.startsWith(rule.slice(0, -1)))
    );
  });
}

/** Headers that decide how a stored object is served. */
export type ServingHeaders = {
  contentType: string;
  disposition: string | null;
  csp: string | null;
};

function dispositionFor(filename: string, inline: boolean): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * How to serve an object of `mime` named `key`. `download` is the `?download=` parameter:
 * absent (null) means inline, '' means attachment under the object's own name.
 */
export function servingHeaders(mime: string, key: string, download: string | null): ServingHeaders {
  const filename = download || key.split('/').pop() || 'download';
  const base = baseMimeType(mime);
  // SVG keeps its type so <img src> still renders it (images never run script), but a
  // navigation to the URL downloads it instead of running it as our origin.
  if (ACTIVE_TYPES.has(base)) {
    return {
      contentType: mime,
      disposition: dispositionFor(filename, false),
      csp: "default-src 'none'; sandbox",
    };
  }
  const textual = base.startsWith('text/') && !mime.toLowerCase().includes('charset');
  return {
    contentType: textual ? `${mime}; charset=utf-8` : mime,
    disposition: download === null ? null : dispositionFor(filename, false),
    csp: null,
  };
}
