// issue-invoice: `{ invoice_id }` → the invoice's number and its PDF in `outputs`, on the job
// runner (../jobs/run-job.ts). For a draft: a free check and claim first (precheck: a draft that
// cannot be issued, or that another run is issuing — a double click, a second tab — is refused
// before anything is charged), then the charge ('invoice-issue', 10 credits), then the engine:
// public.issue_invoice numbers and freezes it (gapless under the owner's counter lock), the PDF is
// rendered from what was frozen and stored in the private results bucket. An invoice issued
// before is answered free (`reissued: true`): its stored PDF, or one rendered again when it has
// none (a render that failed after the number was taken). A claim whose run never started is let
// go at once.
import { PDFDocument } from 'pdf-lib';
import type { z } from 'zod';
import { handlePreflight } from '../cors.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  issueInvoiceRequestSchema,
  PAPER_POINTS,
  paperSizeFor,
  snapshotText,
  type InvoiceRow,
} from '../contracts/api/invoices.ts';
import { toolById } from '../contracts/tools/tool-views.ts';
import { jobMessages } from '../jobs/job-messages.ts';
import { JobFailure, jobError } from '../jobs/job-response.ts';
import type { JobStore } from '../jobs/job-types.ts';
import { bucketStore } from '../jobs/job-storage.ts';
import { JOB_ID_HEADER, runJob, type JobDefinition } from '../jobs/run-job.ts';
import { createServiceClient, readSupabaseEnv } from '../supabase-clients.ts';
import { renderIssuedInvoice } from './invoice-pdf.ts';
import {
  claimIssue,
  issueInvoice,
  readInvoice,
  readStoredPdf,
  releaseIssue,
  setInvoicePdf,
} from './invoice-records.ts';
import { RESULT_URL_SECONDS, RESULTS_BUCKET } from '../contracts/domain/storage.ts';

/** The Invoice Creator's registry id (jobs.tool). */
const INVOICE_TOOL = toolById('invoice-creator').id;
/** jobs.engine: our own renderer, run inside the function. */
const INVOICE_ENGINE = 'pdf-lib';

type Input = z.output<typeof issueInvoiceRequestSchema>;

/** What the engine made: a new PDF, or the path of the one stored before. */
type Issued = {
  invoiceId: string;
  number: string;
  pages: number;
  width: number;
  height: number;
  reissued: boolean;
  bytes: Uint8Array | null;
  storedPath: string | null;
};

function pdfStore(): JobStore<Issued> {
  // A cancelled run's folder is emptied as every file-making tool's is.
  const files = bucketStore(RESULTS_BUCKET);
  return {
    async save(result, context) {
      const storage = context.service.storage.from(RESULTS_BUCKET);
      let path = result.storedPath;
      if (result.bytes) {
        // Named by the run, and recorded on the invoice, so a resend or a reload finds it.
        path = `${context.job.userId}/${context.job.id}/invoice.pdf`;
        const { error } = await storage.upload(path, result.bytes, {
          contentType: 'application/pdf',
          upsert: true,
          cacheControl: '31536000',
        });
        if (error) throw new Error(`storing the invoice failed: ${error.message}`);
        await setInvoicePdf(context.service, result.invoiceId, path);
      }
      const { data, error } = await storage.createSignedUrl(path!, RESULT_URL_SECONDS);
      if (error || !data) throw new Error(`signing the invoice's URL failed: ${error?.message}`);
      return [
        {
          url: data.signedUrl,
          mime: 'application/pdf',
          width: result.width,
          height: result.height,
        },
      ];
    },
    discard: (context) => files.discard!(context),
  };
}

/** An invoice issued before, answered with the PDF stored then (null when it has none). */
async function storedIssue(
  service: SupabaseClient,
  invoice: InvoiceRow & { number: string },
): Promise<Issued | null> {
  const bytes = await readStoredPdf(service, invoice.pdf_path);
  if (!bytes) return null;
  const pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  const paper = PAPER_POINTS[paperSizeFor(snapshotText(invoice.from_snapshot, 'country') || null)];
  return {
    invoiceId: invoice.id,
    number: invoice.number,
    pages,
    width: Math.round(paper.width),
    height: Math.round(paper.height),
    reissued: true,
    bytes: null,
    storedPath: invoice.pdf_path,
  };
}

