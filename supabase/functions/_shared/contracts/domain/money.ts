// Money for invoices (issue #21): ISO 4217 currencies with their minor units, amounts as integers
// of the minor unit (cents, yen, fils), decimal quantities and rates as exact scaled integers,
// and THE totals rule. The same rule is written once more in SQL (public.invoice_compute_totals,
// supabase/migrations/20261126130100_invoices.sql), which is the source of truth for an issued
// invoice; tests/integration/invoice-totals.test.ts checks the two against each other and
// against an independent exact-fraction reference on 10,000 random invoices.
//
// THE ROUNDING RULE (both implementations):
//   Every product is computed exactly, then rounded to a whole minor unit, half away from zero
//   (0.5 → 1, −0.5 → −1; what PostgreSQL's round(numeric) does), at exactly these points:
//   1. line subtotal   = round(quantity × unit price)
//   2. line discount   = round(line subtotal × percent / 100), or a whole amount ≤ the subtotal
//      line net        = line subtotal − line discount (a discount line's net is ≤ 0)
//   3. lines are grouped by tax rate; a group's net is the sum of its lines' nets (never < 0)
//   4. invoice discount, percent: per group round(group net × percent / 100);
//      amount: split over the groups in proportion to their nets, each share rounded down and
//      the cents left over given one each to the groups with the largest remainders (ties: the
//      lower rate first), so the shares add up to the amount exactly
//   5. shipping joins the group of its own tax rate (it is never discounted)
//   6. group tax = round((group net − group discount + group shipping) × rate / 100)
//   total = Σ nets − Σ discounts + shipping + Σ taxes. Every figure stays within ±MAX_MONEY_MINOR.
// Pure TypeScript (no DOM, no Node): the functions, the app and the tests import it.

/** One currency: its ISO 4217 code, English name and minor-unit digits. */
export type Currency = { code: string; name: string; digits: 0 | 2 | 3 };

const zero = (code: string, name: string): Currency => ({ code, name, digits: 0 });
const two = (code: string, name: string): Currency => ({ code, name, digits: 2 });
const three = (code: string, name: string): Currency => ({ code, name, digits: 3 });

