// Our adapter in front of lite's /auth/v1. Each patch here closes a gap between lite 0.10.0 and
// GoTrue as supabase-js expects it (../shared/reference/supabase-contract.md):
//   * rate limits (lite has none), per client address + e-mail (rate-limit.ts): sign-ins and
//     sign-ups, failed password sign-ins, verifications; e-mail spacing per address;
//   * no account enumeration: a repeated sign-up answers like a new one (existing-account.ts)
//     and a password sign-in takes as long for an unknown address (password-timing.ts);
//   * user_metadata capped at 16 KB (metadata-limit.ts);
//   * refresh-token reuse is refused (refresh-guard.ts);
//   * verifyOtp type 'email' (lite accepts only magiclink/signup): tried as both;
//   * every access token re-signed with GoTrue's full claims (token-claims.ts);
//   * error bodies in the 2024-01-01 API format `{code, message}` with the version header, and
//     GoTrue's wording where lite's differs (POST /verify: "Token has expired or is invalid");
//   * PKCE for e-mail links (email-pkce.ts).
import { z } from 'zod';
import type { Database, JwtClaims, Outbox } from '../context';
import type { CoreSettings } from '../settings';
import { authError } from './auth-errors';
import { createEmailPkce, emailFlowMethod, parseCodeChallenge } from './email-pkce';
import { createExistingAccountAnswer } from './existing-account';
import { refuseOversizeMetadata } from './metadata-limit';
import { createPasswordTiming } from './password-timing';
import { clientKey, createRateCounter, type createSpacing } from './rate-limit';
import { authRequestScope } from './redirects';
import { checkRefreshReuse } from './refresh-guard';
import type { SignInMethod } from './token-claims';

const API_VERSION = '2024-01-01';
const FIVE_MINUTES = 300;

// Each field falls back to undefined on its own: one odd field must not hide the e-mail (and
// with it the per-address limits) while lite still reads the request.
const optionalString = () => z.string().optional().catch(undefined);
const bodySchema = z.looseObject({
  email: optionalString(),
  phone: optionalString(),
  password: optionalString(),
  type: optionalString(),
  refresh_token: optionalString(),
  auth_code: optionalString(),
  code_challenge: z.string().nullish().catch(undefined),
  code_challenge_method: z.string().nullish().catch(undefined),
  data: z.unknown().optional(),
});
const liteError = z.looseObject({ code: z.number(), error_code: z.string(), msg: z.string() });

type Forward = (request: Request) => Promise<Response>;
type Enrich = (token: string, method: SignInMethod | null) => Promise<string>;

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

function methodFor(path: string, url: URL, body: z.infer<typeof bodySchema>): SignInMethod | null {
  if (path === '/token') {
    const grant = url.searchParams.get('grant_type');
    return grant === 'password' ? 'password' : grant === 'pkce' ? 'oauth' : null;
  }
  if (path === '/signup') return 'password';
  if (path === '/callback') return 'oauth';
  if (path === '/verify') {
    const type = body.type ?? url.searchParams.get('type');
    return type === 'recovery' ? 'recovery' : 'otp';
  }
  return null;
}

/** lite's answer to a sign-up for a registered address (with confirmations on). */
async function isLiteRepeatSignUp(response: Response): Promise<boolean> {
  if (response.status !== 429) return false;
  const body = liteError.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  return body.success && body.data.error_code === 'over_email_send_rate_limit';
}

