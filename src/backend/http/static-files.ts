// Serves the web build (dist-web) from the API's origin: hashed assets cached for a year,
// index.html never cached, unknown paths fall back to index.html (client-side routes), text
// compressed (brotli, else gzip) for clients that accept it, and security headers on every page.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { APP_SHELL_FILE, SESSION_HINT_SCRIPT } from '../../shared/auth/session-hint';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The one inline script (the prerendered home page's session hint), allowed by its hash. */
const SESSION_HINT_HASH = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;

/** The page every path without a file gets: the SPA shell (index.html is the prerendered home page). */
const APP_SHELL_FILES = [`/${APP_SHELL_FILE}`, '/index.html'];

/**
 * Headers every page of the app gets. `'wasm-unsafe-eval'` lets the page compile WebAssembly (the
 * AAC encoder of the Presentation Recorder's MP4 export), never JavaScript from strings.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy':
    `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${SESSION_HINT_HASH}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' data: blob:; ` +
    "connect-src 'self' blob: ws: wss:; font-src 'self' data:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
};

/** Types worth compressing; images other than SVG, fonts and video are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
  '.wasm',
]);
/** Below this a compressed body saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;
/** Compressed bodies are kept in memory up to this many bytes in all (the web build is ~1 MB). */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with, from the request's Accept-Encoding (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/** Compressed copies by file, encoding and version (mtime + size), dropped oldest-first. */
function createCompressionCache() {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let total = 0;
  return (file: StaticFile, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}\0${file.stat.mtimeMs}:${file.stat.size}\0${file.path}`;
    const cached = entries.get(key);
    if (cached) return cached;
    const pending = readFile(file.path).then((body) => compress(body, encoding));
    entries.set(key, pending);
    pending.then(
      (compressed) => {
        if (!entries.has(key)) return;
        sizes.set(key, compressed.length);
        total += compressed.length;
        for (const oldest of entries.keys()) {
          if (total <= CACHE_LIMIT_BYTES) break;
          total -= sizes.get(oldest) ?? 0;
          sizes.delete(oldest);
          entries.delete(oldest);
        }
      },
      () => entries.delete(key),
    );
    return pending;
  };
}

/** A file of the static folder and what the disk said of it. */
type StaticFile = { path: string; stat: Stats };

function fileFor(root: string, pathname: string): StaticFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  const stat = statSync(candidate, { throwIfNoEntry: false });
  return stat?.isFile() ? { path: candidate, stat } : null;
}

/** A handler for GET/HEAD of the static folder; null when it has nothing to say. */
export function createStaticHandler(staticDir: string) {
  const root = resolve(staticDir);
  const compressed = createCompressionCache();
  return async function handle(request: Request): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    // A folder's index.html answers for the folder: `/` is the prerendered home page.
    let file = fileFor(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const accept = request.headers.get('accept') ?? '';
    // SPA fallback only for page navigations, never for missing assets.
    if (
      !file &&
      !extname(pathname) &&
      (accept.includes('text/html') || accept === '' || accept.includes('*/*'))
    )
      file = APP_SHELL_FILES.map((shell) => fileFor(root, shell)).find(Boolean) ?? null;
    if (!file) return null;
    const isHtml = file.path.endsWith('.html');
    const immutable = pathname.startsWith('/assets/') && !isHtml;
    const extension = extname(file.path).toLowerCase();
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const encoding = COMPRESSIBLE.has(extension)
      ? pickEncoding(request.headers.get('accept-encoding'))
      : null;
    if (COMPRESSIBLE.has(extension)) headers.vary = 'accept-encoding';
    if (!encoding || file.stat.size < MIN_COMPRESS_BYTES) {
      const body = request.method === 'HEAD' ? null : await readFile(file.path);
      return new Response(body, { status: 200, headers });
    }
    const body = await compressed(file, encoding);
    headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers,
    });
  };
}
