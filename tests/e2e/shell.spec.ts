import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';

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

test.describe('the app shell', () => {
  test('renders the landing page with its hero, navbar and footer', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(app.heading()).toHaveText(/Create stunning visuals/);
    await expect(app.navbar).toBeVisible();
    await expect(page.getByRole('link', { name: /Start Creating Free/ })).toHaveAttribute(
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
      await app.goto(path);
      await expect(app.heading()).toBeVisible();
      // Give the idle-loaded footer its chance to (wrongly) appear.
      await page.waitForTimeout(500);
      await expect(app.navbar).toHaveCount(0);
      await expect(app.footer).toHaveCount(0);
    });
  }

  test('shows the chrome again on a regular page', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/contact');
    await expect(app.navbar).toBeVisible();
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
    await page.route('**/_local/config', (route) => route.fulfill({ status: 404, json: { error: 'no local backend' } }));
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

test.describe('router errors', () => {
  test('shows the router error screen when a page fails to load', async ({ page }) => {
    // A deploy that removed an old chunk is the common real-world cause.
    await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
