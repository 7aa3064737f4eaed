// A local stub of OpenAI's Chat Completions API for Brand Blueprint's hosted text model:
// POST /v1/chat/completions (Bearer key checked, JSON body recorded) → { choices: [{ message:
// { role: 'assistant', content: <JSON> } }] }. Scripted per test: 'ok', 'not-json' (prose instead
// of the asked JSON), '429-then-ok' (Retry-After: 1), 'hang', or an error status.
import { startStubServer, type StubServer } from '../integration/stubs/stub-server';

export type TextModelScript =
  'ok' | 'not-json' | 'hang' | '429-then-ok' | 400 | 401 | 429 | 500 | 503;

export type TextModelStub = StubServer & {
  script(mode: TextModelScript): void;
  /** The JSON bodies of the completion calls, in order. */
  bodies(): Record<string, unknown>[];
};

export const TEXT_MODEL_STUB_KEY = 'text-model-test-key';

/** What the stub's model writes (the brand's name is echoed into the first tagline). */
export function stubCopy(brand: string) {
  return {
    voice: {
      summary: `${brand} speaks like a trusted friend who happens to be an expert.`,
      traits: [
        { title: 'Clear', description: 'Short sentences, one idea at a time.' },
        { title: 'Warm', description: 'We write the way we talk to people we like.' },
        { title: 'Sure-footed', description: 'We know our field and say so plainly.' },
      ],
      weAre: ['Clear', 'Warm', 'Sure-footed', 'Curious'],
      weAreNot: ['Vague', 'Gushing', 'Smug', 'Nosy'],
      sample: 'Stub sample copy from the hosted model.',
      wordsToUse: ['clear', 'together', 'craft'],
      wordsToAvoid: ['synergy', 'leverage', 'disrupt'],
    },
    taglines: [
      `${brand}, written by the stub.`,
      'Stub tagline two.',
      'Stub tagline three.',
      'Stub tagline four.',
      'Stub tagline five.',
    ],
  };
}

export async function startTextModelStub(): Promise<TextModelStub> {
  let mode: TextModelScript = 'ok';
  let limited = false;
  const stub = await startStubServer(() => async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== '/v1/chat/completions')
      return new Response('not found', { status: 404 });
    if (request.headers.get('authorization') !== `Bearer ${TEXT_MODEL_STUB_KEY}`)
      return Response.json(
        { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
        { status: 401 },
      );
    if (mode === 'hang') return 'hang';
    if (mode === '429-then-ok' && !limited) {
      limited = true;
      return Response.json(
        { error: { message: 'Rate limit reached', type: 'requests' } },
        { status: 429, headers: { 'retry-after': '1' } },
      );
    }
    if (typeof mode === 'number')
      return Response.json(
        { error: { message: `status ${mode}`, type: 'server_error' } },
        { status: mode },
      );
    const body = (await request.json()) as { messages: { role: string; content: string }[] };
    const brief = JSON.parse(body.messages.at(-1)?.content ?? '{}') as { brand?: string };
    const content =
      mode === 'not-json'
        ? 'Here are some ideas for your brand!'
        : JSON.stringify(stubCopy(brief.brand ?? ''));
    return Response.json({
      id: 'chatcmpl-stub',
      object: 'chat.completion',
      created: 1,
      model: 'stub-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  return {
    ...stub,
    script(next) {
      mode = next;
      limited = false;
      stub.requests.length = 0;
    },
    bodies: () =>
      stub.requests
        .filter((request) => request.method === 'POST')
        .map((request) => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>),
  };
}
