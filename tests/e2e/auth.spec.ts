// Accounts through the UI against Hive Local: sign-up confirmed from the local outbox, profile
// name and photo, sign-out, one-time codes, password recovery, OAuth through the local identity
// provider, and the failures people meet on the way.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { authErrorMessages } from '../../src/renderer/src/lib/auth/auth-errors';
import {
  authMessages,
  enhancementMessages,
} from '../../supabase/functions/_shared/contracts/messages';
import { AuthPage } from './pages/auth-page';
import { ProfilePage } from './pages/profile-page';
import { createAccount, outboxFor } from './support/accounts';

const newEmail = (tag: string) => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
const photo = {
  name: 'mandrill.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync('tests/fixtures/photos/mandrill.jpg'),
};
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file that starts like a PNG and weighs `megabytes`: refused for its size before decoding. */
const heavyPng = (megabytes: number) => ({
  name: 'huge.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([pngSignature, Buffer.alloc(megabytes * 1024 * 1024)]),
});

async function signOutFromMenu(page: Page): Promise<void> {
  const profile = new ProfilePage(page);
  await profile.openAccountMenu();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(profile.navbar.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('an account from sign-up to password recovery, all through the UI', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const auth = new AuthPage(page);
  const profile = new ProfilePage(page);
  const email = newEmail('journey');

  await test.step('sign up, then the check-your-e-mail screen points at the local outbox', async () => {
    await auth.open('signup');
    await expect(auth.heading()).toHaveText('Create your account');
    await auth.screenshot('auth-sign-up');
    await auth.signUp({ name: 'Journey Person', email, password: 'first-password-42' });
    await expect(page.getByTestId('check-email')).toContainText(email);
    await page.getByRole('link', { name: 'Open the local outbox' }).click();
    await expect(page).toHaveURL(/\/_local\/mail$/);
  });

  await test.step('the confirmation link lands on the site root signed in with 50 credits', async () => {
    await auth.followOutboxLink(email, 'Confirm your signup');
    await expect(page).toHaveURL(/\/$/);
    await auth.waitUntilLoaded();
    await expect(auth.navbar.getByRole('link', { name: '50 credits, buy more' })).toBeVisible();
    await expect(profile.accountMenu).toBeVisible();
  });

  await test.step('a new user is greeted once, with the way to the dashboard', async () => {
    const welcome = page.getByRole('region', {
      name: 'Welcome — your 50 free credits are ready',
    });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await auth.screenshot('welcome-banner');
    // Seen is remembered on the account: a reload does not greet again.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name));
          const stored = key
            ? (JSON.parse(localStorage.getItem(key) ?? '{}') as {
                user?: { user_metadata?: Record<string, unknown> };
              })
            : {};
          return typeof stored.user?.user_metadata?.welcomed_at;
        }),
      )
      .toBe('string');
    await page.reload();
    await auth.waitUntilLoaded();
    await expect(auth.navbar.getByRole('link', { name: '50 credits, buy more' })).toBeVisible();
    await expect(welcome).toHaveCount(0);
  });

  await test.step('the profile shows the name, the read-only e-mail, credits and no designs', async () => {
    await profile.open();
    await expect(profile.nameField).toHaveValue('Journey Person');
    await expect(profile.emailField).toHaveValue(email);
    await expect(profile.emailField).toHaveAttribute('readonly', '');
    await expect(profile.main.getByText(authMessages.emailReadOnly)).toBeVisible();
    await expect(profile.credits).toHaveText('50');
    await expect(profile.designCount).toHaveText('No designs yet');
    await expect(profile.main.getByRole('link', { name: 'Create New Design' })).toHaveAttribute(
      'href',
      '/artwork-generator',
    );
  });

  await test.step('a new name is saved and the navbar menu shows it', async () => {
    await profile.saveName('Journey Renamed');
    await expect(profile.toast(authMessages.profileUpdated)).toBeVisible();
    await expect(await profile.openAccountMenu()).toContainText('Journey Renamed');
    await page.keyboard.press('Escape');
  });

  await test.step('a photo is resized, stored and shown in the navbar', async () => {
    await expect(profile.accountMenu.getByTestId('avatar-icon')).toBeVisible();
    await profile.uploadPhoto(photo);
    await expect(profile.toast(authMessages.profileImageUpdated)).toBeVisible();
    const image = profile.navbarAvatarImage();
    await expect(image).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/avatars\/[0-9a-f-]{36}\/avatar-\d+\.webp$/,
    );
    const stored = await request.get((await image.getAttribute('src'))!);
    expect(stored.headers()['content-type']).toContain('image/webp');
    expect((await stored.body()).length).toBeLessThan(photo.buffer.length);
    await expect(profile.toast(authMessages.profileImageUpdated)).toBeHidden();
    await profile.screenshot('profile');
  });

  await test.step('a file that is not an image and oversized images are refused', async () => {
    const src = await profile.navbarAvatarImage().getAttribute('src');
    await profile.uploadPhoto({
      name: 'holiday.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><body>not a picture at all</body></html>'),
    });
    await expect(profile.toast(enhancementMessages.selectValidImage)).toBeVisible();
    await profile.uploadPhoto(heavyPng(6));
    await expect(profile.toast(authMessages.profileImageTooLargeProfile)).toBeVisible();
    await profile.uploadPhotoFromNavbar(heavyPng(3));
    await expect(profile.toast(authMessages.profileImageTooLargeNavbar)).toBeVisible();
    await expect(profile.navbarAvatarImage()).toHaveAttribute('src', src!);
  });

  await test.step('sign out from the account menu', async () => {
    await signOutFromMenu(page);
  });

  await test.step('sign in with a one-time code, after a wrong one is refused', async () => {
    await auth.open('signin');
    await auth.screenshot('auth-sign-in');
    await auth.requestCode(email);
    const [message] = await outboxFor(request, email);
    expect(message?.subject).toBe('Your magic link');
    const code = message!.code!;
    await auth.enterCode(code === '000000' ? '111111' : '000000');
    await auth.expectFailure(authErrorMessages.invalidCode);
    await auth.enterCode(code);
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOutFromMenu(page);
  });

  await test.step('recover the password from the e-mail link and sign in with the new one', async () => {
    await auth.open('signin');
    await auth.main.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await auth.field('E-mail').fill(email);
    await auth.main.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('check-email')).toContainText(email);
    await auth.followOutboxLink(email, 'Reset your password');
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(auth.heading()).toHaveText('Choose a new password');
    await auth.field('New password').fill('second-password-42');
    await auth.field('Repeat the new password').fill('second-password-42');
    await auth.main.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOutFromMenu(page);

    await auth.open('signin');
    await auth.signInWithPassword(email, 'first-password-42');
    await auth.expectFailure(authErrorMessages.invalidCredentials);
    await auth.signInWithPassword(email, 'second-password-42');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await auth.expectNoCrash();
});

