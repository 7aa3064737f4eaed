// The totals rule, three ways, on 10,000 random invoices in six currencies (JPY, CLP: 0 digits;
// USD, EUR: 2; KWD, BHD: 3): the SQL function (public.invoice_compute_totals on Hive Local's
// PGlite), the TypeScript function (contracts/domain/money.ts) and an exact-fraction reference
// written here from the rule's statement alone agree to the minor unit on every figure, and
// refuse the same invoices with the same reason. A seeded generator (no property-testing library
// is installed), so a failure names a seed that reproduces it. Also: the currency list and the
// number format agree between SQL and TypeScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatInvoiceNumber,
  isValidNumberFormat,
} from '../../supabase/functions/_shared/contracts/api/invoices';
import {
  computeInvoiceTotals,
  CURRENCIES,
  MoneyError,
  type InvoiceTotals,
  type TotalsInput,
} from '../../supabase/functions/_shared/contracts/domain/money';
import type { HiveLocal } from '../../src/backend/server';
import { startTestHive } from '../support/backend-helpers';

const COUNT = 10_000;
const SEED = 20261126;
const CURRENCY_CODES = ['JPY', 'CLP', 'USD', 'EUR', 'KWD', 'BHD'] as const;
const MAGNITUDE: Record<string, number> = {
  JPY: 1,
  CLP: 1,
  USD: 100,
  EUR: 100,
  KWD: 1000,
  BHD: 1000,
};

let hive: HiveLocal;
beforeAll(async () => {
  hive = await startTestHive({ modules: [], log: { info() {}, warn() {}, error() {} } });
}, 120_000);
afterAll(async () => hive?.close());

// ------------------------------------------------------------------ a seeded generator
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const decimal = (max: number) => {
    const places = int(0, 3);
    const scale = 10 ** places;
    return (int(0, max * scale) / scale).toFixed(places);
  };
  return { next, int, pick, decimal };
}

type Case = { currency: string; input: TotalsInput };

function randomInvoice(random: ReturnType<typeof generator>): Case {
  const currency = random.pick(CURRENCY_CODES);
  const unit = MAGNITUDE[currency]!;
  const rates = ['0', '5', '7.25', '8.875', '10', '19', '20', '21', '25', random.decimal(30)];
  const priceCap = random.next() < 0.05 ? 999_999_999 : 5_000 * unit;
  const lines = Array.from({ length: random.int(0, 8) }, () => {
    const discountLine = random.next() < 0.12;
    const discountType = discountLine
      ? 'none'
      : random.pick(['none', 'none', 'percent', 'amount'] as const);
    const price = random.int(0, priceCap);
    return {
      kind: discountLine ? ('discount' as const) : ('item' as const),
      quantity: discountLine ? '1' : random.decimal(random.next() < 0.1 ? 100_000 : 50),
      unitPriceMinor: discountLine ? -random.int(0, 300 * unit) : price,
      taxRate: random.pick(rates),
      discountType,
      discountValue:
        discountType === 'percent'
          ? random.decimal(100)
          : discountType === 'amount'
            ? String(random.int(0, 200 * unit))
            : '0',
    };
  });
  const discountType = random.pick(['none', 'none', 'percent', 'amount'] as const);
  return {
    currency,
    input: {
      lines,
      discountType,
      discountValue:
        discountType === 'percent'
          ? random.decimal(100)
          : discountType === 'amount'
            ? String(random.int(0, 500 * unit))
            : '0',
      shippingMinor: random.next() < 0.3 ? random.int(0, 50 * unit) : 0,
      shippingTaxRate: random.pick(rates),
    },
  };
}

// ------------------------------------------------------------------ the exact reference
// Written from the rule's statement in money.ts, with fractions (numerator, denominator) of any
// denominator rather than the implementation's thousandths.
type Fraction = { n: bigint; d: bigint };
function fraction(text: string | number): Fraction {
  const [whole, part = ''] = String(text).split('.');
  const d = 10n ** BigInt(part.length);
  return { n: BigInt(whole!) * d + BigInt(part || '0') * (whole!.startsWith('-') ? -1n : 1n), d };
}
function roundHalfAway({ n, d }: Fraction): bigint {
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const rounded = (2n * magnitude + d) / (2n * d);
  return negative ? -rounded : rounded;
}
const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const whole = (value: bigint): Fraction => ({ n: value, d: 1n });
const same = (a: Fraction, b: Fraction) => a.n * b.d === b.n * a.d;
const LIMIT = 10n ** 15n - 1n;

