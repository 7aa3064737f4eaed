import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { AppPage, expectNoToolComingSoon, expectOpenTool } from './pages/app-page';
import { createAccount, openSignedIn } from './support/accounts';

const publicRoutes: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Create stunning visuals/ },
  { path: '/modern', heading: /One studio\. Every creative tool\./ },
  { path: '/about', heading: /The AI design studio for creators/ },
  { path: '/contact', heading: /Contact Us/ },
  { path: '/auth?type=signin', heading: /Sign In/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/terms', heading: /Terms of Service/ },
  { path: '/forgot-password', heading: /Forgot Password/ },
  { path: '/reset-password', heading: /Reset Password/ },
  { path: '/maintenance', heading: /We’ll be right back/ },
  { path: '/api-test', heading: /API Test/ },
];

const chromelessRoutes = ['/auth', '/forgot-password', '/reset-password'];

/** Tool routes of spec 2.1 that hide the chrome (every tool is built now). */
const chromelessToolRoutes = [
  '/hive-edit',
  '/artwork-generator',
  '/background-remover',
  '/object-remover',
  '/image-enhancer',
  '/background-generator',
  '/svg-generator',
  '/vector-illustrations',
  '/video-generator',
];

/**
 * Records whether the footer's code is fetched. Where the chrome shows, the layout asks for it in
 * its idle callback, so by `idleAndPainted` it has been requested (checked on a regular page
 * below); on a chromeless route it never is.
 */
function watchFooterChunk(page: Page): { requested: () => boolean; reset: () => void } {
  let requested = false;
  page.on('request', (request) => {
    if (/\/assets\/footer-[^/]+\.js$/.test(request.url())) requested = true;
  });
  return { requested: () => requested, reset: () => (requested = false) };
}

/**
 * Resolves once the browser has had an idle period after everything already queued, i.e. after
 * the layout's own idle callback (which mounts the footer where the chrome shows) has run and
 * React has painted what it set.
 */
async function idleAndPainted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
      ),
  );
}

