// Resending the sign-up confirmation (POST /auth/v1/resend, type signup), which lite 0.10.0
// refuses outright: it answers every resend for an unconfirmed address with "only request this
// after 59 seconds" and never sends. GoTrue sends a fresh link and code, spaced by the e-mail
// max_frequency — which the gateway already enforces. Runs as a lite middleware.
import { createHash, randomInt } from 'node:crypto';
import type { ServerOptions } from '@supabase/lite';
import { z } from 'zod';
import type { Database, Keys } from '../context';
import { apiKeyOf } from './authenticate';
import { authError } from './auth-errors';
import type { LiteMailer } from './mailer';

type LiteMiddleware = NonNullable<ServerOptions['middlewares']>[number];

const resendBody = z.looseObject({ type: z.literal('signup'), email: z.string().min(3) });

/** Digits in an e-mail one-time code (config.toml [auth.email] otp_length). */
const OTP_LENGTH = 6;

/**
 * lite's token hash for e-mail codes: SHA-256 (hex) of the lower-cased address followed by the
 * code. Links carry the hash; typed codes are hashed again and compared, so both must match.
 */
export function liteEmailTokenHash(email: string, code: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}${code}`).digest('hex');
}

/** The middleware answering signup resends and passing everything else on. */
export function createResendConfirmationMiddleware(options: {
  db: Database;
  keys: Keys;
  mailer: LiteMailer;
}): LiteMiddleware {
  return async (c, next) => {
    if (c.req.method !== 'POST' || c.req.path !== '/auth/v1/resend') return next();
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const parsed = resendBody.safeParse(body);
    if (!parsed.success) return next();
    const key = apiKeyOf(c.req.raw);
    if (key !== options.keys.anonKey && key !== options.keys.serviceRoleKey)
      return authError(401, 'no_api_key', 'Invalid API key');

    const email = parsed.data.email.trim().toLowerCase();
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const tokenHash = liteEmailTokenHash(email, code);
    // Only an unconfirmed address gets a new link; either way the answer is the same, so the
    // endpoint does not reveal which addresses have accounts (as GoTrue).
    const { rows } = await options.db.query<{ id: string }>(
      `update auth.users set confirmation_token = $1, confirmation_sent_at = now(), updated_at = now()
        where lower(email) = $2 and email_confirmed_at is null
        returning id`,
      [tokenHash, email],
    );
    if (rows[0]) await options.mailer.sendConfirmation(email, tokenHash, code);
    return c.json({}, 200);
  };
}
