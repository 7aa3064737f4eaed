// Prices for the local Stripe. A price id is looked up in public.credit_packs (its
// stripe_price_id column), so the local Stripe charges exactly what the server's table says, as
// real Stripe charges what its Price objects say. Inline price_data is taken as given.
import type { PaymentDeps } from './local-payments';

/** A Stripe Price plus the description the checkout page shows. */
export type LocalPrice = {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string | null;
  type: 'one_time';
  metadata: Record<string, string>;
  lookup_key: string | null;
  livemode: false;
  /** Not a Stripe field: the line's text on the checkout page. */
  description: string;
};

type PriceRequest = {
  price?: string;
  price_data?: {
    currency: string;
    unit_amount: number;
    product_data?: { name: string; description?: string };
    product?: string;
  };
};

/** Resolves a line item's price, or null for an unknown price id. */
export async function resolvePrice(
  deps: PaymentDeps,
  line: PriceRequest,
): Promise<LocalPrice | null> {
  if (line.price_data) {
    const data = line.price_data;
    return {
      id: `price_inline_${data.unit_amount}_${data.currency}`,
      object: 'price',
      active: true,
      currency: data.currency.toLowerCase(),
      unit_amount: data.unit_amount,
      product: data.product ?? null,
      type: 'one_time',
      metadata: {},
      lookup_key: null,
      livemode: false,
      description: data.product_data?.name ?? 'Payment',
    };
  }
  if (!line.price) return null;
  const { rows } = await deps.db.query<{
    id: string;
    title: string;
    price_cents: number;
    currency: string;
    credits: number;
    active: boolean;
  }>(
    'select id, title, price_cents, currency, credits, active from public.credit_packs where stripe_price_id = $1',
    [line.price],
  );
  const pack = rows[0];
  if (!pack) return null;
  return {
    id: line.price,
    object: 'price',
    active: pack.active,
    currency: pack.currency.toLowerCase(),
    unit_amount: pack.price_cents,
    product: `prod_hive_${pack.id}`,
    type: 'one_time',
    metadata: { pack_id: pack.id, credits: String(pack.credits) },
    lookup_key: `hive_${pack.id}`,
    livemode: false,
    description: `${pack.title} credit pack · ${pack.credits} credits`,
  };
}
