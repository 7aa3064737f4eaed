// The front door end to end: the landing page's sections and behaviours, the site pages, the
// contact form against the real contact_messages table, the API test page, the dashboard, axe
// checks and screenshots at phone, tablet and desktop widths.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import type { HiveLocal } from '../../src/backend/server';
import { createAccount, openSignedIn } from './support/accounts';
import type { TestAccount } from './support/accounts';
import { setSubscription, startOwnHiveLocal } from './support/own-hive-local';
import {
  expectCardsMatchTheirPages,
  FrontApiTestPage,
  FrontContactPage,
  FrontDashboardPage,
  FrontLandingPage,
  screenshotAtWidths,
} from './pages/front-pages';
import { expectAccessible } from './support/accessibility';

test.describe('landing page', () => {
  test('renders every section of spec 2.4 in order, with the right links', async ({ page }) => {
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    await landing.waitForBelowTheFold();
    const main = landing.main;
    await expect(landing.heading()).toContainText('Create stunning visuals');
    await expect(main.getByRole('link', { name: /Start Creating Free/ }).first()).toHaveAttribute(
      'href',
      '/auth?type=signup',
    );
    await expect(main.getByRole('link', { name: /Remove a Background/ })).toHaveAttribute(
      'href',
      '/background-remover',
    );
    for (const [name, href] of [
      ['Create Image', '/artwork-generator'],
      ['Create Video', '/video-generator'],
      ['Edit Image', '/hive-edit'],
    ] as const) {
      await expect(main.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(main.getByRole('heading', { name: 'Get 50 free credits' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro',
    );
    const order = await main
      .locator('section[aria-labelledby], section[id]')
      .evaluateAll((sections) =>
        sections.map((section) => section.id || section.getAttribute('aria-labelledby')),
      );
    const expected = [
      'hero-title',
      'offer-title',
      'ai-generator',
      'gallery',
      'trusted-title',
      'showcase-title',
      'features-title',
      'final-cta-title',
      'testimonials-title',
      'pricing',
    ];
    expect(order.filter((id) => expected.includes(id ?? ''))).toEqual(expected);
    await expect(
      main.getByRole('heading', { name: /Trusted by 100,000\+ creators/ }),
    ).toBeVisible();
    await expect(
      page.locator('#pricing').getByRole('listitem').filter({ hasText: 'credits' }).first(),
    ).toBeVisible();
    await landing.expectNoCrash();
  });

  test("Quick Access cards lead to built tools, none says 'Coming soon', and Edit Image opens the editor", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const landing = new FrontLandingPage(page);
    await openSignedIn(page, account, '/');
    await landing.waitUntilLoaded();
    const cards = page.getByTestId('quick-access-card');
    await expect(cards).toHaveCount(3);
    for (const name of ['Create Image', 'Create Video', 'Edit Image']) {
      await expect(cards.filter({ hasText: name })).toHaveAttribute('data-status', 'available');
      await expect(cards.filter({ hasText: name })).not.toContainText('Coming soon');
    }
    const tools = await expectCardsMatchTheirPages(page, cards, landing.heading(), {
      comingSoonFrom: 'status-label',
    });
    expect(tools.map((tool) => tool.status)).toEqual(['available', 'available', 'available']);
    // Edit Image opens The Hive Editor's start screen.
    await page.goto('/');
    await landing.waitUntilLoaded();
    await cards.filter({ hasText: 'Edit Image' }).getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/hive-edit');
    await expect(landing.heading()).toHaveText('The Hive Editor');
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  });

  test('shows Create Now to /dashboard when signed in', async ({ page, request }) => {
    const account = await createAccount(request);
    await openSignedIn(page, account, '/');
    await expect(new FrontLandingPage(page).createNow).toHaveAttribute('href', '/dashboard');
  });

  test('slider: first picture loads at once, the rest in turn, and a new slide every 5 s', async ({
    page,
  }) => {
    await page.clock.install();
    const landing = new FrontLandingPage(page);
    await landing.gotoOnClock('/');
    const slides = landing.slider.locator('[data-slide-index]');
    await expect(slides).toHaveCount(5);
    await expect(slides.nth(0).locator('[data-state]')).toHaveAttribute('data-state', 'loaded');
    await expect(slides.nth(4).locator('[data-state]')).toHaveAttribute('data-state', 'loaded');
    // On the page's own clock: a slide changes, then nothing for 4.95 s, then the next, in order.
    await landing.pauseClock();
    const first = await landing.runClockUntilChange(() => landing.activeSlide(), 5050);
    expect(await landing.runClockThroughInterval(() => landing.activeSlide(), 5000)).toBe(
      (first + 1) % 5,
    );
    await landing.slider.getByRole('button', { name: /Show slide 4/ }).click();
    expect(await landing.activeSlide()).toBe(3);
  });

  test('slider: a picture that cannot load says so', async ({ page }) => {
    await page.route('**/imagery/slider-golden-dunes.*', (route) => route.abort());
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    const first = landing.slider.locator('[data-slide-index="0"] [data-state]');
    await expect(first).toHaveAttribute('data-state', 'failed');
    await expect(first.getByText('Failed to load image')).toBeVisible();
    // The failure still lets the next batch load.
    await expect(landing.slider.locator('[data-slide-index="1"] [data-state]')).toHaveAttribute(
      'data-state',
      'loaded',
    );
  });

  test('gallery: rows scroll in 165–195 s, play/pause stops them, a picture opens in a dialog', async ({
    page,
  }) => {
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    await landing.waitForBelowTheFold();
    const rows = landing.gallery.locator('ul[data-duration]');
    await expect(rows).toHaveCount(3);
    expect(
      await rows.evaluateAll((elements) =>
        elements.map((element) => Number(element.getAttribute('data-duration'))),
      ),
    ).toEqual([165, 180, 195]);
    const durations = await rows.evaluateAll((elements) =>
      elements.map((element) => element.getAnimations()[0]?.effect?.getTiming().duration),
    );
    expect(durations).toEqual([165_000, 180_000, 195_000]);
    expect(await landing.galleryRowsPlaying()).toEqual([true, true, true]);
    await landing.gallery.getByRole('button', { name: 'Pause gallery' }).click();
    expect(await landing.galleryRowsPlaying()).toEqual([false, false, false]);
    await landing.gallery.getByRole('button', { name: 'Play gallery' }).click();
    expect(await landing.galleryRowsPlaying()).toEqual([true, true, true]);

    // Pictures move while the gallery plays; open one from the paused gallery (Playwright clicks only still targets).
    await landing.gallery.getByRole('button', { name: 'Pause gallery' }).click();
    await landing.gallery.getByRole('button', { name: 'Open “Retro arcade”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retro arcade' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('pixel art arcade hero jumping over lava')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Retro arcade' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(
      landing.gallery.getByRole('link', { name: 'Start Creating Free' }),
    ).toHaveAttribute('href', '/auth?type=signup');
  });

  test('live-users counter rises by 1 to 3 every 8 s, and stops while the tab is hidden', async ({
    page,
  }) => {
    await page.clock.install();
    const landing = new FrontLandingPage(page);
    await landing.gotoOnClock('/');
    await landing.waitForBelowTheFold();
    // On the page's own clock: a rise, then nothing for 7.95 s, then the next; each by 1 to 3.
    await landing.pauseClock();
    const start = await landing.liveUserCount();
    const first = await landing.runClockUntilChange(() => landing.liveUserCount(), 8050);
    const second = await landing.runClockThroughInterval(() => landing.liveUserCount(), 8000);
    for (const [before, after] of [
      [start, first],
      [first, second],
    ]) {
      expect(after! - before!).toBeGreaterThanOrEqual(1);
      expect(after! - before!).toBeLessThanOrEqual(3);
    }

    await landing.setTabHidden(true);
    expect(await landing.galleryRowsPlaying()).toEqual([false, false, false]);
    const slideAt = await landing.activeSlide();
    // Half a minute hidden: no rise, no new slide.
    await landing.runClock(30_000);
    expect(await landing.liveUserCount()).toBe(second);
    expect(await landing.activeSlide()).toBe(slideAt);
    await landing.setTabHidden(false);
    expect(await landing.galleryRowsPlaying()).toEqual([true, true, true]);
    // Back in front, the counter rises again within 8 s.
    await landing.runClock(8000);
    expect(await landing.liveUserCount()).toBeGreaterThan(second);
  });

  test('showcase advances every 3 s unless paused', async ({ page }) => {
    await page.clock.install();
    const landing = new FrontLandingPage(page);
    await landing.gotoOnClock('/');
    await landing.waitForBelowTheFold();
    // On the page's own clock: an advance, then nothing for 2.95 s, then the next.
    await landing.pauseClock();
    const first = await landing.runClockUntilChange(() => landing.activeShowcase(), 3050);
    expect(await landing.runClockThroughInterval(() => landing.activeShowcase(), 3000)).toBe(
      (first + 1) % 4,
    );
    await page.getByRole('button', { name: 'Pause showcase' }).click();
    const paused = await landing.activeShowcase();
    await landing.runClock(30_000);
    expect(await landing.activeShowcase()).toBe(paused);
    // Play starts the 3 s afresh.
    await page.getByRole('button', { name: 'Play showcase' }).click();
    await expect(page.getByRole('button', { name: 'Pause showcase' })).toBeVisible();
    expect(await landing.runClockThroughInterval(() => landing.activeShowcase(), 3000)).toBe(
      (paused + 1) % 4,
    );
  });

  test('respects reduced motion: nothing moves by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    const landing = new FrontLandingPage(page);
    await landing.gotoOnClock('/');
    await landing.waitForBelowTheFold();
    expect(await landing.galleryRowsPlaying()).toEqual([false, false, false]);
    // Half a minute on the page's clock: six slides' and ten showcase items' worth.
    await landing.pauseClock();
    const users = await landing.liveUserCount();
    await landing.runClock(30_000);
    expect(await landing.activeSlide()).toBe(0);
    expect(await landing.activeShowcase()).toBe(0);
    // The clock did run: the counter, which is not motion, rose meanwhile.
    expect(await landing.liveUserCount()).toBeGreaterThan(users);
  });

  test('the in-page generator asks visitors to sign in, and picks Logo Design with its promo', async ({
    page,
  }) => {
    const landing = new FrontLandingPage(page);
    await landing.goto('/#ai-generator');
    await landing.waitForBelowTheFold();
    await landing.generator.getByText('Logo Design').click();
    await expect(landing.generator.getByTestId('logo-creator-promo')).toContainText('6 styles');
    await expect(
      landing.generator.getByRole('link', { name: /Open the Logo Creator/ }),
    ).toHaveAttribute('href', '/logo-creator');
    await expect(landing.generator.getByRole('button', { name: /Generate/ })).toContainText('8');
    await landing.generator.getByLabel('Prompt').fill('A golden bee logo');
    await landing.generator.getByRole('button', { name: /Generate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ready to Create More?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('50 free credits');
    await expect(dialog.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute(
      'href',
      /\/auth\?type=signin/,
    );
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the in-page generator runs the real generate-image function for a signed-in user', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await openSignedIn(page, account, '/#ai-generator');
    const landing = new FrontLandingPage(page);
    await landing.waitUntilLoaded();
    await landing.waitForBelowTheFold();
    // No hosted model is configured here: the button says the local preview is free, as the
    // server will charge it (the visitor's prerendered page showed the hosted price).
    await expect(landing.generator.getByRole('button', { name: /Generate/ })).toContainText(
      'Local preview · free',
    );
    await landing.generator.getByLabel('Prompt').fill('A golden honeycomb city at sunrise');
    await landing.generator.getByRole('button', { name: /Generate/ }).click();
    const results = landing.generator.getByRole('img', { name: /^Result \d for/ });
    await expect(results).toHaveCount(3, { timeout: 45_000 });
    // No provider key: the local preview ran, and the server charged nothing for it.
    await expect(landing.generator.getByText(/ 0 credits used · 50 left/)).toBeVisible();

    // Download HD: the spec 9 landing helper, 2.8 times the image as a PNG labelled 300 PPI.
    const shown = await results
      .first()
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      landing.generator.getByRole('button', { name: 'Download result 1, 2.8× at 300 PPI' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('golden-honeycomb-01-preview.png');
    const saved = await sharp(await readFile(await download.path())).metadata();
    expect([saved.format, saved.width, saved.height, saved.density]).toEqual([
      'png',
      Math.round(shown[0]! * 2.8),
      Math.round(shown[1]! * 2.8),
      300,
    ]);
  });

  test('the support chat answers from the FAQ', async ({ page }) => {
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    await chat.getByLabel('Your question').fill('How much do credit packs cost?');
    await chat.getByRole('button', { name: 'Send question' }).click();
    await expect(
      chat.getByTestId('chat-log').locator('[data-from="assistant"]').last(),
    ).toContainText('Starter $9.99 for 200 credits');
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
  });

  test('the support chat says what it is to a signed-in user, offers the contact page, and passes axe', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const landing = new FrontLandingPage(page);
    const identityCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/chatbot-identity')) identityCalls.push(sent.url());
    });
    await openSignedIn(page, account, '/');
    await landing.waitUntilLoaded();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    await expect(chat.getByLabel('Your question')).toBeFocused();
    // It answers from the FAQ in the page; it promises no e-mail replies and sends nothing anywhere.
    await expect(chat.getByText('Answers from our FAQ')).toBeVisible();
    await expect(chat.getByText(/e-?mail too|signed in/i)).toHaveCount(0);
    await chat.getByRole('button', { name: 'Does anything work offline?' }).click();
    await expect(chat.getByTestId('chat-log').locator('[data-from="visitor"]')).toHaveText([
      'You: Does anything work offline?',
    ]);
    await chat.getByLabel('Your question').fill('zzz qqq');
    await chat.getByLabel('Your question').press('Enter');
    await expect(
      chat.getByTestId('chat-log').locator('[data-from="assistant"]').last(),
    ).toContainText('I could not find that in our FAQ. Please write to us from the Contact page');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({
      path: 'artifacts/screenshots/front-support-chat-open.png',
      animations: 'disabled',
    });
    expect(identityCalls).toEqual([]);
    await chat.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(landing.heading()).toHaveText('Contact Us');
  });

  test('has no serious accessibility violations, and looks right at every width', async ({
    page,
  }) => {
    const landing = new FrontLandingPage(page);
    await landing.goto('/');
    await landing.waitForBelowTheFold();
    await landing.waitForFooter();
    await expectAccessible(page);
    await screenshotAtWidths(page, 'front-landing', async () => {
      await page.evaluate(async () => {
        // Scroll through once so lazy pictures load before the full-page screenshot.
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
    });
  });
});

test.describe('site pages', () => {
  const pages = [
    { path: '/modern', heading: /One studio/, name: 'front-modern' },
    { path: '/about', heading: 'The AI design studio for creators', name: 'front-about' },
    { path: '/contact', heading: 'Contact Us', name: 'front-contact' },
    { path: '/privacy', heading: 'Privacy Policy', name: 'front-privacy' },
    { path: '/terms', heading: 'Terms of Service', name: 'front-terms' },
    { path: '/maintenance', heading: 'We’ll be right back', name: 'front-maintenance' },
    { path: '/api-test', heading: 'API Test', name: 'front-api-test' },
    { path: '/generator', heading: 'AI Generator', name: 'front-generator' },
    { path: '/no-such-page', heading: 'Page not found', name: 'front-not-found' },
  ];
  for (const { path, heading, name } of pages) {
    test(`${path} renders, passes axe and is screenshotted`, async ({ page }) => {
      const app = new FrontLandingPage(page);
      await app.goto(path);
      await expect(app.heading()).toHaveText(heading);
      await expectAccessible(page);
      await screenshotAtWidths(page, name);
      await app.expectNoCrash();
    });
  }

  test('/modern has its nav links and the six tool cards', async ({ page }) => {
    const app = new FrontLandingPage(page);
    await app.goto('/modern');
    const nav = page.getByRole('navigation', { name: 'Modern landing' });
    await expect(nav.getByRole('link')).toHaveText(['Tools', 'Gallery', 'Pricing', 'About']);
    const cards = [
      ['Artwork Generator', '/artwork-generator'],
      ['Background Remover', '/background-remover'],
      ['Video Generator', '/video-generator'],
      ['Logo Creator', '/logo-creator'],
      ['Image Enhancer', '/image-enhancer'],
      ['Hive Edit', '/hive-edit'],
    ];
    for (const [title, href] of cards) {
      await expect(
        page.locator('#tools').getByRole('link', { name: new RegExp(title!) }),
      ).toHaveAttribute('href', href!);
    }
  });

  test("/modern's tool cards all say 'Open' and lead to built tools, none 'Coming soon'", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const app = new FrontLandingPage(page);
    await openSignedIn(page, account, '/modern');
    await app.waitUntilLoaded();
    const cards = page.getByTestId('modern-tool');
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: 'Hive Edit' })).toContainText('Open');
    await expect(cards.filter({ hasText: 'Hive Edit' })).not.toContainText('Coming soon');
    await expect(cards.filter({ hasText: 'Video Generator' })).toContainText('Open');
    await expect(cards.filter({ hasText: 'Background Remover' })).toContainText('Open');
    const tools = await expectCardsMatchTheirPages(page, cards, app.heading(), {
      comingSoonFrom: 'status-label',
    });
    for (const tool of tools) expect(tool.status, tool.href).toBe('available');
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`/modern's Tools link scrolls to the tools in the page (${reducedMotion === 'reduce' ? 'at once with reduced motion' : 'smoothly'})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      const app = new FrontLandingPage(page);
      await app.goto('/modern');
      const toolsLink = page
        .getByRole('navigation', { name: 'Modern landing' })
        .getByRole('link', { name: 'Tools' });
      await expect(toolsLink).toHaveAttribute('href', '#tools');
      // The footer loads when the browser is idle; until it is there the page may be too short
      // to bring the tools up to the scroll margin.
      await expect(app.footer).toBeVisible();
      await page.evaluate(() => {
        const positions: number[] = [];
        (window as unknown as { __scrollPositions: number[] }).__scrollPositions = positions;
        window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)));
      });
      await toolsLink.click();
      await expect(page).toHaveURL(/\/modern#tools$/);
      // Wait for the scroll to settle with the tools at the top (below the scroll margin).
      await expect
        .poll(() =>
          page.locator('#tools').evaluate((tools) => Math.round(tools.getBoundingClientRect().top)),
        )
        .toBe(96);
      const positions = await page.evaluate(
        () => (window as unknown as { __scrollPositions: number[] }).__scrollPositions,
      );
      const distinct = new Set(positions);
      if (reducedMotion === 'reduce') expect(distinct.size, positions.join(',')).toBe(1);
      // Smooth: at least one stop on the way (a loaded machine paints few frames of it).
      else expect(distinct.size, positions.join(',')).toBeGreaterThan(1);
      await expect(app.heading()).toHaveText(/One studio/);
    });
  }

  test('/about#faq opens at the FAQ and its answers expand', async ({ page }) => {
    const app = new FrontLandingPage(page);
    await app.goto('/about#faq');
    const faq = page.locator('#faq');
    await expect(faq).toBeInViewport();
    await faq.getByRole('button', { name: 'Can I get a refund?' }).click();
    await expect(faq.getByText('30-day money-back guarantee')).toBeVisible();
  });

  test('the generator-only page shows no 4K Ultra badge to a signed-out visitor, and has the chat', async ({
    page,
  }) => {
    const app = new FrontLandingPage(page);
    await app.goto('/generator');
    await expect(app.heading()).toHaveText('AI Generator');
    await expect(page.getByTestId('generator-only')).toHaveAttribute('data-plan', 'free');
    await expect(app.main.getByText('4K Ultra Enabled')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
  });
});

// The badge depends on the subscription row, which only the server (service role) may write, so
// these tests run on a Hive Local of their own whose service key they hold.
test.describe('generator-only page by plan', () => {
  let hive: HiveLocal;
  let api: APIRequestContext;
  const adminEmail = `front-admin-${randomUUID().slice(0, 8)}@example.com`;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    hive = await startOwnHiveLocal({}, { adminEmails: [adminEmail] });
    api = await playwright.request.newContext({ baseURL: hive.url });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await hive?.close();
  });

  /** Opens /generator signed in and waits for the plan read (get_my_subscription_data). */
  async function openGeneratorAs(page: Page, account: TestAccount): Promise<FrontLandingPage> {
    const app = new FrontLandingPage(page);
    const planRead = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/rpc/get_my_subscription_data') && response.ok(),
    );
    await openSignedIn(page, account, `${hive.url}/generator`);
    await app.waitUntilLoaded();
    await planRead;
    await expect(app.heading()).toHaveText('AI Generator');
    return app;
  }

  /** The plan the page settled on after reading it (data-plan appears once the read is done). */
  function settledPlan(page: Page) {
    return page.getByTestId('generator-only');
  }

  for (const plan of ['pro', 'enterprise'] as const) {
    test(`a signed-in ${plan} subscriber sees '4K Ultra Enabled'`, async ({ page }) => {
      const account = await createAccount(api);
      await setSubscription(api, hive, account.id, { plan, status: 'active' });
      const app = await openGeneratorAs(page, account);
      await expect(settledPlan(page)).toHaveAttribute('data-plan', plan);
      await expect(app.main.getByText('4K Ultra Enabled', { exact: true })).toBeVisible();
      if (plan === 'pro') {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({
          path: 'artifacts/screenshots/front-generator-pro.png',
          animations: 'disabled',
        });
      }
      await app.expectNoCrash();
    });
  }

  test("a signed-in admin without a subscription sees '4K Ultra Enabled': admins count as plan pro", async ({
    page,
  }) => {
    const account = await createAccount(api, { email: adminEmail });
    const app = await openGeneratorAs(page, account);
    await expect(settledPlan(page)).toHaveAttribute('data-plan', 'pro');
    await expect(app.main.getByText('4K Ultra Enabled', { exact: true })).toBeVisible();
    await app.expectNoCrash();
  });

  for (const { label, subscription } of [
    { label: 'free user (no subscription row)', subscription: null },
    { label: 'basic subscriber', subscription: { plan: 'basic', status: 'active' } as const },
  ]) {
    test(`a signed-in ${label} does not see '4K Ultra Enabled'`, async ({ page }) => {
      const account = await createAccount(api);
      if (subscription) await setSubscription(api, hive, account.id, subscription);
      const app = await openGeneratorAs(page, account);
      // The plan has been read and the page drawn with it; the badge is not there.
      await expect(settledPlan(page)).toHaveAttribute('data-plan', subscription?.plan ?? 'free');
      await expect(app.main.getByText('4K Ultra Enabled')).toHaveCount(0);
      await app.expectNoCrash();
    });
  }
});

test.describe('contact form', () => {
  test('stores a message, confirms it, and rate-limits the same address', async ({ page }) => {
    const contact = new FrontContactPage(page);
    await contact.goto('/contact');
    await contact.send();
    await expect(contact.main.getByText('Please enter your name')).toBeVisible();
    await expect(contact.main.getByText('Please write at least 10 characters')).toBeVisible();

    const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await contact.fill({
        name: 'Ada',
        email,
        subject: `Try ${attempt}`,
        message: 'How long do purchased credits last?',
      });
      await contact.send();
      await expect(contact.main.getByRole('status')).toContainText(
        'Thank you! Your message has been sent.',
      );
      if (attempt === 1) {
        // The confirmation state is a screen of its own: accessible, and looked at.
        await expectAccessible(page);
        await page.screenshot({
          path: 'artifacts/screenshots/front-contact-sent.png',
          animations: 'disabled',
        });
      }
      await contact.sendAnother();
    }
    await contact.fill({ name: 'Ada', email, message: 'One more question about credits.' });
    await contact.send();
    await expect(contact.main.getByRole('alert')).toHaveText(
      'Rate limit exceeded. Please try again later.',
    );
  });
});

test.describe('API test page', () => {
  test('checks the endpoint and the JSON payload, then sends and shows the response', async ({
    page,
  }) => {
    const api = new FrontApiTestPage(page);
    await api.goto('/api-test');
    await api.sendButton.click();
    await expect(api.alert).toHaveText('Please enter an API endpoint');
    await expect(api.payload).toHaveCount(0);
    await api.method.selectOption('POST');
    await api.endpoint.fill('/functions/v1/generate-image');
    await api.payload.fill('{ not json');
    await api.sendButton.click();
    await expect(api.alert).toHaveText('Invalid JSON payload');

    await api.main.getByRole('button', { name: 'Credit packs (REST)' }).click();
    await expect(api.method).toHaveValue('GET');
    await api.sendButton.click();
    await expect(api.responseStatus).toContainText('200');
    await expect(api.responseBody).toHaveValue(/"id": "starter"/);
    await api.main.getByRole('button', { name: 'Generate image (function)' }).click();
    await expect(api.method).toHaveValue('POST');
    await expect(api.payload).toHaveValue(/golden bee/);
  });

  test('a path sent before the backend’s address has arrived waits for it and is sent, not refused', async ({
    page,
  }) => {
    // The app starts (its own reads of the backend's address answered), then the page is opened
    // in the app, and its read of the address is held back, as on a slow start.
    const api = new FrontApiTestPage(page);
    await api.goto('/');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    await page.route('**/_local/config', async (route) => {
      reads += 1;
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/api-test');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(api.heading()).toHaveText('API Test');
    await expect.poll(() => reads).toBeGreaterThan(0);
    await api.main.getByRole('button', { name: 'Credit packs (REST)' }).click();
    await api.sendButton.click();
    // It used to answer "Please enter an API endpoint" here, for a path the form had; now Send
    // shows it is working (and cannot be pressed twice) until the address arrives.
    await expect(api.sendButton).toBeDisabled();
    await expect(api.alert).toHaveCount(0);
    release();
    await expect(api.responseStatus).toContainText('200');
    await expect(api.responseBody).toHaveValue(/"id": "starter"/);
    await expect(api.alert).toHaveCount(0);
  });
});

// Another site's API goes through generic-api-service on the server. Only a stub on this Hive
// Local's outbound allow-list is reachable; a loopback listener off the list is never called.
test.describe('API test page through the server', () => {
  let hive: HiveLocal;
  let api: APIRequestContext;
  let stub: Server;
  let counting: Server;
  let countingHits = 0;
  const stubSeen: string[] = [];

  const listen = (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
    new Promise<Server>((ready) => {
      const server = createServer(handler);
      server.listen(0, '127.0.0.1', () => ready(server));
    });
  const portOf = (server: Server) => (server.address() as AddressInfo).port;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    stub = await listen((request, response) => {
      stubSeen.push(`${request.method} ${request.url}`);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ hello: 'from the stub', method: request.method }));
    });
    counting = await listen((_request, response) => {
      countingHits += 1;
      response.end('{"leaked":true}');
    });
    hive = await startOwnHiveLocal({ HIVE_OUTBOUND_ALLOW: `http://127.0.0.1:${portOf(stub)}` });
    api = await playwright.request.newContext({ baseURL: hive.url });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await hive?.close();
    for (const server of [stub, counting])
      if (server) await new Promise<void>((done) => server.close(() => done()));
  });

  test('sends to an allowed API through the server and refuses a private address', async ({
    page,
  }) => {
    const account = await createAccount(api);
    const calls: string[] = [];
    page.on('request', (sent) => calls.push(sent.url()));
    await openSignedIn(page, account, `${hive.url}/api-test`);
    const tester = new FrontApiTestPage(page);
    await tester.waitUntilLoaded();

    await tester.method.selectOption('POST');
    await tester.endpoint.fill(`http://127.0.0.1:${portOf(stub)}/echo`);
    await tester.payload.fill('{ "name": "bee" }');
    await tester.sendButton.click();
    await expect(tester.responseStatus).toContainText('200');
    await expect(tester.responseBody).toHaveValue(/"hello": "from the stub"/);
    await expect(tester.responseBody).toHaveValue(/"method": "POST"/);
    expect(stubSeen).toEqual(['POST /echo']);
    // The page called the function, never the other site itself.
    expect(calls.some((url) => url.includes('/functions/v1/generic-api-service'))).toBe(true);
    expect(calls.some((url) => url.startsWith(`http://127.0.0.1:${portOf(stub)}`))).toBe(false);

    await tester.method.selectOption('GET');
    await tester.endpoint.fill(`http://127.0.0.1:${portOf(counting)}/secret`);
    await tester.sendButton.click();
    await expect(tester.responseStatus).not.toContainText('200');
    // Off the allow-list, a plain-http loopback target is refused before any connection.
    await expect(tester.responseBody).toHaveValue(
      /"error": "Only https:\/\/ endpoints are allowed"/,
    );
    expect(countingHits).toBe(0);
    await expectAccessible(page);
  });
});

test.describe('dashboard', () => {
  test('lists every tool by category with its cost and runtime, the balance and quick actions', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await openSignedIn(page, account, '/dashboard');
    const dashboard = new FrontDashboardPage(page);
    await dashboard.waitUntilLoaded();
    await expect(dashboard.heading()).toContainText('Welcome back');
    await expect(dashboard.toolCards).toHaveCount(12);
    for (const category of [
      'Edit Tools',
      'Photo Editing',
      'Image Generation',
      'Documents',
      'Video Tools',
    ]) {
      await expect(page.getByRole('region', { name: category })).toBeVisible();
    }
    await expect(dashboard.card('Background Remover').getByTestId('tool-cost')).toHaveText(
      '10 credits',
    );
    await expect(dashboard.card('Background Remover').getByTestId('tool-runtime')).toHaveText(
      'On this computer',
    );
    await expect(dashboard.card('Background Remover').getByTestId('tool-runtime')).toHaveAttribute(
      'title',
      'Runs: On this computer or Cloud',
    );
    // No hosted model is configured here: the server runs the free local preview, and the card
    // says so rather than the hosted price.
    await expect(dashboard.card('Artwork Generator').getByTestId('tool-cost')).toHaveText(
      'Local preview · free',
    );
    await expect(dashboard.card('Artwork Generator').getByTestId('tool-runtime')).toHaveText(
      'On this computer',
    );
    // A board is 35 credits; "Vary this tile" (10) changes a board already made.
    await expect(dashboard.card('Moodboard Generator').getByTestId('tool-cost')).toHaveText(
      '35 credits',
    );
    // The video tools show their costs: 25 a video, 10 for a saved recording.
    await expect(dashboard.card('AI Video Generator').getByTestId('tool-cost')).toHaveText(
      '25 credits',
    );
    await expect(dashboard.card('Presentation Recorder').getByTestId('tool-cost')).toHaveText(
      '10 credits',
    );
    // The Hive Editor is built now: its card shows its cost (a design's first export, 10
    // credits) and where it runs, like every other tool, and no "Coming soon".
    await expect(dashboard.card('The Hive Editor').getByTestId('tool-cost')).toHaveText(
      '10 credits',
    );
    await expect(dashboard.card('The Hive Editor').getByTestId('tool-runtime')).toHaveText(
      'On this computer',
    );
    await expect(dashboard.card('The Hive Editor').getByTestId('tool-status')).toHaveCount(0);
    await expect(dashboard.balance).toHaveText('50');
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(actions.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      page.getByText('Nothing yet — your saved creations will appear here.'),
    ).toBeVisible();
    await expectAccessible(page);
    // Nothing sticks out sideways on a phone (the quick actions wrap their labels).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(actions.getByRole('link', { name: 'Remove Background' })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await screenshotAtWidths(page, 'front-dashboard');
  });

  test('marks no tool "coming soon": every card promises its cost and leads to its page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request);
    await openSignedIn(page, account, '/dashboard');
    const dashboard = new FrontDashboardPage(page);
    await dashboard.waitUntilLoaded();
    await expect(dashboard.toolCards).toHaveCount(12);
    const tools = await expectCardsMatchTheirPages(page, dashboard.toolCards, dashboard.heading(), {
      comingSoonFrom: 'status-label',
    });
    expect(tools).toHaveLength(12);
    for (const tool of tools) {
      expect(tool.status, tool.href).toBe('available');
      expect(tool.statusLabel, tool.href).toBeNull();
      expect(tool.promisesCost, tool.href).toBe(true);
    }
    expect(tools.map((tool) => tool.href)).toContain('/hive-edit');
  });

  test('sends signed-out visitors to sign in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?type=signin&redirect=%2Fdashboard/);
  });
});