/** Rewrites lite's response: error format, version header, enriched tokens. */
async function rewrite(
  response: Response,
  method: SignInMethod | null,
  enrich: Enrich,
  verifyingCode = false,
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set('X-Supabase-Api-Version', API_VERSION);
  const location = headers.get('location');
  if (location?.includes('access_token=')) {
    const [base, fragment] = location.split('#');
    const params = new URLSearchParams(fragment ?? '');
    const token = params.get('access_token');
    if (token) params.set('access_token', await enrich(token, method));
    headers.set('location', `${base}#${params.toString()}`);
    return new Response(response.body, { status: response.status, headers });
  }
  if (!headers.get('content-type')?.includes('application/json')) {
    return new Response(response.body, { status: response.status, headers });
  }
  const body: unknown = await response.json().catch(() => null);
  headers.delete('content-length');
  const error = liteError.safeParse(body);
  if (error.success) {
    const { code: _status, error_code, msg, ...rest } = error.data;
    // lite words a refused e-mail code as a link ("Email link is invalid or has expired");
    // GoTrue answers every refused code posted to /verify with this sentence.
    const message =
      verifyingCode && error_code === 'otp_expired' ? 'Token has expired or is invalid' : msg;
    return Response.json(
      { code: error_code, message, ...rest },
      { status: response.status, headers },
    );
  }
  if (
    body &&
    typeof body === 'object' &&
    'access_token' in body &&
    typeof body.access_token === 'string'
  ) {
    return Response.json(
      { ...body, access_token: await enrich(body.access_token, method) },
      { status: response.status, headers },
    );
  }
  return Response.json(body, { status: response.status, headers });
}

