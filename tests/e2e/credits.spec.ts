// Credits end to end in Chromium on the web build and a fresh Hive Local: the live balance, a
// purchase through the local checkout page filled in like a person, the return pages, the
// history, the plan dialog, the billing portal and the signed-out and failure paths.
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts';

const SCREENSHOTS = 'artifacts/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

function pill(page: Page) {
  return page.getByTestId('credit-pill-balance');
}

/** Pays on the local checkout page the way a person would: type into each labelled field, press Pay. */
async function payWithCard(checkout: Page, card = '4242 4242 4242 4242') {
  await expect(checkout.getByRole('heading', { name: /Pay Hive Studio/ })).toBeVisible();
  await checkout.getByLabel('Card number').pressSequentially(card, { delay: 10 });
  await checkout.getByLabel('Expiry (MM / YY)').pressSequentially('12 / 34');
  await checkout.getByLabel('CVC').pressSequentially('123');
  await checkout.getByLabel('Cardholder name').fill('Test Person');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

test('a new user sees 50 credits, buys Pro in the checkout tab and sees 700 live, then the purchase on /credits', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request);
  await openSignedIn(page, account, '/pricing');
  await expect(pill(page)).toHaveText('50');
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );

  const pro = page.locator('li[data-pack="pro"]');
  await expect(pro.getByText('Most Popular')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/credits-pricing.png`, fullPage: true });
  const popup = page.waitForEvent('popup');
  await pro.getByRole('button', { name: 'Buy Pro' }).click();
  const redirecting = pro.getByRole('button', { name: 'Redirecting...' });
  await expect(redirecting).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Starter' })).toBeDisabled();
  const checkout = await popup;
  await checkout.waitForURL(/\/_local\/checkout\//);
  await expect(checkout.getByText('$24.99').first()).toBeVisible();
  // About a second later the button is back.
  await expect(pro.getByRole('button', { name: 'Buy Pro' })).toBeEnabled({ timeout: 3000 });

  await payWithCard(checkout);
  // The checkout tab returns to the success page, which shows the new balance.
  await checkout.waitForURL(/\/credits\?purchase=success/);
  await expect(checkout.getByTestId('purchase-success')).toContainText('700 credits');
  await expect(checkout.getByTestId('credits-balance')).toHaveText('700');
  await checkout.screenshot({ path: `${SCREENSHOTS}/credits-success.png`, fullPage: true });

  // The first tab was never reloaded, yet its pill and balance card show 700: realtime did it.
  await expect(pill(page)).toHaveText('700');
  await expect(page.getByTestId('credits-balance')).toHaveText('700');
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);

  await page.getByRole('link', { name: 'View history' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  const purchase = page.getByTestId('transactions').getByRole('row', { name: /Purchase/ });
  await expect(purchase).toContainText('Pro pack: 650 credits');
  await expect(purchase).toContainText('+650');
  await expect(purchase).toContainText('700');
  await expect(
    page.getByTestId('transactions').getByRole('row', { name: /Welcome bonus/ }),
  ).toContainText('+50');
  await expect(page.getByRole('heading', { name: 'Generations' })).toBeVisible();
  await expect(page.getByText('No generations yet.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/credits-history.png`, fullPage: true });
});