function reference(input: TotalsInput): InvoiceTotals | string {
  const out = (value: bigint) => {
    if (value > LIMIT || value < -LIMIT) throw new Error('amount_too_large');
    return value;
  };
  try {
    const lines = input.lines.map((line) => {
      const subtotal = out(
        roundHalfAway(times(fraction(line.quantity), whole(BigInt(line.unitPriceMinor)))),
      );
      let discount = 0n;
      if (line.kind === 'item' && line.discountType === 'percent')
        discount = roundHalfAway(
          times(whole(subtotal), {
            n: fraction(line.discountValue).n,
            d: fraction(line.discountValue).d * 100n,
          }),
        );
      if (line.kind === 'item' && line.discountType === 'amount') {
        discount = BigInt(line.discountValue);
        if (discount > subtotal) throw new Error('discount_exceeds_line');
      }
      return { subtotal, discount, net: subtotal - discount, rate: fraction(line.taxRate) };
    });
    const groups: { rate: Fraction; net: bigint; shipping: bigint }[] = [];
    const groupOf = (rate: Fraction) => {
      let group = groups.find((candidate) => same(candidate.rate, rate));
      if (!group) groups.push((group = { rate, net: 0n, shipping: 0n }));
      return group;
    };
    for (const line of lines) {
      const group = groupOf(line.rate);
      group.net = out(group.net + line.net);
    }
    const shipping = BigInt(input.shippingMinor);
    if (shipping > 0n) groupOf(fraction(input.shippingTaxRate)).shipping = shipping;
    groups.sort((a, b) => (a.rate.n * b.rate.d < b.rate.n * a.rate.d ? -1 : 1));
    if (groups.some((group) => group.net < 0n)) throw new Error('discount_exceeds_items');
    const subtotal = out(groups.reduce((sum, group) => sum + group.net, 0n));
    let discounts = groups.map(() => 0n);
    if (input.discountType === 'percent') {
      const share = fraction(input.discountValue);
      discounts = groups.map((group) =>
        roundHalfAway(times(whole(group.net), { n: share.n, d: share.d * 100n })),
      );
    } else if (input.discountType === 'amount') {
      const amount = BigInt(input.discountValue);
      if (amount > subtotal) throw new Error('discount_exceeds_items');
      if (amount > 0n) {
        discounts = groups.map((group) => (amount * group.net) / subtotal);
        let left = amount - discounts.reduce((sum, share) => sum + share, 0n);
        const order = groups
          .map((group, index) => ({ index, remainder: (amount * group.net) % subtotal }))
          .sort((a, b) =>
            a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
          );
        for (const { index } of order) {
          if (left === 0n) break;
          discounts[index] = discounts[index]! + 1n;
          left -= 1n;
        }
      }
    }
    const rows = groups.map((group, index) => {
      const taxable = out(group.net - discounts[index]! + group.shipping);
      const tax = out(
        roundHalfAway(times(whole(taxable), { n: group.rate.n, d: group.rate.d * 100n })),
      );
      return { group, discount: discounts[index]!, taxable, tax };
    });
    const discount = rows.reduce((sum, row) => sum + row.discount, 0n);
    const tax = out(rows.reduce((sum, row) => sum + row.tax, 0n));
    return {
      lines: lines.map((line) => ({
        subtotal: Number(line.subtotal),
        discount: Number(line.discount),
        net: Number(line.net),
      })),
      groups: rows.map((row) => ({
        rate: (Number(row.group.rate.n) / Number(row.group.rate.d)).toString(),
        net: Number(row.group.net),
        discount: Number(row.discount),
        shipping: Number(row.group.shipping),
        taxable: Number(row.taxable),
        tax: Number(row.tax),
      })),
      subtotal: Number(subtotal),
      discount: Number(discount),
      shipping: Number(shipping),
      tax: Number(tax),
      total: Number(out(subtotal - discount + shipping + tax)),
    };
  } catch (error) {
    return (error as Error).message;
  }
}

function typescript(input: TotalsInput): InvoiceTotals | string {
  try {
    return computeInvoiceTotals(input);
  } catch (error) {
    if (error instanceof MoneyError) return error.code;
    throw error;
  }
}