/** The active ISO 4217 currencies an invoice may be in (funds and metals left out). */
export const CURRENCIES: readonly Currency[] = [
  two('AED', 'UAE Dirham'),
  two('AFN', 'Afghani'),
  two('ALL', 'Lek'),
  two('AMD', 'Armenian Dram'),
  two('ANG', 'Netherlands Antillean Guilder'),
  two('AOA', 'Kwanza'),
  two('ARS', 'Argentine Peso'),
  two('AUD', 'Australian Dollar'),
  two('AWG', 'Aruban Florin'),
  two('AZN', 'Azerbaijan Manat'),
  two('BAM', 'Convertible Mark'),
  two('BBD', 'Barbados Dollar'),
  two('BDT', 'Taka'),
  two('BGN', 'Bulgarian Lev'),
  three('BHD', 'Bahraini Dinar'),
  zero('BIF', 'Burundi Franc'),
  two('BMD', 'Bermudian Dollar'),
  two('BND', 'Brunei Dollar'),
  two('BOB', 'Boliviano'),
  two('BRL', 'Brazilian Real'),
  two('BSD', 'Bahamian Dollar'),
  two('BTN', 'Ngultrum'),
  two('BWP', 'Pula'),
  two('BYN', 'Belarusian Ruble'),
  two('BZD', 'Belize Dollar'),
  two('CAD', 'Canadian Dollar'),
  two('CDF', 'Congolese Franc'),
  two('CHF', 'Swiss Franc'),
  zero('CLP', 'Chilean Peso'),
  two('CNY', 'Yuan Renminbi'),
  two('COP', 'Colombian Peso'),
  two('CRC', 'Costa Rican Colon'),
  two('CUP', 'Cuban Peso'),
  two('CVE', 'Cabo Verde Escudo'),
  two('CZK', 'Czech Koruna'),
  zero('DJF', 'Djibouti Franc'),
  two('DKK', 'Danish Krone'),
  two('DOP', 'Dominican Peso'),
  two('DZD', 'Algerian Dinar'),
  two('EGP', 'Egyptian Pound'),
  two('ERN', 'Nakfa'),
  two('ETB', 'Ethiopian Birr'),
  two('EUR', 'Euro'),
  two('FJD', 'Fiji Dollar'),
  two('FKP', 'Falkland Islands Pound'),
  two('GBP', 'Pound Sterling'),
  two('GEL', 'Lari'),
  two('GHS', 'Ghana Cedi'),
  two('GIP', 'Gibraltar Pound'),
  two('GMD', 'Dalasi'),
  zero('GNF', 'Guinean Franc'),
  two('GTQ', 'Quetzal'),
  two('GYD', 'Guyana Dollar'),
  two('HKD', 'Hong Kong Dollar'),
  two('HNL', 'Lempira'),
  two('HTG', 'Gourde'),
  two('HUF', 'Forint'),
  two('IDR', 'Rupiah'),
  two('ILS', 'New Israeli Sheqel'),
  two('INR', 'Indian Rupee'),
  three('IQD', 'Iraqi Dinar'),
  two('IRR', 'Iranian Rial'),
  zero('ISK', 'Iceland Krona'),
  two('JMD', 'Jamaican Dollar'),
  three('JOD', 'Jordanian Dinar'),
  zero('JPY', 'Yen'),
  two('KES', 'Kenyan Shilling'),
  two('KGS', 'Som'),
  two('KHR', 'Riel'),
  zero('KMF', 'Comorian Franc'),
  zero('KRW', 'Won'),
  three('KWD', 'Kuwaiti Dinar'),
  two('KYD', 'Cayman Islands Dollar'),
  two('KZT', 'Tenge'),
  two('LAK', 'Lao Kip'),
  two('LBP', 'Lebanese Pound'),
  two('LKR', 'Sri Lanka Rupee'),
  two('LRD', 'Liberian Dollar'),
  two('LSL', 'Loti'),
  three('LYD', 'Libyan Dinar'),
  two('MAD', 'Moroccan Dirham'),
  two('MDL', 'Moldovan Leu'),
  two('MGA', 'Malagasy Ariary'),
  two('MKD', 'Denar'),
  two('MMK', 'Kyat'),
  two('MNT', 'Tugrik'),
  two('MOP', 'Pataca'),
  two('MRU', 'Ouguiya'),
  two('MUR', 'Mauritius Rupee'),
  two('MVR', 'Rufiyaa'),
  two('MWK', 'Malawi Kwacha'),
  two('MXN', 'Mexican Peso'),
  two('MYR', 'Malaysian Ringgit'),
  two('MZN', 'Mozambique Metical'),
  two('NAD', 'Namibia Dollar'),
  two('NGN', 'Naira'),
  two('NIO', 'Cordoba Oro'),
  two('NOK', 'Norwegian Krone'),
  two('NPR', 'Nepalese Rupee'),
  two('NZD', 'New Zealand Dollar'),
  three('OMR', 'Rial Omani'),
  two('PAB', 'Balboa'),
  two('PEN', 'Sol'),
  two('PGK', 'Kina'),
  two('PHP', 'Philippine Peso'),
  two('PKR', 'Pakistan Rupee'),
  two('PLN', 'Zloty'),
  zero('PYG', 'Guarani'),
  two('QAR', 'Qatari Rial'),
  two('RON', 'Romanian Leu'),
  two('RSD', 'Serbian Dinar'),
  two('RUB', 'Russian Ruble'),
  zero('RWF', 'Rwanda Franc'),
  two('SAR', 'Saudi Riyal'),
  two('SBD', 'Solomon Islands Dollar'),
  two('SCR', 'Seychelles Rupee'),
  two('SDG', 'Sudanese Pound'),
  two('SEK', 'Swedish Krona'),
  two('SGD', 'Singapore Dollar'),
  two('SHP', 'Saint Helena Pound'),
  two('SLE', 'Leone'),
  two('SOS', 'Somali Shilling'),
  two('SRD', 'Surinam Dollar'),
  two('SSP', 'South Sudanese Pound'),
  two('STN', 'Dobra'),
  two('SVC', 'El Salvador Colon'),
  two('SYP', 'Syrian Pound'),
  two('SZL', 'Lilangeni'),
  two('THB', 'Baht'),
  two('TJS', 'Somoni'),
  two('TMT', 'Turkmenistan New Manat'),
  three('TND', 'Tunisian Dinar'),
  two('TOP', 'Pa’anga'),
  two('TRY', 'Turkish Lira'),
  two('TTD', 'Trinidad and Tobago Dollar'),
  two('TWD', 'New Taiwan Dollar'),
  two('TZS', 'Tanzanian Shilling'),
  two('UAH', 'Hryvnia'),
  zero('UGX', 'Uganda Shilling'),
  two('USD', 'US Dollar'),
  two('UYU', 'Peso Uruguayo'),
  two('UZS', 'Uzbekistan Sum'),
  two('VES', 'Bolívar Soberano'),
  zero('VND', 'Dong'),
  zero('VUV', 'Vatu'),
  two('WST', 'Tala'),
  zero('XAF', 'CFA Franc BEAC'),
  two('XCD', 'East Caribbean Dollar'),
  two('XCG', 'Caribbean Guilder'),
  zero('XOF', 'CFA Franc BCEAO'),
  zero('XPF', 'CFP Franc'),
  two('YER', 'Yemeni Rial'),
  two('ZAR', 'Rand'),
  two('ZMW', 'Zambian Kwacha'),
  two('ZWG', 'Zimbabwe Gold'),
];