test('a spend by the server reaches the open credits page live: balance, ledger and generation', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/credits');
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const spend = await request.post('/rest/v1/rpc/update_user_credits', {
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${account.accessToken}`,
      'content-type': 'application/json',
    },
    // Written as the generation pipeline writes it: `<function>: <style>`.
    data: {
      p_user_id: account.id,
      p_credits_change: -10,
      p_description: 'generate-image: watercolor',
    },
  });
  expect(spend.ok(), await spend.text()).toBe(true);
  await expect(page.getByTestId('credits-balance')).toHaveText('40');
  await expect(pill(page)).toHaveText('40');
  // The history reads in user words (the registry's label), never the function's name.
  const row = page.getByTestId('transactions').getByRole('row', { name: /Generation/ });
  await expect(row).toContainText('Artwork · Watercolor');
  await expect(row).not.toContainText('generate-image');
});

test('cancelling on the checkout page returns to /pricing, which says so and shows the unchanged balance', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/checkout?plan=elite');
  // /checkout?plan= starts that pack's checkout at once, in this tab.
  await page.waitForURL(/\/_local\/checkout\//);
  await expect(page.getByText('$79.99').first()).toBeVisible();
  await page.getByRole('link', { name: /Back to Hive Studio/ }).click();
  await page.waitForURL(/\/pricing\?purchase=cancelled/);
  await expect(page.getByTestId('purchase-cancelled')).toContainText('Checkout cancelled');
  await expect(page.getByTestId('purchase-cancelled')).toContainText('50 credits');
  await page.screenshot({ path: `${SCREENSHOTS}/credits-cancelled.png`, fullPage: true });
});

test('an unknown plan on /checkout offers the packs instead', async ({ page, request }) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/checkout?plan=platinum');
  await expect(page.getByRole('alert')).toContainText('There is no plan called “platinum”');
  await page.getByRole('link', { name: 'See credit packs' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the Choose Your Plan dialog: Maybe Later closes it, Choose Plan goes to /pricing', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/credits');
  await page.getByRole('button', { name: 'Upgrade plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/credits-choose-plan.png` });
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Upgrade plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose Your Plan' })
    .getByRole('button', { name: 'Choose Plan' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('Subscription in the account menu opens the billing portal in a new tab', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/credits');
  await expect(pill(page)).toHaveText('50');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('menuitem', { name: 'Subscription' }).click();
  const portal = await popup;
  await portal.waitForURL(/\/_local\/checkout\/portal\//);
  await expect(portal.getByRole('heading', { name: /Payments/ })).toBeVisible();
  await expect(portal.getByText(account.email)).toBeVisible();
});

test('signed out, a buy button in the landing pricing section goes to sign in with redirect=pricing', async ({
  page,
}) => {
  await page.goto('/#pricing');
  const section = page.locator('#pricing');
  await expect(section.locator('li[data-pack]')).toHaveCount(3);
  await section.getByRole('button', { name: 'Buy Pro' }).click();
  await expect(page).toHaveURL(/\/auth\?type=signin&redirect=pricing$/);
  await expect(page.getByText('Please log in to purchase credits')).toBeVisible();
});

test('when the balance cannot be read, the pill and the credits page show 0 with an error, never a stale number', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/credits');
  await expect(page.getByTestId('credits-balance')).toHaveText('50');
  // From now on every balance read fails; a change on the server makes the page read it again.
  await page.route('**/rest/v1/user_credits*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"XX000","message":"boom","details":null,"hint":null}',
    }),
  );
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const spend = await request.post('/rest/v1/rpc/update_user_credits', {
    headers: {
      apikey: config.anonKey,
      authorization: `Bearer ${account.accessToken}`,
      'content-type': 'application/json',
    },
    // Written as the photo tools write it: the function's name.
    data: { p_user_id: account.id, p_credits_change: -10, p_description: 'remove-background' },
  });
  expect(spend.ok(), await spend.text()).toBe(true);
  await expect(page.getByTestId('credit-pill')).toHaveAttribute('data-state', 'failed');
  await expect(pill(page)).toHaveText('0');
  await expect(page.getByTestId('credits-balance')).toHaveText('0');
  await expect(page.getByText('Your balance could not be loaded')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/credits-balance-failed.png` });
  // Once reads work again, Try again shows the real balance.
  await page.unroute('**/rest/v1/user_credits*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('credits-balance')).toHaveText('40');
  await expect(pill(page)).toHaveText('40');
  await expect(page.getByTestId('credit-pill')).toHaveAttribute('data-state', 'ready');
  // The history loaded all along: only the balance read failed.
  await expect(
    page.getByTestId('transactions').getByRole('row', { name: /Background removal/ }),
  ).toBeVisible();
  await expect(page.getByTestId('transactions')).not.toContainText('remove-background');
});

test('the credits and pricing pages pass axe (no serious or critical violations) and fit a phone', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  for (const path of ['/credits', '/pricing']) {
    await openSignedIn(page, account, path);
    await expect(page.getByTestId('credits-balance')).toHaveText('50');
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}/credits-pricing-phone.png`, fullPage: true });
});

test('a checkout that cannot be created says so in the spec’s words, closes its tab and frees the button', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await openSignedIn(page, account, '/pricing');
  await expect(pill(page)).toHaveText('50');
  const starter = page.locator('li[data-pack="starter"]');

  await page.route('**/functions/v1/create-credit-checkout', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Failed to create checkout session"}',
    }),
  );
  const failedTab = page.waitForEvent('popup');
  await starter.getByRole('button', { name: 'Buy Starter' }).click();
  const failed = await failedTab;
  await expect.poll(() => failed.isClosed()).toBe(true);
  await expect(page.getByText('Failed to create checkout session')).toBeVisible();
  await expect(starter.getByRole('button', { name: 'Buy Starter' })).toBeEnabled();

  await page.unroute('**/functions/v1/create-credit-checkout');
  await page.route('**/functions/v1/create-credit-checkout', (route) =>
    route.abort('connectionrefused'),
  );
  const unreachableTab = page.waitForEvent('popup');
  await starter.getByRole('button', { name: 'Buy Starter' }).click();
  const unreachable = await unreachableTab;
  await expect.poll(() => unreachable.isClosed()).toBe(true);
  await expect(page.getByText('Failed to start purchase process')).toBeVisible();
  await expect(starter.getByRole('button', { name: 'Buy Starter' })).toBeEnabled();
  await expect(pill(page)).toHaveText('50');
});
