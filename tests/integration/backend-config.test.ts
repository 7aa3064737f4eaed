// Hive Local read from a supabase/config.toml of the test's own (jwt_expiry, e-mail confirmations,
// password length, redirect allow-list, OTP expiry, rate limits, verify_jwt) and a functions
// folder with its .env secrets file, exercised through supabase-js like the app does.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsModule } from '../../src/backend/functions-host/functions-module';
import type { HiveLocal } from '../../src/backend/server';
import {
  clientFor,
  mailFor,
  signedInClient,
  startTestBackend,
  uniqueEmail,
  uniquePhone,
} from './backend-harness';

const SITE_URL = 'http://127.0.0.1:5173';
const PASSWORD = 'a-long-enough-password';
const ENV_MODULE = resolve(import.meta.dirname, '../../supabase/functions/_shared/env.ts');
const folders: string[] = [];

function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Writes a config.toml in the Supabase CLI's format and returns its path. */
function writeConfig(toml: string): string {
  const path = join(tempFolder('hive-config-'), 'config.toml');
  writeFileSync(path, toml);
  return path;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Resolves once `ms` have passed since `since` (an OTP's lifetime is wall-clock time). */
async function until(since: number, ms: number): Promise<void> {
  const left = since + ms - Date.now();
  if (left > 0) await new Promise((done) => setTimeout(done, left));
}

describe('settings from supabase/config.toml and the functions .env file', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    const functionsDir = tempFolder('hive-functions-');
    mkdirSync(join(functionsDir, 'secret-echo'));
    writeFileSync(
      join(functionsDir, 'secret-echo', 'index.ts'),
      `import { getEnv } from ${JSON.stringify(ENV_MODULE)};
export default {
  fetch: () => Response.json({
    quoted: getEnv('HIVE_ENV_FILE_QUOTED') ?? null,
    plain: getEnv('HIVE_ENV_FILE_PLAIN') ?? null,
    commented: getEnv('HIVE_ENV_FILE_COMMENTED') ?? null,
  }),
};
`,
    );
    writeFileSync(join(functionsDir, 'secret-echo', 'deno.json'), '{ "imports": {} }\n');
    writeFileSync(
      join(functionsDir, '.env'),
      [
        '# secrets for local functions',
        'HIVE_ENV_FILE_QUOTED="from the env file"',
        'export HIVE_ENV_FILE_PLAIN=plain-value # trailing comment',
        '# HIVE_ENV_FILE_COMMENTED=never',
        '',
      ].join('\n'),
    );
    backend = await startTestBackend({
      configPath: writeConfig(`
project_id = "hive-config-test"
[auth]
site_url = "${SITE_URL}"
additional_redirect_urls = ["hivestudio://auth/callback", "http://localhost:4000/**"]
jwt_expiry = 120
minimum_password_length = 12
[auth.email]
enable_confirmations = true
[functions.secret-echo]
verify_jwt = false
`),
      functionsDir,
      modules: [createFunctionsModule({ functionsDir })],
    });
  });
  afterAll(() => backend?.close());

  it('requires e-mail confirmation when enable_confirmations is true', async () => {
    const email = uniqueEmail();
    const { data, error } = await clientFor(backend).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const early = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');
  });

  it('refuses a password shorter than minimum_password_length', async () => {
    const { error } = await clientFor(backend).auth.signUp({
      email: uniqueEmail(),
      password: 'elevenchars',
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });

  it('issues access tokens that live jwt_expiry seconds', async () => {
    const email = uniqueEmail();
    expect((await clientFor(backend).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const [message] = await mailFor(backend, email);
    const link = message?.links.find((candidate) => candidate.includes('/auth/v1/verify')) ?? '';
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    const { data, error } = await clientFor(backend).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const claims = claimsOf(data.session?.access_token ?? '');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(120);
    expect(data.session?.expires_in).toBe(120);
  });

  it('sends an e-mail link back to an allow-listed redirect_to, and a foreign one to site_url', async () => {
    const landing = async (redirectTo: string) => {
      const email = uniqueEmail('redirect');
      const signUp = await clientFor(backend).auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: redirectTo },
      });
      expect(signUp.error).toBeNull();
      const [message] = await mailFor(backend, email);
      const link = message?.links.find((candidate) => candidate.includes('/auth/v1/verify')) ?? '';
      const response = await fetch(link, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(new URLSearchParams(location.hash.slice(1)).get('access_token')).toBeTruthy();
      return `${location.protocol}//${location.host}${location.pathname}`;
    };
    expect(await landing('hivestudio://auth/callback')).toBe('hivestudio://auth/callback');
    expect(await landing('http://localhost:4000/deep/page')).toBe(
      'http://localhost:4000/deep/page',
    );
    expect(await landing(`${SITE_URL}/credits`)).toBe(`${SITE_URL}/credits`);
    // Not on the list (GoTrue falls back to the site URL rather than following it).
    expect(await landing('https://evil.example/steal')).toBe(`${SITE_URL}/`);
    expect(await landing('http://localhost:4001/')).toBe(`${SITE_URL}/`);
    expect(await landing('http://localhost:4000.evil.example/')).toBe(`${SITE_URL}/`);
  });

  it('gives a function the secrets from supabase/functions/.env, and verify_jwt = false lets anon in', async () => {
    const { data, error } = await clientFor(backend).functions.invoke('secret-echo');
    expect(error).toBeNull();
    expect(data).toEqual({ quoted: 'from the env file', plain: 'plain-value', commented: null });
    // The secrets reach the function only, not the host's own environment.
    expect(process.env.HIVE_ENV_FILE_QUOTED).toBeUndefined();
  });
});

describe('one-time codes that expire (auth.email.otp_expiry)', () => {
  const OTP_EXPIRY_SECONDS = 4;
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      configPath: writeConfig(`
[auth]
site_url = "${SITE_URL}"
[auth.email]
enable_confirmations = false
otp_expiry = ${OTP_EXPIRY_SECONDS}
`),
    });
  });
  afterAll(() => backend?.close());

  it('accepts an e-mail code at once and refuses one older than otp_expiry', async () => {
    const { email } = await signedInClient(backend);
    const client = clientFor(backend);
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const [fresh] = await mailFor(backend, email);
    const ok = await client.auth.verifyOtp({ email, token: fresh?.code ?? '', type: 'email' });
    expect(ok.error).toBeNull();

    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const sentBy = Date.now();
    const [old] = await mailFor(backend, email);
    expect(old?.code).not.toBe(fresh?.code);
    await until(sentBy, OTP_EXPIRY_SECONDS * 1000 + 500);
    const late = await client.auth.verifyOtp({ email, token: old?.code ?? '', type: 'email' });
    expect(late.data.session).toBeNull();
    expect(late.error?.status).toBe(403);
    expect(late.error?.code).toBe('otp_expired');
    expect(late.error?.message).toBe('Token has expired or is invalid');
  });

  it('refuses a text-message code older than otp_expiry', async () => {
    const phone = uniquePhone();
    const client = clientFor(backend);
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const sentBy = Date.now();
    const [text] = await mailFor(backend, phone);
    expect(text?.code).toMatch(/^\d{6}$/);
    await until(sentBy, OTP_EXPIRY_SECONDS * 1000 + 500);
    const late = await client.auth.verifyOtp({ phone, token: text?.code ?? '', type: 'sms' });
    expect(late.error?.status).toBe(403);
    expect(late.error?.code).toBe('otp_expired');
    expect(late.error?.message).toBe('Token has expired or is invalid');
  });
});

