// The shape of a user_credits row as the balance query reads it. Its own module so that zod is
// fetched with the first balance read of a signed-in user, not on every visitor's first page.
import { z } from 'zod';

/** One user_credits row: a whole, non-negative number of credits. */
export const balanceRowSchema = z.object({ credits: z.number().int().nonnegative() });
