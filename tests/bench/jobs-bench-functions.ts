// The functions the jobs benchmark serves: the same tiny engine (a 1×1 PNG, stored in Storage)
// run bare (auth, body, store, answer) and as a charged job on the real runner; and a job whose
// engine reports progress on a schedule, stamping each report on globalThis so the benchmark (in
// this same process, where Hive Local's functions host runs) can time its arrival at a client.
import { z } from 'zod';
import {
  createServiceClient,
  getCallerUser,
  readSupabaseEnv,
} from '../../supabase/functions/_shared/supabase-clients';
import { bucketStore, type JobFile } from '../../supabase/functions/_shared/jobs/job-storage';
import { jobJson } from '../../supabase/functions/_shared/jobs/job-response';
import { serveJob } from '../../supabase/functions/_shared/jobs/run-job';

const PNG_1X1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const engine = async (): Promise<JobFile[]> => [
  { bytes: PNG_1X1, mime: 'image/png', width: 1, height: 1 },
];
const bodySchema = z.object({ run: z.string().max(64) });
const STAMPS_KEY = '__hiveJobBenchStamps';

/** Progress report times (performance.now()) by job id and percent. */
export function progressStamps(): Map<string, number> {
  const scope = globalThis as { [STAMPS_KEY]?: Map<string, number> };
  scope[STAMPS_KEY] ??= new Map();
  return scope[STAMPS_KEY];
}

/** The engine alone behind the same door: caller, body, Storage, answer; no charge, no row. */
export function bareFunction() {
  return {
    async fetch(request: Request): Promise<Response> {
      const env = readSupabaseEnv();
      const user = await getCallerUser(request, env);
      if (!user) return jobJson({ status: 'error' }, 401);
      bodySchema.parse(await request.json());
      const files = await engine();
      const job = { id: crypto.randomUUID(), userId: user.id, tool: 'bench' };
      const service = createServiceClient(env);
      const outputs = await bucketStore('generations').save(files, {
        job,
        service,
        signal: new AbortController().signal,
      });
      return jobJson({ status: 'success', outputs }, 200);
    },
  };
}

/** The same engine as a charged job. */
export function jobFunction() {
  return serveJob({
    tool: 'image-enhancer',
    bodySchema,
    quote: () => ({ costKey: 'image-enhance' }),
    engineId: 'bench-engine',
    engine,
    store: bucketStore('generations'),
  });
}

/** A job reporting 10, 20 … 90 % every `gapMs`, each report stamped for the benchmark. */
export function progressFunction(gapMs = 400) {
  return serveJob({
    tool: 'image-enhancer',
    bodySchema,
    quote: () => ({ costKey: 'image-enhance' }),
    engineId: 'bench-progress',
    engine: async (_input, context) => {
      for (let percent = 10; percent <= 90; percent += 10) {
        await new Promise((resolve) => setTimeout(resolve, gapMs));
        progressStamps().set(`${context.job.id}:${percent}`, performance.now());
        context.progress(percent);
      }
      return engine();
    },
    store: bucketStore('generations'),
  });
}
