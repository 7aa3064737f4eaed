// Invoices on a real Hive Local through supabase-js and the real functions: drafts saved with
// totals by the database, issuing (charge, number, freeze, the PDF and what it says), refusals
// that charge nothing, a double click that issues once, 500 lines in one PDF, payments moving
// the status, another user's client and invoices out of reach (RLS), and sending by e-mail into
// the local outbox with the PDF attached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  issueInvoiceResponseSchema,
  type IssueInvoiceResponse,
} from '../../supabase/functions/_shared/contracts/api/invoices';
import { pdfPageTexts } from '../../supabase/functions/_shared/invoices/pdf-text';
import { must, type TestUser } from '../support/backend-helpers';
import {
  chargesOf,
  createInvoiceClient,
  line,
  readInvoiceRow,
  saveDraft,
  startInvoiceBackend,
  type InvoiceBackend,
} from './invoice-backend';

let backend: InvoiceBackend;
let user: TestUser;
let clientId: string;

beforeAll(async () => {
  backend = await startInvoiceBackend();
  user = await backend.signUp();
  must(
    await user.client.from('invoice_settings').upsert(
      {
        user_id: user.id,
        business_name: 'Lumen Studio',
        country: 'US',
        business_email: 'hi@lumen.test',
      },
      { onConflict: 'user_id' },
    ),
  );
  clientId = await createInvoiceClient(user, { name: 'Northwind', email: 'ap@northwind.test' });
}, 120_000);
afterAll(async () => backend?.close());

async function issue(invoiceId: string, as: TestUser = user) {
  return backend.invoke<Record<string, unknown>>(as, 'issue-invoice', { invoice_id: invoiceId });
}

