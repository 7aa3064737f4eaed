import { z } from 'zod';

/** One figure from a benchmark. `target`/`met` when the figure has a goal. */
export const benchResultSchema = z.object({
  suite: z.string(),
  name: z.string(),
  value: z.number(),
  unit: z.string(),
  target: z.string().optional(),
  met: z.boolean().optional(),
});

export type BenchResult = z.infer<typeof benchResultSchema>;
