// export-document (the Hive Editor, issue #20): `{ document_id }` → `{ charged, credits_used,
// credits_remaining, exported_at, job_id }`. A document's first export is charged once
// ('document-export', 10 credits) by a job on the runner; every later export is free and starts no
// job. Two first exports at once charge once. The rules and the flow:
// ../_shared/documents/export-job.ts.
import { handleExportDocument } from '../_shared/documents/export-job.ts';

export default { fetch: handleExportDocument };
