// generate-svg (the SVG Generator): `{ prompt, style?, palette?, transparent?, simplify? }` →
// three sanitised SVG variants (image/svg+xml in Storage), charged once ('svg-generate'). The
// hosted vector model when RECRAFT_API_KEY is set, the local scene composer otherwise.
import { serveJob } from '../_shared/jobs/run-job.ts';
import { svgGeneratorJob } from '../_shared/vector-art/svg-generator.ts';

export default serveJob(svgGeneratorJob);
