// `generate-moodboard`'s fetch: the runner's (CORS preflight, POST only, one charge), with the run
// named in the ledger by its body ("Moodboard · Watercolor", "Moodboard tile · Watercolor"). The
// body is read once here to name it; the runner reads and checks it again from its own copy.
import { moodboardRequestSchema } from '../contracts/api/moodboard.ts';
import { readJsonBody } from '../http.ts';
import { runJob, serveJob } from '../jobs/run-job.ts';
import { moodboardJob } from './moodboard-job.ts';

/** The edge function object (`export default`). */
export function serveMoodboard(): { fetch(request: Request): Promise<Response> } {
  const plain = serveJob(moodboardJob(null));
  return {
    async fetch(request) {
      if (request.method !== 'POST') return plain.fetch(request);
      const peek = moodboardRequestSchema.safeParse(await readJsonBody(request.clone()));
      return runJob({ ...moodboardJob(peek.success ? peek.data : null), request });
    },
  };
}
