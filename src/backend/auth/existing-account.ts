// Sign-up with an address that already has an account, when e-mail confirmations are on. lite
// answers 429 "only request this after 59 seconds", which tells anyone which addresses have
// accounts. GoTrue answers 200 with an "obfuscated" user (a random id, the address, no session,
// no identities), exactly what a new sign-up gets, and tells the owner by e-mail instead; an
// unconfirmed owner gets a fresh confirmation link, as GoTrue resends it. With confirmations off
// GoTrue itself answers 422 user_already_exists, so that case is left to lite.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database, Outbox } from '../context';
import { extractLinksAndCode } from '../local/outbox';
import { liteBcryptCost } from './password-timing';

const API_VERSION = '2024-01-01';

/** Subject of the note to an owner whose address was used to sign up again. */
export const EXISTING_ACCOUNT_SUBJECT = 'You already have a Hive Studio account';

/** A version-7 UUID, the kind lite gives new users (a v4 would stand out). */
function uuidV7(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Orders object keys as Postgres jsonb does (shorter first, then bytewise), as lite returns them. */
function jsonbOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonbOrder);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort((a, b) => {
    const byLength = Buffer.byteLength(a) - Buffer.byteLength(b);
    return byLength !== 0 ? byLength : Buffer.compare(Buffer.from(a), Buffer.from(b));
  });
  const entries = value as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, jsonbOrder(entries[key])]));
}

function mailText(siteUrl: string): string {
  const signIn = new URL('/auth?type=signin', siteUrl).toString();
  const reset = new URL('/forgot-password', siteUrl).toString();
  return [
    'Someone tried to create a Hive Studio account with this e-mail address, but you already have one.',
    `Sign in here: ${signIn}`,
    `Forgotten your password? You can reset it here: ${reset}`,
    'If this was not you, you can ignore this message: nothing has changed.',
  ].join('\n\n');
}

/** Answers a repeated sign-up like a new one and lets the owner know. */
export function createExistingAccountAnswer(options: {
  db: Database;
  outbox: Outbox;
  siteUrl: string;
}) {
  /**
   * `email` and `password` as lite read them; `data` the request's metadata; `resend` sends an
   * unconfirmed owner a new confirmation. Resolves to the answer and whether the owner is
   * unconfirmed (then a PKCE flow may follow the new link).
   */
  return async function answerExistingSignUp(input: {
    email: string;
    password: string;
    data: unknown;
    resend: () => Promise<unknown>;
  }): Promise<{ response: Response; unconfirmed: boolean }> {
    const sentAt = new Date();
    // A new sign-up hashes the password; so does this one, so both take the same time.
    await bcrypt.hash(input.password, liteBcryptCost());
    const { rows } = await options.db.query<{
      confirmed: boolean | null;
      sent: string;
      created: string;
    }>(
      // Timestamps go through the database so they read exactly as lite's (timestamptz text).
      `select (select coalesce(email_confirmed_at, confirmed_at) is not null
                 from auth.users where email = $1 limit 1) as confirmed,
              $2::timestamptz::text as sent, $3::timestamptz::text as created`,
      [input.email, sentAt.toISOString(), new Date().toISOString()],
    );
    const found = rows[0];
    const owner = found && found.confirmed !== null ? found : null;
    if (owner?.confirmed) {
      const text = mailText(options.siteUrl);
      options.outbox.add({
        channel: 'email',
        to: input.email,
        subject: EXISTING_ACCOUNT_SUBJECT,
        text,
        links: extractLinksAndCode(text).links,
      });
    } else if (owner) {
      await input.resend();
    }
    const id = uuidV7();
    const data =
      typeof input.data === 'object' && input.data !== null && !Array.isArray(input.data)
        ? input.data
        : {};
    const stamp = found?.created ?? sentAt.toISOString();
    // Field for field what lite answers a new sign-up with confirmations on (mapUserToResponse).
    const user = {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email: input.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: jsonbOrder({
        ...data,
        email: input.email,
        email_verified: false,
        phone_verified: false,
        sub: id,
      }),
      identities: [],
      created_at: stamp,
      updated_at: stamp,
      is_anonymous: false,
      confirmation_sent_at: found?.sent ?? sentAt.toISOString(),
    };
    return {
      response: Response.json(user, {
        status: 200,
        headers: { 'X-Supabase-Api-Version': API_VERSION },
      }),
      unconfirmed: Boolean(owner && !owner.confirmed),
    };
  };
}
