// The prerendered home page: its HTML carries the hero (so it paints before any JavaScript),
// React hydrates it without a mismatch, a visitor never sees the auth overlay, and someone who
// may be signed in never sees the visitor's page.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts';
import { FrontLandingPage } from './pages/front-pages';

/** Console errors and page errors of `page` (React reports hydration mismatches as errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Records whether the auth overlay ('Loading...') ever enters the page. */
async function watchForOverlay(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { overlay: false };
    Object.assign(window, { __hiveOverlaySeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="status"]')?.textContent?.includes('Loading...'))
        seen.overlay = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds back the app's entry script, so the prerendered markup is on screen for a while first. */
async function delayAppScript(page: Page): Promise<void> {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/** Counts animation frames (each comes before a paint) while #root holds prerendered markup. */
async function watchPrerenderFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames = { painted: 0, visible: 0 };
    Object.assign(window, { __hivePrerenderFrames: frames });
    const started = performance.now();
    const check = () => {
      const root = document.getElementById('root');
      if (root?.dataset.prerendered !== undefined && root.childElementCount > 0) {
        frames.painted += 1;
        if (getComputedStyle(root).visibility === 'visible') frames.visible += 1;
      }
      if (performance.now() - started < 10_000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const prerenderFrames = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __hivePrerenderFrames: { painted: number; visible: number } })
        .__hivePrerenderFrames,
  );

const overlaySeen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __hiveOverlaySeen: { overlay: boolean } }).__hiveOverlaySeen.overlay,
  );

test.describe('prerendered home page', () => {
  test('/ is served with the hero in its HTML; other pages get the empty app shell', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { accept: 'text/html' } });
    expect(home.headers()['content-type']).toContain('text/html');
    const html = await home.text();
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toContain('Create stunning visuals');
    expect(html).toMatch(/<img[^>]+src="\/imagery\/slider-golden-dunes\.webp"[^>]+fetchpriority/i);
    expect(html).toContain('<title>Home · Hive Studio</title>');

    for (const path of ['/about', '/pricing', '/no-such-page']) {
      const shell = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(shell, path).toContain('<div id="root"></div>');
      expect(shell, path).not.toContain('Create stunning visuals');
    }
  });

  test('shows the hero, its links and the first picture with JavaScript off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Create stunning visuals');
    await expect(page.getByRole('link', { name: /Start Creating Free/ })).toHaveAttribute(
      'href',
      '/auth?type=signup',
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Golden dunes at dusk' });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await context.close();
  });

  test('a visitor gets the page hydrated: no mismatch, no overlay, and it works', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await watchForOverlay(page);
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    await expect(page.locator('html')).not.toHaveAttribute('data-session', /.*/);
    // The first picture finished before React attached its handlers: still counted as loaded.
    const slides = landing.slider.locator('[data-slide-index]');
    await expect(slides.nth(0).locator('[data-state]')).toHaveAttribute('data-state', 'loaded');
    await expect(slides.nth(4).locator('[data-state]')).toHaveAttribute('data-state', 'loaded');
    // Hydrated handlers: the pause button toggles, and the menus load.
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await landing.waitForMenus();
    await landing.waitForBelowTheFold();
    expect(await overlaySeen(page)).toBe(false);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('someone signed in never sees the visitor page: hidden until their own renders', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const errors = collectErrors(page);
    await delayAppScript(page);
    await watchPrerenderFrames(page);
    await openSignedIn(page, account, '/');
    const landing = new FrontLandingPage(page);
    await landing.waitUntilLoaded();
    const frames = await prerenderFrames(page);
    expect(frames.painted, 'frames painted before the app started').toBeGreaterThan(0);
    expect(frames.visible, 'of which showed the visitor page').toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-session', '');
    await expect(landing.createNow).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
    await expect(page.locator('#root')).toBeVisible();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('a visitor sees the prerendered page before the app has loaded', async ({ page }) => {
    await delayAppScript(page);
    await watchPrerenderFrames(page);
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    const frames = await prerenderFrames(page);
    expect(frames.painted).toBeGreaterThan(0);
    expect(frames.visible).toBe(frames.painted);
  });

  test('an anchor visit renders afresh and scrolls to its section', async ({ page }) => {
    const errors = collectErrors(page);
    const landing = new FrontLandingPage(page);
    await landing.goto('/#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
