// Accounts for end-to-end tests that are not about signing in: a real, confirmed Hive Local user
// made through the same HTTP API the app uses (sign-up, the confirmation link from the local
// outbox, password grant), and its session placed where supabase-js keeps it, so a page opens
// signed in. The sign-in screens themselves are tested through the UI in auth.spec.ts.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** A signed-up, confirmed user and its first session. */
export type TestAccount = {
  id: string;
  email: string;
  password: string;
  name: string;
  accessToken: string;
  session: Record<string, unknown>;
};

type OutboxMessage = { to: string; subject: string; links: string[]; code?: string };

async function anonKey(request: APIRequestContext): Promise<string> {
  const response = await request.get('/_local/config');
  expect(response.ok(), 'Hive Local serves /_local/config').toBe(true);
  return ((await response.json()) as { anonKey: string }).anonKey;
}

/** The outbox key the shared e2e server and every test's own Hive Local use (playwright.config.ts). */
export function e2eLocalKey(): string {
  const key = process.env.HIVE_LOCAL_KEY;
  if (!key) throw new Error('HIVE_LOCAL_KEY is set by playwright.config.ts');
  return key;
}

/** The newest outbox messages to `to` (newest first), waiting until at least one exists. */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/_local/mail.json?to=${encodeURIComponent(to)}`, {
        headers: { 'x-hive-local-key': e2eLocalKey() },
      });
      messages = (await response.json()) as OutboxMessage[];
      return messages.length;
    })
    .toBeGreaterThan(0);
  return messages;
}

/** Signs a new user up and confirms the address through the outbox link. */
export async function createAccount(
  request: APIRequestContext,
  options: { name?: string; password?: string; email?: string } = {},
): Promise<TestAccount> {
  const key = await anonKey(request);
  const headers = { apikey: key, 'content-type': 'application/json' };
  const email = options.email ?? `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'correct-horse-42';
  const name = options.name ?? 'Test Person';
  const signup = await request.post('/auth/v1/signup', {
    headers,
    data: { email, password, data: { name } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const [message] = await outboxFor(request, email);
  const link = message?.links.find((candidate) => candidate.includes('/auth/v1/verify'));
  expect(link, 'the confirmation e-mail has a verify link').toBeTruthy();
  await request.get(link!, { maxRedirects: 0 });
  const token = await request.post('/auth/v1/token?grant_type=password', {
    headers,
    data: { email, password },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const session = (await token.json()) as Record<string, unknown> & {
    access_token: string;
    user: { id: string };
  };
  return { id: session.user.id, email, password, name, accessToken: session.access_token, session };
}

/** Opens `path` signed in as `account` (the session goes where supabase-js stores it). */
export async function openSignedIn(page: Page, account: TestAccount, path: string): Promise<void> {
  await page.addInitScript((session) => {
    const projectRef = new URL(location.origin).hostname.split('.')[0];
    localStorage.setItem(`sb-${projectRef}-auth-token`, JSON.stringify(session));
  }, account.session);
  await page.goto(path);
}
