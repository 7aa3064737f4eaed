// Phone (SMS) one-time codes, which lite does not implement: POST /auth/v1/otp with `phone`
// texts a code to the local outbox; POST /auth/v1/verify with `phone` + `token` (type sms)
// signs in. Runs as a lite middleware so the session comes from lite's own session code.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServerOptions } from '@supabase/lite';
import { z } from 'zod';
import type { Database, Keys, Outbox } from '../context';
import { apiKeyOf } from './authenticate';
import { authError } from './auth-errors';
import type { createSpacing } from './rate-limit';

type LiteMiddleware = NonNullable<ServerOptions['middlewares']>[number];

/** The parts of lite's AuthService this uses (it is not exported as a type). */
type LiteAuthService = {
  repo: {
    findUserById(id: string): Promise<unknown>;
    parseUserJson(row: unknown): unknown;
    findIdentitiesByUserId(id: string): Promise<unknown[]>;
  };
  createSessionForUser(
    user: unknown,
    identities: unknown[],
    shape: string,
    options?: Record<string, unknown>,
  ): Promise<Record<string, unknown>>;
};

const otpBody = z.looseObject({
  phone: z.string().min(1),
  create_user: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const verifyBody = z.looseObject({
  phone: z.string().min(1),
  token: z.string().min(1),
  type: z.enum(['sms', 'phone_change']),
});

/** GoTrue stores phones as digits without '+'. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '').replace(/^\+/, '');
  return /^[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

type Options = {
  db: Database;
  keys: Keys;
  outbox: Outbox;
  smsTemplate: string;
  otpExpirySeconds: number;
  spacing: ReturnType<typeof createSpacing>;
};

async function findOrCreateUser(
  db: Database,
  phone: string,
  create: boolean,
  data: Record<string, unknown>,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where phone = $1', [
    phone,
  ]);
  if (rows[0]) return rows[0].id;
  if (!create) return null;
  const id = crypto.randomUUID();
  const userMeta = { ...data, sub: id, phone, email_verified: false, phone_verified: false };
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, aud, role, phone, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, '{"provider":"phone","providers":["phone"]}'::jsonb, $3::jsonb)`,
      [id, phone, JSON.stringify(userMeta)],
    );
    await tx.query(
      `insert into auth.identities (id, provider, provider_id, user_id, identity_data) values ($1, 'phone', $2::text, $2::uuid, $3::jsonb)`,
      [
        crypto.randomUUID(),
        id,
        JSON.stringify({ sub: id, phone, email_verified: false, phone_verified: false }),
      ],
    );
  });
  return id;
}

async function sendCode(options: Options, body: z.infer<typeof otpBody>): Promise<Response> {
  const phone = normalizePhone(body.phone);
  if (!phone)
    return authError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  const wait = options.spacing.waitSeconds(phone);
  if (wait > 0)
    return authError(
      429,
      'over_sms_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  const userId = await findOrCreateUser(
    options.db,
    phone,
    body.create_user !== false,
    body.data ?? {},
  );
  if (!userId) return authError(422, 'otp_disabled', 'Signups not allowed for otp');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await options.db.query(
    `insert into hive_local.phone_otps (phone, token_hash, sent_at) values ($1, $2, now())
     on conflict (phone) do update set token_hash = excluded.token_hash, sent_at = excluded.sent_at`,
    [phone, hashCode(phone, code)],
  );
  options.spacing.record(phone);
  const text = options.smsTemplate.replace(/\{\{\s*\.Code\s*\}\}/g, code);
  options.outbox.add({ channel: 'sms', to: `+${phone}`, subject: 'SMS', text, links: [], code });
  return Response.json({}, { status: 200 });
}

async function verifyCode(
  options: Options,
  auth: LiteAuthService,
  body: z.infer<typeof verifyBody>,
): Promise<Response> {
  const invalid = () => authError(403, 'otp_expired', 'Token has expired or is invalid');
  const phone = normalizePhone(body.phone);
  if (!phone) return invalid();
  const userId = await options.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ token_hash: string; fresh: boolean }>(
      `delete from hive_local.phone_otps where phone = $1
       returning token_hash, sent_at > now() - make_interval(secs => $2) as fresh`,
      [phone, options.otpExpirySeconds],
    );
    const expected = rows[0];
    const given = hashCode(phone, body.token.trim());
    if (!expected?.fresh || !timingSafeEqual(Buffer.from(expected.token_hash), Buffer.from(given)))
      return null;
    const { rows: users } = await tx.query<{ id: string }>(
      `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"phone_verified":true}'::jsonb,
         last_sign_in_at = now(), updated_at = now()
       where phone = $1 returning id`,
      [phone],
    );
    return users[0]?.id ?? null;
  });
  if (!userId) return invalid();
  const row = await auth.repo.findUserById(userId);
  const identities = await auth.repo.findIdentitiesByUserId(userId);
  const session = await auth.createSessionForUser(
    auth.repo.parseUserJson(row),
    identities,
    'user',
    { provider: 'phone' },
  );
  return Response.json(session, { status: 200 });
}

/** The lite middleware answering phone OTP requests and passing everything else on. */
export function createPhoneOtpMiddleware(options: Options): LiteMiddleware {
  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'POST' || (path !== '/auth/v1/otp' && path !== '/auth/v1/verify'))
      return next();
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    const isOtp = path === '/auth/v1/otp';
    const parsed = isOtp ? otpBody.safeParse(body) : verifyBody.safeParse(body);
    if (!parsed.success) return next();
    const key = apiKeyOf(c.req.raw);
    if (key !== options.keys.anonKey && key !== options.keys.serviceRoleKey)
      return authError(401, 'no_api_key', 'Invalid API key');
    if (isOtp) return sendCode(options, parsed.data as z.infer<typeof otpBody>);
    return verifyCode(
      options,
      c.var.authService as unknown as LiteAuthService,
      parsed.data as z.infer<typeof verifyBody>,
    );
  };
}
