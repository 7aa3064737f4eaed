// Brand Blueprint in Chromium against a real Hive Local: bad logos refused on the page (an SVG
// with a script, a pixel bomb, something that is no image) and a photo warned about; a guideline
// made from an SVG logo with the keyboard (10 credits once), its PDF, kit, tokens and palette
// files downloaded and read back; saved to My Creations with its palette, which then shows as
// "My brand" in the SVG Generator's colour picker and is sent with its run; and, on a slower
// engine, Cancel that stops the run and returns the credits.
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { brandMessages } from '../../supabase/functions/_shared/contracts/api/brand';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { expect, test } from './support/test';
import { BrandBlueprintPage } from './pages/brand-blueprint-page';
import { serverBalance, userRows } from './pages/photo-page';
import type { UploadFile } from './pages/photo-page';
import { callFunction } from './pages/vector-page';
import { VectorSvgPage } from './pages/vector-svg-page';
import { startOwnServer } from './support/own-server';

/** The logo, made here: a teal rounded square with a coral disc inside, and two ink bars. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120">
  <rect x="8" y="8" width="104" height="104" rx="24" fill="#0f766e"/>
  <circle cx="60" cy="60" r="26" fill="#fb7185"/>
  <rect x="140" y="36" width="200" height="20" rx="10" fill="#111827"/>
  <rect x="140" y="68" width="140" height="18" rx="9" fill="#111827"/>
</svg>`;

const svgFile = (text: string, name = 'tidewater-logo.svg'): UploadFile => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(text),
});

/** A PNG header that claims 20000 × 20000 pixels in a few bytes. */
function pixelBomb(): UploadFile {
  const buffer = Buffer.alloc(64);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(20_000, 16);
  buffer.writeUInt32BE(20_000, 20);
  return { name: 'huge-logo.png', mimeType: 'image/png', buffer };
}

/** A photo-like PNG: gradients and grain in every colour. */
async function photoPng(): Promise<UploadFile> {
  const width = 240;
  const height = 180;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      raw[at] = (x + ((x * 7919 + y * 104729) % 41)) & 255;
      raw[at + 1] = (y + Math.cos(x / 11) * 60 + ((x * 31 + y * 17) % 29)) & 255;
      raw[at + 2] = ((x + y) / 2 + ((x * y) % 37)) & 255;
    }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return { name: 'team-photo.png', mimeType: 'image/png', buffer };
}