async function sqlTotals(cases: Case[]): Promise<(InvoiceTotals | string)[]> {
  await hive.context.db.exec(`
    create or replace function pg_temp.totals_or_refusal(p jsonb) returns jsonb language plpgsql as $$
    declare v_hint text;
    begin
      return public.invoice_compute_totals(p -> 'lines', p ->> 'discount_type', (p ->> 'discount_value')::numeric,
        (p ->> 'shipping')::numeric, (p ->> 'shipping_tax_rate')::numeric);
    exception when sqlstate 'P0001' then
      get stacked diagnostics v_hint = pg_exception_hint;
      return to_jsonb(v_hint);
    end $$;`);
  const results: (InvoiceTotals | string)[] = [];
  for (let start = 0; start < cases.length; start += 500) {
    const batch = cases.slice(start, start + 500).map(({ input }) => ({
      lines: input.lines.map((line) => ({
        kind: line.kind,
        quantity: String(line.quantity),
        unit_price_minor: line.unitPriceMinor,
        tax_rate: String(line.taxRate),
        discount_type: line.discountType,
        discount_value: String(line.discountValue),
      })),
      discount_type: input.discountType,
      discount_value: String(input.discountValue),
      shipping: input.shippingMinor,
      shipping_tax_rate: String(input.shippingTaxRate),
    }));
    const { rows } = await hive.context.db.query<{ totals: InvoiceTotals | string }>(
      'select pg_temp.totals_or_refusal(value) as totals from jsonb_array_elements($1::jsonb) with ordinality order by ordinality',
      [JSON.stringify(batch)],
    );
    results.push(...rows.map((row) => row.totals));
  }
  return results;
}

describe('the totals rule in SQL, TypeScript and an exact reference', () => {
  it(`agree on ${COUNT.toLocaleString('en')} random invoices in six currencies (seed ${SEED})`, async () => {
    const random = generator(SEED);
    const cases = Array.from({ length: COUNT }, () => randomInvoice(random));
    const sql = await sqlTotals(cases);
    let refused = 0;
    cases.forEach((item, index) => {
      const expected = reference(item.input);
      const context = `invoice ${index} (${item.currency}): ${JSON.stringify(item.input)}`;
      expect(typescript(item.input), context).toEqual(expected);
      expect(sql[index], context).toEqual(expected);
      if (typeof expected === 'string') refused += 1;
    });
    // Most invoices are computed; some are refused (a discount above what it discounts, …).
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(COUNT / 2);
    expect(new Set(cases.map((item) => item.currency))).toEqual(new Set(CURRENCY_CODES));
  }, 300_000);

  it('knows the same currencies, with the same minor units, as the database', async () => {
    const codes = [...CURRENCIES.map((currency) => currency.code), 'XXX', 'ABC', 'usd'];
    const { rows } = await hive.context.db.query<{ code: string; digits: number | null }>(
      'select code, public.invoice_currency_digits(code) as digits from unnest($1::text[]) as code',
      [codes],
    );
    const expected = Object.fromEntries([
      ...CURRENCIES.map((currency) => [currency.code, currency.digits]),
      ['XXX', null],
      ['ABC', null],
      ['usd', null],
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.code, row.digits]))).toEqual(expected);
    expect(expected).toMatchObject({ JPY: 0, USD: 2, KWD: 3 });
  });

  it('formats and checks invoice numbers the same way as the database', async () => {
    const formats = [
      'INV-{YYYY}-{0001}',
      '{1}',
      'A/{YY}/{MM}/{000}',
      '#{00001}',
      'INV',
      '{0001}{001}',
      'bad{X}{1}',
      'X {YYYY}{0}',
    ];
    const sequences = [1, 7, 42, 12345, 9999999];
    const { rows } = await hive.context.db.query<{
      format: string;
      sequence: number;
      valid: boolean;
      number: string;
    }>(
      `select f as format, s as sequence, public.invoice_number_format_valid(f) as valid,
              public.format_invoice_number(f, s, '2026-03-09') as number
         from unnest($1::text[]) f, unnest($2::bigint[]) s`,
      [formats, sequences],
    );
    for (const row of rows) {
      expect(isValidNumberFormat(row.format), row.format).toBe(row.valid);
      if (row.valid)
        expect(formatInvoiceNumber(row.format, Number(row.sequence), '2026-03-09')).toBe(
          row.number,
        );
    }
    expect(formatInvoiceNumber('INV-{YYYY}-{0001}', 7, '2026-03-09')).toBe('INV-2026-0007');
  });
});
