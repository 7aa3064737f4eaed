// send-invoice (Invoice Management, free): e-mails an issued invoice with its PDF attached,
// through the mail provider or Hive Local's outbox. ../_shared/invoices/send-invoice.ts.
import { handleSendInvoice } from '../_shared/invoices/send-invoice.ts';

export default { fetch: handleSendInvoice };