const byCode = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

/** The currency of an ISO code, or null for a code we do not know. */
export function currencyOf(code: string): Currency | null {
  return byCode.get(code) ?? null;
}

/** True for a currency code we know. */
export function isKnownCurrency(code: string): boolean {
  return byCode.has(code);
}

/** The largest amount (in minor units) any figure of an invoice may reach: 10^15 − 1. */
export const MAX_MONEY_MINOR = 999_999_999_999_999;
/** The largest unit price, discount or shipping amount (minor units): 10^12 − 1. */
export const MAX_PRICE_MINOR = 999_999_999_999;
/** The largest quantity on a line. */
export const MAX_QUANTITY = 1_000_000;
/** Quantities, tax rates and percentages carry at most this many decimals. */
export const DECIMAL_PLACES = 3;
const SCALE = 1000n;

/** Why a figure or a set of totals was refused (the SQL raises the same codes as its hint). */
export type MoneyProblem =
  | 'amount_too_large'
  | 'negative_amount'
  | 'too_many_decimals'
  | 'not_a_number'
  | 'discount_exceeds_line'
  | 'discount_exceeds_items'
  | 'percent_out_of_range';

/** A refusal of the totals rule, with its code. */
export class MoneyError extends Error {
  constructor(readonly code: MoneyProblem) {
    super(code);
    this.name = 'MoneyError';
  }
}

// ---------------------------------------------------------------------------------------------
// Exact decimals: "1.5" ↔ 1500n (three decimals)
// ---------------------------------------------------------------------------------------------

/** A decimal with at most three places (quantity, rate, percent) as thousandths; throws MoneyError. */
export function toThousandths(value: string | number): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new MoneyError('not_a_number');
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  if (decimals.length > DECIMAL_PLACES) throw new MoneyError('too_many_decimals');
  const whole = BigInt(match[2]!) * SCALE + BigInt(decimals.padEnd(DECIMAL_PLACES, '0') || '0');
  return match[1] === '-' ? -whole : whole;
}

/** Thousandths as the shortest decimal text: 1500n → "1.5", 20000n → "20". */
export function fromThousandths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  const whole = magnitude / SCALE;
  const part = (magnitude % SCALE).toString().padStart(3, '0').replace(/0+$/, '');
  return `${sign}${whole}${part ? `.${part}` : ''}`;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new MoneyError('not_a_number');
  // Shortest round-trip text; exponent forms only appear far outside the ranges we accept.
  const text = String(value);
  if (/e/i.test(text))
    throw new MoneyError(Math.abs(value) < 1 ? 'too_many_decimals' : 'amount_too_large');
  return text;
}

