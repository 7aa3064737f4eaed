// Our adapter in front of lite's /auth/v1. Each patch here closes a gap between lite 0.10.0 and
// GoTrue as supabase-js expects it (../shared/reference/supabase-contract.md):
//   * rate limits (lite has none): per IP, failed password sign-ins per e-mail, e-mail spacing;
//   * refresh-token reuse is refused (refresh-guard.ts);
//   * verifyOtp type 'email' (lite accepts only magiclink/signup): tried as both;
//   * every access token re-signed with GoTrue's full claims (token-claims.ts);
//   * error bodies in the 2024-01-01 API format `{code, message}` with the version header, and
//     GoTrue's wording where lite's differs (POST /verify: "Token has expired or is invalid");
//   * PKCE for e-mail links (email-pkce.ts).
import { z } from 'zod';
import type { Database } from '../context';
import type { CoreSettings } from '../settings';
import { authError } from './auth-errors';
import { createEmailPkce, emailFlowMethod, parseCodeChallenge } from './email-pkce';
import { createRateCounter, type createSpacing } from './rate-limit';
import { authRequestScope } from './redirects';
import { checkRefreshReuse } from './refresh-guard';
import type { SignInMethod } from './token-claims';

const API_VERSION = '2024-01-01';
const FIVE_MINUTES = 300;

const bodySchema = z.looseObject({
  email: z.string().optional(),
  type: z.string().optional(),
  refresh_token: z.string().optional(),
  auth_code: z.string().optional(),
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
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

    if (
      post &&
      (path === '/signup' ||
        path === '/otp' ||
        path === '/magiclink' ||
        (path === '/token' && grant === 'password'))
    ) {
      if (perIp.hit(peer)) return tooMany();
    }
    if (path === '/verify' && verifications.hit(peer)) return tooMany();
    if (path === '/token' && grant === 'refresh_token' && refreshes.hit(peer)) return tooMany();
    if (path === '/token' && grant === 'password' && email && failedSignIns.isLimited(email))
      return tooMany();
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

    // Read before lite's exchange deletes the flow state: the code may finish an e-mail flow.
    const pkceSignIn =
      post && path === '/token' && grant === 'pkce'
        ? await emailPkce.methodForCode(body.auth_code)
        : null;
    const send = (payload: string | null) =>
      authRequestScope.run({ redirectTo: url.searchParams.get('redirect_to') }, () =>
        forward(
          new Request(request.url, {
            method: request.method,
            headers: request.headers,
            body: payload,
          }),
        ),
      );
    let response: Response;
    if (post && path === '/verify' && body.type === 'email') {
      // GoTrue's 'email' type covers both e-mail OTP kinds; lite knows them apart only.
      response = await send(JSON.stringify({ ...body, type: 'magiclink' }));
      if (response.status === 403)
        response = await send(JSON.stringify({ ...body, type: 'signup' }));
    } else {
      response = await send(text);
    }

    if (path === '/token' && grant === 'password' && email && response.status === 400)
      failedSignIns.add(email);
    if (sendsEmail && response.ok) options.emailSpacing.record(email);
    if (sendsEmail && response.ok && pkceMethod && challenge)
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
