// Logo Marketing in Chromium against a real Hive Local: an SVG logo uploaded (made here) becomes a
// kit — mockups and a social kit — for 10 credits; the ZIP holds every item at its exact size;
// items download on their own; the kit is saved to My Creations as a mockup kit and reopens from
// it. Bad uploads are refused before anything is sent; a photo is warned about, made only when
// asked, and Cancel stops a kit and returns the credits. A logo can also come from My Creations.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import {
  MOCKUP_ITEMS,
  mockupMessages,
} from '../../supabase/functions/_shared/contracts/api/logo-mockups';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import type { TestAccount } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { expect, test } from './support/test';
import { fixturePhoto, serverBalance, userRows } from './pages/photo-page';
import type { UploadFile } from './pages/photo-page';
import { LogoMarketingPage } from './pages/logo-marketing-page';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240">
  <circle cx="120" cy="120" r="100" fill="#0f766e"/>
  <path d="M70 150 L120 60 L170 150 Z" fill="#ffffff"/>
  <rect x="250" y="70" width="120" height="100" rx="20" fill="#f59e0b"/>
  <rect x="390" y="70" width="220" height="100" rx="20" fill="#134e4a"/>
</svg>`;

function svgFile(name: string, text: string): UploadFile {
  return { name, mimeType: 'image/svg+xml', buffer: Buffer.from(text) };
}

/** A PNG header that claims 20000 × 20000 pixels in a few bytes: a decompression bomb. */
function pixelBomb(): UploadFile {
  const buffer = Buffer.alloc(64);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(20_000, 16);
  buffer.writeUInt32BE(20_000, 20);
  return { name: 'huge-logo.png', mimeType: 'image/png', buffer };
}

/** A PNG's width and height from its IHDR. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Saves a design for `account` straight through the REST API, as the app's save does. */
async function insertDesign(
  request: APIRequestContext,
  account: TestAccount,
  row: { url: string; name: string; type: string },
): Promise<void> {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const response = await request.post('/rest/v1/designs', {
    headers: { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

const SHOTS = 'artifacts/screenshots';

test.describe('Logo Marketing', () => {
  test('makes a kit from an uploaded SVG logo, downloads it whole and item by item, saves it and reopens it', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const account = await createAccount(request);
    const tool = new LogoMarketingPage(page);
    await tool.open(account, '/logo-marketing');
    await expect(page.getByText('LOGO MARKETING')).toBeVisible();
    await expect(tool.make).toBeDisabled();
    await expect(tool.runReason()).toHaveText(mockupMessages.uploadFirst);
    await expect(tool.runCost()).toContainText('Costs 10 credits');
    await expect(tool.runCost()).toContainText('Balance: 50 credits');
    await expectAccessible(page);
    await tool.screenshots('logo-marketing-empty');

    // Bad files are refused in the browser with the tool's words, and nothing is sent.
    await tool.chooseLogo(
      svgFile('scripted.svg', LOGO_SVG.replace('<circle', '<script>alert(1)</script><circle')),
    );
    await expect(tool.toast(mockupMessages.unsafeSvg)).toBeVisible();
    await tool.chooseLogo(pixelBomb());
    await expect(tool.toast(mockupMessages.tooManyPixels)).toBeVisible();
    await tool.chooseLogo({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some words'),
    });
    await expect(tool.toast(mockupMessages.notAnImage)).toBeVisible();
    await expect(page.getByTestId('picked-logo')).toHaveCount(0);
    expect(await serverBalance(request, account)).toBe(50);

    await tool.chooseLogo(svgFile('northwind.svg', LOGO_SVG));
    await expect(page.getByTestId('picked-logo')).toContainText('northwind.svg');
    await expect(page.getByTestId('picked-logo')).toContainText('SVG · 1600 × 600');
    await expect(tool.runReason()).toHaveText(mockupMessages.nameRequired);
    await tool.brandName.fill('Northwind');
    await page.getByLabel('Tagline (optional)').fill('Maps for the curious');
    await page.getByLabel('Name on the card').fill('Ada Park');
    await tool.make.click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(tool.results).toBeVisible({ timeout: 360_000 });
    await expect(tool.toast(mockupMessages.made)).toBeVisible();
    await tool.waitForImages(tool.results);
    await expect(tool.items()).toHaveCount(MOCKUP_ITEMS.length);
    expect(await serverBalance(request, account)).toBe(40);
    await expect(tool.runCost()).toContainText('Balance: 40 credits');
    await expect(tool.item('X header').getByTestId('item-size')).toContainText('1500 × 500');
    await expect(tool.item('YouTube banner').getByTestId('item-size')).toContainText('2560 × 1440');
    await expect(tool.item('T-shirt').getByTestId('item-size')).toContainText('1440 × 1080');
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');

    // Keyboard: an item opens large from its button and closes with Escape.
    await tool
      .item('Mug')
      .getByRole('button', { name: /^Open Mug/ })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mug' });
    await expect(dialog.getByRole('img', { name: 'Mug, 1440 × 1080' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectAccessible(page);
    await tool.screenshots('logo-marketing-kit');

    // The whole kit: every item at its exact size.
    const zip = await tool.downloadZip();
    expect(zip.name).toBe('northwind-mockup-kit.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    mkdirSync(SHOTS, { recursive: true });
    for (const spec of MOCKUP_ITEMS) {
      const name = Object.keys(files).find(
        (file) => file.endsWith('.png') && file.includes(spec.id) && !file.startsWith('print/'),
      )!;
      expect(name, spec.id).toBeTruthy();
      expect(pngSize(files[name]!), spec.id).toEqual({ width: spec.width, height: spec.height });
      // The mockups, kept to look at.
      if (spec.group === 'mockup')
        writeFileSync(resolve(SHOTS, `logo-marketing-${spec.id}.png`), files[name]!);
    }
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'email/email-signature.html', 'print/letterhead.svg']),
    );

    // One item on its own: a PNG of the right size, and a social item's SVG.
    const shirt = await tool.downloadItem('T-shirt', 'PNG');
    expect(shirt.name).toBe('northwind-t-shirt.png');
    const meta = await sharp(shirt.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1440, 1080]);
    const header = await tool.downloadItem('X header', 'SVG');
    expect(header.bytes.toString()).toMatch(/^<svg[^>]* width="1500" height="500"/);
    expect(header.bytes.toString()).not.toMatch(/<script|<text/);

    // Saved to My Creations as a mockup kit, with what reopens it.
    await tool.save();
    const designs = await userRows(request, account, 'designs?select=id,name,type,url,details');
    expect(designs).toEqual([
      expect.objectContaining({ type: 'logo-kit', name: 'Northwind mockup kit' }),
    ]);
    const details = designs[0]!.details as { kit: { items: unknown[]; zip: { path: string } } };
    expect(details.kit.items).toHaveLength(MOCKUP_ITEMS.length);
    expect(details.kit.zip.path).toMatch(new RegExp(`^${account.id}/.+/kit\\.zip$`));
    await page.goto('/my-designs');
    await expect(page.getByText('Northwind mockup kit').first()).toBeVisible();
    await expect(
      page.getByText('Logo mockup kit', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await tool.screenshots('logo-marketing-my-creations');

    // Reopened from its address: the kit again, its files signed afresh, already saved.
    await page.goto(`/logo-marketing?design=${String(designs[0]!.id)}`);
    await tool.expectKit(60_000);
    await expect(tool.items()).toHaveCount(MOCKUP_ITEMS.length);
    await expect(page.getByRole('button', { name: 'Saved to My Creations' })).toBeDisabled();
    await tool.expectNoCrash();
  });

  test('takes the logo from My Creations', async ({ page, request }) => {
    const account = await createAccount(request);
    // Small: a saved design's URL is at most 4096 characters.
    const png = await sharp(Buffer.from(LOGO_SVG)).resize(160).png({ palette: true }).toBuffer();
    await insertDesign(request, account, {
      url: `data:image/png;base64,${png.toString('base64')}`,
      name: 'Teal badge',
      type: 'logo',
    });
    const tool = new LogoMarketingPage(page);
    await tool.open(account, '/logo-marketing');
    await page.getByRole('button', { name: 'From My Creations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your logo from My Creations' });
    await dialog.getByRole('button', { name: /Teal badge/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('picked-logo')).toContainText('Teal badge');
    await expect(page.getByTestId('picked-logo')).toContainText('Picture · 160 × 60');
    await tool.brandName.fill('Teal');
    await expect(tool.make).toBeEnabled();
    await expectAccessible(page);
    await tool.expectNoCrash();
  });
});

test.describe('Logo Marketing on a slow engine', () => {
  // A second server whose kit pauses after each piece (0.7 s), so Cancel lands mid-run.
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer({ MOCKUP_STEP_PAUSE_MS: '700' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('warns about a photo and charges nothing, makes it when asked, and Cancel returns the credits', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(300_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new LogoMarketingPage(page);
    await tool.open(account, `${server!.url}/logo-marketing`);
    await tool.chooseLogo(fixturePhoto('chelsea-cat.jpg'));
    await expect(page.getByTestId('picked-logo')).toContainText('chelsea-cat.jpg');
    await tool.brandName.fill('Whiskers');
    await tool.make.click();
    const warning = page.getByTestId('photo-warning');
    await expect(warning).toContainText(mockupMessages.photoWarning, { timeout: 60_000 });
    expect(await serverBalance(api, account)).toBe(50);
    await expectAccessible(page);
    await tool.screenshots('logo-marketing-photo-warning');

    await warning.getByRole('button', { name: mockupMessages.makeAnyway }).click();
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 90_000 })
      .toBeGreaterThan(0);
    expect(await serverBalance(api, account)).toBe(40);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 10 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => serverBalance(api, account), { timeout: 30_000 }).toBe(50);
    const jobs = await userRows(api, account, 'jobs?select=status,refunded');
    expect(jobs).toEqual([{ status: 'cancelled', refunded: true }]);
    await expect(tool.results).toHaveCount(0);
    await tool.screenshots('logo-marketing-cancelled');
    await tool.expectNoCrash();
    await api.dispose();
  });
});
