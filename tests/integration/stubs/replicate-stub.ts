// A stub of Replicate's predictions API (https://replicate.com/docs/reference/http): create a
// prediction for a model, poll it by urls.get, cancel it; outputs are file URLs on the stub that
// can be expired. Errors in Replicate's shapes ({title, detail, status}) and 429 with Retry-After.
import { bearer, startStubServer, stubPng, type StubServer } from './stub-server';

export type ReplicateMode =
  'ok' | 'error500' | 'hang' | 'no-output' | 'failed' | 'never-finishes' | 'foreign-urls';

export type ReplicateStub = StubServer & {
  token: string;
  mode: ReplicateMode;
  /** Answer this many creates with 429 first. */
  rateLimits: number;
  /** Polls a prediction stays `processing` before it succeeds. */
  pollsBeforeDone: number;
  /** Models predictions were created for, in order. */
  models: string[];
  inputs: Record<string, unknown>[];
  cancelled: string[];
  /** Deletes every output file, as Replicate does after an hour. */
  expireFiles(): void;
};

type Prediction = {
  id: string;
  model: string;
  input: Record<string, unknown>;
  polls: number;
  status: string;
};

/** Starts the stub. */
export async function startReplicateStub(token = 'r8_stub_token'): Promise<ReplicateStub> {
  const predictions = new Map<string, Prediction>();
  const files = new Map<string, Buffer>();
  let counter = 0;
  // The test changes these fields on the returned object; the handler reads them per request.
  const state = {
    token,
    mode: 'ok' as ReplicateMode,
    rateLimits: 0,
    pollsBeforeDone: 1,
    models: [] as string[],
    inputs: [] as Record<string, unknown>[],
    cancelled: [] as string[],
    expireFiles: () => files.clear(),
  };

  const server = await startStubServer((base) => async (request) => {
    const path = new URL(request.url).pathname;
    const fileMatch = /^\/files\/([\w-]+\.png)$/.exec(path);
    if (fileMatch) {
      const file = files.get(fileMatch[1]!);
      return file
        ? new Response(new Uint8Array(file), { headers: { 'content-type': 'image/png' } })
        : Response.json({ detail: 'Not found' }, { status: 404 });
    }
    if (bearer(request) !== token) {
      return Response.json(
        {
          title: 'Unauthenticated',
          detail: 'You did not pass a valid authentication token',
          status: 401,
        },
        { status: 401 },
      );
    }
    const view = async (prediction: Prediction) => {
      let output: string[] | null = null;
      if (prediction.status === 'succeeded' && state.mode !== 'no-output') {
        const name = `${prediction.id}.png`;
        files.set(name, await stubPng(Number(prediction.input.seed ?? 0)));
        output = [`${base()}/files/${name}`];
      }
      return {
        id: prediction.id,
        model: prediction.model,
        input: prediction.input,
        status: prediction.status,
        output,
        error:
          prediction.status === 'failed'
            ? 'NSFW content detected. Try running it again, or try a different prompt.'
            : null,
        // 'foreign-urls': a prediction pointing its polls at another host (must not be followed).
        urls: {
          get: `${state.mode === 'foreign-urls' ? 'http://127.0.0.1:9' : base()}/v1/predictions/${prediction.id}`,
          cancel: `${base()}/v1/predictions/${prediction.id}/cancel`,
        },
      };
    };
    const create = /^\/v1\/models\/([\w.-]+\/[\w.-]+)\/predictions$/.exec(path);
    if (create && request.method === 'POST') {
      if (state.rateLimits > 0) {
        state.rateLimits -= 1;
        return Response.json(
          {
            title: 'Too Many Requests',
            detail: 'Request was throttled. Your rate limit resets in ~0s.',
            status: 429,
          },
          { status: 429, headers: { 'retry-after': '0' } },
        );
      }
      if (state.mode === 'error500')
        return Response.json(
          { title: 'Internal Server Error', detail: 'Something went wrong', status: 500 },
          { status: 500 },
        );
      if (state.mode === 'hang') return 'hang';
      const body = (await request.json()) as { input: Record<string, unknown> };
      counter += 1;
      const prediction: Prediction = {
        id: `pred${counter}`,
        model: create[1]!,
        input: body.input,
        polls: 0,
        status: 'starting',
      };
      predictions.set(prediction.id, prediction);
      state.models.push(prediction.model);
      state.inputs.push(body.input);
      return Response.json(await view(prediction), { status: 201 });
    }
    const poll = /^\/v1\/predictions\/(\w+)(\/cancel)?$/.exec(path);
    const prediction = poll ? predictions.get(poll[1]!) : undefined;
    if (!prediction) return Response.json({ detail: 'Not found', status: 404 }, { status: 404 });
    if (poll?.[2]) {
      prediction.status = 'canceled';
      state.cancelled.push(prediction.id);
      return Response.json(await view(prediction));
    }
    prediction.polls += 1;
    if (state.mode === 'never-finishes') prediction.status = 'processing';
    else if (prediction.polls >= state.pollsBeforeDone)
      prediction.status = state.mode === 'failed' ? 'failed' : 'succeeded';
    else prediction.status = 'processing';
    return Response.json(await view(prediction));
  });

  return Object.assign(state, server);
}
