// Rows the credits screens read (trust boundary: parsed, never assumed).
import { z } from 'zod';
import { TRANSACTION_TYPES } from '@contracts/domain/credits';

/** One ledger entry of credit_transactions. */
export const transactionSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type CreditTransaction = z.infer<typeof transactionSchema>;

/** One row of ai_generations. */
export const generationSchema = z.object({
  id: z.string(),
  tool: z.string(),
  task_type: z.string(),
  style: z.string().nullable(),
  status: z.enum(['pending', 'processing', 'succeeded', 'failed', 'refunded']),
  cost: z.number().int(),
  prompt: z.string().nullable(),
  created_at: z.string(),
});
export type AiGeneration = z.infer<typeof generationSchema>;
