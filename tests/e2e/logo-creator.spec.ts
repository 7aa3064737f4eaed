// The Logo Creator in Chromium against a real Hive Local: a brief becomes six vector logos for 8
// credits (cost shown first, real progress), one is fine-tuned for free (typeface, layout,
// letter spacing by keyboard, colour), downloaded as an outline-only SVG, a transparent 2048 px
// PNG, black and symbol SVGs and the icon set ZIP, saved to My Creations as a logo with its
// design, reopened from there and found again after a reload; a picked icon reaches the server;
// letters no font draws are refused free; Cancel on a slow engine returns the 8 credits; a
// reload mid-run follows the run; the cloud model's traced logos (provider stubs) are shown.
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { logoMessages } from '../../supabase/functions/_shared/contracts/api/logo';
import { readIcoFile } from '../../src/renderer/src/features/logo-creator/lib/ico-file';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { expect, test } from './support/test';
import { serverBalance, userRows } from './pages/photo-page';
import { callFunction } from './pages/vector-page';
import { LogoCreatorPage } from './pages/logo-creator-page';
import { startOwnServer } from './support/own-server';
import { startVectorizerStub, type VectorizerStub } from '../support/vectorizer-stub';
import { startReplicateStub, type ReplicateStub } from '../integration/stubs/replicate-stub';

/** Every colour an SVG paints with. */
function paints(svg: string): Set<string> {
  return new Set(
    [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/gi)].map((m) => m[1]!.toLowerCase()),
  );
}

/** How many pixels of a PNG are not fully transparent, and whether its corners are. */
async function alphaFacts(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let inked = 0;
  for (let at = 3; at < data.length; at += 4) if (data[at]! > 0) inked += 1;
  return { inked, corner: data[3]!, width: info.width, height: info.height };
}

