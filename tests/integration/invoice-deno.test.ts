// issue-invoice and send-invoice run unchanged on Deno (the edge runtime's engine): served by
// `deno serve` against Hive Local, issue-invoice charges 10 credits, numbers the draft and renders
// its PDF with the shipped fonts (read with node:fs under Deno), and send-invoice mails it with
// the PDF attached through the hosted mail adapter (a local stub of Resend's API, reached through
// the outbound guard), as it runs on hosted Supabase. Runs the deno binary from the `deno` npm
// package.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoiceResponseSchema } from '../../supabase/functions/_shared/contracts/api/invoices';
import { pdfPageTexts } from '../../supabase/functions/_shared/invoices/pdf-text';
import { postFunction, readBalance } from '../support/backend-helpers';
import { startFunctionOnDeno, type DenoServer } from '../support/deno-serve';
import { startToolOnDeno, type DenoTool } from '../support/deno-tool';
import { RESEND_STUB_KEY, startResendStub, type ResendStub } from '../support/resend-stub';
import { createInvoiceClient, line, saveDraft } from './invoice-backend';

let tool: DenoTool;
let stub: ResendStub;
let sendServer: DenoServer;

beforeAll(async () => {
  [tool, stub] = await Promise.all([
    startToolOnDeno('issue-invoice', { prefix: 'invoice-deno' }),
    startResendStub(),
  ]);
  sendServer = await startFunctionOnDeno('send-invoice', tool.hive, {
    RESEND_API_KEY: RESEND_STUB_KEY,
    RESEND_API_BASE: stub.url,
    HIVE_OUTBOUND_ALLOW: stub.url,
  });
}, 240_000);

afterAll(async () => {
  await sendServer?.stop();
  await tool?.stop();
  await stub?.close();
});

describe('invoice functions on Deno', () => {
  it('issues a draft for 10 credits with its PDF, and mails it with the PDF attached', async () => {
    const { admin, user } = tool;
    const clientId = await createInvoiceClient(user, {
      name: 'Deno Client',
      email: 'deno@example.com',
    });
    const draft = await saveDraft(user, { client_id: clientId, currency: 'KWD' }, [
      line({ description: 'Consulting', quantity: '2.5', unit_price_minor: 12345, tax_rate: '5' }),
    ]);
    const before = await readBalance(admin, user.id);
    const answer = await tool.call({ invoice_id: draft.id });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = issueInvoiceResponseSchema.parse(answer.body);
    expect(result).toMatchObject({ number: 'INV-2026-0001', credits_used: 10 });
    expect(await readBalance(admin, user.id)).toBe(before - 10);
    const bytes = new Uint8Array(await (await fetch(result.outputs[0]!.url)).arrayBuffer());
    const [text] = await pdfPageTexts(bytes);
    // 2.5 × 12.345 = 30.8625 → 30.863 (half away from zero); 5 % tax 1.543; total 32.406.
    expect(text).toContain('KWD 30.863');
    expect(text).toMatch(/Total\s+KWD 32\.406/);

    const sent = await postFunction({ ...tool.hive, url: sendServer.url }, user, 'send-invoice', {
      invoice_id: draft.id,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = stub.bodies() as { to: string[]; attachments: { filename: string }[] }[];
    expect(mail?.to).toEqual(['deno@example.com']);
    expect(mail?.attachments[0]?.filename).toBe('Invoice INV-2026-0001.pdf');
  });

  it('refuses a body it does not take, free', async () => {
    const before = await readBalance(tool.admin, tool.user.id);
    const answer = await tool.call({ invoice: 'nope' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: 'error',
      code: 'invalid_request',
      refunded: false,
    });
    expect(await readBalance(tool.admin, tool.user.id)).toBe(before);
  });
});