test.describe('the app shell', () => {
  test('renders the landing page with its hero, navbar and footer', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(app.heading()).toHaveText(/Create stunning visuals/);
    await expect(app.navbar).toBeVisible();
    // The hero's own sign-up link (the sections below the fold, loaded when idle, repeat it).
    const hero = app.main.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: /Start Creating Free/ })).toHaveAttribute(
      'href',
      '/auth?type=signup',
    );
    await expect(page.locator('#pricing')).toBeVisible();
    await expect(page.locator('#ai-generator')).toBeVisible();
    await app.waitForFooter();
    await expect(page).toHaveTitle(/Hive Studio/);
    await app.expectNoCrash();
  });

  for (const route of publicRoutes) {
    test(`answers the public route ${route.path} without asking to sign in`, async ({ page }) => {
      const app = new AppPage(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await app.waitUntilLoaded();
      await expect(page).toHaveURL((url) => url.pathname === route.path.split('?')[0]);
      await expect(app.heading()).toHaveText(route.heading);
      await app.expectNoCrash();
    });
  }

  test('sends a signed-out visitor on a guarded route to sign in, keeping the target', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/dashboard');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/auth' &&
        url.searchParams.get('type') === 'signin' &&
        url.searchParams.get('redirect') === '/dashboard',
    );
    await app.goto('/checkout?plan=pro');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/auth' && url.searchParams.get('redirect') === '/checkout?plan=pro',
    );
    await app.expectNoCrash();
  });

  for (const path of chromelessRoutes) {
    test(`hides the navbar and footer on ${path}`, async ({ page }) => {
      const app = new AppPage(page);
      const footerChunk = watchFooterChunk(page);
      await app.goto(path);
      await expect(app.heading()).toBeVisible();
      // Give the idle-loaded footer its chance to (wrongly) appear.
      await idleAndPainted(page);
      expect(footerChunk.requested()).toBe(false);
      await expect(app.navbar).toHaveCount(0);
      await expect(app.footer).toHaveCount(0);
    });
  }

  test('hides the navbar and footer on the tool routes for a signed-in user', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request);
    const app = new AppPage(page);
    const footerChunk = watchFooterChunk(page);
    for (const path of chromelessToolRoutes) {
      footerChunk.reset();
      await openSignedIn(page, account, path);
      await app.waitUntilLoaded();
      await expect(page, path).toHaveURL((url) => url.pathname === path);
      await expect(app.heading(), path).toBeVisible();
      await idleAndPainted(page);
      expect(footerChunk.requested(), path).toBe(false);
      await expect(app.navbar, path).toHaveCount(0);
      await expect(app.footer, path).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign In' }), path).toHaveCount(0);
    }
    await app.expectNoCrash();
  });

  test('drops the chrome when a signed-in user opens a tool from a page that shows it, and brings it back', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const app = new AppPage(page);
    await openSignedIn(page, account, '/dashboard');
    await app.waitUntilLoaded();
    await expect(app.navbar).toBeVisible();
    await app.waitForFooter();
    // A client-side move: the footer is already mounted, so only the route rule can remove it.
    await app.main
      .getByTestId('tool-card')
      .getByRole('link', { name: /Background Remover/ })
      .click();
    await expect(page).toHaveURL(/\/background-remover$/);
    await expect(app.heading()).toBeVisible();
    await expect(app.navbar).toHaveCount(0);
    await expect(app.footer).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(app.navbar).toBeVisible();
    await expect(app.footer).toBeVisible();
    await app.expectNoCrash();
  });

  test('shows the chrome again on a regular page', async ({ page }) => {
    const app = new AppPage(page);
    const footerChunk = watchFooterChunk(page);
    await app.goto('/contact');
    await expect(app.navbar).toBeVisible();
    // The premise of the chromeless checks: by the first idle period the footer has been asked for.
    await idleAndPainted(page);
    expect(footerChunk.requested()).toBe(true);
    await app.waitForFooter();
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/no/such/page');
    await expect(app.heading()).toHaveText('Page not found');
    await expect(page.getByText('404')).toBeVisible();
    await expect(app.navbar).toBeVisible();
    await app.expectNoCrash();
  });

  test('shows a quiet notice when no backend is connected, and it can be dismissed', async ({
    page,
  }) => {
    // A static host with no Hive Local beside it answers 404 for the config.
    await page.route('**/_local/config', (route) =>
      route.fulfill({ status: 404, json: { error: 'no local backend' } }),
    );
    const app = new AppPage(page);
    await app.goto('/');
    const notice = page.getByRole('status').filter({ hasText: 'Offline preview' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('offers Sign In and Get Started to signed-out visitors', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(app.navbar.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?type=signin',
    );
    await expect(app.navbar.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth?type=signup',
    );
  });
});

test.describe('the footer', () => {
  test('lists the tools, the company links and the social links, with the copyright line', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/contact');
    await app.waitForFooter();
    const tools = app.footer.getByRole('navigation', { name: 'Tools' });
    await expect(tools.getByRole('link')).toHaveCount(12);
    await expect(tools.getByRole('link', { name: 'Background Remover' })).toHaveAttribute(
      'href',
      '/background-remover',
    );
    // Every tool is built now: the footer marks none "Coming soon", The Hive Editor included.
    await expectOpenTool(
      tools.getByTestId('footer-tool').filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(tools);
    await expect(
      tools
        .getByTestId('footer-tool')
        .filter({ hasText: 'Object Remover' })
        .getByTestId('tool-badge'),
    ).toHaveText('New');
    const company = app.footer.getByRole('navigation', { name: 'Company' });
    await expect(company.getByRole('link')).toHaveText([
      'About',
      'Contact',
      'Terms of Service',
      'Privacy Policy',
    ]);
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      await expect(company.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const social = app.footer.getByRole('list', { name: 'Social links' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(app.footer).toContainText(
      `© ${new Date().getFullYear()} Hive Studio. All rights reserved.`,
    );

    // A company link is a client-side move to its page.
    await company.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(app.heading()).toHaveText('Terms of Service');
  });

  test('opens an FAQ answer in the accordion, one at a time, and View all FAQ goes to /about#faq', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/contact');
    await app.waitForFooter();
    const faq = app.footer.getByRole('region', { name: 'FAQ' });
    const pricing = faq.getByRole('button', { name: 'How does pricing work?' });
    const formats = faq.getByRole('button', { name: 'Which file formats are supported?' });
    await expect(pricing).toHaveAttribute('aria-expanded', 'false');
    await pricing.click();
    await expect(pricing).toHaveAttribute('aria-expanded', 'true');
    await expect(
      faq.getByText(/New accounts get 50 free credits with no card needed/),
    ).toBeVisible();
    await formats.click();
    await expect(faq.getByText(/Upload JPG, PNG, WebP or SVG images/)).toBeVisible();
    await expect(pricing).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/New accounts get 50 free credits/)).toBeHidden();

    await faq.getByRole('link', { name: /View all FAQ/ }).click();
    await expect(page).toHaveURL(/\/about#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('Get Credits scrolls to pricing on the home page and goes there from another page', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.waitForFooter();
    await app.footer.getByRole('button', { name: 'Get Credits' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(page).toHaveURL(/\/#pricing$/);

    await app.goto('/privacy');
    await app.waitForFooter();
    await app.footer.getByRole('button', { name: 'Get Credits' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test.describe('router errors', () => {
  test('shows the router error screen when a page fails to load', async ({ page }) => {
    // A deploy that removed an old chunk is the common real-world cause.
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
