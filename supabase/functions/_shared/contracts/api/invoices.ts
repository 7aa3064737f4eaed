// The wire contract and product facts of Invoices (issue #21): Invoice Creator and Invoice
// Management. One copy, imported by the functions (Deno, relative .ts imports) and the app
// (@contracts/api/invoices): row schemas as the REST API answers them, the issue-invoice and
// send-invoice bodies and answers, statuses, templates, fonts, paper sizes, the number format,
// the document model both the live preview and the PDF are drawn from, and the user's words.
//
// Longer than most files on purpose: the preview (renderer) and the PDF (functions) may share
// only what is in contracts, and the document model is the part they must agree on.
import { z } from 'zod';
import {
  computeInvoiceTotals,
  currencyOf,
  formatAmount,
  formatMoney,
  fromThousandths,
  isKnownCurrency,
  MoneyError,
  toThousandths,
  type InvoiceTotals,
  type MoneyProblem,
  type TotalsLine,
} from '../domain/money.ts';
import { fontFamily, type FontFamilyId } from '../../fonts/catalogue.ts';
import { contrastRatio, hexToRgb, rgbToHex, WCAG, type Rgb } from '../domain/colour.ts';

/** The e-mail function: free, not a tool's charged run, so not in the tool registry's list. */
export const SEND_INVOICE_FUNCTION = 'send-invoice';
/** At most this many lines on one invoice (the database refuses more). */
export const MAX_INVOICE_LINES = 500;
/**
 * Where issued invoices' PDFs are kept: the private results bucket, under `<user id>/<job id>/`
 * (the owner reads their own folder through signed URLs; it takes application/pdf).
 */

// ---------------------------------------------------------------------------------------------
// Statuses, templates, methods, fonts, paper
// ---------------------------------------------------------------------------------------------

export const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** What a person sees: the stored status, or 'overdue' (derived from the due date). */
export type DisplayStatus = InvoiceStatus | 'overdue';
export const DISPLAY_STATUSES = [
  'draft',
  'issued',
  'overdue',
  'partly_paid',
  'paid',
  'void',
] as const satisfies readonly DisplayStatus[];

export const STATUS_LABELS: Record<DisplayStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  overdue: 'Overdue',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

/** True when an issued, unpaid invoice's due date is before `today` (YYYY-MM-DD). */
export function isOverdue(
  row: { status: InvoiceStatus; due_date: string },
  today: string,
): boolean {
  return (row.status === 'issued' || row.status === 'partly_paid') && row.due_date < today;
}

/** The status to show on `today`. */
export function displayStatus(
  row: { status: InvoiceStatus; due_date: string },
  today: string,
): DisplayStatus {
  return isOverdue(row, today) ? 'overdue' : row.status;
}

export const INVOICE_TEMPLATES = ['classic', 'modern', 'minimal'] as const;
export type InvoiceTemplate = (typeof INVOICE_TEMPLATES)[number];
export const TEMPLATE_WORDS: Record<InvoiceTemplate, { label: string; description: string }> = {
  classic: { label: 'Classic', description: 'Serif heading, ruled table' },
  modern: { label: 'Modern', description: 'Colour band, bold totals' },
  minimal: { label: 'Minimal', description: 'Quiet type, lots of air' },
};

export const PAYMENT_METHODS = [
  'bank_transfer',
  'card',
  'cash',
  'cheque',
  'paypal',
  'other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  paypal: 'PayPal',
  other: 'Other',
};

/** A brand font an invoice can be set in (a shipped family of _shared/fonts, at shipped weights). */
export type InvoiceFont = {
  id: FontFamilyId;
  /** The family's CSS and PDF name, from the fonts' catalogue. */
  family: string;
  regular: number;
  bold: number;
  /** Readable at 9 pt: used for the body too; otherwise headings only, with Inter for the body. */
  body: boolean;
};

function invoiceFont(id: FontFamilyId, regular: number, bold: number, body: boolean): InvoiceFont {
  return { id, family: fontFamily(id).family, regular, bold, body };
}