/** The definition for one request: `jobId` is the run's id, `state` what the precheck found. */
function issueDefinition(
  state: { mode: 'issue' | 'reissue'; claimed: string | null },
  jobId: string,
): JobDefinition<typeof issueInvoiceRequestSchema, Issued> {
  return {
    tool: INVOICE_TOOL,
    bodySchema: issueInvoiceRequestSchema,
    engineId: INVOICE_ENGINE,
    description: 'Invoice issued',
    label: 'Invoice',
    quote: () => ({ costKey: 'invoice-issue', ...(state.mode === 'reissue' && { free: true }) }),
    params: (input: Input) => ({ invoice_id: input.invoice_id }),
    async precheck(input, { userId, service }) {
      const outcome = await claimIssue(service, input.invoice_id, userId, jobId);
      state.mode = outcome === 'issued' ? 'reissue' : 'issue';
      if (outcome === 'claimed') state.claimed = input.invoice_id;
    },
    async engine(input, context) {
      const service = createServiceClient(readSupabaseEnv());
      const userId = context.job.userId;
      if (state.mode === 'issue')
        await issueInvoice(service, input.invoice_id, userId, context.job.id);
      context.progress(15);
      const stored = await readInvoice(service, input.invoice_id, userId);
      if (!stored || stored.invoice.status === 'draft' || !stored.invoice.number)
        throw new JobFailure('invoice_not_found', jobMessages.failed, 404);
      const invoice = { ...stored.invoice, number: stored.invoice.number };
      const kept = state.mode === 'reissue' ? await storedIssue(service, invoice) : null;
      if (kept) return kept;
      if (context.signal.aborted) throw new JobFailure('cancelled', jobMessages.cancelled, 409);
      const rendered = await renderIssuedInvoice(
        invoice,
        stored.items,
        stored.settings,
        (done, total) => context.progress(15 + Math.round((done / Math.max(total, 1)) * 75)),
      );
      return {
        invoiceId: invoice.id,
        number: invoice.number,
        pages: rendered.pages,
        width: rendered.width,
        height: rendered.height,
        reissued: state.mode === 'reissue',
        bytes: rendered.bytes,
        storedPath: null,
      };
    },
    store: pdfStore(),
    answer: (result) => ({
      invoice_id: result.invoiceId,
      number: result.number,
      pages: Math.max(result.pages, 1),
      reissued: result.reissued,
    }),
  };
}

/** The issue-invoice function's fetch. */
export async function handleIssueInvoice(request: Request): Promise<Response> {
  const preflight = handlePreflight(request);
  if (preflight) return preflight;
  if (request.method !== 'POST')
    return jobError(new JobFailure('method_not_allowed', jobMessages.methodNotAllowed, 405), false);
  // The run's id is known before the run: the claim holds the draft for exactly this run.
  const headers = new Headers(request.headers);
  const jobId = headers.get(JOB_ID_HEADER) ?? crypto.randomUUID();
  headers.set(JOB_ID_HEADER, jobId);
  const forwarded = new Request(request.url, {
    method: 'POST',
    headers,
    body: await request.text(),
  });
  const state: { mode: 'issue' | 'reissue'; claimed: string | null } = {
    mode: 'issue',
    claimed: null,
  };
  const response = await runJob({ ...issueDefinition(state, jobId), request: forwarded });
  if (state.claimed && !response.ok) {
    // Harmless when the run started: a failed job frees its claim, and an issued invoice is no
    // longer a draft to release.
    await releaseIssue(createServiceClient(readSupabaseEnv()), state.claimed, jobId).catch(
      () => undefined,
    );
  }
  return response;
}
