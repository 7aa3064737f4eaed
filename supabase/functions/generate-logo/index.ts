// generate-logo (the Logo Creator, issue #16): `{ name, tagline?, industry?, style, colors?,
// symbol? }` → six candidate logos as sanitised SVGs of outlines only (image/svg+xml in Storage)
// with the designs that drew them, charged once ('logo-generate', 8 credits). The local composer
// by default; the hosted logo model and the vectorizer when both are configured.
import { readJsonBody } from '../_shared/http.ts';
import { serveJob } from '../_shared/jobs/run-job.ts';
import { logoJob, logoJobFor } from '../_shared/logo/logo-job.ts';

export default {
  async fetch(request: Request): Promise<Response> {
    if (request.method !== 'POST') return serveJob(logoJob).fetch(request);
    // Read once here to word the run's ledger line by its style; the runner reads its own copy.
    const body = await readJsonBody(request.clone());
    return serveJob(logoJobFor(body)).fetch(request);
  },
};