export const INVOICE_FONTS: readonly InvoiceFont[] = [
  invoiceFont('inter', 400, 700, true),
  invoiceFont('dm-sans', 400, 700, true),
  invoiceFont('manrope', 400, 800, true),
  invoiceFont('montserrat', 400, 700, true),
  invoiceFont('poppins', 400, 700, true),
  invoiceFont('space-grotesk', 400, 700, true),
  invoiceFont('exo-2', 400, 700, true),
  invoiceFont('noto-sans', 400, 700, true),
  invoiceFont('roboto-slab', 400, 700, true),
  invoiceFont('playfair-display', 400, 700, false),
  invoiceFont('cormorant-garamond', 400, 600, false),
  invoiceFont('cinzel', 400, 700, false),
  invoiceFont('fredoka', 400, 600, false),
  invoiceFont('baloo-2', 400, 700, false),
  invoiceFont('pacifico', 400, 400, false),
  invoiceFont('abril-fatface', 400, 400, false),
  invoiceFont('alfa-slab-one', 400, 400, false),
  invoiceFont('orbitron', 500, 700, false),
  invoiceFont('jetbrains-mono', 400, 700, false),
];
export const DEFAULT_INVOICE_FONT = 'inter';

/** The heading font and the body font of a brand font id (unknown ids fall back to Inter). */
export function invoiceFonts(id: string): { heading: InvoiceFont; body: InvoiceFont } {
  const inter = INVOICE_FONTS[0]!;
  const heading = INVOICE_FONTS.find((font) => font.id === id) ?? inter;
  return { heading, body: heading.body ? heading : inter };
}

/** The brand's accent when none is set: the studio's gold. */
export const DEFAULT_ACCENT = '#b7791f';
/** Body text, secondary text and hairlines on an invoice (the preview and the PDF alike). */
export const INVOICE_INK = '#1f2328';
export const INVOICE_MUTED = '#6b7280';
export const INVOICE_HAIRLINE = '#e1e3e8';

/** The accent for text on white: the brand colour, deepened until it reads (WCAG AA, 4.5:1). */
export function readableAccent(hex: string): string {
  let channels = hexToRgb(hex);
  // Checked as the hex it will be (rounded), as it is printed.
  for (let step = 0; step < 40 && contrastRatio(rgbToHex(channels), '#ffffff') < WCAG.aa; step += 1)
    channels = channels.map((channel) => channel * 0.92) as Rgb;
  return rgbToHex(channels);
}

/** White or ink, whichever reads better on a background colour. */
export function textOnColour(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, INVOICE_INK) ? '#ffffff' : INVOICE_INK;
}

/** Countries whose paper is US Letter; everyone else prints on A4. */
export const LETTER_COUNTRIES = [
  'US',
  'CA',
  'MX',
  'CL',
  'CO',
  'VE',
  'PH',
  'GT',
  'PA',
  'DO',
  'CR',
  'SV',
  'NI',
  'HN',
  'PR',
  'BZ',
] as const;
export type PaperSize = 'A4' | 'Letter';
/** Page sizes in PDF points (1/72 inch). */
export const PAPER_POINTS: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

/** The paper a business prints on: US Letter in the Americas that use it, A4 elsewhere. */
export function paperSizeFor(country: string | null | undefined): PaperSize {
  return country && (LETTER_COUNTRIES as readonly string[]).includes(country) ? 'Letter' : 'A4';
}

/** ISO 3166-1 alpha-2 codes, for the country pickers (names come from Intl in the app). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN ' +
  'HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN ' +
  'TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

// ---------------------------------------------------------------------------------------------
// Dates and the number format
// ---------------------------------------------------------------------------------------------

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD) as the invoice prints it: "26 Nov 2026". */
export function formatInvoiceDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day) return iso;
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** A calendar date plus `days` (UTC arithmetic, no time zone drift). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today's calendar date where the user is (a Date's local date). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const DATE_TOKENS = /\{(YYYY|YY|MM)\}/g;
const SEQUENCE_TOKEN = /\{(0*1|0+)\}/;

