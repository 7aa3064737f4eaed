// PKCE for e-mail links (lite gap). GoTrue, when a sign-up, recovery, magic-link or resend
// request carries a code_challenge, remembers it in a flow state; the link in the e-mail then
// returns to the app as `redirect_to?code=…`, and only the browser holding the verifier can
// exchange that code (POST /token?grant_type=pkce). lite 0.10.0 ignores code_challenge on these
// endpoints and always answers the link with tokens in the fragment, which a supabase-js client
// in PKCE mode refuses. So the gateway keeps the flow state in lite's own auth.flow_state table
// and turns the link's answer into a code that lite's PKCE exchange redeems.
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Database } from '../context';
import type { SignInMethod } from './token-claims';

/** GoTrue's authentication_method names for the e-mail flows. */
type EmailFlowMethod = 'email/signup' | 'recovery' | 'magiclink' | 'email_change';

/** A valid PKCE challenge (RFC 7636: 43–128 unreserved characters) and its method. */
export type CodeChallenge = { challenge: string; method: 's256' | 'plain' };

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** The method an e-mail request starts, or null when it sends no link we handle. */
export function emailFlowMethod(path: string, resendType?: string): EmailFlowMethod | null {
  switch (path) {
    case '/signup':
      return 'email/signup';
    case '/recover':
      return 'recovery';
    case '/otp':
    case '/magiclink':
      return 'magiclink';
    case '/resend':
      return resendType === 'signup'
        ? 'email/signup'
        : resendType === 'email_change'
          ? 'email_change'
          : null;
    default:
      return null;
  }
}

/**
 * The challenge a request carries: null when it carries none (implicit flow), 'invalid' when it
 * is malformed (GoTrue answers 400 before doing anything).
 */
export function parseCodeChallenge(
  challenge: string | null | undefined,
  method: string | null | undefined,
): CodeChallenge | null | 'invalid' {
  if (!challenge && !method) return null;
  const normalized = method?.toLowerCase();
  if (!challenge || !CHALLENGE.test(challenge)) return 'invalid';
  if (normalized !== 's256' && normalized !== 'plain') return 'invalid';
  return { challenge, method: normalized };
}

/** Which flow states a link of this `type` may complete (/otp sends a sign-up link to new users). */
function methodsForLinkType(type: string): EmailFlowMethod[] {
  switch (type) {
    case 'signup':
      return ['email/signup', 'magiclink'];
    case 'magiclink':
      return ['magiclink'];
    case 'recovery':
      return ['recovery'];
    case 'email_change':
      return ['email_change'];
    default:
      return [];
  }
}

/** Flow states, links and codes for PKCE e-mail flows, kept in lite's auth.flow_state. */
export function createEmailPkce(options: { db: Database; linkLifetimeSeconds: number }) {
  const { db } = options;

  return {
    /** Remembers the challenge of a request that just sent a link to `email`. */
    async begin(email: string, method: EmailFlowMethod, code: CodeChallenge): Promise<void> {
      const { rows } = await db.query<{ id: string }>(
        'select id from auth.users where lower(email) = lower($1) limit 1',
        [email],
      );
      const userId = rows[0]?.id;
      if (!userId) return;
      await db.query(
        `insert into auth.flow_state
           (id, user_id, authentication_method, code_challenge_method, code_challenge, provider_type)
         values ($1, $2, $3, $4, $5, 'email')`,
        [randomUUID(), userId, method, code.method, code.challenge],
      );
    },

    /**
     * For lite's answer to a followed link (`redirect#access_token=…`): when the link's user has
     * a pending PKCE flow of this type, the session lite opened is closed again and the browser
     * is sent `redirect?code=…` instead. Null when the link belongs to an implicit flow.
     */
    async completeLink(location: string, type: string): Promise<string | null> {
      const [base, fragment] = location.split('#');
      const token = new URLSearchParams(fragment ?? '').get('access_token');
      const methods = methodsForLinkType(type);
      if (!base || !token || methods.length === 0) return null;
      const claims = decodeJwt(token);
      if (typeof claims.sub !== 'string') return null;
      const authCode = randomUUID();
      const { rows } = await db.query<{ id: string }>(
        `update auth.flow_state set auth_code = $1, auth_code_issued_at = now(),
                created_at = now(), updated_at = now()
          where id = (select id from auth.flow_state
                       where user_id = $2 and provider_type = 'email' and auth_code is null
                         and authentication_method = any($3::text[])
                         and created_at > now() - make_interval(secs => $4)
                       order by created_at desc limit 1)
          returning id`,
        [authCode, claims.sub, methods, options.linkLifetimeSeconds],
      );
      if (!rows[0]) return null;
      // created_at is reset above because lite's exchange allows 5 minutes from it.
      if (typeof claims.session_id === 'string')
        await db.query('delete from auth.sessions where id = $1', [claims.session_id]);
      const target = new URL(base);
      target.searchParams.set('code', authCode);
      return target.toString();
    },

    /** The sign-in method to record for a PKCE code: the e-mail flow's, or OAuth's. */
    async methodForCode(authCode: string | undefined): Promise<SignInMethod> {
      if (!authCode) return 'oauth';
      const { rows } = await db.query<{ authentication_method: string; provider_type: string }>(
        'select authentication_method, provider_type from auth.flow_state where auth_code = $1',
        [authCode],
      );
      const row = rows[0];
      if (row?.provider_type !== 'email') return 'oauth';
      const method = row.authentication_method;
      return method === 'email/signup' || method === 'recovery' || method === 'magiclink'
        ? method
        : 'otp';
    },
  };
}

/** The PKCE e-mail flows of one Hive Local. */
export type EmailPkce = ReturnType<typeof createEmailPkce>;
