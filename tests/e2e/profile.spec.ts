// The profile pages (spec 2.6) against Hive Local: the My Designs card with saved designs, the
// edit page, removing a photo, and the avatar's fallbacks.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { APIRequestContext } from '@playwright/test';
import { authMessages } from '../../supabase/functions/_shared/contracts/messages';
import { AuthPage } from './pages/auth-page';
import { ProfilePage } from './pages/profile-page';
import { createAccount, openSignedIn } from './support/accounts';
import type { TestAccount } from './support/accounts';

const photo = {
  name: 'figurines.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync('tests/fixtures/photos/figurines.jpg'),
};

/** Saves designs for `account` straight through the REST API, as the generator would. */
async function saveDesigns(request: APIRequestContext, account: TestAccount, count: number) {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/rest/v1/designs', {
      headers: { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` },
      data: {
        url: `https://example.com/design-${index}.png`,
        name: `Design ${index}`,
        type: 'artwork',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test('the My Designs card counts saved designs and leads to My Creations', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Designer Person' });
  await saveDesigns(request, account, 2);
  const profile = new ProfilePage(page);
  await openSignedIn(page, account, '/profile');
  await profile.waitUntilLoaded();
  await expect(profile.designCount).toHaveText('You have 2 saved design(s).');
  await profile.main.getByRole('link', { name: 'View My Creations' }).click();
  await expect(page).toHaveURL(/\/my-designs$/);
  await profile.expectNoCrash();
});

test('/profile/edit saves the name and returns to the profile', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Before Name' });
  const profile = new ProfilePage(page);
  await openSignedIn(page, account, '/profile/edit');
  await profile.waitUntilLoaded();
  await expect(profile.heading()).toHaveText('Edit Profile');
  await expect(profile.emailField).toHaveValue(account.email);
  await profile.saveName('After Name');
  await expect(profile.toast(authMessages.profileUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(profile.nameField).toHaveValue('After Name');
});

test('a removed photo gives way to the generic icon again', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Remover Person' });
  const profile = new ProfilePage(page);
  await openSignedIn(page, account, '/profile');
  await profile.waitUntilLoaded();
  await profile.uploadPhoto(photo);
  await expect(profile.navbarAvatarImage()).toBeVisible();
  await profile.main.getByRole('button', { name: 'Remove photo' }).click();
  await expect(profile.toast(authMessages.profileImageRemoved)).toBeVisible();
  await expect(profile.navbarAvatarImage()).toHaveCount(0);
  await expect(profile.accountMenu.getByTestId('avatar-icon')).toBeVisible();
  await expect(profile.main.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});

test('the avatar shows the initial of the name when the picture fails to load', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Zed Person' });
  const profile = new ProfilePage(page);
  // Signed in through the form: the session fixture would put its stale user back on reload.
  const auth = new AuthPage(page);
  await auth.open('signin');
  await auth.signInWithPassword(account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await profile.open();
  await expect(profile.accountMenu.getByTestId('avatar-icon')).toBeVisible();
  await profile.uploadPhoto(photo);
  await expect(profile.navbarAvatarImage()).toBeVisible();
  // The picture can no longer be loaded (offline, or a provider picture that has gone).
  await page.route('**/storage/v1/object/public/avatars/**', (route) => route.abort('failed'));
  await page.reload();
  await profile.waitUntilLoaded();
  await expect(profile.accountMenu.getByTestId('avatar-initial')).toHaveText('Z');
});
