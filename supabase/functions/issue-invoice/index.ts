// issue-invoice (Invoice Creator): `{ invoice_id }` → the invoice's number and its PDF in
// `outputs`, charged once ('invoice-issue', 10 credits); an invoice issued before is answered
// free. The rules and the flow: ../_shared/invoices/issue-job.ts.
import { handleIssueInvoice } from '../_shared/invoices/issue-job.ts';

export default { fetch: handleIssueInvoice };
