// Serves the web build (dist-web) from the API's origin: hashed assets cached for a year,
// index.html never cached, unknown paths fall back to index.html (client-side routes), and
// security headers on every page.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/** Headers every page of the app gets. */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' data: blob:; " +
    "connect-src 'self' ws: wss:; font-src 'self' data:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
};

function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
}

/** A handler for GET/HEAD of the static folder; null when it has nothing to say. */
export function createStaticHandler(staticDir: string) {
  const root = resolve(staticDir);
  return async function handle(request: Request): Promise<Response | null> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    let file = fileFor(root, pathname);
    const accept = request.headers.get('accept') ?? '';
    // SPA fallback only for page navigations, never for missing assets.
    if (
      !file &&
      !extname(pathname) &&
      (accept.includes('text/html') || accept === '' || accept.includes('*/*'))
    )
      file = fileFor(root, '/index.html');
    if (!file) return null;
    const isHtml = file.endsWith('.html');
    const immutable = pathname.startsWith('/assets/') && !isHtml;
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const body = request.method === 'HEAD' ? null : await readFile(file);
    return new Response(body, { status: 200, headers });
  };
}
