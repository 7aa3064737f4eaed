// lite signs access tokens with only sub/aud/role/email/session_id. GoTrue's tokens also carry
// iss, phone, app_metadata, user_metadata, aal, amr and is_anonymous, and our RLS and admin
// checks read app_metadata from auth.jwt(). So every token lite issues is re-signed here, with
// the same secret, expiry and session, and the claims read fresh from auth.users.
import { jwtVerify, SignJWT } from 'jose';
import type { Database, Keys } from '../context';

export type SignInMethod =
  'password' | 'otp' | 'oauth' | 'recovery' | 'magiclink' | 'email/signup' | 'sms';

type UserRow = {
  email: string | null;
  phone: string | null;
  aud: string | null;
  role: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean | null;
};

/** Re-signs lite's access tokens with GoTrue's full claim set. */
export function createTokenEnricher(options: { db: Database; keys: Keys; issuer: () => string }) {
  const secret = new TextEncoder().encode(options.keys.jwtSecret);

  async function methodFor(
    sessionId: string,
    method: SignInMethod | null,
  ): Promise<{ method: string; timestamp: number }> {
    const { rows } = await options.db.query<{ method: string; signed_in_at: number }>(
      'select method, signed_in_at from hive_local.session_methods where session_id = $1',
      [sessionId],
    );
    if (rows[0]) return { method: rows[0].method, timestamp: Number(rows[0].signed_in_at) };
    const entry = { method: method ?? 'password', timestamp: Math.floor(Date.now() / 1000) };
    await options.db.query(
      'insert into hive_local.session_methods (session_id, method, signed_in_at) values ($1, $2, $3) on conflict do nothing',
      [sessionId, entry.method, entry.timestamp],
    );
    return entry;
  }

  /** The enriched token, or the original when it is not a user token lite just issued. */
  return async function enrich(token: string, method: SignInMethod | null): Promise<string> {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return token;
    const { rows } = await options.db.query<UserRow>(
      'select email, phone, aud, role, raw_app_meta_data, raw_user_meta_data, is_anonymous from auth.users where id = $1',
      [payload.sub],
    );
    const user = rows[0];
    if (!user) return token;
    const amr = await methodFor(payload.session_id, method);
    return new SignJWT({
      iss: options.issuer(),
      aud: user.aud ?? 'authenticated',
      sub: payload.sub,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: 'aal1',
      amr: [amr],
      session_id: payload.session_id,
      is_anonymous: user.is_anonymous ?? false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(payload.iat)
      .setExpirationTime(payload.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(secret);
  };
}
