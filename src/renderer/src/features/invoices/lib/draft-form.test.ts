import { describe, expect, it } from 'vitest';
import { invoiceMessages, type InvoiceListRow } from '@contracts/api/invoices';
import { invoicesCsv } from './csv';
import { checkForm, formReducer, newDraftForm, newLine, type DraftForm } from './draft-form';

function form(patch: Partial<DraftForm> = {}): DraftForm {
  return { ...newDraftForm(null, '2026-11-26'), clientId: 'c', ...patch };
}

describe('the Invoice Creator form', () => {
  it('starts today, due by the payment terms, in the default currency', () => {
    const draft = newDraftForm(null, '2026-11-26');
    expect(draft).toMatchObject({
      issueDate: '2026-11-26',
      dueDate: '2026-12-26',
      currency: 'USD',
      template: 'classic',
    });
    expect(draft.lines).toHaveLength(1);
  });

  it('turns typed amounts into minor units per currency and decimals into exact text', () => {
    const line = {
      ...newLine(),
      description: 'Design',
      quantity: '1.50',
      price: '1,234.5',
      taxRate: '7.250',
    };
    const check = checkForm(form({ lines: [line] }));
    expect(check.errors).toEqual({});
    expect(check.lines[0]).toMatchObject({
      quantity: '1.5',
      unit_price_minor: 123450,
      tax_rate: '7.25',
    });
    expect(
      checkForm(form({ currency: 'JPY', lines: [{ ...line, price: '1200' }] })).lines[0]!
        .unit_price_minor,
    ).toBe(1200);
    expect(
      checkForm(form({ currency: 'KWD', lines: [{ ...line, price: '1.25' }] })).lines[0]!
        .unit_price_minor,
    ).toBe(1250);
  });

  it('says what is wrong with each field it cannot take', () => {
    const line = newLine();
    const check = checkForm(
      form({
        dueDate: '2026-11-01',
        currency: 'JPY',
        lines: [{ ...line, price: '10.5', quantity: '1.2345', taxRate: '120' }],
      }),
    );
    expect(check.errors).toEqual({
      dueDate: invoiceMessages.due_before_issue,
      [`line:${line.key}:price`]: invoiceMessages.moneyDecimals('JPY', 0),
      [`line:${line.key}:quantity`]: invoiceMessages.too_many_decimals,
      [`line:${line.key}:taxRate`]: invoiceMessages.percent_out_of_range,
    });
    expect(check.totals).toBeNull();
    const negative = checkForm(form({ lines: [{ ...line, price: '-5' }] }));
    expect(negative.errors[`line:${line.key}:price`]).toBe(invoiceMessages.negative_amount);
  });

  it('takes money off only through a discount line, stored as a negative price', () => {
    const item = { ...newLine(), description: 'Design', price: '100' };
    const discount = { ...newLine('discount'), price: '15' };
    const check = checkForm(form({ lines: [item, discount] }));
    expect(check.lines[1]).toMatchObject({ kind: 'discount', unit_price_minor: -1500 });
    expect(check.totals?.total).toBe(8500);
    const tooMuch = checkForm(form({ lines: [item, { ...discount, price: '150' }] }));
    expect(tooMuch.totalsProblem).toBe(invoiceMessages.discount_exceeds_items);
  });

  it('adds, duplicates, moves and removes lines', () => {
    let state = form({ lines: [{ ...newLine(), description: 'A' }] });
    state = formReducer(state, { type: 'add', kind: 'item' });
    state = formReducer(state, {
      type: 'line',
      key: state.lines[1]!.key,
      patch: { description: 'B' },
    });
    state = formReducer(state, { type: 'duplicate', key: state.lines[0]!.key });
    expect(state.lines.map((line) => line.description)).toEqual(['A', 'A', 'B']);
    expect(new Set(state.lines.map((line) => line.key)).size).toBe(3);
    state = formReducer(state, { type: 'move', key: state.lines[2]!.key, by: -1 });
    expect(state.lines.map((line) => line.description)).toEqual(['A', 'B', 'A']);
    state = formReducer(state, { type: 'remove', key: state.lines[0]!.key });
    expect(state.lines.map((line) => line.description)).toEqual(['B', 'A']);
    expect(formReducer(state, { type: 'move', key: state.lines[0]!.key, by: -1 })).toBe(state);
  });
});

describe('the CSV of the list', () => {
  const row = (patch: Partial<InvoiceListRow>): InvoiceListRow => ({
    id: '1',
    status: 'issued',
    number: 'INV-2026-0001',
    sequence: 1,
    client_id: 'c',
    client_name: 'Acme, Inc.',
    currency: 'USD',
    issue_date: '2026-11-01',
    due_date: '2026-11-20',
    total_minor: 128850,
    paid_minor: 50000,
    pdf_path: null,
    sent_at: null,
    created_at: '2026-11-01T00:00:00Z',
    ...patch,
  });

  it('has one quoted, formula-safe row per invoice with amounts in the currency’s units', () => {
    const csv = invoicesCsv(
      [
        row({}),
        row({
          number: null,
          status: 'draft',
          client_name: '=HYPERLINK("x")',
          currency: 'JPY',
          total_minor: 12000,
          paid_minor: 0,
        }),
      ],
      '2026-11-26',
    );
    expect(csv.split('\r\n')).toEqual([
      'Number,Status,Client,Issue date,Due date,Currency,Total,Paid,Balance due',
      'INV-2026-0001,Overdue,"Acme, Inc.",2026-11-01,2026-11-20,USD,1288.50,500.00,788.50',
      `Draft,Draft,"'=HYPERLINK(""x"")",2026-11-01,2026-11-20,JPY,12000,0,12000`,
      '',
    ]);
  });
});
