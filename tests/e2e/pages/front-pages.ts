// Page objects for the front door: the landing page's sections, the site pages, the API test
// page and the dashboard. Locators follow what people see (roles and names), not CSS.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AppPage } from './app-page';

/** The widths screenshots are taken at: phone, tablet, desktop. */
export const screenshotWidths = { phone: 390, tablet: 820, desktop: 1440 } as const;

/** Screenshots of the full page at phone, tablet and desktop widths into artifacts/screenshots. */
export async function screenshotAtWidths(
  page: Page,
  name: string,
  ready?: () => Promise<void>,
): Promise<void> {
  for (const [label, width] of Object.entries(screenshotWidths)) {
    await page.setViewportSize({
      width,
      height: label === 'phone' ? 844 : label === 'tablet' ? 1180 : 900,
    });
    if (ready) await ready();
    await page.screenshot({
      path: `artifacts/screenshots/${name}-${label}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
}

/** How finely the landing page's timers are timed on the page's clock. */
const CLOCK_STEP_MS = 50;

/** The landing page (/). */
export class FrontLandingPage extends AppPage {
  readonly slider: Locator;
  readonly gallery: Locator;
  readonly showcase: Locator;
  readonly liveUsers: Locator;
  readonly generator: Locator;
  /** The hero's button for someone signed in. */
  readonly createNow: Locator;

  constructor(page: Page) {
    super(page);
    this.createNow = this.main.getByRole('link', { name: /Create Now/ }).first();
    this.slider = page.locator('section[aria-roledescription="carousel"]');
    this.gallery = page.getByRole('region', { name: 'Made by the community, right now' });
    this.showcase = page.getByTestId('showcase');
    this.liveUsers = page.getByTestId('live-users');
    this.generator = page.locator('#ai-generator');
  }

  /**
   * `goto` for a page whose clock is installed (`page.clock.install()`): the clock's stand-in for
   * `performance` keeps no marks, so `waitUntilLoaded` cannot see the first route's render. The
   * below-the-fold chunk is not in the prerendered page: the app loads it once it runs and the
   * page is idle, so its arrival says the app is running.
   */
  async gotoOnClock(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForBelowTheFold();
    await this.waitForNoOverlay();
  }

  /** Waits until the below-the-fold chunk (loaded when idle) is on the page. */
  async waitForBelowTheFold(): Promise<void> {
    await expect(this.page.locator('#pricing')).toBeAttached();
    await expect(this.gallery).toBeAttached();
  }

  async activeSlide(): Promise<number> {
    return Number(await this.slider.getAttribute('data-active-index'));
  }

  async activeShowcase(): Promise<number> {
    return Number(await this.showcase.getAttribute('data-active-index'));
  }

  async liveUserCount(): Promise<number> {
    return Number((await this.liveUsers.textContent())?.replace(/[^0-9]/g, ''));
  }

  /** Whether every gallery row's scroll animation is running. */
  async galleryRowsPlaying(): Promise<boolean[]> {
    return this.gallery
      .locator('ul[data-duration]')
      .evaluateAll((rows) =>
        rows.map((row) =>
          row.getAnimations().every((animation) => animation.playState === 'running'),
        ),
      );
  }

  /** Pretends the tab went into the background (or came back). */
  async setTabHidden(hidden: boolean): Promise<void> {
    await this.page.evaluate((isHidden) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (isHidden ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
    await this.settle();
  }

  /**
   * Stops the page's clock. It must have been installed with `page.clock.install()` before the
   * page opened, and the page loaded with time running (the below-the-fold chunk waits for an
   * idle callback, which the clock holds too). From here on the page's timers fire only under
   * `runClock`.
   */
  async pauseClock(): Promise<void> {
    // A moment ahead: the page's time goes on while the call travels, and the clock cannot be
    // stopped at a time already past.
    await this.page.clock.pauseAt(await this.page.evaluate(() => Date.now() + 500));
  }

  /** Runs the paused clock on `ms`, firing the timers due, and lets React draw what they changed. */
  async runClock(ms: number): Promise<void> {
    await this.page.clock.runFor(ms);
    await this.settle();
  }

  /**
   * Runs the paused clock on in steps of CLOCK_STEP_MS until `read` gives something new, at most
   * `within` ms; returns what it changed to. The change then came less than one step ago.
   */
  async runClockUntilChange(read: () => Promise<number>, within: number): Promise<number> {
    const before = await read();
    for (let ran = 0; ran < within; ran += CLOCK_STEP_MS) {
      await this.runClock(CLOCK_STEP_MS);
      const now = await read();
      if (now !== before) return now;
    }
    throw new Error(`nothing changed in ${within} ms of the page's clock`);
  }

  /**
   * Just after a change seen by `runClockUntilChange`: runs the clock one `interval` less a step
   * and checks that `read` has not changed, then the last step; returns what `read` gives then.
   * A timer every `interval` ms must have fired in that last step, and not before.
   */
  async runClockThroughInterval(read: () => Promise<number>, interval: number): Promise<number> {
    const before = await read();
    await this.runClock(interval - CLOCK_STEP_MS);
    expect(await read()).toBe(before);
    await this.runClock(CLOCK_STEP_MS);
    return read();
  }

  /**
   * Waits for the renders a timer or an event queued. React queues them as messages (the clock
   * holds back timers, not messages), so a message posted after them arrives after they ran.
   */
  private async settle(): Promise<void> {
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** The contact page (/contact). */
export class FrontContactPage extends AppPage {
  async fill(values: {
    name: string;
    email: string;
    subject?: string;
    message: string;
  }): Promise<void> {
    await this.main.getByLabel('Name').fill(values.name);
    await this.main.getByLabel('E-mail').fill(values.email);
    await this.main.getByLabel('Subject (optional)').fill(values.subject ?? '');
    await this.main.getByLabel('Message').fill(values.message);
  }

  async send(): Promise<void> {
    await this.main.getByRole('button', { name: 'Send message' }).click();
  }

  async sendAnother(): Promise<void> {
    await this.main.getByRole('button', { name: 'Send another message' }).click();
  }
}

/** The API test page (/api-test). */
export class FrontApiTestPage extends AppPage {
  readonly endpoint: Locator;
  readonly method: Locator;
  readonly payload: Locator;
  readonly sendButton: Locator;
  readonly alert: Locator;
  readonly responseStatus: Locator;
  readonly responseBody: Locator;

  constructor(page: Page) {
    super(page);
    this.endpoint = this.main.getByLabel('Endpoint');
    this.method = this.main.getByLabel('Method');
    this.payload = this.main.getByLabel('JSON payload');
    this.sendButton = this.main.getByRole('button', { name: 'Send', exact: true });
    this.alert = this.main.getByRole('alert');
    this.responseStatus = page.getByTestId('response-status');
    this.responseBody = this.main.getByLabel('Response body');
  }
}

/** The dashboard (/dashboard). */
export class FrontDashboardPage extends AppPage {
  readonly toolCards: Locator;
  readonly balance: Locator;

  constructor(page: Page) {
    super(page);
    this.toolCards = page.getByTestId('tool-card');
    this.balance = page.getByTestId('dashboard-balance');
  }

  card(name: string): Locator {
    return this.toolCards.filter({ has: this.page.getByText(name, { exact: true }) });
  }
}

/** What a tool card says about itself, read from the card before following its link. */
export interface ToolCardFacts {
  href: string;
  /** The card's data-status ('available', 'coming-soon', …). */
  status: string | null;
  /** The card's whole text. */
  text: string;
  /** The trimmed text of the card's [data-testid="tool-status"] label, if it has one. */
  statusLabel: string | null;
  /** Whether the card shows a [data-testid="tool-cost"]. */
  promisesCost: boolean;
  /** Whether the card shows a New or Pro badge ([data-testid="tool-badge"]). */
  hasBadge: boolean;
}

/**
 * Reads every card in `cards`, then for each one checks that it says 'Coming soon' exactly when
 * its data-status is 'coming-soon', follows its link and checks that the page it leads to has its
 * heading and shows the coming-soon notice exactly then too. By default "says" means the card's
 * text contains 'Coming soon'; with `comingSoonFrom: 'status-label'` it means the card's
 * tool-status label reads exactly 'Coming soon'. A coming-soon card carries no New or Pro badge.
 * Returns what was read, for further checks.
 */
export async function expectCardsMatchTheirPages(
  page: Page,
  cards: Locator,
  heading: Locator,
  options: { comingSoonFrom?: 'text' | 'status-label' } = {},
): Promise<ToolCardFacts[]> {
  const tools = await cards.evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector('a')?.getAttribute('href') ?? '',
      status: item.getAttribute('data-status'),
      text: item.textContent ?? '',
      statusLabel: item.querySelector('[data-testid="tool-status"]')?.textContent?.trim() ?? null,
      promisesCost: item.querySelector('[data-testid="tool-cost"]') !== null,
      hasBadge: item.querySelector('[data-testid="tool-badge"]') !== null,
    })),
  );
  for (const tool of tools) {
    const saysComingSoon =
      options.comingSoonFrom === 'status-label'
        ? tool.statusLabel === 'Coming soon'
        : tool.text.includes('Coming soon');
    expect(saysComingSoon, tool.href).toBe(tool.status === 'coming-soon');
    // Nothing is "new" that nobody can open yet.
    if (tool.status === 'coming-soon') expect(tool.hasBadge, tool.href).toBe(false);
    // The card tells the truth about the page it leads to.
    await page.goto(tool.href);
    await expect(heading, tool.href).toBeVisible();
    await expect(page.getByTestId('coming-soon'), tool.href).toHaveCount(
      tool.status === 'coming-soon' ? 1 : 0,
    );
  }
  return tools;
}
