// A local stub of the Recraft-style vector API for the hosted vector tools' tests:
// POST /v1/images/generations (Bearer key checked) → { data: [{ url }] } with `n` URLs served by
// the stub itself (GET /files/<n>.svg, an SVG carrying a <script> the sanitiser must remove).
// Scripted per test: 'ok', an error status, '429-then-ok' (Retry-After: 1), or 'hang'.
import { startStubServer, type StubServer } from '../integration/stubs/stub-server';

export type RecraftScript =
  'ok' | 'hang' | '429-then-ok' | 'hang-download' | 400 | 401 | 402 | 429 | 500 | 503;

export type RecraftStub = StubServer & {
  script(mode: RecraftScript): void;
  /** The JSON bodies of the generation calls, in order. */
  bodies(): Record<string, unknown>[];
};

export const RECRAFT_STUB_KEY = 'recraft-test-key';

/** The SVG the stub serves as result `index`. */
export function stubSvg(index: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">` +
    `<script>alert(1)</script><rect width="1024" height="1024" fill="#f0e6d2"/>` +
    `<path d="M100.123456 100.987654L900.5 ${200 + index}L512 900Z" fill="#2a9d8f" onclick="x()"/></svg>`
  );
}

export async function startRecraftStub(): Promise<RecraftStub> {
  let mode: RecraftScript = 'ok';
  let rateLimited = false;
  const stub = await startStubServer((base) => async (request) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.startsWith('/files/')) {
      if (mode === 'hang-download') return 'hang';
      const index = Number(/\/files\/(\d+)\.svg$/.exec(url.pathname)?.[1] ?? 0);
      return new Response(stubSvg(index), { headers: { 'content-type': 'image/svg+xml' } });
    }
    if (request.method !== 'POST' || url.pathname !== '/v1/images/generations')
      return new Response('not found', { status: 404 });
    if (request.headers.get('authorization') !== `Bearer ${RECRAFT_STUB_KEY}`)
      return Response.json({ code: 'not_authorized', message: 'bad key' }, { status: 401 });
    if (mode === 'hang') return 'hang';
    if (mode === '429-then-ok' && !rateLimited) {
      rateLimited = true;
      return Response.json(
        { code: 'rate_limited', message: 'slow down' },
        { status: 429, headers: { 'retry-after': '1' } },
      );
    }
    if (typeof mode === 'number')
      return Response.json({ code: 'error', message: `status ${mode}` }, { status: mode });
    const body = (await request.json()) as { n?: number };
    const data = Array.from({ length: body.n ?? 1 }, (_, index) => ({
      url: `${base()}/files/${index}.svg`,
    }));
    return Response.json({ created: 1, data });
  });
  return {
    ...stub,
    script(next) {
      mode = next;
      rateLimited = false;
      stub.requests.length = 0;
    },
    bodies: () =>
      stub.requests
        .filter((request) => request.method === 'POST')
        .map((request) => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>),
  };
}
