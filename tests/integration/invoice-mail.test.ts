// send-invoice's hosted mail adapter against a local stub that speaks Resend's documented API,
// through the SSRF-safe outbound guard (the stub's origin allowed by HIVE_OUTBOUND_ALLOW): the
// e-mail and its PDF attachment as sent, the same Idempotency-Key on every attempt, 429 retried
// after Retry-After, a 5xx retried once, a refusal and a bad key not retried, and a provider that
// never answers ended by the deadline. Each outcome is the user's sentence and is kept in the
// invoice's send history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoiceMessages,
  issueInvoiceResponseSchema,
} from '../../supabase/functions/_shared/contracts/api/invoices';
import { must, type TestUser } from '../support/backend-helpers';
import { RESEND_STUB_KEY, startResendStub, type ResendStub } from '../support/resend-stub';
import {
  createInvoiceClient,
  line,
  saveDraft,
  startInvoiceBackend,
  type InvoiceBackend,
} from './invoice-backend';

let stub: ResendStub;
let backend: InvoiceBackend;
let user: TestUser;
let invoiceId: string;
let pdf: Buffer;
let address = 0;

beforeAll(async () => {
  stub = await startResendStub();
  backend = await startInvoiceBackend({
    secrets: {
      RESEND_API_KEY: RESEND_STUB_KEY,
      RESEND_API_BASE: stub.url,
      HIVE_OUTBOUND_ALLOW: stub.url,
      HIVE_OUTBOUND_TIMEOUT_MS: '800',
      HIVE_MAIL_RETRY_DELAY_MS: '20',
      INVOICE_MAIL_FROM: 'Hive Studio <invoices@hive.test>',
    },
  });
  user = await backend.signUp();
  must(
    await user.client
      .from('invoice_settings')
      .upsert(
        { user_id: user.id, business_name: 'Lumen Studio', business_email: 'hi@lumen.test' },
        { onConflict: 'user_id' },
      ),
  );
  const clientId = await createInvoiceClient(user, {
    name: 'Northwind',
    email: 'ap@northwind.test',
  });
  const draft = await saveDraft(user, { client_id: clientId }, [line({ description: 'Poster' })]);
  invoiceId = draft.id as string;
  const issued = issueInvoiceResponseSchema.parse(
    (await backend.invoke(user, 'issue-invoice', { invoice_id: invoiceId })).body,
  );
  pdf = Buffer.from(await (await fetch(issued.outputs[0]!.url)).arrayBuffer());
}, 120_000);
afterAll(async () => {
  await backend?.close();
  await stub?.close();
});

/** Sends to a new address each time (the same e-mail twice within a minute is refused). */
async function send() {
  address += 1;
  return backend.invoke<Record<string, unknown>>(user, 'send-invoice', {
    invoice_id: invoiceId,
    to: `client-${address}@example.com`,
  });
}

async function lastSendStatus(): Promise<{ status: string; error_code: string | null }> {
  const rows = must(
    await user.client
      .from('invoice_sends')
      .select('status, error_code')
      .order('created_at', { ascending: false })
      .limit(1),
  ) as { status: string; error_code: string | null }[];
  return rows[0]!;
}

describe('send-invoice through the hosted mail API', () => {
  it('sends the e-mail with the PDF attached, in Resend’s shape, with an idempotency key', async () => {
    stub.script('ok');
    const answer = await send();
    expect(answer.status).toBe(200);
    expect(stub.requests).toHaveLength(1);
    const [body] = stub.bodies();
    expect(body).toMatchObject({
      from: 'Hive Studio <invoices@hive.test>',
      to: [`client-${address}@example.com`],
      reply_to: 'hi@lumen.test',
      subject: 'Invoice INV-2026-0001 from Lumen Studio',
    });
    const attachments = body!.attachments as {
      filename: string;
      content: string;
      content_type: string;
    }[];
    expect(attachments[0]).toMatchObject({
      filename: 'Invoice INV-2026-0001.pdf',
      content_type: 'application/pdf',
    });
    expect(Buffer.from(attachments[0]!.content, 'base64').equals(pdf)).toBe(true);
    expect(stub.requests[0]!.headers.get('idempotency-key')).toBe(answer.body.send_id);
    expect(await lastSendStatus()).toEqual({ status: 'sent', error_code: null });
  });

  it('retries a 429 after its Retry-After, with the same idempotency key', async () => {
    stub.script('429-then-ok');
    const answer = await send();
    expect(answer.status).toBe(200);
    expect(stub.requests).toHaveLength(2);
    const [first, second] = stub.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it('retries a server error once', async () => {
    stub.script('500-then-ok');
    expect((await send()).status).toBe(200);
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up on a provider that keeps answering 429, saying so', async () => {
    stub.script(429);
    const answer = await send();
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      code: 'mail_failed',
      message: invoiceMessages.mail_failed,
      refunded: false,
    });
    expect(stub.requests).toHaveLength(3);
  });

  it('does not retry a refused e-mail, and keeps the failure', async () => {
    stub.script(422);
    const answer = await send();
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      code: 'mail_rejected',
      message: invoiceMessages.mail_rejected,
    });
    expect(stub.requests).toHaveLength(1);
    expect(await lastSendStatus()).toEqual({ status: 'failed', error_code: 'mail_rejected' });
  });

  it('says mail is not set up when the key is refused', async () => {
    stub.script(401);
    const answer = await send();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'mail_not_configured' });
  });

  it('ends a call the provider never answers at the deadline', async () => {
    stub.script('hang');
    const started = performance.now();
    const answer = await send();
    expect(answer.status).toBe(504);
    expect(answer.body).toMatchObject({
      code: 'mail_timeout',
      message: invoiceMessages.mail_timeout,
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    await expect.poll(() => stub.requests[0]?.closed).toBe(true);
  });
});