/** Rounds n / d (d > 0) to an integer, half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= denominator) return quotient + (numerator < 0n ? -1n : 1n);
  return quotient;
}

// ---------------------------------------------------------------------------------------------
// The totals rule
// ---------------------------------------------------------------------------------------------

/** How a discount is given: none, a percentage, or an amount in minor units. */
export const DISCOUNT_TYPES = ['none', 'percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A line as the totals see it. A 'discount' line has a price ≤ 0 and no discount of its own. */
export type TotalsLine = {
  kind: 'item' | 'discount';
  /** Decimal text or number, ≥ 0, at most three places. */
  quantity: string | number;
  /** Minor units; ≥ 0 on an item line, ≤ 0 on a discount line. */
  unitPriceMinor: number;
  /** Percent, 0–100, at most three places. */
  taxRate: string | number;
  discountType: DiscountType;
  /** A percent (0–100) or an amount in minor units, by discountType. */
  discountValue: string | number;
};

/** The invoice as the totals see it. */
export type TotalsInput = {
  lines: readonly TotalsLine[];
  discountType: DiscountType;
  discountValue: string | number;
  shippingMinor: number;
  shippingTaxRate: string | number;
};

/** One line's figures. */
export type LineTotals = { subtotal: number; discount: number; net: number };
/** One tax rate's figures; `rate` as decimal text ("20", "7.25"). */
export type TaxGroup = {
  rate: string;
  net: number;
  discount: number;
  shipping: number;
  taxable: number;
  tax: number;
};
/** Everything the rule produces. */
export type InvoiceTotals = {
  lines: LineTotals[];
  groups: TaxGroup[];
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
};

const MAX = BigInt(MAX_MONEY_MINOR);

function bounded(value: bigint): bigint {
  if (value > MAX || value < -MAX) throw new MoneyError('amount_too_large');
  return value;
}

function percent(value: string | number): bigint {
  const scaled = toThousandths(value);
  if (scaled < 0n || scaled > 100n * SCALE) throw new MoneyError('percent_out_of_range');
  return scaled;
}

function wholeAmount(value: string | number): bigint {
  const scaled = toThousandths(value);
  if (scaled % SCALE !== 0n) throw new MoneyError('too_many_decimals');
  if (scaled < 0n) throw new MoneyError('negative_amount');
  return bounded(scaled / SCALE);
}

function lineTotals(line: TotalsLine): { subtotal: bigint; discount: bigint; net: bigint } {
  const quantity = toThousandths(line.quantity);
  if (quantity < 0n) throw new MoneyError('negative_amount');
  const price = BigInt(line.unitPriceMinor);
  if (line.kind === 'item' ? price < 0n : price > 0n) throw new MoneyError('negative_amount');
  const subtotal = bounded(divideRounded(quantity * price, SCALE));
  let discount = 0n;
  if (line.kind === 'item' && line.discountType === 'percent')
    discount = divideRounded(subtotal * percent(line.discountValue), 100n * SCALE);
  else if (line.kind === 'item' && line.discountType === 'amount') {
    discount = wholeAmount(line.discountValue);
    if (discount > subtotal) throw new MoneyError('discount_exceeds_line');
  }
  return { subtotal, discount, net: subtotal - discount };
}

/** Splits `amount` over `weights` (all ≥ 0, sum > 0) by largest remainder; ties go to the earlier weight. */
function allocate(amount: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((total, weight) => total + weight, 0n);
  const shares = weights.map((weight) => (amount * weight) / sum);
  let left = amount - shares.reduce((total, share) => total + share, 0n);
  const order = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % sum }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    shares[index] = shares[index]! + 1n;
    left -= 1n;
  }
  return shares;
}

