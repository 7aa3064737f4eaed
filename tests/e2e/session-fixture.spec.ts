import { expect, test } from './support/test';
import { createAccount, openSignedIn } from './support/accounts';

test('a confirmed account made through Hive Local opens the app signed in', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { name: 'Fixture Person' });
  await openSignedIn(page, account, '/');
  // Signed in: the navbar offers the profile menu instead of Sign In.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /profile|account/i }).first()).toBeVisible();
});
