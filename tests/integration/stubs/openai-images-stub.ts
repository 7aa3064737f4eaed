// A stub of an OpenAI-style images API (https://platform.openai.com/docs/api-reference/images):
// POST /v1/images/generations → {created, data:[{b64_json | url, revised_prompt}]}; errors as
// {error:{message, type, param, code}}, 429 with Retry-After.
import { bearer, startStubServer, stubPng, type StubServer } from './stub-server';

export type OpenAiMode = 'ok' | 'error500' | 'hang' | 'no-output' | 'url-output';

export type OpenAiStub = StubServer & {
  apiKey: string;
  mode: OpenAiMode;
  rateLimits: number;
  bodies: Record<string, unknown>[];
};

/** Starts the stub. */
export async function startOpenAiStub(apiKey = 'sk-stub-key'): Promise<OpenAiStub> {
  const files = new Map<string, Buffer>();
  const state = {
    apiKey,
    mode: 'ok' as OpenAiMode,
    rateLimits: 0,
    bodies: [] as Record<string, unknown>[],
  };
  const error = (status: number, message: string, type: string, code: string | null) =>
    Response.json(
      { error: { message, type, param: null, code } },
      { status, headers: status === 429 ? { 'retry-after': '0' } : {} },
    );

  const server = await startStubServer((base) => async (request) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/files/')) {
      const file = files.get(path.slice('/files/'.length));
      return file
        ? new Response(new Uint8Array(file), { headers: { 'content-type': 'image/png' } })
        : new Response('gone', { status: 404 });
    }
    if (path !== '/v1/images/generations' || request.method !== 'POST')
      return error(404, 'Not found', 'invalid_request_error', null);
    if (bearer(request) !== state.apiKey)
      return error(401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    if (state.rateLimits > 0) {
      state.rateLimits -= 1;
      return error(
        429,
        'Rate limit reached for images per minute.',
        'requests',
        'rate_limit_exceeded',
      );
    }
    if (state.mode === 'error500')
      return error(
        500,
        'The server had an error while processing your request.',
        'server_error',
        null,
      );
    if (state.mode === 'hang') return 'hang';
    const body = (await request.json()) as { n?: number; prompt: string };
    state.bodies.push(body);
    if (state.mode === 'no-output')
      return Response.json({ created: Math.floor(Date.now() / 1000), data: [] });
    const data = await Promise.all(
      Array.from({ length: body.n ?? 1 }, async (_, index) => {
        const png = await stubPng(state.bodies.length * 10 + index);
        if (state.mode === 'url-output') {
          const name = `img-${state.bodies.length}-${index}.png`;
          files.set(name, png);
          return { url: `${base()}/files/${name}`, revised_prompt: body.prompt };
        }
        return { b64_json: png.toString('base64'), revised_prompt: body.prompt };
      }),
    );
    return Response.json({ created: Math.floor(Date.now() / 1000), data });
  });
  return Object.assign(state, server);
}
