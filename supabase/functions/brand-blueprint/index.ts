// brand-blueprint (issue #16, `/brand-blueprint`): `{ name, logo: <data URL or storage URL>,
// industry?, audience?, personality? }` → a brand guideline PDF (application/pdf), design tokens
// (application/json), a brand kit ZIP (palette files ASE/GPL, CSS, Tailwind theme) and a cover
// picture (image/svg+xml), stored in the results bucket and charged once ('brand-blueprint', 10
// credits). The engine runs here (pure TypeScript); a hosted chat-completions model improves the
// voice and taglines when BRAND_TEXT_API_KEY is set.
import { serveJob } from '../_shared/jobs/run-job.ts';
import { brandBlueprintJob } from '../_shared/brand/blueprint-job.ts';

export default serveJob(brandBlueprintJob);