/** The invoice's totals by the rule above; throws MoneyError for input the rule refuses. */
export function computeInvoiceTotals(input: TotalsInput): InvoiceTotals {
  const lines = input.lines.map(lineTotals);
  const rates = new Map<bigint, { net: bigint; shipping: bigint }>();
  input.lines.forEach((line, index) => {
    const rate = percent(line.taxRate);
    const group = rates.get(rate) ?? { net: 0n, shipping: 0n };
    group.net = bounded(group.net + lines[index]!.net);
    rates.set(rate, group);
  });
  const shipping = wholeAmount(input.shippingMinor);
  if (shipping > 0n) {
    const rate = percent(input.shippingTaxRate);
    const group = rates.get(rate) ?? { net: 0n, shipping: 0n };
    group.shipping = shipping;
    rates.set(rate, group);
  }
  const ordered = [...rates.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (ordered.some(([, group]) => group.net < 0n)) throw new MoneyError('discount_exceeds_items');
  const subtotal = bounded(ordered.reduce((sum, [, group]) => sum + group.net, 0n));
  const discounts = invoiceDiscounts(
    input,
    ordered.map(([, group]) => group.net),
    subtotal,
  );
  const groups = ordered.map(([rate, group], index) => {
    const discount = discounts[index]!;
    const taxable = bounded(group.net - discount + group.shipping);
    const tax = bounded(divideRounded(taxable * rate, 100n * SCALE));
    return { rate, net: group.net, discount, shipping: group.shipping, taxable, tax };
  });
  const discount = groups.reduce((sum, group) => sum + group.discount, 0n);
  const tax = bounded(groups.reduce((sum, group) => sum + group.tax, 0n));
  const total = bounded(subtotal - discount + shipping + tax);
  return {
    lines: lines.map((line) => ({
      subtotal: Number(line.subtotal),
      discount: Number(line.discount),
      net: Number(line.net),
    })),
    groups: groups.map((group) => ({
      rate: fromThousandths(group.rate),
      net: Number(group.net),
      discount: Number(group.discount),
      shipping: Number(group.shipping),
      taxable: Number(group.taxable),
      tax: Number(group.tax),
    })),
    subtotal: Number(subtotal),
    discount: Number(discount),
    shipping: Number(shipping),
    tax: Number(tax),
    total: Number(total),
  };
}

function invoiceDiscounts(input: TotalsInput, nets: readonly bigint[], subtotal: bigint): bigint[] {
  if (input.discountType === 'percent') {
    const share = percent(input.discountValue);
    return nets.map((net) => divideRounded(net * share, 100n * SCALE));
  }
  if (input.discountType === 'amount') {
    const amount = wholeAmount(input.discountValue);
    if (amount > subtotal) throw new MoneyError('discount_exceeds_items');
    if (amount > 0n) return allocate(amount, nets);
  }
  return nets.map(() => 0n);
}

// ---------------------------------------------------------------------------------------------
// Entering and showing amounts (deterministic: the PDF, the preview and the CSV agree)
// ---------------------------------------------------------------------------------------------

/** Symbols shown before an amount; every other currency shows its code ("CHF 12.00"). */
const SYMBOLS: Readonly<Record<string, string>> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  INR: '₹',
  KRW: '₩',
  CNY: 'CN¥',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  HKD: 'HK$',
  SGD: 'S$',
  MXN: 'MX$',
  BRL: 'R$',
  ILS: '₪',
  NGN: '₦',
  PHP: '₱',
  UAH: '₴',
  VND: '₫',
  TRY: '₺',
};

function digitsOf(currency: string): number {
  return currencyOf(currency)?.digits ?? 2;
}

/** An amount without its currency: 123456 USD → "1,234.56"; 1250 KWD → "1.250". */
export function formatAmount(minor: number, currency: string): string {
  const digits = digitsOf(currency);
  const negative = minor < 0;
  const text = Math.abs(minor)
    .toString()
    .padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const part = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative ? '−' : ''}${whole}${part}`;
}

/** An amount with its currency: "$1,234.56", "−€50.00", "¥120,000", "KWD 1.250". */
export function formatMoney(minor: number, currency: string): string {
  const symbol = SYMBOLS[currency];
  const amount = formatAmount(Math.abs(minor), currency);
  const sign = minor < 0 ? '−' : '';
  return symbol ? `${sign}${symbol}${amount}` : `${sign}${currency} ${amount}`;
}

/** An amount as typed in a form field, with its currency's decimals: 123456 USD → "1234.56". */
export function amountInputText(minor: number, currency: string): string {
  return formatAmount(minor, currency).replace(/,/g, '').replace('−', '-');
}

/**
 * A typed amount in minor units: '.' is the decimal point, commas and spaces group digits.
 * Throws MoneyError: not a number, more decimals than the currency has, negative, too large.
 */
export function parseAmountInput(text: string, currency: string): number {
  const cleaned = text.replace(/[\s,]/g, '').replace('−', '-');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new MoneyError('not_a_number');
  if (match[1] === '-') throw new MoneyError('negative_amount');
  const digits = digitsOf(currency);
  const part = (match[3] ?? '').replace(/0+$/, '');
  if (part.length > digits) throw new MoneyError('too_many_decimals');
  const minor =
    BigInt(match[2] || '0') * 10n ** BigInt(digits) + BigInt(part.padEnd(digits, '0') || '0');
  if (minor > BigInt(MAX_PRICE_MINOR)) throw new MoneyError('amount_too_large');
  return Number(minor);
}
