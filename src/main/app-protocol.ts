// The renderer is served from `app://hive/…` (a privileged standard scheme) instead of file://,
// so it has a real origin for the CSP, the IPC sender check and navigation rules, and so
// history routes work. Every response carries the strict CSP as a header.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Protocol } from 'electron';

export const APP_SCHEME = 'app';
export const APP_HOST = 'hive';
/** The renderer's origin in a packaged or built app. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const MIME_TYPES: Record<string, string> = {
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
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Must run before app `ready`: makes `app:` standard, secure and fetch-capable. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        stream: true,
        codeCache: true,
      },
    },
  ]);
}

/** Inputs of the CSP: the backends the renderer may talk to. */
export type CspOptions = {
  /** Origins of hosted backends (e.g. https://ref.supabase.co); loopback is always allowed. */
  backendOrigins?: string[];
  /** Development (Vite dev server): allows its inline preamble and HMR socket. */
  development?: boolean;
};

/** The Content-Security-Policy every renderer response carries. */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const backends = (options.backendOrigins ?? []).flatMap((origin) => {
    const url = new URL(origin);
    const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return [url.origin, `${socket}//${url.host}`];
  });
  // Hive Local listens on 127.0.0.1 at a port chosen at start-up; realtime uses websockets.
  const loopback = ['http://127.0.0.1:*', 'ws://127.0.0.1:*'];
  const development = options.development ? ["'unsafe-inline'", 'http://localhost:*'] : [];
  // blob: lets the page read back pictures it made itself (a refined cut-out, a composite).
  const connect = [
    "'self'",
    'blob:',
    ...loopback,
    ...backends,
    ...(options.development ? ['ws://localhost:*', 'http://localhost:*'] : []),
  ];
  const media = ["'self'", 'blob:', 'data:', 'http://127.0.0.1:*', 'https:'];
  return [
    "default-src 'self'",
    // WebAssembly may compile (the recorder's AAC encoder); JavaScript from strings never runs.
    `script-src 'self' 'wasm-unsafe-eval' ${development.join(' ')}`.trim(),
    // Radix and the toasts position with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media.join(' ')}`,
    `media-src ${media.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
  ].join('; ');
}

/**
 * The file an `app://hive/…` request maps to inside `rootDir`, or null when the request is
 * not ours (wrong host, traversal, NUL). Paths without an extension are app routes and get
 * index.html (the router takes over).
 */
export function resolveAppRequest(requestUrl: string, rootDir: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const root = resolve(rootDir);
  const relative = pathname === '/' || extname(pathname) === '' ? 'index.html' : pathname.slice(1);
  const file = resolve(root, relative);
  return file.startsWith(root + sep) ? file : null;
}

/** Options for {@link createAppProtocolHandler}. */
export type AppProtocolOptions = {
  rootDir: string;
  /** The CSP at the time of the request (the backend origin can change). */
  csp: () => string;
  read?: (path: string) => Promise<Uint8Array>;
};

/** The `protocol.handle('app', …)` handler: files from `rootDir` with security headers. */
export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const read = options.read ?? ((path: string) => readFile(path));
  return async (request) => {
    const file = resolveAppRequest(request.url, options.rootDir);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await read(file);
      return new Response(new Blob([new Uint8Array(body)]), {
        status: 200,
        headers: {
          'content-type': MIME_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-security-policy': options.csp(),
          'x-content-type-options': 'nosniff',
          'cross-origin-opener-policy': 'same-origin',
          'referrer-policy': 'no-referrer',
          'cache-control': 'no-cache',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