describe('invoices on Hive Local', () => {
  it('saves a draft whose totals the database computes, and keeps the counter out of the client’s reach', async () => {
    const draft = await saveDraft(user, { client_id: clientId }, [
      line({ quantity: '1.5', unit_price_minor: 12000, tax_rate: '20' }),
      line({ quantity: '4', unit_price_minor: 1250, tax_rate: '5' }),
    ]);
    expect(draft).toMatchObject({
      status: 'draft',
      subtotal_minor: 23000,
      tax_minor: 3600 + 250,
      total_minor: 26850,
      client_name: 'Northwind',
      totals_problem: null,
    });
    const { error } = await user.client
      .from('invoice_settings')
      .update({ last_sequence: 41 })
      .eq('user_id', user.id);
    expect(error?.code).toBe('42501');
  });

  it('records why the rule refuses a draft, and refuses to issue it without a charge', async () => {
    const draft = await saveDraft(
      user,
      { client_id: clientId, discount_type: 'amount', discount_value: '999999' },
      [line()],
    );
    expect(draft).toMatchObject({ totals_problem: 'discount_exceeds_items', total_minor: 0 });
    const before = await backend.balance(user.id);
    const answer = await issue(draft.id as string);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      status: 'error',
      code: 'discount_exceeds_items',
      refunded: false,
    });
    expect(await backend.balance(user.id)).toBe(before);
  });

  it('refuses to issue without a client, without lines or with a blank description, free of charge', async () => {
    const before = await backend.balance(user.id);
    const noClient = await saveDraft(user, {}, [line()]);
    expect((await issue(noClient.id as string)).body).toMatchObject({
      code: 'invoice_needs_client',
    });
    const noLines = await saveDraft(user, { client_id: clientId }, []);
    expect((await issue(noLines.id as string)).body).toMatchObject({ code: 'invoice_needs_lines' });
    const blank = await saveDraft(user, { client_id: clientId }, [line({ description: '  ' })]);
    expect((await issue(blank.id as string)).body).toMatchObject({
      code: 'line_needs_description',
    });
    expect(await backend.balance(user.id)).toBe(before);
  });

  it('refuses a currency it does not know, a due date before the issue date and an item with a negative price', async () => {
    await expect(saveDraft(user, { currency: 'XYZ' }, [line()])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(
      saveDraft(user, { issue_date: '2026-12-01', due_date: '2026-11-01' }, [line()]),
    ).rejects.toMatchObject({
      code: '23514',
    });
    await expect(saveDraft(user, {}, [line({ unit_price_minor: -100 })])).rejects.toMatchObject({
      code: '23514',
    });
    const discounted = await saveDraft(user, { client_id: clientId }, [
      line({ unit_price_minor: 10000 }),
      line({ kind: 'discount', description: 'Loyalty', unit_price_minor: -1500 }),
    ]);
    expect(discounted.total_minor).toBe(8500);
  });

  it('issues a draft for 10 credits: the next number, frozen, with a PDF that says what the invoice says', async () => {
    const before = await backend.balance(user.id);
    const draft = await saveDraft(user, { client_id: clientId, currency: 'JPY' }, [
      line({
        description: 'Photography, one day',
        quantity: '1',
        unit_price_minor: 120000,
        tax_rate: '10',
      }),
      line({ description: 'Prints', quantity: '3', unit_price_minor: 4500, tax_rate: '10' }),
    ]);
    const answer = await issue(draft.id as string);
    expect(answer.status).toBe(200);
    const result: IssueInvoiceResponse = issueInvoiceResponseSchema.parse(answer.body);
    expect(result).toMatchObject({
      number: 'INV-2026-0001',
      credits_used: 10,
      reissued: false,
      pages: 1,
    });
    expect(result.outputs[0]).toMatchObject({ mime: 'application/pdf', width: 612, height: 792 });
    expect(await backend.balance(user.id)).toBe(before - 10);

    const bytes = new Uint8Array(await (await fetch(result.outputs[0]!.url)).arrayBuffer());
    const [text] = await pdfPageTexts(bytes);
    expect(text).toContain('INV-2026-0001');
    expect(text).toContain('Lumen Studio');
    expect(text).toContain('Tax 10% on ¥133,500 ¥13,350');
    expect(text).toMatch(/Total\s+¥146,850/);
    expect(text).toContain('Page 1 of 1');

    const row = await readInvoiceRow(user, draft.id, 'status, number, total_minor, pdf_path');
    expect(row).toMatchObject({ status: 'issued', number: 'INV-2026-0001', total_minor: 146850 });
    const frozen = await user.client.rpc('save_invoice_draft', {
      p_invoice: { id: draft.id },
      p_items: [],
    });
    expect(frozen.error?.hint).toBe('invoice_frozen');
    const itemWrite = await user.client
      .from('invoice_items')
      .insert({ invoice_id: draft.id, position: 9, description: 'x' });
    expect(itemWrite.error).not.toBeNull();

    // Asked again: the same number and PDF, free.
    const again = issueInvoiceResponseSchema.parse((await issue(draft.id as string)).body);
    expect(again).toMatchObject({ number: 'INV-2026-0001', credits_used: 0, reissued: true });
    expect(await backend.balance(user.id)).toBe(before - 10);
  });

  it('issues once when the issue button is clicked twice at once: one number, one charge', async () => {
    const draft = await saveDraft(user, { client_id: clientId }, [line()]);
    const before = await backend.balance(user.id);
    const charges = (await chargesOf(backend.admin, user.id)).length;
    const answers = await Promise.all([issue(draft.id as string), issue(draft.id as string)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'invoice_busy', refunded: false });
    expect(await backend.balance(user.id)).toBe(before - 10);
    expect(await chargesOf(backend.admin, user.id)).toHaveLength(charges + 1);
    const numbers = must(
      await user.client.from('invoices').select('number').not('number', 'is', null),
    ) as { number: string }[];
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
  });

  it('puts 500 lines into one PDF of several pages, each with its header and page number', async () => {
    const lines = Array.from({ length: 500 }, (_, index) =>
      line({
        description: `Frame ${index + 1} retouch`,
        unit_price_minor: 1000 + index,
        tax_rate: index % 2 ? '20' : '0',
      }),
    );
    const draft = await saveDraft(user, { client_id: clientId }, lines);
    const result = issueInvoiceResponseSchema.parse((await issue(draft.id as string)).body);
    expect(result.pages).toBeGreaterThan(10);
    const bytes = new Uint8Array(await (await fetch(result.outputs[0]!.url)).arrayBuffer());
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(result.pages);
    pages.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
      if (index > 0) expect(text).toContain(`${result.number} · continued`);
    });
    expect(pages.join('\n')).toContain('Frame 500 retouch');
    const row = await readInvoiceRow<{ total_minor: number }>(user, draft.id, 'total_minor');
    expect(pages.at(-1)).toContain(
      `$${(row.total_minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  });

  it('moves the status with payments: partly paid, paid, and refuses more than the balance', async () => {
    const draft = await saveDraft(user, { client_id: clientId }, [
      line({ unit_price_minor: 20000 }),
    ]);
    await issue(draft.id as string);
    const pay = (amount: number) =>
      user.client.from('invoice_payments').insert({ invoice_id: draft.id, amount_minor: amount });
    expect((await pay(5000)).error).toBeNull();
    expect(await readInvoiceRow(user, draft.id, 'status')).toEqual({
      status: 'partly_paid',
    });
    const over = await pay(20000);
    expect(over.error?.hint).toBe('payment_exceeds_balance');
    expect((await pay(15000)).error).toBeNull();
    expect(await readInvoiceRow(user, draft.id, 'status, paid_minor')).toEqual({
      status: 'paid',
      paid_minor: 20000,
    });
  });

  it('keeps another user out: their client cannot be billed, their invoices cannot be read or issued', async () => {
    const other = await backend.signUp();
    const foreign = await saveDraft(other, { client_id: clientId }, [line()]).catch(
      (error: { code?: string }) => error,
    );
    expect((foreign as { code?: string }).code).toBe('23503');
    const mine = await saveDraft(user, { client_id: clientId }, [line()]);
    expect(
      must(
        await other.client
          .from('invoices')
          .select('id')
          .eq('id', mine.id as string),
      ),
    ).toEqual([]);
    expect(must(await other.client.from('clients').select('id'))).toEqual([]);
    const answer = await issue(mine.id as string, other);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'invoice_not_found', refunded: false });
  });

  it('e-mails an issued invoice with its PDF attached into the local outbox, and not a draft', async () => {
    const draft = await saveDraft(user, { client_id: clientId }, [
      line({ description: 'Poster design' }),
    ]);
    const issued = issueInvoiceResponseSchema.parse((await issue(draft.id as string)).body);
    const sent = await backend.invoke<Record<string, unknown>>(user, 'send-invoice', {
      invoice_id: draft.id,
      message: 'Thanks again!',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'success', sent_to: 'ap@northwind.test' });
    const [mail] = backend.hive.context.outbox.list({ to: 'ap@northwind.test' });
    expect(mail?.subject).toBe(`Invoice ${issued.number} from Lumen Studio`);
    expect(mail?.text).toContain('Thanks again!');
    expect(mail?.replyTo).toBe('hi@lumen.test');
    const attachment = mail?.attachments?.[0];
    expect(attachment).toMatchObject({
      filename: `Invoice ${issued.number}.pdf`,
      contentType: 'application/pdf',
    });
    const stored = new Uint8Array(await (await fetch(issued.outputs[0]!.url)).arrayBuffer());
    expect(Buffer.from(attachment!.content, 'base64').equals(Buffer.from(stored))).toBe(true);
    const row = await readInvoiceRow<{ sent_to: string; sent_at: string | null }>(
      user,
      draft.id,
      'sent_to, sent_at',
    );
    expect(row.sent_to).toBe('ap@northwind.test');
    expect(row.sent_at).not.toBeNull();

    const repeated = await backend.invoke<Record<string, unknown>>(user, 'send-invoice', {
      invoice_id: draft.id,
    });
    expect(repeated.body).toMatchObject({ code: 'send_repeated' });
    const unsent = await saveDraft(user, { client_id: clientId }, [line()]);
    const refused = await backend.invoke<Record<string, unknown>>(user, 'send-invoice', {
      invoice_id: unsent.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'invoice_not_sendable' });
  });

  it('takes mail into the local outbox only from the functions (the service-role key), once per idempotency key', async () => {
    const mail = { from: 'x@y.z', to: 'victim@example.com', subject: 'Hi', text: 'spam' };
    const post = (key: string, body: unknown = mail, headers: Record<string, string> = {}) =>
      fetch(`${backend.hive.url}/_local/mail-api/emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await post(backend.hive.anonKey)).status).toBe(401);
    expect((await post(user.accessToken)).status).toBe(401);
    expect(backend.hive.context.outbox.list({ to: 'victim@example.com' })).toEqual([]);
    const once = { 'idempotency-key': 'send-1' };
    const accepted = await post(backend.hive.serviceRoleKey, mail, once);
    expect(accepted.status).toBe(200);
    const again = await post(backend.hive.serviceRoleKey, mail, once);
    expect(await again.json()).toEqual(await accepted.json());
    expect(backend.hive.context.outbox.list({ to: 'victim@example.com' })).toHaveLength(1);
    expect((await post(backend.hive.serviceRoleKey, { to: 'victim@example.com' })).status).toBe(
      422,
    );
  });
});
