// A stub of a Prodia-style v2 job API (https://docs.prodia.com/reference/job): POST /v2/job with
// a bearer token and a multipart body whose `job` part is the job JSON; with
// `Accept: multipart/form-data` the answer is multipart with the `job` JSON and the `output`
// image. 429 with Retry-After; errors as {message}.
import { bearer, startStubServer, stubPng, type StubServer } from './stub-server';

export type ProdiaMode = 'ok' | 'error500' | 'hang' | 'no-output';

export type ProdiaStub = StubServer & {
  token: string;
  mode: ProdiaMode;
  rateLimits: number;
  /** Answer this many jobs with 500 before behaving as `mode`. */
  failures: number;
  jobs: { type: string; config: Record<string, unknown> }[];
};

/** Starts the stub. */
export async function startProdiaStub(token = 'prodia-stub-token'): Promise<ProdiaStub> {
  const state = {
    token,
    mode: 'ok' as ProdiaMode,
    rateLimits: 0,
    failures: 0,
    jobs: [] as ProdiaStub['jobs'],
  };
  const server = await startStubServer(() => async (request) => {
    if (new URL(request.url).pathname !== '/v2/job' || request.method !== 'POST')
      return Response.json({ message: 'Not found' }, { status: 404 });
    if (bearer(request) !== state.token)
      return Response.json({ message: 'Unauthorized' }, { status: 401 });
    if (state.rateLimits > 0) {
      state.rateLimits -= 1;
      return Response.json(
        { message: 'Too many requests' },
        { status: 429, headers: { 'retry-after': '0' } },
      );
    }
    if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      return Response.json(
        { message: 'expected a multipart body with a job part' },
        { status: 400 },
      );
    }
    const parts = await request.formData();
    const jobPart = parts.get('job');
    if (!jobPart || typeof jobPart === 'string')
      return Response.json({ message: 'missing job part' }, { status: 400 });
    const job = JSON.parse(await jobPart.text()) as ProdiaStub['jobs'][number];
    state.jobs.push(job);
    if (state.failures > 0) {
      state.failures -= 1;
      return Response.json({ message: 'Internal server error' }, { status: 500 });
    }
    if (state.mode === 'error500')
      return Response.json({ message: 'Internal server error' }, { status: 500 });
    if (state.mode === 'hang') return 'hang';
    const answer = new FormData();
    const finished = {
      id: `job-${state.jobs.length}`,
      type: job.type,
      config: job.config,
      state: { current: 'completed' },
    };
    answer.append(
      'job',
      new Blob([JSON.stringify(finished)], { type: 'application/json' }),
      'job.json',
    );
    if (state.mode !== 'no-output') {
      const png = await stubPng(
        Number(job.config.seed ?? 0),
        Number(job.config.width ?? 64) > 256 ? 64 : 32,
      );
      answer.append('output', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'output.png');
    }
    // Response serialises FormData as multipart/form-data with its boundary.
    const encoded = new Response(answer);
    return new Response(await encoded.arrayBuffer(), {
      headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
    });
  });
  return Object.assign(state, server);
}
