// generate-vector-illustration (Vector Illustrations): a prompt, or a set of 2–4 prompts sharing
// palette and stroke → one sanitised SVG illustration each (image/svg+xml in Storage), charged
// per illustration ('vector-illustration'). Hosted model when RECRAFT_API_KEY is set, else local.
import { serveJob } from '../_shared/jobs/run-job.ts';
import { illustrationJob } from '../_shared/vector-art/illustrations.ts';

export default serveJob(illustrationJob);