test('OAuth through the local identity provider returns signed in where the visitor was going', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  const profile = new ProfilePage(page);
  await auth.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?type=signin&redirect=%2Fprofile$/);
  await auth.main.getByRole('button', { name: 'Continue with the local test provider' }).click();
  await expect(page.getByRole('heading', { name: 'Local test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(newEmail('oauth'));
  await page.getByLabel('Name').fill('Octo Person');
  await page.getByRole('button', { name: 'Continue as test user' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await auth.waitUntilLoaded();
  await expect(profile.nameField).toHaveValue('Octo Person');
  await expect(profile.credits).toHaveText('50');
  await auth.expectNoCrash();
});

test('a guarded page visited signed out comes back after a password sign-in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Guarded Person' });
  const auth = new AuthPage(page);
  await auth.goto('/profile/edit');
  await expect(page).toHaveURL(/\/auth\?type=signin&redirect=%2Fprofile%2Fedit$/);
  await auth.signInWithPassword(account.email, account.password);
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(auth.heading()).toHaveText('Edit Profile');
});

test('a visitor sees the sign-in form at once, and a sign-in sent before the client loaded waits for it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Early Person' });
  // Hold the backend's config back, so the Supabase client is still loading at submit time.
  let releaseConfig: () => void = () => {};
  const configHeld = new Promise<void>((resolve) => (releaseConfig = resolve));
  let configRequested = false;
  await page.route('**/_local/config', async (route) => {
    configRequested = true;
    await configHeld;
    await route.continue();
  });
  const auth = new AuthPage(page);
  await page.goto('/auth?type=signin');
  // No overlay for a visitor: the form is there while the client loads.
  await expect(auth.field('E-mail')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await auth.signInWithPassword(account.email, account.password);
  await expect.poll(() => configRequested).toBe(true);
  // Waiting under the overlay, not failing.
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(auth.main.getByRole('alert')).toHaveCount(0);
  releaseConfig();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(auth.navbar.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key))),
    )
    .toBe(true);
});

test('sign-up and sign-in failures say what went wrong', async ({ page, request }) => {
  const auth = new AuthPage(page);

  await test.step('a weak password lists its reasons', async () => {
    await auth.open('signup');
    await auth.signUp({ name: 'Weak Person', email: newEmail('weak'), password: 'short' });
    await auth.expectFailure(authErrorMessages.weakPassword);
    await auth.expectFailure('Use at least 8 characters.');
  });

  await test.step('an unconfirmed address can ask for its link again', async () => {
    const email = newEmail('unconfirmed');
    await auth.field('E-mail').fill(email);
    await auth.field('Password').fill('long-enough-42');
    await auth.main.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('check-email')).toBeVisible();
    await auth.open('signin');
    await auth.signInWithPassword(email, 'long-enough-42');
    await auth.expectFailure(authErrorMessages.emailNotConfirmed);
    await auth.main.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect(auth.main.getByText(`We sent a new confirmation link to ${email}.`)).toBeVisible();
    await expect
      .poll(async () => {
        const messages = await outboxFor(request, email);
        return messages.filter((message) => message.subject === 'Confirm your signup').length;
      })
      .toBe(2);
  });

  await test.step('repeated wrong passwords end in the rate-limit message', async () => {
    const account = await createAccount(request);
    await auth.open('signin');
    // Hive Local allows 10 failed password sign-ins per address per 5 minutes (GoTrue-like).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answered = page.waitForResponse((response) =>
        response.url().includes('/auth/v1/token'),
      );
      await auth.signInWithPassword(account.email, `wrong-guess-${attempt}`);
      expect((await answered).status()).toBe(400);
      await auth.expectFailure(authErrorMessages.invalidCredentials);
    }
    await auth.signInWithPassword(account.email, account.password);
    await auth.expectFailure(authErrorMessages.rateLimited);
    await expect(page).toHaveURL(/\/auth/);
  });
});

test('sign-out clears the session even when the server call fails', async ({ page, request }) => {
  const account = await createAccount(request);
  const auth = new AuthPage(page);
  await auth.open('signin');
  await auth.signInWithPassword(account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.route('**/auth/v1/logout**', (route) => route.abort('connectionrefused'));
  const profile = new ProfilePage(page);
  await profile.openAccountMenu();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(profile.toast(authMessages.logoutFailedTitle)).toContainText(
    authMessages.logoutFailedDescription,
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(profile.navbar.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.reload();
  await auth.waitUntilLoaded();
  await expect(profile.navbar.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