test.describe('Brand Blueprint', () => {
  test.setTimeout(420_000);

  test('makes a guideline from a logo, downloads its files, saves it, and offers its palette as “My brand”', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new BrandBlueprintPage(page);
    await tool.open(account, '/brand-blueprint');
    await expect(page.getByText('BRAND BLUEPRINT')).toBeVisible();
    await expect(tool.make).toBeDisabled();
    await expect(tool.runReason()).toHaveText(brandMessages.nameEmpty);
    await expect(tool.runCost()).toContainText('Costs 10 credits');
    await expectAccessible(page);
    await tool.screenshots('brand-blueprint-empty');

    // Bad logos are refused on the page, in words, before anything is sent.
    await tool.dropLogo(
      svgFile(LOGO_SVG.replace('</svg>', '<script>alert(1)</script></svg>'), 'hostile.svg'),
    );
    await expect(tool.toast(brandMessages.logoUnsafeSvg)).toBeVisible();
    await tool.chooseLogo(pixelBomb());
    await expect(tool.toast(brandMessages.logoTooManyPixels)).toBeVisible();
    await tool.chooseLogo({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await expect(tool.toast(brandMessages.logoNotImage)).toBeVisible();
    // A photo is taken, with a warning.
    await tool.chooseLogo(await photoPng());
    await expect(page.getByTestId('photo-warning')).toHaveText(brandMessages.logoPhoto);
    // The server refuses a 200-character name (the field stops at 40) and charges nothing.
    const long = await callFunction(request, account, 'brand-blueprint', {
      name: 'N'.repeat(200),
      logo: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`,
    });
    expect(long).toMatchObject({
      status: 400,
      body: { code: 'brand_name_too_long', message: brandMessages.nameTooLong },
    });
    expect(await serverBalance(request, account)).toBe(50);

    // The real logo, dropped; the brand's words typed; the personality set with the keyboard.
    await tool.dropLogo(svgFile(LOGO_SVG));
    await expect(page.getByRole('img', { name: 'Your logo: tidewater-logo.svg' })).toBeVisible();
    await expect(page.getByTestId('photo-warning')).toHaveCount(0);
    await tool.name.fill('Tidewater Studio');
    await tool.industry.fill('Coastal architecture');
    await tool.audience.fill('families building their first home');
    const era = tool.slider('Classic', 'Modern');
    await era.focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowRight');
    await expect(era).toHaveAttribute('aria-valuenow', '70');
    await expect(tool.make).toBeEnabled();
    await tool.make.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await tool.expectResult();
    await expect(tool.toast(brandMessages.ready)).toBeVisible();
    expect(await serverBalance(request, account)).toBe(40);
    await expect(tool.runCost()).toContainText('Balance: 40 credits');
    await expect(
      page.getByRole('img', { name: 'Cover of the Tidewater Studio brand guideline' }),
    ).toBeVisible();
    await expect(page.getByTestId('swatch').first()).toContainText('#0F766E');
    await expect(page.getByTestId('taglines').getByRole('listitem')).toHaveCount(6);
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');
    await expectAccessible(page);
    await tool.screenshots('brand-blueprint-result');

    // The files: the PDF with its pages, the kit, the tokens and the two palette files.
    const pdf = await tool.downloadNamed('Download guideline (PDF)');
    expect(pdf.name).toBe('tidewater-studio-guidelines.pdf');
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(13);
    const kit = await tool.downloadNamed('Brand kit (ZIP)');
    expect(Object.keys(unzipSync(kit.bytes))).toEqual(
      expect.arrayContaining([
        'tokens.json',
        'tokens.css',
        'tidewater-studio.ase',
        'tidewater-studio.gpl',
      ]),
    );
    const tokens = await tool.downloadNamed('Tokens (JSON)');
    expect(JSON.parse(tokens.bytes.toString('utf8'))).toMatchObject({
      color: { brand: { primary: { $type: 'color', $value: { hex: '#0f766e' } } } },
    });
    const ase = await tool.downloadNamed('Adobe swatches (ASE)');
    expect(ase.name).toBe('tidewater-studio.ase');
    expect(ase.bytes.subarray(0, 4).toString('latin1')).toBe('ASEF');
    const gpl = await tool.downloadNamed('GIMP palette (GPL)');
    expect(gpl.bytes.toString('utf8')).toMatch(/^GIMP Palette\nName: Tidewater Studio\n/);
    expect(gpl.bytes.toString('utf8')).toContain(' 15 118 110\t');

    // Saved with its palette, fonts and files.
    await tool.save();
    const [saved] = await userRows(request, account, 'designs?select=type,name,details');
    expect(saved).toMatchObject({
      type: 'brand-blueprint',
      name: 'Tidewater Studio brand guideline',
      details: { kind: 'brand-blueprint', name: 'Tidewater Studio' },
    });
    const details = saved!.details as { palette: { hex: string }[]; files: Record<string, string> };
    expect(details.palette[0]!.hex).toBe('#0f766e');
    expect(Object.keys(details.files).sort()).toEqual(['cover', 'guideline', 'kit', 'tokens']);

    // "My brand" in another tool's colour picker, sent with its run.
    const svgTool = new VectorSvgPage(page);
    await tool.open(account, '/svg-generator');
    await svgTool.pick('My brand');
    await expect(page.getByTestId('my-brand')).toContainText('Tidewater Studio');
    await expectAccessible(page);
    await tool.screenshots('brand-blueprint-my-brand');
    await svgTool.prompt.fill('a lighthouse by the sea');
    const sent = page.waitForRequest((call) => call.url().endsWith('/functions/v1/generate-svg'));
    await svgTool.generate.click();
    const palette = ((await sent).postDataJSON() as { palette?: string[] }).palette ?? [];
    expect(palette).toContain('#0f766e');
    expect(palette).toContain('#fb7185');
    await tool.expectNoCrash();
  });
});

test.describe('Brand Blueprint on a slow engine', () => {
  // A second server whose engine pauses between sections (0.7 s), so Cancel lands mid-run.
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer({ BRAND_STEP_PAUSE_MS: '700' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('Cancel stops the run, returns the 10 credits and says so', async ({ page, playwright }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new BrandBlueprintPage(page);
    await tool.open(account, `${server!.url}/brand-blueprint`);
    await tool.chooseLogo(svgFile(LOGO_SVG));
    await tool.name.fill('Slow Harbour');
    await tool.make.click();
    const bar = page.getByRole('progressbar').first();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await serverBalance(api, account)).toBe(40);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 10 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => serverBalance(api, account), { timeout: 30_000 }).toBe(50);
    expect(await userRows(api, account, 'jobs?select=status,refunded')).toEqual([
      { status: 'cancelled', refunded: true },
    ]);
    await expect(tool.result).toHaveCount(0);
    await tool.screenshots('brand-blueprint-cancelled');
    await tool.expectNoCrash();
    await api.dispose();
  });
});