/** The same test as public.invoice_number_format_valid. */
export function isValidNumberFormat(format: string): boolean {
  if (format.length < 1 || format.length > 40) return false;
  const rest = format.replace(DATE_TOKENS, '');
  const tokens = rest.match(new RegExp(SEQUENCE_TOKEN.source, 'g')) ?? [];
  return tokens.length === 1 && /^[A-Za-z0-9 ._/#-]*$/.test(rest.replace(SEQUENCE_TOKEN, ''));
}

/** The same as public.format_invoice_number: INV-{YYYY}-{0001}, 7, 2026-11-26 → INV-2026-0007. */
export function formatInvoiceNumber(format: string, sequence: number, issueDate: string): string {
  const [year = '', month = ''] = issueDate.split('-');
  const dated = format
    .replace(/\{YYYY\}/g, year)
    .replace(/\{YY\}/g, year.slice(-2))
    .replace(/\{MM\}/g, month);
  const width = SEQUENCE_TOKEN.exec(dated)?.[1]?.length ?? 1;
  return dated.replace(SEQUENCE_TOKEN, String(sequence).padStart(width, '0'));
}

// ---------------------------------------------------------------------------------------------
// Rows as the REST API answers them (numeric columns may arrive as numbers or strings)
// ---------------------------------------------------------------------------------------------

const decimalSchema = z.union([z.number(), z.string()]).transform((value) => {
  try {
    return fromThousandths(toThousandths(value));
  } catch {
    return String(value);
  }
});
const moneySchema = z.union([z.number(), z.string()]).transform(Number);
const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const currencySchema = z.string().refine(isKnownCurrency, 'unknown_currency');

export const invoiceSettingsSchema = z.object({
  user_id: z.string(),
  business_name: z.string(),
  business_address: z.string(),
  country: z.string().nullable(),
  business_email: z.string(),
  business_phone: z.string(),
  tax_id: z.string(),
  logo_data_url: z.string().nullable(),
  accent_color: z.string(),
  font_family: z.string(),
  default_template: z.enum(INVOICE_TEMPLATES),
  default_currency: z.string(),
  payment_terms_days: z.number().int(),
  payment_details: z.string(),
  payment_link: z.string(),
  default_notes: z.string(),
  default_terms: z.string(),
  number_format: z.string(),
  first_number: moneySchema,
  last_sequence: moneySchema.nullable(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** The columns a client reads of its settings (the logo is read only where it is drawn). */
export const SETTINGS_COLUMNS =
  'user_id, business_name, business_address, country, business_email, business_phone, tax_id, logo_data_url, accent_color, font_family, default_template, default_currency, payment_terms_days, payment_details, payment_link, default_notes, default_terms, number_format, first_number, last_sequence';

export const clientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  country: z.string().nullable(),
  tax_id: z.string(),
  notes: z.string(),
});
export type InvoiceClient = z.infer<typeof clientSchema>;
export const CLIENT_COLUMNS = 'id, name, email, address, country, tax_id, notes';

const taxGroupSchema = z.object({
  rate: z.union([z.string(), z.number()]).transform(String),
  net: z.number(),
  discount: z.number(),
  shipping: z.number(),
  taxable: z.number(),
  tax: z.number(),
});

export const invoiceRowSchema = z.object({
  id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  number: z.string().nullable(),
  sequence: moneySchema.nullable(),
  client_id: z.string().nullable(),
  client_name: z.string(),
  currency: z.string(),
  issue_date: dateSchema,
  due_date: dateSchema,
  template: z.enum(INVOICE_TEMPLATES),
  reference: z.string(),
  notes: z.string(),
  terms: z.string(),
  discount_type: z.enum(['none', 'percent', 'amount']),
  discount_value: decimalSchema,
  shipping_minor: moneySchema,
  shipping_tax_rate: decimalSchema,
  subtotal_minor: moneySchema,
  discount_minor: moneySchema,
  tax_minor: moneySchema,
  total_minor: moneySchema,
  tax_breakdown: z.array(taxGroupSchema),
  totals_problem: z.string().nullable(),
  paid_minor: moneySchema,
  paid_at: z.string().nullable(),
  issued_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  from_snapshot: z.record(z.string(), z.unknown()).nullable(),
  to_snapshot: z.record(z.string(), z.unknown()).nullable(),
  pdf_path: z.string().nullable(),
  sent_at: z.string().nullable(),
  sent_to: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;
export const INVOICE_COLUMNS =
  'id, status, number, sequence, client_id, client_name, currency, issue_date, due_date, template, reference, notes, terms, discount_type, discount_value, shipping_minor, shipping_tax_rate, subtotal_minor, discount_minor, tax_minor, total_minor, tax_breakdown, totals_problem, paid_minor, paid_at, issued_at, voided_at, from_snapshot, to_snapshot, pdf_path, sent_at, sent_to, created_at, updated_at';

/** What the management list reads of each invoice. */
export const invoiceListRowSchema = invoiceRowSchema.pick({
  id: true,
  status: true,
  number: true,
  sequence: true,
  client_id: true,
  client_name: true,
  currency: true,
  issue_date: true,
  due_date: true,
  total_minor: true,
  paid_minor: true,
  pdf_path: true,
  sent_at: true,
  created_at: true,
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;
export const INVOICE_LIST_COLUMNS =
  'id, status, number, sequence, client_id, client_name, currency, issue_date, due_date, total_minor, paid_minor, pdf_path, sent_at, created_at';

export const invoiceItemSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(['item', 'discount']),
  description: z.string(),
  quantity: decimalSchema,
  unit: z.string(),
  unit_price_minor: moneySchema,
  tax_rate: decimalSchema,
  discount_type: z.enum(['none', 'percent', 'amount']),
  discount_value: decimalSchema,
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;
export const ITEM_COLUMNS =
  'id, position, kind, description, quantity, unit, unit_price_minor, tax_rate, discount_type, discount_value';

export const invoicePaymentSchema = z.object({
  id: z.string(),
  invoice_id: z.string(),
  amount_minor: moneySchema,
  paid_on: dateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  created_at: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;
export const PAYMENT_COLUMNS = 'id, invoice_id, amount_minor, paid_on, method, note, created_at';

export const invoiceSummarySchema = z.object({
  currency: z.string(),
  outstanding_minor: moneySchema,
  overdue_minor: moneySchema,
  paid_this_month_minor: moneySchema,
  open_count: z.number().int(),
  overdue_count: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const clientTotalsSchema = z.object({
  client_id: z.string(),
  currency: z.string(),
  invoiced_minor: moneySchema,
  paid_minor: moneySchema,
  outstanding_minor: moneySchema,
  invoice_count: z.number().int(),
  last_issue_date: dateSchema.nullable(),
});
export type ClientTotals = z.infer<typeof clientTotalsSchema>;

/** A draft as the app saves it (public.save_invoice_draft's p_invoice). */
export const draftSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid().nullable(),
  currency: currencySchema,
  issue_date: dateSchema,
  due_date: dateSchema,
  template: z.enum(INVOICE_TEMPLATES),
  reference: z.string().max(100),
  notes: z.string().max(4000),
  terms: z.string().max(4000),
  discount_type: z.enum(['none', 'percent', 'amount']),
  discount_value: z.string(),
  shipping_minor: z.number().int().min(0),
  shipping_tax_rate: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
/** A draft's line as the app saves it (public.save_invoice_draft's p_items). */
export type DraftLine = {
  id: string;
  kind: 'item' | 'discount';
  description: string;
  quantity: string;
  unit: string;
  unit_price_minor: number;
  tax_rate: string;
  discount_type: 'none' | 'percent' | 'amount';
  discount_value: string;
};

// ---------------------------------------------------------------------------------------------
// issue-invoice and send-invoice
// ---------------------------------------------------------------------------------------------

/** `issue-invoice` body. */
export const issueInvoiceRequestSchema = z.object({ invoice_id: z.uuid() });
export type IssueInvoiceRequest = z.infer<typeof issueInvoiceRequestSchema>;

const outputSchema = z.object({
  url: z.string().min(1),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
});

/**
 * `issue-invoice` answer: the number and the PDF in `outputs[0]` (application/pdf, its page size
 * in points). `reissued` is true when the invoice had been issued before: nothing was charged.
 */
export const issueInvoiceResponseSchema = z.object({
  status: z.literal('success'),
  job_id: z.string(),
  invoice_id: z.string(),
  number: z.string(),
  pages: z.number().int().min(1),
  reissued: z.boolean(),
  outputs: z.array(outputSchema).min(1),
  credits_used: z.number().int().min(0),
  credits_remaining: z.number().int().min(0),
  engine: z.unknown(),
});
export type IssueInvoiceResponse = z.infer<typeof issueInvoiceResponseSchema>;

/** `send-invoice` body: to the client's address unless `to` is given, with an optional note. */
export const sendInvoiceRequestSchema = z.object({
  invoice_id: z.uuid(),
  to: z
    .string()
    .trim()
    .max(320)
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
    .optional(),
  message: z.string().max(1000).optional(),
});
export type SendInvoiceRequest = z.infer<typeof sendInvoiceRequestSchema>;

export const sendInvoiceResponseSchema = z.object({
  status: z.literal('success'),
  send_id: z.string(),
  sent_to: z.string(),
});
export type SendInvoiceResponse = z.infer<typeof sendInvoiceResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Totals of stored or edited lines
// ---------------------------------------------------------------------------------------------

/** The totals rule over an invoice's fields and lines as stored; a refusal as its code. */
export function totalsOf(
  invoice: Pick<
    InvoiceRow,
    'discount_type' | 'discount_value' | 'shipping_minor' | 'shipping_tax_rate'
  >,
  lines: readonly Pick<
    InvoiceItem,
    'kind' | 'quantity' | 'unit_price_minor' | 'tax_rate' | 'discount_type' | 'discount_value'
  >[],
): { ok: true; totals: InvoiceTotals } | { ok: false; problem: MoneyProblem } {
  try {
    const totals = computeInvoiceTotals({
      lines: lines.map((line): TotalsLine => ({
        kind: line.kind,
        quantity: line.quantity,
        unitPriceMinor: line.unit_price_minor,
        taxRate: line.tax_rate,
        discountType: line.discount_type,
        discountValue: line.discount_value,
      })),
      discountType: invoice.discount_type,
      discountValue: invoice.discount_value,
      shippingMinor: invoice.shipping_minor,
      shippingTaxRate: invoice.shipping_tax_rate,
    });
    return { ok: true, totals };
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, problem: error.code };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The document model: what the invoice says, laid out the same in the preview and the PDF
// ---------------------------------------------------------------------------------------------

/** A party's details as the invoice prints them. */
export type PartyDetails = {
  name: string;
  address: string;
  email: string;
  phone?: string;
  taxId: string;
  country: string | null;
};

/** What the document is drawn from. */
export type InvoiceDocumentInput = {
  number: string | null;
  currency: string;
  issueDate: string;
  dueDate: string;
  reference: string;
  template: InvoiceTemplate;
  accentColor: string;
  fontFamily: string;
  from: PartyDetails;
  to: PartyDetails | null;
  lines: readonly Pick<
    InvoiceItem,
    | 'kind'
    | 'description'
    | 'quantity'
    | 'unit'
    | 'unit_price_minor'
    | 'tax_rate'
    | 'discount_type'
    | 'discount_value'
  >[];
  totals: InvoiceTotals;
  paidMinor: number;
  notes: string;
  terms: string;
  paymentDetails: string;
  paymentLink: string;
};

/** One row of the line table, every cell as text. */
export type DocumentRow = {
  description: string;
  /** "10% off (−$6.67)" under the description, when the line has a discount. */
  detail: string;
  quantity: string;
  unitPrice: string;
  tax: string;
  amount: string;
  isDiscount: boolean;
};

/** One line of the totals block. */
export type DocumentTotal = { label: string; value: string; emphasis: 'normal' | 'strong' | 'due' };

/** The invoice as text, ready to lay out. */
export type InvoiceDocument = {
  title: string;
  number: string;
  meta: { label: string; value: string }[];
  from: { name: string; lines: string[] };
  to: { label: string; name: string; lines: string[] };
  columns: {
    description: string;
    quantity: string;
    unitPrice: string;
    tax: string;
    amount: string;
  };
  rows: DocumentRow[];
  totals: DocumentTotal[];
  amountDue: { label: string; value: string };
  currencyNote: string;
  notes: string;
  terms: string;
  payment: { title: string; lines: string[] };
  template: InvoiceTemplate;
  /** The brand colour, for fills and rules. */
  accentColor: string;
  /** The brand colour deep enough for text on white. */
  accentText: string;
  fontFamily: string;
};

/** The titled paragraphs under the totals (how to pay, notes, terms), the empty ones left out. */
export function closingSections(doc: InvoiceDocument): { title: string; text: string }[] {
  return [
    { title: doc.payment.title, text: doc.payment.lines.join('\n') },
    { title: 'Notes', text: doc.notes },
    { title: 'Terms', text: doc.terms },
  ].filter((section) => section.text.trim() !== '');
}

function partyLines(party: PartyDetails): string[] {
  return [
    ...party.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    ...(party.email ? [party.email] : []),
    ...(party.phone ? [party.phone] : []),
    ...(party.taxId ? [`Tax ID: ${party.taxId}`] : []),
  ];
}

function lineDetail(
  line: InvoiceDocumentInput['lines'][number],
  discount: number,
  currency: string,
): string {
  if (line.kind !== 'item' || line.discount_type === 'none' || discount === 0) return '';
  const off = formatMoney(-discount, currency);
  return line.discount_type === 'percent'
    ? `${line.discount_value}% off (${off})`
    : `Discount ${off}`;
}

/** The document for an invoice: every figure formatted in its currency, every label in words. */
export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { currency, totals } = input;
  const accent = /^#[0-9a-f]{6}$/i.test(input.accentColor)
    ? input.accentColor.toLowerCase()
    : DEFAULT_ACCENT;
  const money = (minor: number) => formatMoney(minor, currency);
  const rows = input.lines.map((line, index): DocumentRow => {
    const figures = totals.lines[index] ?? { subtotal: 0, discount: 0, net: 0 };
    const unit = line.unit.trim();
    return {
      description: line.description.trim() || (line.kind === 'discount' ? 'Discount' : ''),
      detail: lineDetail(line, figures.discount, currency),
      quantity: `${line.quantity}${unit ? ` ${unit}` : ''}`,
      unitPrice: formatAmount(line.unit_price_minor, currency),
      tax: `${line.tax_rate}%`,
      amount: formatAmount(figures.net, currency),
      isDiscount: line.kind === 'discount',
    };
  });
  const taxed = totals.groups.filter((group) => group.tax !== 0 || Number(group.rate) > 0);
  const balance = totals.total - input.paidMinor;
  const list: DocumentTotal[] = [
    { label: 'Subtotal', value: money(totals.subtotal), emphasis: 'normal' },
    ...(totals.discount > 0
      ? [{ label: 'Discount', value: money(-totals.discount), emphasis: 'normal' as const }]
      : []),
    ...(totals.shipping > 0
      ? [{ label: 'Shipping', value: money(totals.shipping), emphasis: 'normal' as const }]
      : []),
    ...taxed.map((group) => ({
      label: `Tax ${group.rate}% on ${money(group.taxable)}`,
      value: money(group.tax),
      emphasis: 'normal' as const,
    })),
    { label: 'Total', value: money(totals.total), emphasis: 'strong' },
    ...(input.paidMinor > 0
      ? [
          { label: 'Paid', value: money(-input.paidMinor), emphasis: 'normal' as const },
          { label: 'Balance due', value: money(balance), emphasis: 'due' as const },
        ]
      : []),
  ];
  const paymentLines = [
    ...input.paymentDetails
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    ...(input.paymentLink ? [`Pay online: ${input.paymentLink}`] : []),
  ];
  const meta = [
    { label: 'Issue date', value: formatInvoiceDate(input.issueDate) },
    { label: 'Due date', value: formatInvoiceDate(input.dueDate) },
    ...(input.reference.trim() ? [{ label: 'Reference', value: input.reference.trim() }] : []),
  ];
  return {
    title: 'Invoice',
    number: input.number ?? 'Draft',
    meta,
    from: { name: input.from.name.trim() || 'Your business', lines: partyLines(input.from) },
    to: {
      label: 'Bill to',
      name: input.to?.name.trim() || 'Choose a client',
      lines: input.to ? partyLines(input.to) : [],
    },
    columns: {
      description: 'Description',
      quantity: 'Qty',
      unitPrice: 'Unit price',
      tax: 'Tax',
      amount: 'Amount',
    },
    rows,
    totals: list,
    amountDue: {
      label: input.paidMinor > 0 ? 'Balance due' : 'Amount due',
      value: money(input.paidMinor > 0 ? balance : totals.total),
    },
    currencyNote: `All amounts in ${currencyOf(currency)?.name ?? currency} (${currency})`,
    notes: input.notes.trim(),
    terms: input.terms.trim(),
    payment: { title: 'How to pay', lines: paymentLines },
    template: input.template,
    accentColor: accent,
    accentText: readableAccent(accent),
    fontFamily: input.fontFamily,
  };
}

/** A text field of a frozen snapshot (the business or the client as issued), or ''. */
export function snapshotText(snapshot: Record<string, unknown> | null, key: string): string {
  const value = snapshot?.[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The document of an issued invoice, from what was frozen at issue (the business and client
 * snapshots, the lines, the totals); `paidMinor` adds the payments (the PDF prints none: it is the
 * invoice as issued). The totals rule runs again over the lines and must agree with the stored
 * totals the database computed; a refusal or a difference is answered as a problem.
 */
export function issuedDocument(
  invoice: InvoiceRow,
  items: readonly InvoiceItem[],
  paidMinor = 0,
):
  { ok: true; document: InvoiceDocument; country: string | null } | { ok: false; problem: string } {
  const computed = totalsOf(invoice, items);
  if (!computed.ok) return { ok: false, problem: computed.problem };
  const { totals } = computed;
  if (
    totals.subtotal !== invoice.subtotal_minor ||
    totals.discount !== invoice.discount_minor ||
    totals.tax !== invoice.tax_minor ||
    totals.total !== invoice.total_minor
  )
    return { ok: false, problem: 'totals_differ' };
  const from = invoice.from_snapshot;
  const to = invoice.to_snapshot;
  const country = snapshotText(from, 'country') || null;
  const document = buildInvoiceDocument({
    number: invoice.number,
    currency: invoice.currency,
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    reference: invoice.reference,
    template: invoice.template,
    accentColor: snapshotText(from, 'accent_color'),
    fontFamily: snapshotText(from, 'font_family'),
    from: {
      name: snapshotText(from, 'business_name'),
      address: snapshotText(from, 'business_address'),
      email: snapshotText(from, 'business_email'),
      phone: snapshotText(from, 'business_phone'),
      taxId: snapshotText(from, 'tax_id'),
      country,
    },
    to: {
      name: snapshotText(to, 'name') || invoice.client_name,
      address: snapshotText(to, 'address'),
      email: snapshotText(to, 'email'),
      taxId: snapshotText(to, 'tax_id'),
      country: snapshotText(to, 'country') || null,
    },
    lines: items,
    totals,
    paidMinor,
    notes: invoice.notes,
    terms: invoice.terms,
    paymentDetails: snapshotText(from, 'payment_details'),
    paymentLink: snapshotText(from, 'payment_link'),
  });
  return { ok: true, document, country };
}

/** The file name of an invoice's PDF: "Invoice INV-2026-0001.pdf". */
export function invoiceFileName(number: string | null): string {
  const safe = (number ?? 'draft').replace(/[^A-Za-z0-9._#-]+/g, '-');
  return `Invoice ${safe}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/** Every sentence the invoice screens and functions say (our own wording; the spec has none). */
export const invoiceMessages = {
  // The totals rule and the forms
  amount_too_large: 'That amount is too large for an invoice.',
  negative_amount:
    'Prices and quantities can’t be negative. To take money off, add a discount line.',
  too_many_decimals: 'Use at most 3 decimal places.',
  not_a_number: 'Enter a number.',
  discount_exceeds_line: 'A line’s discount can’t be more than the line itself.',
  discount_exceeds_items: 'The discounts are more than the items they apply to (at each tax rate).',
  percent_out_of_range: 'A percentage is between 0 and 100.',
  unknown_currency: 'We don’t know that currency. Pick one from the list.',
  due_before_issue: 'The due date can’t be before the issue date.',
  too_many_lines: `An invoice can have at most ${MAX_INVOICE_LINES} lines.`,
  moneyDecimals: (code: string, digits: number) =>
    digits === 0
      ? `${code} amounts have no decimal places.`
      : `${code} amounts have ${digits} decimal places.`,
  // Issuing
  invoice_frozen: 'An issued invoice can’t be changed. Void it and issue a corrected copy.',
  invoice_not_found: 'That invoice was not found.',
  invoice_busy: 'This invoice is already being issued.',
  invoice_void: 'This invoice is void.',
  invoice_not_draft: 'This invoice has already been issued.',
  invoice_needs_client: 'Choose who the invoice is to before issuing it.',
  invoice_needs_lines: 'Add at least one line item before issuing.',
  line_needs_description: 'Every line needs a description before issuing.',
  invoice_number_taken:
    'Your number format makes a number you have used before. Change it in Business details.',
  issueCost: (credits: number) => `Issuing costs ${credits} credits. Drafts are free.`,
  issued: (number: string) => `Invoice ${number} issued.`,
  issuing: 'Issuing your invoice…',
  // Payments and status
  invoice_not_payable: 'Only an issued invoice that isn’t fully paid takes payments.',
  payment_exceeds_balance: (balance: string) => `That is more than the balance due (${balance}).`,
  paymentRecorded: (amount: string) => `Payment of ${amount} recorded.`,
  markedPaid: (number: string) => `Invoice ${number} is paid.`,
  invoice_not_voidable: 'Only an issued invoice can be voided.',
  voided: (number: string) => `Invoice ${number} is void.`,
  voidWarning:
    'Voiding keeps the number and the record, and the invoice can no longer be paid or changed.',
  duplicated: 'A new draft was made from this invoice.',
  draftDeleted: 'Draft deleted.',
  // E-mail
  invoice_not_sendable: 'Only an issued invoice can be sent.',
  send_limit: 'You have sent a lot of e-mails today. Try again tomorrow.',
  send_repeated: 'This invoice was just sent to that address.',
  no_recipient: 'Add the client’s e-mail address, or type one to send to.',
  mail_not_configured: 'E-mail sending isn’t set up on this server yet.',
  mail_timeout: 'The mail service didn’t answer in time. Try again.',
  mail_rejected: 'The mail service refused this e-mail. Check the address and try again.',
  mail_failed: 'The e-mail could not be sent. Try again.',
  pdf_missing: 'This invoice’s PDF is being prepared. Download it once, then send it.',
  sent: (to: string) => `Invoice sent to ${to}.`,
  // Clients and settings
  client_has_invoices: 'This client is on invoices, so it can’t be deleted.',
  clientNeedsName: 'A client needs a name.',
  invalidEmail: 'Enter an e-mail address like name@example.com.',
  invalidPaymentLink: 'A payment link starts with https://',
  clientSaved: 'Client saved.',
  settingsSaved: 'Business details saved.',
  numberFormatHelp:
    'Use {YYYY}, {YY} or {MM} for the date and one {0001} for the number (its width pads it).',
  invalidNumberFormat: 'The format needs exactly one {0001} and only letters, digits and . _ / # -',
  // Saving
  saving: 'Saving…',
  saved: 'Draft saved',
  notSaved: 'Not saved yet: fix the highlighted fields.',
  saveFailed: 'Your draft could not be saved. Your changes are kept on this page.',
  // Generic
  genericError: 'Something went wrong. Please try again.',
} as const;

/** The words for a refusal code from the database or a function, or the generic line. */
export function invoiceProblemMessage(code: string | null | undefined): string {
  const words = invoiceMessages as Record<string, unknown>;
  const value = code ? words[code] : undefined;
  return typeof value === 'string' ? value : invoiceMessages.genericError;
}
