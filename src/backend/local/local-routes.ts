// Hive Local's own endpoints under /_local: the web client's config, health, the mail outbox
// (page and JSON) and the local OAuth identity provider.
import type { Outbox } from '../context';
import { renderOutboxPage } from './outbox';

type Options = {
  url: () => string;
  anonKey: string;
  outbox: Outbox;
  health: () => Promise<{ ok: boolean; database: string }>;
  idp: (request: Request) => Promise<Response>;
};

const noStore = { 'cache-control': 'no-store' };

/** Handles /_local/*; null when the path is not ours. */
export function createLocalRoutes(options: Options) {
  return async function handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path.startsWith('/_local/idp/github/')) return options.idp(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
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
        return Response.json(options.outbox.list({ to: url.searchParams.get('to') ?? undefined }), {
          headers: noStore,
        });
      case '/_local/mail':
        return new Response(
          renderOutboxPage(options.outbox.list({ to: url.searchParams.get('to') ?? undefined })),
          {
            headers: {
              ...noStore,
              'content-type': 'text/html; charset=utf-8',
              'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
            },
          },
        );
      default:
        return null;
    }
  };
}
