// Hive Local's own endpoints under /_local: the web client's config, health, the mail outbox
// (page and JSON) and, for tests that ask for it, the local OAuth identity provider.
//
// The outbox holds every sign-in link, one-time code and recovery link Auth would have sent, so
// reading it is signing in as anyone: it answers only with this launch's local key, given as the
// `key` query parameter or the `x-hive-local-key` header (npm start prints the link with it; the
// desktop app reads it through main). The config (the public anon key) stays open.
import { timingSafeEqual } from 'node:crypto';
import type { Outbox } from '../context';
import { renderOutboxKeyPage, renderOutboxPage } from './outbox';

type Options = {
  url: () => string;
  anonKey: string;
  outbox: Outbox;
  /** The per-launch secret the outbox asks for. */
  localKey: string;
  health: () => Promise<{ ok: boolean; database: string }>;
  /** The local identity provider, mounted only when a test asks for it. */
  idp: ((request: Request) => Promise<Response>) | null;
};

/** The header that may carry the local key instead of the `key` query parameter. */
export const LOCAL_KEY_HEADER = 'x-hive-local-key';

const noStore = { 'cache-control': 'no-store' };
const pageHeaders = {
  ...noStore,
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'referrer-policy': 'no-referrer',
};

function sameSecret(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Handles /_local/*; null when the path is not ours. */
export function createLocalRoutes(options: Options) {
  return async function handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (options.idp && path.startsWith('/_local/idp/github/')) return options.idp(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const keyed = () =>
      sameSecret(
        request.headers.get(LOCAL_KEY_HEADER) ?? url.searchParams.get('key'),
        options.localKey,
      );
    const to = url.searchParams.get('to') ?? undefined;
    switch (path) {
      case '/_local/config':
        return Response.json(
          { url: options.url(), anonKey: options.anonKey },
          { headers: noStore },
        );
      case '/_local/health': {
        const health = await options.health();
        return Response.json(health, { status: health.ok ? 200 : 503, headers: noStore });
      }
      case '/_local/mail.json':
        if (!keyed())
          return Response.json(
            {
              code: 'local_key_required',
              message: `The outbox needs this launch's local key (key=… or the ${LOCAL_KEY_HEADER} header).`,
            },
            { status: 401, headers: noStore },
          );
        return Response.json(options.outbox.list({ to }), { headers: noStore });
      case '/_local/mail': {
        if (!keyed())
          return new Response(renderOutboxKeyPage(url.searchParams.has('key')), {
            status: 401,
            headers: pageHeaders,
          });
        return new Response(renderOutboxPage(options.outbox.list({ to })), {
          headers: pageHeaders,
        });
      }
      default:
        return null;
    }
  };
}