describe('per-IP limits (auth.rate_limit)', () => {
  let backend: HiveLocal;
  beforeAll(async () => {
    backend = await startTestBackend({
      configPath: writeConfig(`
[auth]
site_url = "${SITE_URL}"
[auth.rate_limit]
sign_in_sign_ups = 3
token_verifications = 2
[auth.email]
enable_confirmations = false
`),
    });
  });
  afterAll(() => backend?.close());

  it('refuses sign-ins and code requests from one client for one address over sign_in_sign_ups, with a clear message', async () => {
    const client = clientFor(backend);
    const email = uniqueEmail('nobody');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    expect(blocked.error?.message).toBe(
      'Request rate limit reached. Please wait a few minutes and try again.',
    );
    // Every local client is 127.0.0.1: another address from the same client is not affected.
    const other = await client.auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    expect(other.error?.code).toBe('invalid_credentials');
    // Code requests count apart, per address, so a password lock leaves the code sign-in.
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const codeEmail = uniqueEmail('code');
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await client.auth.signInWithOtp({ email: codeEmail })).error).toBeNull();
    const code = await client.auth.signInWithOtp({ email: codeEmail });
    expect(code.error?.status).toBe(429);
    expect(code.error?.code).toBe('over_request_rate_limit');
  });

  it('refuses code verifications over token_verifications', async () => {
    const client = clientFor(backend);
    const phone = uniquePhone();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { error } = await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' });
      expect(error?.code).toBe('otp_expired');
    }
    const blocked = await client.auth.verifyOtp({ phone, token: '000000', type: 'sms' });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
  });
});
