// A local OAuth identity provider speaking GitHub's endpoints (authorize, access_token,
// /api/v3/user, /api/v3/user/emails), so signInWithOAuth → callback → exchangeCodeForSession
// is a real round trip with no network. lite's GitHub provider is pointed here by base URL.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

type Grant = {
  email: string;
  name: string;
  clientId: string;
  redirectUri: string;
  createdAt: number;
};
type Profile = { email: string; name: string };

const approveForm = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.url(),
  state: z.string().default(''),
  email: z.email(),
  name: z.string().min(1).max(100),
});
const tokenForm = z.object({
  client_id: z.string(),
  client_secret: z.string(),
  code: z.string().min(1),
});

const CODE_TTL_MS = 5 * 60 * 1000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function profileId(email: string): number {
  // A stable numeric id per e-mail, like GitHub's user ids.
  let hash = 7;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) % 2_147_483_647;
  return hash;
}

async function readForm(request: Request): Promise<Record<string, string>> {
  const params = new URLSearchParams(await request.text());
  return Object.fromEntries(params.entries());
}

/** The IdP, mounted at `<origin>/_local/idp/github`. */
export function createOAuthIdp(options: {
  origin: () => string;
  client: { id: string; secret: string };
}) {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Profile>();
  const callbackUrl = () => `${options.origin()}/auth/v1/callback`;

  function authorizePage(url: URL): Response {
    const clientId = url.searchParams.get('client_id') ?? '';
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (clientId !== options.client.id || redirectUri !== callbackUrl()) {
      return new Response('Unknown client or redirect_uri', { status: 400 });
    }
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local sign-in</title></head>
<body style="font:16px system-ui;max-width:28rem;margin:4rem auto">
<h1>Local test identity provider</h1><p>Signs you in as a test user. Nothing leaves this machine.</p>
<form method="post" action="approve">
${hidden('client_id', clientId)}${hidden('redirect_uri', redirectUri)}${hidden('state', url.searchParams.get('state') ?? '')}
<label>E-mail <input name="email" type="email" value="test-user@example.com" required></label><br>
<label>Name <input name="name" value="Test User" required></label><br>
<button type="submit">Continue as test user</button>
</form></body></html>`;
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }

  async function approve(request: Request): Promise<Response> {
    const form = approveForm.safeParse(await readForm(request));
    if (
      !form.success ||
      form.data.client_id !== options.client.id ||
      form.data.redirect_uri !== callbackUrl()
    ) {
      return new Response('Invalid sign-in request', { status: 400 });
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      email: form.data.email,
      name: form.data.name,
      clientId: form.data.client_id,
      redirectUri: form.data.redirect_uri,
      createdAt: Date.now(),
    });
    const target = new URL(form.data.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', form.data.state);
    return new Response(null, { status: 302, headers: { location: target.toString() } });
  }

  async function accessToken(request: Request): Promise<Response> {
    const form = tokenForm.safeParse(await readForm(request));
    const grant = form.success ? codes.get(form.data.code) : undefined;
    if (form.success) codes.delete(form.data.code);
    if (
      !form.success ||
      !grant ||
      form.data.client_id !== options.client.id ||
      form.data.client_secret !== options.client.secret ||
      Date.now() - grant.createdAt > CODE_TTL_MS
    ) {
      return Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      });
    }
    const token = randomBytes(20).toString('hex');
    tokens.set(token, { email: grant.email, name: grant.name });
    return Response.json({ access_token: token, token_type: 'bearer', scope: 'user:email' });
  }

  function profile(request: Request): Profile | null {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    return token ? (tokens.get(token) ?? null) : null;
  }

  /** Answers a request whose path starts with /_local/idp/github. */
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/_local\/idp\/github/, '');
    if (request.method === 'GET' && path === '/login/oauth/authorize') return authorizePage(url);
    if (request.method === 'POST' && path === '/login/oauth/approve') return approve(request);
    if (request.method === 'POST' && path === '/login/oauth/access_token')
      return accessToken(request);
    const user = profile(request);
    if (path === '/api/v3/user' || path === '/api/v3/user/emails') {
      if (!user) return Response.json({ message: 'Bad credentials' }, { status: 401 });
      if (path === '/api/v3/user/emails')
        return Response.json([{ email: user.email, verified: true, primary: true }]);
      const login = user.email.split('@')[0];
      return Response.json({
        id: profileId(user.email),
        login,
        name: user.name,
        email: user.email,
        avatar_url: null,
      });
    }
    return new Response('Not found', { status: 404 });
  };
}
