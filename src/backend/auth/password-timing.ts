// Password sign-in must cost the same whether or not the address has an account. lite answers an
// unknown address (or one without a password) at once and an unconfirmed one before comparing
// the password, so a stopwatch told which addresses exist (~4 ms against ~64 ms). GoTrue
// compares the password first and only then looks at confirmation; the gateway restores that:
// it spends one bcrypt comparison on every attempt, against a dummy hash when there is no real
// one, and refuses a wrong password for an unconfirmed address as invalid credentials.
import { randomBytes } from 'node:crypto';
// lite hashes passwords with bcryptjs (its own dependency); the same library and cost keep the
// dummy comparison exactly as slow as a real one.
import bcrypt from 'bcryptjs';
import type { Database } from '../context';

/** lite 0.10.0's bcrypt cost rule (LITE_AUTH_BCRYPT_COST, else 4 under RUN_SPEC, else 10). */
export function liteBcryptCost(env: Record<string, string | undefined> = process.env): number {
  const configured = env.LITE_AUTH_BCRYPT_COST;
  if (configured !== undefined && configured.trim() !== '') {
    const cost = Number(configured);
    if (Number.isFinite(cost)) return Math.min(31, Math.max(4, Math.trunc(cost)));
  }
  return env.RUN_SPEC === '1' ? 4 : 10;
}

/** What the gateway should do with a password sign-in before lite sees it. */
export type PasswordVerdict = 'forward' | 'invalid_credentials';

/** Equalises password sign-in time for known, unknown and unconfirmed addresses. */
export function createPasswordTiming(db: Database) {
  let dummy: Promise<string> | null = null;
  // Made on first use, not at start-up: a cost-10 hash takes ~60 ms of the one thread.
  const dummyHash = () =>
    (dummy ??= bcrypt.hash(randomBytes(18).toString('base64url'), liteBcryptCost()));

  return {
    /**
     * Spends one bcrypt comparison unless lite is about to spend it itself (a confirmed
     * account with a password). 'invalid_credentials' when the address is unconfirmed and the
     * password is wrong: lite would answer email_not_confirmed without comparing.
     */
    async check(email: string, password: string): Promise<PasswordVerdict> {
      const { rows } = await db.query<{ hash: string | null; confirmed: boolean }>(
        `select encrypted_password as hash,
                coalesce(email_confirmed_at, confirmed_at) is not null as confirmed
           from auth.users where email = $1 limit 1`,
        [email],
      );
      const user = rows[0];
      if (!user?.hash) {
        await bcrypt.compare(password, await dummyHash());
        return 'forward';
      }
      if (user.confirmed) return 'forward';
      return (await bcrypt.compare(password, user.hash)) ? 'forward' : 'invalid_credentials';
    },
  };
}
