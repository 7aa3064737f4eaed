import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { e2eLocalKey, outboxFor } from '../support/accounts';
import { AppPage } from './app-page';

/** Page object for the sign-in screens (/auth, /forgot-password, /reset-password) and the outbox. */
export class AuthPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  async open(type: 'signin' | 'signup' = 'signin', redirect?: string): Promise<void> {
    const query = new URLSearchParams({ type });
    if (redirect) query.set('redirect', redirect);
    await this.goto(`/auth?${query.toString()}`);
  }

  field(label: string | RegExp): Locator {
    return this.main.getByLabel(label, { exact: typeof label === 'string' });
  }

  async signUp(account: { name: string; email: string; password: string }): Promise<void> {
    await this.field('Full name').fill(account.name);
    await this.field('E-mail').fill(account.email);
    await this.field('Password').fill(account.password);
    await this.main.getByRole('button', { name: 'Create account' }).click();
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.field('E-mail').fill(email);
    await this.field('Password').fill(password);
    await this.main.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  async requestCode(identifier: string): Promise<void> {
    await this.main.getByRole('button', { name: 'One-time code' }).click();
    await this.field('E-mail or phone number').fill(identifier);
    await this.main.getByRole('button', { name: 'Send code' }).click();
    await expect(this.main.getByText(/We sent a code to/)).toBeVisible();
  }

  async enterCode(code: string): Promise<void> {
    await this.field('Code').fill(code);
    await this.main.getByRole('button', { name: 'Verify and sign in' }).click();
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** Waits until the inline failure under a form says `text`. */
  async expectFailure(text: string | RegExp): Promise<void> {
    await expect(this.main.getByRole('alert')).toContainText(text);
  }

  /** The newest code the outbox holds for `to`, once one newer than `after` arrived. */
  static async latestCode(
    request: APIRequestContext,
    to: string,
    after: string | null = null,
  ): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const [newest] = await outboxFor(request, to);
        code = newest?.code ?? '';
        return code !== '' && code !== after;
      })
      .toBe(true);
    return code;
  }

  /** Opens the outbox page and follows the newest link of `subject` sent to `to`, as a person would. */
  async followOutboxLink(to: string, subject: string): Promise<void> {
    await this.page.goto(`/_local/mail?key=${encodeURIComponent(e2eLocalKey())}`);
    const message = this.page
      .locator('article', { hasText: to })
      .filter({ hasText: subject })
      .first();
    await message.getByRole('link', { name: /\/auth\/v1\/verify/ }).click();
  }
}
