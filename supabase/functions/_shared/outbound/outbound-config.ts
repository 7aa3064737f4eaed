// The outbound-call settings a function reads from its env, parsed once with zod:
//   HIVE_OUTBOUND_ALLOW       comma-separated origins (scheme://host:port) that skip the address
//                             check, e.g. the local stub `http://127.0.0.1:54399`. Set it only in
//                             local mode and tests; hosted projects leave it unset.
//   HIVE_OUTBOUND_TIMEOUT_MS  the total deadline of one call, 100 to 10000 ms (default 10000);
//                             tests shorten it instead of sleeping ten seconds.
import { z } from 'zod';
import { getEnv } from '../env.ts';

/** The longest an outbound call may take, redirects and body included. */
export const OUTBOUND_TIMEOUT_MS = 10_000;
/** The largest response body an outbound call reads. */
export const OUTBOUND_MAX_BYTES = 1024 * 1024;
/** How many redirects an outbound call follows. */
export const OUTBOUND_MAX_REDIRECTS = 5;

const originSchema = z
  .url({ protocol: /^https?$/ })
  .transform((text) => new URL(text))
  .refine(
    (url) => url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password,
    'an allowed origin is scheme://host[:port] and nothing more',
  )
  .transform((url) => url.origin);

const configSchema = z.object({
  allow: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(originSchema).max(20)),
  timeoutMs: z.coerce.number().int().min(100).max(OUTBOUND_TIMEOUT_MS).default(OUTBOUND_TIMEOUT_MS),
});

/** What an outbound call may do. */
export type OutboundConfig = {
  /** Origins exempt from the https-only rule and the address check (local stubs). */
  allowOrigins: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

/** Reads the outbound settings; throws a ZodError when they are malformed. */
export function readOutboundConfig(): OutboundConfig {
  const parsed = configSchema.parse({
    allow: getEnv('HIVE_OUTBOUND_ALLOW'),
    timeoutMs: getEnv('HIVE_OUTBOUND_TIMEOUT_MS') || undefined,
  });
  return {
    allowOrigins: new Set(parsed.allow),
    timeoutMs: parsed.timeoutMs,
    maxBytes: OUTBOUND_MAX_BYTES,
    maxRedirects: OUTBOUND_MAX_REDIRECTS,
  };
}
