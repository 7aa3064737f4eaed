// The Invoice Creator's form: what the person types (amounts in the currency's major unit, as
// text), how it becomes a draft the database stores (minor units, decimal text) with the words for
// every field it cannot take, and the edits the line table makes (add, duplicate, move, remove).
import {
  addDays,
  invoiceMessages,
  MAX_INVOICE_LINES,
  totalsOf,
  type Draft,
  type DraftLine,
  type InvoiceSettings,
  type InvoiceTemplate,
} from '@contracts/api/invoices';
import {
  amountInputText,
  currencyOf,
  fromThousandths,
  MAX_QUANTITY,
  MoneyError,
  parseAmountInput,
  toThousandths,
  type DiscountType,
  type InvoiceTotals,
  type MoneyProblem,
} from '@contracts/domain/money';
import type { InvoiceDetail } from '../api/invoice-api';

export type LineForm = {
  key: string;
  kind: 'item' | 'discount';
  description: string;
  quantity: string;
  unit: string;
  /** Major units as typed; on a discount line, the amount taken off (positive). */
  price: string;
  taxRate: string;
  discountType: DiscountType;
  /** A percent, or an amount in major units. */
  discountValue: string;
};

export type DraftForm = {
  id: string;
  clientId: string | null;
  currency: string;
  issueDate: string;
  dueDate: string;
  template: InvoiceTemplate;
  reference: string;
  notes: string;
  terms: string;
  discountType: DiscountType;
  discountValue: string;
  shipping: string;
  shippingTaxRate: string;
  lines: LineForm[];
};

/** A field's key in the error map: 'dueDate', 'line:<key>:price', … */
export type FieldErrors = Record<string, string>;

export function newLine(kind: LineForm['kind'] = 'item', taxRate = '0'): LineForm {
  return {
    key: crypto.randomUUID(),
    kind,
    description: kind === 'discount' ? 'Discount' : '',
    quantity: '1',
    unit: '',
    price: '',
    taxRate,
    discountType: 'none',
    discountValue: '',
  };
}

/** A new draft from the business's defaults, issued today and due by its payment terms. */
export function newDraftForm(settings: InvoiceSettings | null, today: string): DraftForm {
  return {
    id: crypto.randomUUID(),
    clientId: null,
    currency: settings?.default_currency ?? 'USD',
    issueDate: today,
    dueDate: addDays(today, settings?.payment_terms_days ?? 30),
    template: settings?.default_template ?? 'classic',
    reference: '',
    notes: settings?.default_notes ?? '',
    terms: settings?.default_terms ?? '',
    discountType: 'none',
    discountValue: '',
    shipping: '',
    shippingTaxRate: '0',
    lines: [newLine()],
  };
}

/** The form of a stored invoice (to edit a draft, or to copy one into a new draft). */
export function formFromInvoice(
  detail: InvoiceDetail,
  copy?: { today: string; termsDays: number },
): DraftForm {
  const { invoice, items } = detail;
  const money = (minor: number) => (minor === 0 ? '' : amountInputText(minor, invoice.currency));
  /** A stored discount as typed: an amount in the currency, a percentage as it is, or none. */
  const discountText = (type: DraftForm['discountType'], value: string) =>
    type === 'amount' ? money(Number(value)) : type === 'percent' ? value : '';
  return {
    id: copy ? crypto.randomUUID() : invoice.id,
    clientId: invoice.client_id,
    currency: invoice.currency,
    issueDate: copy ? copy.today : invoice.issue_date,
    dueDate: copy ? addDays(copy.today, copy.termsDays) : invoice.due_date,
    template: invoice.template,
    reference: invoice.reference,
    notes: invoice.notes,
    terms: invoice.terms,
    discountType: invoice.discount_type,
    discountValue: discountText(invoice.discount_type, invoice.discount_value),
    shipping: money(invoice.shipping_minor),
    shippingTaxRate: invoice.shipping_tax_rate,
    lines: items.map((item) => ({
      key: copy ? crypto.randomUUID() : item.id,
      kind: item.kind,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      price: money(Math.abs(item.unit_price_minor)),
      taxRate: item.tax_rate,
      discountType: item.discount_type,
      discountValue: discountText(item.discount_type, item.discount_value),
    })),
  };
}

function moneyProblem(problem: MoneyProblem, currency: string): string {
  if (problem === 'too_many_decimals') {
    const digits = currencyOf(currency)?.digits ?? 2;
    return invoiceMessages.moneyDecimals(currency, digits);
  }
  return invoiceMessages[problem];
}

/** Parses one field, recording its error; answers null when it cannot be taken. */
function parse<T>(errors: FieldErrors, key: string, read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof MoneyError) errors[key] = invoiceMessages[error.code];
    else throw error;
    return null;
  }
}

function amount(errors: FieldErrors, key: string, text: string, currency: string): number | null {
  if (text.trim() === '') return 0;
  try {
    return parseAmountInput(text, currency);
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
    errors[key] = moneyProblem(error.code, currency);
    return null;
  }
}

function decimal(errors: FieldErrors, key: string, text: string, max: number): string | null {
  const value = parse(errors, key, () => toThousandths(text.trim() === '' ? '0' : text));
  if (value === null) return null;
  if (value < 0n) {
    errors[key] = invoiceMessages.negative_amount;
    return null;
  }
  if (value > BigInt(max) * 1000n) {
    errors[key] =
      max === 100 ? invoiceMessages.percent_out_of_range : invoiceMessages.amount_too_large;
    return null;
  }
  return fromThousandths(value);
}