/** Creates the /auth/v1 gateway: `handle(request, peer, forward)`. */
export function createAuthGateway(options: {
  db: Database;
  settings: CoreSettings;
  enrich: Enrich;
  emailSpacing: ReturnType<typeof createSpacing>;
  /** Where the "you already have an account" note goes. */
  outbox: Outbox;
  /** Resolves the caller of PUT /user, whose stored metadata counts towards the cap. */
  verifyAccessToken: (token: string) => Promise<JwtClaims | null>;
}) {
  const limits = options.settings.rateLimits;
  const perIp = createRateCounter(limits.signInSignUps, FIVE_MINUTES);
  const verifications = createRateCounter(limits.tokenVerifications, FIVE_MINUTES);
  const refreshes = createRateCounter(limits.tokenRefresh, FIVE_MINUTES);
  const emailPkce = createEmailPkce({
    db: options.db,
    linkLifetimeSeconds: options.settings.otpExpirySeconds,
  });
  const failedSignIns = createRateCounter(limits.failedSignInsPerEmail, FIVE_MINUTES);
  const passwordTiming = createPasswordTiming(options.db);
  const answerExistingSignUp = createExistingAccountAnswer({
    db: options.db,
    outbox: options.outbox,
    siteUrl: options.settings.siteUrl,
  });
  const tooMany = () =>
    authError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached. Please wait a few minutes and try again.',
    );

  return async function handle(
    request: Request,
    peer: string,
    forward: Forward,
  ): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.slice('/auth/v1'.length);
    const text =
      request.method === 'POST' || request.method === 'PUT' ? await request.text() : null;
    const parsed = bodySchema.safeParse(parseJson(text));
    const body = parsed.success ? parsed.data : {};
    const email = body.email?.trim().toLowerCase();
    // The address exactly as lite looks it up (lower-cased, not trimmed).
    const liteEmail = body.email?.toLowerCase();
    const address = email ?? body.phone?.trim();
    const grant = url.searchParams.get('grant_type');
    const post = request.method === 'POST';
    const sendsEmail =
      post && ['/otp', '/magiclink', '/recover', '/resend', '/signup'].includes(path) && email;
    const pkceMethod = sendsEmail ? emailFlowMethod(path, body.type) : null;
    const challenge = pkceMethod
      ? parseCodeChallenge(body.code_challenge, body.code_challenge_method)
      : null;
    if (challenge === 'invalid')
      return authError(400, 'validation_failed', 'Invalid code_challenge or code_challenge_method');

    const passwordSignIn = post && path === '/token' && grant === 'password';
    // Password and one-time-code requests count apart, so a password lock leaves the owner the
    // code sign-in (POST /otp, then /verify).
    const kind = passwordSignIn ? 'password' : path === '/magiclink' ? '/otp' : path;
    if (post && (path === '/signup' || path === '/otp' || path === '/magiclink' || passwordSignIn))
      if (perIp.hit(clientKey(kind, peer, address))) return tooMany();
    if (path === '/verify' && verifications.hit(clientKey(kind, peer, address))) return tooMany();
    if (path === '/token' && grant === 'refresh_token' && refreshes.hit(peer)) return tooMany();
    const failedKey = email ? clientKey('failed', peer, email) : null;
    if (passwordSignIn && failedKey && failedSignIns.isLimited(failedKey)) return tooMany();
    const metadataRefusal = await refuseOversizeMetadata({
      db: options.db,
      request,
      path,
      data: body.data,
      verifyAccessToken: options.verifyAccessToken,
    });
    if (metadataRefusal) return metadataRefusal;
    if (sendsEmail) {
      const wait = options.emailSpacing.waitSeconds(email);
      if (wait > 0)
        return authError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${wait} seconds.`,
        );
    }
    if (path === '/token' && grant === 'refresh_token' && body.refresh_token) {
      const verdict = await checkRefreshReuse(
        options.db,
        body.refresh_token,
        options.settings.refreshTokenReuseInterval,
      );
      if (verdict === 'reused')
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }

    if (passwordSignIn && liteEmail && body.password) {
      const verdict = await passwordTiming.check(liteEmail, body.password);
      if (verdict === 'invalid_credentials') {
        if (failedKey) failedSignIns.add(failedKey);
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
    }

    // Read before lite's exchange deletes the flow state: the code may finish an e-mail flow.
    const pkceSignIn =
      post && path === '/token' && grant === 'pkce'
        ? await emailPkce.methodForCode(body.auth_code)
        : null;
    const send = (payload: string | null, target = request.url) =>
      authRequestScope.run({ redirectTo: url.searchParams.get('redirect_to') }, () => {
        const headers = new Headers(request.headers);
        headers.delete('content-length');
        return forward(new Request(target, { method: request.method, headers, body: payload }));
      });
    let response: Response;
    if (post && path === '/verify' && body.type === 'email') {
      // GoTrue's 'email' type covers both e-mail OTP kinds; lite knows them apart only.
      response = await send(JSON.stringify({ ...body, type: 'magiclink' }));
      if (response.status === 403)
        response = await send(JSON.stringify({ ...body, type: 'signup' }));
    } else {
      response = await send(text);
    }

    let pkceFollows = true;
    if (
      post &&
      path === '/signup' &&
      liteEmail &&
      body.password &&
      options.settings.enableConfirmations &&
      (await isLiteRepeatSignUp(response))
    ) {
      const answer = await answerExistingSignUp({
        email: liteEmail,
        password: body.password,
        data: body.data,
        resend: () =>
          send(
            JSON.stringify({ type: 'signup', email: liteEmail }),
            new URL('/auth/v1/resend', url).toString(),
          ),
      });
      response = answer.response;
      pkceFollows = answer.unconfirmed;
    }

    if (passwordSignIn && failedKey && response.status === 400) failedSignIns.add(failedKey);
    if (sendsEmail && response.ok) options.emailSpacing.record(email);
    if (sendsEmail && response.ok && pkceMethod && challenge && pkceFollows)
      await emailPkce.begin(email, pkceMethod, challenge);
    const linkType = url.searchParams.get('type');
    const linkTarget = response.headers.get('location');
    if (request.method === 'GET' && path === '/verify' && linkType && linkTarget) {
      const codeTarget = await emailPkce.completeLink(linkTarget, linkType);
      if (codeTarget) {
        const headers = new Headers(response.headers);
        headers.set('location', codeTarget);
        headers.set('X-Supabase-Api-Version', API_VERSION);
        return new Response(null, { status: response.status, headers });
      }
    }
    return rewrite(
      response,
      pkceSignIn ?? methodFor(path, url, body),
      options.enrich,
      post && path === '/verify',
    );
  };
}
