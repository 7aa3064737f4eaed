import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Page object for the app shell: navbar, footer, menus and the page's own heading. */
export class AppPage {
  readonly navbar: Locator;
  readonly footer: Locator;
  readonly main: Locator;
  readonly aiToolsTrigger: Locator;
  readonly aiToolsMenu: Locator;
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    this.navbar = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.getByRole('contentinfo');
    this.main = page.locator('main#main');
    this.aiToolsTrigger = this.navbar.getByRole('button', { name: 'AI Tools' });
    this.aiToolsMenu = page.getByRole('menu', { name: 'AI tools' });
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  /** Opens a path and waits until the auth loading overlay is gone. */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilLoaded();
  }

  /**
   * Waits until the app runs: its first route has rendered (the home page is visible before
   * that, prerendered, but its buttons only work once React has hydrated it) and no auth
   * overlay covers it.
   */
  async waitUntilLoaded(): Promise<void> {
    await this.page.waitForFunction(
      () => performance.getEntriesByName('hive:first-route-render').length > 0,
    );
    await this.waitForNoOverlay();
  }

  /** Waits until no auth loading overlay covers the page and its main content shows. */
  protected async waitForNoOverlay(): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    await expect(this.main).toBeVisible();
  }

  /** The page's main heading. */
  heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** Waits for the footer, which loads once the browser is idle. */
  async waitForFooter(): Promise<void> {
    await expect(this.footer).toBeVisible();
  }

  /** Menus load after first paint; wait until the real trigger (Radix sets data-state) is in. */
  async waitForMenus(): Promise<void> {
    await expect(this.aiToolsTrigger).toHaveAttribute('data-state', 'closed');
  }

  async expectNoCrash(): Promise<void> {
    await expect(this.page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(this.pageErrors, this.pageErrors.map((error) => error.message).join('\n')).toEqual([]);
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });
  }
}

/**
 * Checks that one tool's link or card (`item`) reads as a tool that works today, the one way every
 * menu and card shows it: data-status 'available', no "Coming soon" mark, and a link to `path`
 * (the item's own href, or that of the link inside it).
 */
export async function expectOpenTool(item: Locator, path: string): Promise<void> {
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-status', 'available');
  await expect(item.getByTestId('tool-status')).toHaveCount(0);
  await expect(item).not.toContainText('Coming soon');
  const href = await item.evaluate((element) =>
    (element.matches('a') ? element : element.querySelector('a'))?.getAttribute('href'),
  );
  expect(href).toBe(path);
}

/**
 * Checks that no tool in `surface` (a menu, the footer, a list of cards) is marked "coming soon":
 * every tool there can be opened now.
 */
export async function expectNoToolComingSoon(surface: Locator): Promise<void> {
  await expect(surface.locator('[data-status="coming-soon"]')).toHaveCount(0);
  await expect(surface.getByTestId('tool-status')).toHaveCount(0);
  await expect(surface.getByText('Coming soon')).toHaveCount(0);
}