function discount(
  errors: FieldErrors,
  key: string,
  type: DiscountType,
  text: string,
  currency: string,
): string | null {
  if (type === 'none') return '0';
  if (type === 'percent') return decimal(errors, key, text, 100);
  const minor = amount(errors, key, text, currency);
  return minor === null ? null : String(minor);
}

/** What the form says, as a draft to store: with the field errors when some cannot be taken. */
export type FormCheck = {
  draft: Draft;
  lines: DraftLine[];
  errors: FieldErrors;
  totals: InvoiceTotals | null;
  /** Why the totals rule refuses the figures (when every field is fine). */
  totalsProblem: string | null;
};

export function checkForm(form: DraftForm): FormCheck {
  const errors: FieldErrors = {};
  const { currency } = form;
  if (!currencyOf(currency)) errors.currency = invoiceMessages.unknown_currency;
  if (form.dueDate < form.issueDate) errors.dueDate = invoiceMessages.due_before_issue;
  if (form.lines.length > MAX_INVOICE_LINES) errors.lines = invoiceMessages.too_many_lines;
  const lines = form.lines.map((line): DraftLine => {
    const at = (field: string) => `line:${line.key}:${field}`;
    const price = line.price.trim().startsWith('-')
      ? ((errors[at('price')] = invoiceMessages.negative_amount), null)
      : amount(errors, at('price'), line.price, currency);
    return {
      id: line.key,
      kind: line.kind,
      description: line.description,
      quantity: decimal(errors, at('quantity'), line.quantity, MAX_QUANTITY) ?? '0',
      unit: line.unit,
      unit_price_minor: price === null ? 0 : line.kind === 'discount' ? -price : price,
      tax_rate: decimal(errors, at('taxRate'), line.taxRate, 100) ?? '0',
      discount_type: line.kind === 'discount' ? 'none' : line.discountType,
      discount_value:
        line.kind === 'discount'
          ? '0'
          : (discount(errors, at('discount'), line.discountType, line.discountValue, currency) ??
            '0'),
    };
  });
  const draft: Draft = {
    id: form.id,
    client_id: form.clientId,
    currency,
    issue_date: form.issueDate,
    due_date: form.dueDate,
    template: form.template,
    reference: form.reference,
    notes: form.notes,
    terms: form.terms,
    discount_type: form.discountType,
    discount_value:
      discount(errors, 'discount', form.discountType, form.discountValue, currency) ?? '0',
    shipping_minor: amount(errors, 'shipping', form.shipping, currency) ?? 0,
    shipping_tax_rate: decimal(errors, 'shippingTaxRate', form.shippingTaxRate, 100) ?? '0',
  };
  let totals: InvoiceTotals | null = null;
  let totalsProblem: string | null = null;
  if (Object.keys(errors).length === 0) {
    const result = totalsOf(draft, lines);
    if (result.ok) totals = result.totals;
    else totalsProblem = moneyProblem(result.problem, currency);
  }
  return { draft, lines, errors, totals, totalsProblem };
}

// ---------------------------------------------------------------------------------------------
// Editing
// ---------------------------------------------------------------------------------------------

export type FormAction =
  | { type: 'replace'; form: DraftForm }
  | { type: 'set'; patch: Partial<Omit<DraftForm, 'lines'>> }
  | { type: 'line'; key: string; patch: Partial<LineForm> }
  | { type: 'add'; kind: LineForm['kind'] }
  | { type: 'duplicate'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 };

/** The tax rate most item lines use (a new discount line takes it). */
function usualRate(lines: readonly LineForm[]): string {
  const counts = new Map<string, number>();
  for (const line of lines)
    if (line.kind === 'item') counts.set(line.taxRate, (counts.get(line.taxRate) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '0';
}

export function formReducer(form: DraftForm, action: FormAction): DraftForm {
  switch (action.type) {
    case 'replace':
      return action.form;
    case 'set':
      return { ...form, ...action.patch };
    case 'line':
      return {
        ...form,
        lines: form.lines.map((line) =>
          line.key === action.key ? { ...line, ...action.patch } : line,
        ),
      };
    case 'add': {
      if (form.lines.length >= MAX_INVOICE_LINES) return form;
      const rate =
        action.kind === 'discount' ? usualRate(form.lines) : (form.lines.at(-1)?.taxRate ?? '0');
      return { ...form, lines: [...form.lines, newLine(action.kind, rate)] };
    }
    case 'duplicate': {
      const index = form.lines.findIndex((line) => line.key === action.key);
      if (index < 0 || form.lines.length >= MAX_INVOICE_LINES) return form;
      const copy = { ...form.lines[index]!, key: crypto.randomUUID() };
      return {
        ...form,
        lines: [...form.lines.slice(0, index + 1), copy, ...form.lines.slice(index + 1)],
      };
    }
    case 'remove':
      return { ...form, lines: form.lines.filter((line) => line.key !== action.key) };
    case 'move': {
      const index = form.lines.findIndex((line) => line.key === action.key);
      const target = index + action.by;
      if (index < 0 || target < 0 || target >= form.lines.length) return form;
      const lines = [...form.lines];
      [lines[index], lines[target]] = [lines[target]!, lines[index]!];
      return { ...form, lines };
    }
  }
}
