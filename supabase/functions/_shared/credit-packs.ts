// Credit packs as the server knows them. The client names a pack; price, currency and credits
// always come from the credit_packs table (architecture.md, "Trust and money").
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

/** Pack ids the database seeds; titles equal the ids case-insensitively (Starter, Pro, Elite). */
export const CREDIT_PACK_IDS = ['starter', 'pro', 'elite'] as const;
export type CreditPackId = (typeof CREDIT_PACK_IDS)[number];

/**
 * The checkout request body. Only `credit_pack` is read: any amount, price, credits or quantity
 * a client adds is dropped by the schema and never reaches Stripe or the ledger.
 */
export const checkoutRequestSchema = z.object({
  credit_pack: z.string().trim().toLowerCase().pipe(z.enum(CREDIT_PACK_IDS)),
});

/** One row of public.credit_packs. */
export const creditPackRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  price_cents: z.number().int().positive(),
  currency: z.string().min(3),
  credits: z.number().int().positive(),
  stripe_price_id: z.string().nullable(),
  active: z.boolean(),
});
export type CreditPackRow = z.infer<typeof creditPackRowSchema>;

const PACK_COLUMNS = 'id, title, price_cents, currency, credits, stripe_price_id, active';

/** Reads a pack by id with the service client; null when unknown. Throws on database errors. */
export async function findPack(
  service: SupabaseClient,
  packId: string,
): Promise<CreditPackRow | null> {
  const { data, error } = await service
    .from('credit_packs')
    .select(PACK_COLUMNS)
    .eq('id', packId)
    .maybeSingle();
  if (error) throw new Error(`Reading credit pack ${packId} failed: ${error.message}`);
  return data ? creditPackRowSchema.parse(data) : null;
}
