import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { AppPage, expectNoToolComingSoon, expectOpenTool } from './pages/app-page';
import { createAccount, openSignedIn } from './support/accounts';

/** Accessible name of the focused element, and whether a focus indicator is drawn. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { name: '', visible: false };
    const style = getComputedStyle(element);
    const ring =
      style.boxShadow !== 'none' || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      visible: ring,
    };
  });
}

test.describe('navbar', () => {
  test('moves through the navbar with Tab in order, each stop with a visible focus ring', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.waitForMenus();
    const expected = [
      'Skip to content',
      'Hive Studio home',
      'Home',
      'AI Tools',
      'Pricing',
      'My Creations',
      'Contact Us',
      'Sign In',
      'Get Started',
    ];
    for (const name of expected) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      expect(state.name).toBe(name);
      expect(state.visible, `focus ring on ${name}`).toBe(true);
    }
  });

  test('opens the AI tools menu with Enter and lists 5 categories and 12 tools', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.waitForMenus();
    await app.aiToolsTrigger.focus();
    await page.keyboard.press('Enter');
    await expect(app.aiToolsMenu).toBeVisible();
    await expect(app.aiToolsMenu.getByTestId('tool-category')).toHaveCount(5);
    await expect(app.aiToolsMenu.getByTestId('tool-link')).toHaveCount(12);
    for (const category of [
      'Edit Tools',
      'Photo Editing',
      'Image Generation',
      'Documents',
      'Video Tools',
    ]) {
      await expect(app.aiToolsMenu.getByText(category, { exact: true })).toBeVisible();
    }
    await expect(app.aiToolsMenu.getByText('New', { exact: true }).first()).toBeVisible();
    // Every tool can be opened now: none says "Coming soon", and a tool's New badge shows.
    const toolLinks = app.aiToolsMenu.getByTestId('tool-link');
    await expect(
      app.aiToolsMenu.locator('[data-testid="tool-link"][data-status="available"]'),
    ).toHaveCount(12);
    await expectNoToolComingSoon(app.aiToolsMenu);
    // The Hive Editor, the last tool to be built, is listed under Edit Tools with its link.
    await expectOpenTool(
      app.aiToolsMenu
        .locator('[data-testid="tool-category"][aria-label="Edit Tools"]')
        .getByTestId('tool-link')
        .filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expect(
      toolLinks.filter({ hasText: 'Object Remover' }).getByTestId('tool-badge'),
    ).toHaveText('New');
    await expect(app.aiToolsMenu.getByRole('menuitem', { name: 'View All Tools' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.screenshot({ path: 'artifacts/screenshots/ai-tools-menu-desktop.png' });
    // Opened by keyboard, the first tool has focus; arrows move on; Escape closes and focus returns.
    await expect(app.aiToolsMenu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(app.aiToolsMenu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(app.aiToolsMenu).toHaveCount(0);
    await expect(app.aiToolsTrigger).toBeFocused();
  });

  test('opens a tool from the AI tools menu with the keyboard', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/contact');
    await app.waitForMenus();
    await app.aiToolsTrigger.focus();
    await page.keyboard.press('Enter');
    // The menu loads on first use: wait until it has focus before moving through it.
    await expect(app.aiToolsMenu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(app.aiToolsMenu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    // The second tool is the Background Remover, a guarded route: signed out, it goes to sign in.
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/auth' && url.searchParams.get('redirect') === '/background-remover',
    );
  });

  test('opens the AI tools menu even when clicked before it has loaded', async ({ page }) => {
    const app = new AppPage(page);
    await page.route(/ai-tools-menu-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await app.goto('/');
    await app.aiToolsTrigger.click();
    await expect(app.aiToolsMenu).toBeVisible();
  });

  test('scrolls to the pricing section on the home page when Pricing is clicked', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await app.navbar.getByRole('button', { name: 'Pricing' }).click();
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect(page).toHaveURL(/\/#pricing$/);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`scrolls to pricing ${reducedMotion === 'reduce' ? 'in one jump under reduced motion' : 'smoothly'}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const app = new AppPage(page);
      await app.goto('/');
      await expect(page.locator('#pricing')).toBeAttached();
      await page.evaluate(() => {
        const record = { positions: [] as number[], last: 0 };
        (window as unknown as { scrolls: typeof record }).scrolls = record;
        window.addEventListener(
          'scroll',
          () => {
            record.positions.push(Math.round(window.scrollY));
            record.last = performance.now();
          },
          { passive: true },
        );
      });
      await app.navbar.getByRole('button', { name: 'Pricing' }).click();
      await expect(page.locator('#pricing')).toBeInViewport();
      // Let a smooth scroll (if any) come to rest before counting the positions it passed through.
      const scrolls = () =>
        page.evaluate(() => {
          const record = (window as unknown as { scrolls: { positions: number[]; last: number } })
            .scrolls;
          return {
            settled: performance.now() - record.last > 300,
            distinct: new Set(record.positions).size,
          };
        });
      await expect.poll(async () => (await scrolls()).settled).toBe(true);
      const positions = (await scrolls()).distinct;
      if (reducedMotion === 'reduce') expect(positions).toBe(1);
      else expect(positions).toBeGreaterThan(3);
    });
  }

  test('goes to /#pricing from another page and scrolls there', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/contact');
    await app.navbar.getByRole('button', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('highlights the link of the current page', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/contact');
    await expect(app.navbar.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(app.navbar.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('shows the scroll-to-top button after 400 px and scrolls back up', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    // The sections below the hero load after first paint; until then the page is too short to scroll.
    await app.waitForFooter();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens the slide-out menu with the account header, links and tools', async ({ page }) => {
    const app = new AppPage(page);
    await app.goto('/');
    await expect(app.navbar.getByRole('link', { name: 'Home', exact: true })).toBeHidden();
    await app.waitForFooter();
    await app.screenshot('landing-mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: /Background Remover/ })).toBeVisible();
    await expectOpenTool(
      sheet.getByTestId('mobile-tool').filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(sheet);
    await page.screenshot({ path: 'artifacts/screenshots/mobile-menu.png' });
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });
});

test.describe('tool marks', () => {
  test('no tool is marked "Coming soon" in any menu or on any card, and The Hive Editor opens from each', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const account = await createAccount(request);
    const app = new AppPage(page);
    // The Hive Editor is in every list of tools: menus, footer, dashboard and both landings.
    await openSignedIn(page, account, '/');
    await app.waitUntilLoaded();
    await app.waitForMenus();

    await app.aiToolsTrigger.click();
    await expect(app.aiToolsMenu).toBeVisible();
    await expectOpenTool(
      app.aiToolsMenu.getByTestId('tool-link').filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(app.aiToolsMenu);
    await page.keyboard.press('Escape');
    await expect(app.aiToolsMenu).toHaveCount(0);

    const quickAccess = page.getByRole('region', { name: 'Quick Access' });
    await expectOpenTool(
      quickAccess.getByTestId('quick-access-card').filter({ hasText: 'Edit Image' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(quickAccess);
    await app.waitForFooter();
    await expectOpenTool(
      app.footer.getByTestId('footer-tool').filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(app.footer);

    await app.goto('/dashboard');
    await expectOpenTool(
      page.getByTestId('tool-card').filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(app.main);

    await app.goto('/modern');
    await expectOpenTool(
      page.getByTestId('modern-tool').filter({ hasText: 'Hive Edit' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(app.main);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    await expectOpenTool(
      sheet.getByTestId('mobile-tool').filter({ hasText: 'The Hive Editor' }),
      '/hive-edit',
    );
    await expectNoToolComingSoon(sheet);
    await app.expectNoCrash();
  });
});

test.describe('screenshots', () => {
  test('captures the main layouts at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const app = new AppPage(page);
    await app.goto('/');
    await app.waitForFooter();
    await app.waitForMenus();
    await page.evaluate(() => document.fonts.ready);
    await app.screenshot('landing-desktop');
    await page.screenshot({ path: 'artifacts/screenshots/landing-desktop-fold.png' });
    await app.goto('/about');
    await app.waitForFooter();
    await app.screenshot('about-desktop');
    await app.goto('/auth?type=signin');
    await app.screenshot('chromeless-auth-desktop');
    await app.goto('/nope');
    await app.waitForFooter();
    await app.screenshot('not-found-desktop');
  });

  test("captures The Hive Editor's start screen, signed in (a full-screen tool route)", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const account = await createAccount(request);
    const app = new AppPage(page);
    // The editor is built now: its start screen, with no chrome and no "coming soon" notice.
    await openSignedIn(page, account, '/hive-edit');
    await app.waitUntilLoaded();
    await expect(app.heading()).toHaveText('The Hive Editor');
    for (const section of ['New design', 'Start from a picture', 'Recent designs']) {
      await expect(app.main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    // A new account has no designs yet (and the list has finished loading).
    await expect(app.main.getByText('Your designs will show here.')).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    await expect(app.navbar).toHaveCount(0);
    await expect(app.footer).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    await app.screenshot('hive-edit-start-chromeless-desktop');
    await app.expectNoCrash();
  });
});