test.describe('Logo Creator', () => {
  test.setTimeout(300_000);

  test('creates six logos, fine-tunes one for free, downloads every format, saves and reopens it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new LogoCreatorPage(page);
    await tool.open(account, '/logo-creator');
    await expect(page.getByText('LOGO CREATOR')).toBeVisible();
    await expect(tool.create).toBeDisabled();
    await expect(tool.runReason()).toHaveText(logoMessages.emptyName);
    await expect(tool.runCost()).toContainText('Costs 8 credits');
    await expect(tool.runCost()).toContainText('Balance: 50 credits');
    await expectAccessible(page);
    await tool.screenshots('logo-creator-empty');

    // The brief, typed; the style chosen with the keyboard (arrow keys move between styles).
    await tool.name.fill('Blue Bean Coffee');
    await tool.tagline.fill('Roasted daily');
    await tool.industry.fill('coffee shop');
    await page.getByRole('radio', { name: /^Modern/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: /^Minimal/ })).toBeChecked();
    await tool.create.click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(tool.candidates()).toHaveCount(6, { timeout: 120_000 });
    await expect(tool.toast(logoMessages.generated)).toBeVisible();
    await tool.expectLogo();
    await tool.waitForImages(page.getByRole('list', { name: 'Logos made' }));
    expect(await serverBalance(request, account)).toBe(42);
    await expect(tool.runCost()).toContainText('Balance: 42 credits');
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');
    await expectAccessible(page);
    await tool.screenshots('logo-creator-results');

    // Pick the second logo with the keyboard.
    await tool.candidates().nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(tool.candidates().nth(1)).toHaveAttribute('aria-pressed', 'true');
    await tool.expectLogo();
    const before = await tool.logoSource();

    // Drawn in the browser by the same composer as on the server: the page's SVG of the logo as
    // made renders pixel for pixel like the stored one.
    const drawnHere = await tool.download(tool.downloadButton('Download SVG'));
    const stored = await request.get(
      (await tool.candidates().nth(1).locator('img').getAttribute('src'))!,
    );
    const raster = (bytes: Buffer) => sharp(bytes).resize(600).ensureAlpha().raw().toBuffer();
    expect((await raster(drawnHere.bytes)).equals(await raster(await stored.body()))).toBe(true);

    // Fine-tune: another typeface, the symbol left, wider spacing by keyboard, a new colour.
    const fineTune = page.getByTestId('fine-tune');
    const typefaces = fineTune.getByRole('group', { name: 'Typeface' }).getByRole('radio');
    await expect(typefaces).toHaveCount(4);
    await tool.pick('Manrope SemiBold');
    await tool.pick('Symbol left');
    const slider = page.getByRole('slider', { name: 'Letter spacing' });
    const spacing = Number(
      (await page.getByTestId('spacing-value').textContent())!.replace(' em', ''),
    );
    await slider.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('spacing-value')).toHaveText(`${(spacing + 0.06).toFixed(2)} em`);
    await tool.colour('Symbol colour').fill('#ff5500');
    await expect.poll(() => tool.logoSource()).not.toBe(before);
    await expect(page.getByTestId('logo-description')).toHaveText(
      'Minimal · Manrope · Symbol left',
    );
    // Drawn here, for free.
    expect(await serverBalance(request, account)).toBe(42);
    await expectAccessible(page);
    await tool.screenshots('logo-creator-fine-tuned');

    // The SVG: outlines only, in the new colour, drawing the same with or without fonts.
    const svg = await tool.download(tool.downloadButton('Download SVG'));
    expect(svg.name).toBe('blue-bean-coffee-logo-2.svg');
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox=/);
    expect(text).not.toMatch(/<text[\s>]|font-family|<script/);
    expect(paints(text)).toContain('#ff5500');
    expect((await alphaFacts(await sharp(svg.bytes).png().toBuffer())).inked).toBeGreaterThan(1000);

    // The HD PNG: 2048 px on its long side, transparent around the logo.
    const png = await tool.download(page.getByTestId('png-hd'));
    expect(png.name).toBe('blue-bean-coffee-logo-2-hd.png');
    const facts = await alphaFacts(png.bytes);
    expect(Math.max(facts.width, facts.height)).toBe(2048);
    expect(facts.corner).toBe(0);
    expect(facts.inked).toBeGreaterThan(20_000);

    // The black version and the symbol alone.
    const black = await tool.download(tool.downloadButton('Black SVG'));
    expect(black.name).toBe('blue-bean-coffee-logo-2-black.svg');
    expect(
      [...paints(black.bytes.toString('utf8'))].filter((c) => !['#fff', '#000'].includes(c)),
    ).toEqual(['#111111']);
    const symbol = await tool.download(tool.downloadButton('Symbol SVG'));
    const symbolSize = await sharp(symbol.bytes).metadata();
    expect(symbolSize.width).toBe(symbolSize.height);

    // The icon set: an .ico of 16, 32 and 48 px and PNGs up to 1024 px.
    const zip = await tool.download(tool.downloadButton('Favicon and app icons (ZIP)'));
    expect(zip.name).toBe('blue-bean-coffee-logo-2-icons.zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(readIcoFile(files['favicon.ico']!).map((image) => image.size)).toEqual([16, 32, 48]);
    for (const [file, size] of [
      ['favicon-16x16.png', 16],
      ['apple-touch-icon.png', 180],
      ['icon-1024x1024.png', 1024],
    ] as const) {
      const meta = await sharp(Buffer.from(files[file]!)).metadata();
      expect([meta.width, meta.height], file).toEqual([size, size]);
    }
    expect((await alphaFacts(Buffer.from(files['icon-512x512.png']!))).corner).toBe(255);

    // Saved as a logo, with its design as fine-tuned.
    await tool.save();
    const [saved] = await userRows(request, account, 'designs?select=id,type,name,details,model');
    expect(saved).toMatchObject({
      type: 'logo',
      name: 'Blue Bean Coffee',
      model: 'On this computer · Hive logo composer',
      details: {
        logo: {
          name: 'Blue Bean Coffee',
          style: 'minimal',
          layout: 'symbol-left',
          font: { family: 'manrope', weight: 600 },
          colors: { primary: '#ff5500' },
          letterSpacing: Math.round((spacing + 0.06) * 100) / 100,
        },
      },
    });

    // Reopened from My Creations' link: the fine-tuned design, ready to tune again.
    await page.goto(`/logo-creator?design=${String(saved!.id)}`);
    await expect(page.getByText(logoMessages.reopened)).toBeVisible({ timeout: 30_000 });
    await tool.expectLogo();
    await expect(page.getByTestId('logo-description')).toHaveText(
      'Minimal · Manrope · Symbol left',
    );
    await expect(tool.colour('Symbol colour')).toHaveValue('#ff5500');
    await tool.screenshots('logo-creator-reopened');

    // A reload finds the last run again.
    await page.goto('/logo-creator');
    await expect(tool.candidates()).toHaveCount(6, { timeout: 30_000 });
    await tool.expectLogo();
    await tool.expectNoCrash();
  });

  test('sends a picked icon, and refuses letters no font draws and over-long names without charging', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new LogoCreatorPage(page);
    await tool.open(account, '/logo-creator');

    // A name longer than 200 characters cannot be typed, and the server refuses one plainly.
    await tool.name.fill('x'.repeat(250));
    await expect(tool.name).toHaveValue('x'.repeat(200));
    const tooLong = await callFunction(request, account, 'generate-logo', {
      name: 'y'.repeat(201),
      style: 'tech',
    });
    expect(tooLong).toEqual({
      status: 400,
      body: {
        status: 'error',
        code: 'name_too_long',
        message: logoMessages.nameTooLong,
        refunded: false,
      },
    });

    // Letters no font has: refused, said plainly, nothing charged.
    await tool.name.fill('東京珈琲');
    await tool.create.click();
    await expect(page.getByText(logoMessages.unsupportedScript('東京珈琲'))).toBeVisible({
      timeout: 30_000,
    });
    expect(await serverBalance(request, account)).toBe(50);

    // An icon picked from the set, with the keyboard, reaches the server for every symbol.
    await tool.name.fill('Orbit Labs');
    const dialog = await tool.openIconPicker();
    await dialog.getByLabel('Search icons').fill('rocket');
    await expect(dialog.getByTestId('icon-choice').first()).toBeVisible();
    await tool.waitForImages(dialog);
    await expectAccessible(page);
    await tool.screenshots('logo-creator-icon-picker');
    await dialog.getByRole('button', { name: 'rocket', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('picked-icon')).toHaveText('Icon: rocket');
    await tool.pick('Surprise me');
    const answer = page.waitForResponse((response) =>
      response.url().includes('/functions/v1/generate-logo'),
    );
    await tool.create.click();
    const body = (await (await answer).json()) as {
      designs: { symbol: { kind: string; id?: string }; colors: { primary: string } }[];
    };
    const icons = body.designs.filter((design) => design.symbol.kind === 'icon');
    expect(icons.length).toBeGreaterThanOrEqual(4);
    for (const design of icons) expect(design.symbol.id).toBe('lucide:rocket');
    expect(new Set(body.designs.map((design) => design.colors.primary)).size).toBe(6);
    await expect(tool.candidates()).toHaveCount(6, { timeout: 120_000 });
    await tool.expectLogo();
    expect(await serverBalance(request, account)).toBe(42);
    await tool.screenshots('logo-creator-surprise');
    await tool.expectNoCrash();
  });
});

