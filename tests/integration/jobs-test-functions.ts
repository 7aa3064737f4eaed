// Test-only job functions: the real job runner (supabase/functions/_shared/jobs) with engines
// that succeed, fail, spin on CPU until cancelled, ignore a cancel, flood progress, or hold their
// store open, and a run whose cost key the database does not know. jobs-backend.ts writes a
// function folder per variant whose index.ts calls jobTestFunction. The engines run in the test's
// own process (Hive Local's functions host), so they report what they saw through a probe on
// globalThis, keyed by the body's `marker`.
import { z } from 'zod';
import { JobFailure } from '../../supabase/functions/_shared/jobs/job-response';
import { bucketStore, type JobFile } from '../../supabase/functions/_shared/jobs/job-storage';
import type { JobStore } from '../../supabase/functions/_shared/jobs/job-types';
import { serveJob } from '../../supabase/functions/_shared/jobs/run-job';

/** What an engine run saw, by marker. Times are performance.now() in this process. */
export type EngineProbe = {
  jobId?: string;
  iterations: number;
  progressCalls: number;
  abortedAt?: number;
  returnedAt?: number;
  saving?: boolean;
  releaseSave?: boolean;
};

const PROBE_KEY = '__hiveJobTestProbes';

/** The probes shared between the test and the engines it runs. */
export function engineProbes(): Map<string, EngineProbe> {
  const scope = globalThis as { [PROBE_KEY]?: Map<string, EngineProbe> };
  scope[PROBE_KEY] ??= new Map();
  return scope[PROBE_KEY];
}

function probe(marker: string): EngineProbe {
  const probes = engineProbes();
  let entry = probes.get(marker);
  if (!entry) {
    entry = { iterations: 0, progressCalls: 0 };
    probes.set(marker, entry);
  }
  return entry;
}

/** A 1×1 transparent PNG. */
const PNG_1X1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const ONE_IMAGE: JobFile[] = [{ bytes: PNG_1X1, mime: 'image/png', width: 1, height: 1 }];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Gives the event loop a turn (Hive Local answers requests in this same process). */
const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/** About `ms` of pure CPU work. */
function burn(ms: number): number {
  const until = performance.now() + ms;
  let x = 0;
  while (performance.now() < until) x = (x * 31 + 7) % 1_000_003;
  return x;
}

const bodySchema = z.object({
  mode: z.enum(['succeed', 'fail', 'spin', 'late', 'storm', 'slow-store', 'refuse', 'unpriced']),
  marker: z.string().min(1).max(64),
});
type Body = z.infer<typeof bodySchema>;

type Progress = { progress(percent: number): void; signal: AbortSignal; job: { id: string } };

/** Spins on CPU in 5 ms slices until the signal fires (or 20 s pass); `obey` throws then. */
async function spin(body: Body, context: Progress, obey: boolean): Promise<JobFile[]> {
  const seen = probe(body.marker);
  const started = performance.now();
  while (performance.now() - started < 20_000) {
    burn(5);
    seen.iterations += 1;
    context.progress(Math.min(90, seen.iterations / 4));
    if (context.signal.aborted) {
      seen.abortedAt = performance.now();
      if (obey) throw context.signal.reason;
      break;
    }
    await yieldTurn();
  }
  seen.returnedAt = performance.now();
  return ONE_IMAGE;
}

async function engine(body: Body, context: Progress): Promise<JobFile[]> {
  const seen = probe(body.marker);
  seen.jobId = context.job.id;
  const report = (percent: number) => {
    seen.progressCalls += 1;
    context.progress(percent);
  };
  const tracked = { ...context, progress: report };
  switch (body.mode) {
    case 'succeed':
    case 'slow-store':
      for (const percent of [20, 40, 60, 80]) {
        report(percent);
        await sleep(20);
      }
      return ONE_IMAGE;
    case 'refuse':
      throw new Error('the precheck lets no refused run reach the engine');
    case 'unpriced':
      throw new Error('a run with an unknown cost key never starts');
    case 'fail':
      report(30);
      await sleep(300);
      throw new Error('the test engine failed on purpose');
    case 'spin':
      return spin(body, tracked, true);
    case 'late':
      return spin(body, tracked, false);
    case 'storm': {
      // ~2 s of progress every 5 ms, with lower values mixed in: the runner must write at most
      // ~4 a second, and never a lower one.
      const started = performance.now();
      while (performance.now() - started < 2000) {
        const percent = ((performance.now() - started) / 2000) * 100;
        report(percent);
        report(percent - 20);
        await sleep(5);
      }
      report(100);
      return ONE_IMAGE;
    }
  }
}

/** The real bucket store; in 'slow-store' mode it waits for the test's release before saving. */
function testStore(): JobStore<JobFile[]> & { marker?: string } {
  const real = bucketStore('generations');
  return {
    async save(result, context) {
      const seen = [...engineProbes().values()].find((entry) => entry.jobId === context.job.id);
      if (seen && seen.saving === false) {
        seen.saving = true;
        const until = performance.now() + 10_000;
        while (!seen.releaseSave && performance.now() < until) await sleep(10);
      }
      return real.save(result, context);
    },
    discard: (context) => real.discard!(context),
  };
}

/** The job function the test folders export (`respond` picks wait or accepted). */
export function jobTestFunction(respond: 'wait' | 'accepted' = 'wait') {
  return serveJob({
    tool: 'image-enhancer',
    bodySchema,
    // 'unpriced' quotes a key credit_costs does not have: start_job refuses it, charging nothing.
    quote: (body) => ({ costKey: body.mode === 'unpriced' ? 'no-such-cost' : 'image-enhance' }),
    engineId: (body) => `test-${body.mode}`,
    engine: (body, context) => {
      if (body.mode === 'slow-store') probe(body.marker).saving = false;
      return engine(body, context);
    },
    store: testStore(),
    params: (body) => ({ mode: body.mode }),
    // A free check that refuses before any charge, as an upload check does.
    precheck: async (body) => {
      if (body.mode === 'refuse')
        throw new JobFailure('image_too_large', 'That image is too large.', 413);
    },
    // The spec's named fields for a function sit beside the common ones.
    answer: (_result, outputs) => ({ output_url: outputs[0]?.url, status: 'overridden?' }),
    description: 'Image enhancer (test)',
    respond,
  });
}