test.describe('Logo Creator on a slow engine', () => {
  // A second server whose composer pauses between its steps (2 s: a run takes about 25 s), so
  // Cancel lands mid-run and a reload comes back before the run ends.
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer({ LOGO_STEP_PAUSE_MS: '2000' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('Cancel stops the run mid-way, returns the 8 credits and says so', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new LogoCreatorPage(page);
    await tool.open(account, `${server!.url}/logo-creator`);
    await tool.name.fill('Slow Fox Studio');
    await tool.create.click();
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await serverBalance(api, account)).toBe(42);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 8 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => serverBalance(api, account), { timeout: 30_000 }).toBe(50);
    expect(await userRows(api, account, 'jobs?select=status,refunded')).toEqual([
      { status: 'cancelled', refunded: true },
    ]);
    await expect(tool.candidates()).toHaveCount(0);
    await tool.screenshots('logo-creator-cancelled');
    await tool.expectNoCrash();
    await api.dispose();
  });

  test('a reload during a run follows it and shows its logos when it ends', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new LogoCreatorPage(page);
    await tool.open(account, `${server!.url}/logo-creator`);
    await tool.name.fill('Tidewater Books');
    await tool.create.click();
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByText('Your last run is still drawing…')).toBeVisible({
      timeout: 30_000,
    });
    await expect(tool.candidates()).toHaveCount(6, { timeout: 60_000 });
    await tool.expectLogo();
    expect(await serverBalance(api, account)).toBe(42);
    await tool.expectNoCrash();
    await api.dispose();
  });
});

test.describe('Logo Creator on the cloud logo model', () => {
  // A second server whose logo runs go to the hosted model (a Replicate stub) and the
  // vectorizer (a vectorizer.ai stub), both speaking their documented HTTP APIs.
  let replicate: ReplicateStub | undefined;
  let vectorizer: VectorizerStub | undefined;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    [replicate, vectorizer] = await Promise.all([startReplicateStub(), startVectorizerStub()]);
    server = await startOwnServer({
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_BASE: replicate.url,
      PROVIDER_POLL_INTERVAL_MS: '5',
      VECTORIZER_API_ID: 'stub-id',
      VECTORIZER_API_SECRET: 'stub-secret',
      VECTORIZER_API_URL: vectorizer.url,
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await Promise.all([replicate?.close(), vectorizer?.close()]);
  });

  test('shows the traced logos from the cloud, lets their colours be swapped and downloads them', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new LogoCreatorPage(page);
    await tool.open(account, `${server!.url}/logo-creator`);
    await tool.name.fill('Copper Kettle');
    await tool.create.click();
    await expect(tool.candidates()).toHaveCount(4, { timeout: 120_000 });
    await expect(tool.logo).toBeVisible();
    await expect(page.getByTestId('engine-badge')).toHaveText('Cloud');
    await expect(page.getByText(logoMessages.tracedOnly)).toBeVisible();
    expect(replicate!.models).toEqual(Array(4).fill('black-forest-labs/flux-schnell'));
    expect(await serverBalance(api, account)).toBe(42);
    await tool.swapColor('#f5b82e', '#00aa55');
    const svg = await tool.download(tool.downloadButton('Download SVG'));
    const text = svg.bytes.toString('utf8');
    expect(text).toContain('#00aa55');
    // The stub's SVG carries a script, a handler and an outside image: all gone.
    expect(text).not.toMatch(/<script|onclick|evil\.example/);
    await expectAccessible(page);
    await tool.screenshots('logo-creator-cloud');
    await tool.expectNoCrash();
    await api.dispose();
  });
});
