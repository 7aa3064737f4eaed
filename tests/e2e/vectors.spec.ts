// The vector tools in Chromium against a real Hive Local: the SVG Generator (prompt → three SVG
// variants, colour swaps, SVG and PNG exports, My Creations), its "Vectorize an image" tab (a
// logo traced into an SVG), bad input refused without a charge, and Vector Illustrations (one
// illustration with a preset and an aspect ratio, and a set of four charged per illustration).
import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  vectorizationMessages,
  vectorToolMessages,
} from '../../supabase/functions/_shared/contracts/messages';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import type { TestAccount } from './support/accounts';
import { expect, test } from './support/test';
import { serverBalance, userRows } from './pages/photo-page';
import type { UploadFile } from './pages/photo-page';
import { callFunction } from './pages/vector-page';
import { VectorIllustrationsPage } from './pages/vector-illustrations-page';
import { VectorSvgPage } from './pages/vector-svg-page';
import { startOwnServer } from './support/own-server';

/** A flat two-colour logo on white, made here: a red disc and a blue bar. */
async function logoPng(): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160">
    <rect width="240" height="160" fill="#ffffff"/>
    <circle cx="70" cy="80" r="50" fill="#d62828"/>
    <rect x="135" y="45" width="80" height="70" rx="8" fill="#1d4ed8"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name: 'brand-logo.png', mimeType: 'image/png', buffer };
}

/** A PNG header that claims 20000 × 20000 pixels in a few bytes: a decompression bomb. */
function pixelBomb(): UploadFile {
  const buffer = Buffer.alloc(64);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(20_000, 16);
  buffer.writeUInt32BE(20_000, 20);
  return { name: 'huge-canvas.png', mimeType: 'image/png', buffer };
}

/** A PNG's pixels as packed RGB. */
async function rgbPixels(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** Saves a design for `account` straight through the REST API, as the app's save does. */
async function insertDesign(
  request: APIRequestContext,
  account: TestAccount,
  row: { url: string; name: string; type: string; prompt?: string },
): Promise<void> {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const response = await request.post('/rest/v1/designs', {
    headers: { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The palette's swatches, as the colour pickers hold them. */
function paletteSwatches(page: Page, testId: string): Promise<string[]> {
  return page
    .getByTestId(testId)
    .locator('input[type="color"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** "Deep to light": each colour at least as light as the one before (WCAG luminance). */
function isDeepToLight(colors: string[]): boolean {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((at) => {
      const value = parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  return colors.every((color, at) => at === 0 || luminance(colors[at - 1]!) <= luminance(color));
}

/** The thumbnails' accessible names in a dialog's list of designs. */
function designNames(dialog: Locator): Promise<string[]> {
  return dialog
    .getByRole('list', { name: 'Your saved designs' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
}

/** The text of an SVG file, with what the checks below look for. */
function svgFacts(bytes: Buffer) {
  const text = bytes.toString('utf8');
  return {
    text,
    isSvg: /^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text),
    hasScript: /<script|\son\w+\s*=|javascript:/i.test(text),
    subjects: [...text.matchAll(/data-subject="([^"]+)"/g)].map((match) => match[1]),
  };
}

test.describe('SVG Generator', () => {
  test.setTimeout(240_000);

  test('draws three SVG variants from a prompt, names the subjects, swaps a colour, exports SVG and PNG, and saves as a vector', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VectorSvgPage(page);
    await tool.open(account, '/svg-generator');
    await expect(page.getByText('SVG GENERATOR')).toBeVisible();
    // An empty prompt cannot run, and says why.
    await expect(tool.generate).toBeDisabled();
    await expect(tool.runReason()).toHaveText(vectorToolMessages.emptyPrompt);
    await expect(tool.runCost()).toContainText('Costs 10 credits');
    await expect(tool.runCost()).toContainText('Balance: 50 credits');
    await expectAccessible(page);
    await tool.screenshots('svg-generator-empty');

    await tool.prompt.fill('a cabin with pine trees in the snow and a lantern');
    await tool.pick(/^Sticker/);
    await tool.pick('Forest');
    await tool.generate.click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await tool.expectResult();
    await expect(tool.toast(vectorToolMessages.generated)).toBeVisible();
    await expect(tool.variants()).toHaveCount(3);
    expect(await serverBalance(request, account)).toBe(40);
    await expect(tool.runCost()).toContainText('Balance: 40 credits');

    // What was drawn, from the SVG's subject groups and the composer's note.
    await expect(tool.subjects().filter({ hasText: 'cabin' })).toHaveCount(1);
    await expect(page.getByTestId('drawn-note')).toContainText('drew:');
    await expect(page.getByTestId('drawn-note')).toContainText('cabin');
    await expect(page.getByTestId('engine-badge')).toHaveText(/^(On this computer|Cloud)$/);
    await expect(page.getByTestId('svg-stats')).toContainText(
      /\d+ paths · [\d.]+ (B|KB|MB) · \d+ × \d+/,
    );

    // Pick the second variant, then swap its most used colour everywhere.
    await tool.variants().nth(1).click();
    await expect(tool.variants().nth(1)).toHaveAttribute('aria-pressed', 'true');
    await tool.expectResult();
    const before = await tool.colors();
    expect(before.length).toBeGreaterThan(1);
    const from = before[0]!;
    const to = from === '#ff00aa' ? '#00ffaa' : '#ff00aa';
    const unswapped = await rgbPixels((await tool.downloadPng(1)).bytes);
    await tool.swapColor(from, to);
    await expect.poll(() => tool.colors()).toContain(to);
    expect(await tool.colors()).not.toContain(from);
    await expect(page.getByText(vectorToolMessages.savesOriginal)).toBeVisible();
    await tool.screenshots('svg-generator-result');
    await expectAccessible(page);

    // The SVG as edited: the new colour, the subject groups, no script.
    const svg = await tool.downloadSvg();
    expect(svg.name).toMatch(/^a-cabin-with-pine-trees-svg-2\.svg$/);
    const facts = svgFacts(svg.bytes);
    expect(facts.isSvg).toBe(true);
    expect(facts.hasScript).toBe(false);
    expect(facts.text.toLowerCase()).toContain(to);
    expect(facts.text.toLowerCase()).not.toContain(from);
    expect(facts.subjects).toContain('cabin');

    // A PNG at 2×, drawn by the browser: twice the SVG's own size.
    const [, width, height] = /(\d+) × (\d+)$/
      .exec((await page.getByTestId('svg-stats').textContent()) ?? '')!
      .map(Number);
    await expect(page.getByTestId('png-2x')).toContainText(`${width! * 2} × ${height! * 2}`);
    const png = await tool.downloadPng(2);
    expect(png.name).toBe('a-cabin-with-pine-trees-svg-2-2x.png');
    const meta = await sharp(png.bytes).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([width! * 2, height! * 2]);
    // The swap is in the picture, not only in the text: drawn again at 1×, every pixel that
    // changed moved towards the new colour (blends and anti-aliased edges included).
    const swapped = await rgbPixels((await tool.downloadPng(1)).bytes);
    expect(swapped.length).toBe(unswapped.length);
    const target = [1, 3, 5].map((at) => parseInt(to.slice(at, at + 2), 16));
    const distance = (pixels: Buffer, at: number) =>
      Math.hypot(...target.map((channel, index) => pixels[at + index]! - channel));
    let towards = 0;
    let away = 0;
    for (let at = 0; at < swapped.length; at += 3) {
      const change = distance(unswapped, at) - distance(swapped, at);
      if (change > 30) towards += 1;
      else if (change < -30) away += 1;
    }
    expect(towards).toBeGreaterThan(200);
    expect(away).toBeLessThan(towards / 50);

    // Drag-out hands an SVG file to the desktop.
    const dragged = await page.getByTestId('drag-out').evaluate((element) => {
      const data = new DataTransfer();
      element.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }));
      return data.getData('DownloadURL');
    });
    expect(dragged).toMatch(/^image\/svg\+xml:a-cabin-with-pine-trees-svg-2\.svg:blob:/);

    await tool.save();
    const designs = await userRows(request, account, 'designs?select=name,type,prompt,url');
    expect(designs).toEqual([
      expect.objectContaining({
        type: 'vector',
        prompt: 'a cabin with pine trees in the snow and a lantern',
      }),
    ]);
    // My Creations lists it, filed as a vector.
    await page.goto('/my-designs');
    await expect(page.getByText(String(designs[0]!.name)).first()).toBeVisible();
    await expect(page.getByText('Vector', { exact: true }).filter({ visible: true })).toHaveCount(
      1,
    );
    // The type filter finds it under Vector.
    await page.getByLabel('Type').selectOption({ label: 'Vector' });
    await expect(page.getByText(String(designs[0]!.name)).first()).toBeVisible();
    await tool.screenshots('svg-generator-my-creations');
    await tool.expectNoCrash();
  });

  test('takes the palette from a saved design in My Creations, keeps it editable and sends it with the run', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VectorSvgPage(page);
    await tool.open(account, '/svg-generator');
    await tool.prompt.fill('a cabin with pine trees in the snow and a lantern');

    // No saved design yet: the choice says how to get one.
    await tool.pick(vectorToolMessages.paletteFromCreations);
    await expect(page.getByText(vectorToolMessages.pickDesignHint)).toBeVisible();
    await page.getByRole('button', { name: 'Choose a design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Colours from My Creations' });
    await expect(dialog.getByText(vectorToolMessages.noDesignsForPalette)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open My Creations' })).toHaveAttribute(
      'href',
      '/my-designs',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Saved designs: an SVG the generator made (its signed Storage URL, as Save keeps it), a
    // raster logo, a picture and a picture stored where the browser may not read it.
    const made = await callFunction(request, account, 'generate-svg', {
      prompt: 'a lighthouse on a rock by the sea with a boat',
      style: 'flat',
      palette: ['#0b2545', '#3e7cb1', '#f28f3b', '#eef4ed'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const svgUrl = (made.body.outputs as { url: string }[])[0]!.url;
    const svgText = (await (await request.get(svgUrl)).text()).toLowerCase();
    const svgColors = new Set([...svgText.matchAll(/#[0-9a-f]{6}\b/g)].map((match) => match[0]));
    await insertDesign(request, account, {
      url: 'https://example.com/offsite-picture.png',
      name: 'Offsite picture',
      type: 'artwork',
    });
    await insertDesign(request, account, {
      url: svgUrl,
      name: 'Lighthouse mark',
      type: 'vector',
      prompt: 'a lighthouse on a rock by the sea with a boat',
    });
    const logo = `data:image/png;base64,${(await logoPng()).buffer.toString('base64')}`;
    await insertDesign(request, account, { url: logo, name: 'Red and blue logo', type: 'logo' });
    const green = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#2d6a4f' },
    })
      .png()
      .toBuffer();
    await insertDesign(request, account, {
      url: `data:image/png;base64,${green.toString('base64')}`,
      name: 'Green poster',
      type: 'artwork',
    });

    // Logos and vectors first, then the rest, each newest first; thumbnails named by name and type.
    await page.getByRole('button', { name: 'Choose a design' }).click();
    await expect(dialog.getByRole('list', { name: 'Your saved designs' })).toBeVisible();
    expect(await designNames(dialog)).toEqual([
      'Red and blue logo (Logo)',
      'Lighthouse mark (Vector)',
      'Green poster (AI Art)',
      'Offsite picture (AI Art)',
    ]);
    await tool.waitForImages(
      dialog.getByRole('listitem').filter({ hasNot: page.getByAltText(/Offsite/) }),
    );
    await expectAccessible(page);
    await tool.screenshots('svg-palette-from-creations-picker');

    // A picture the browser may not read says so, and the dialog stays open for another pick.
    await dialog.getByRole('button', { name: 'Offsite picture (AI Art)' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(vectorToolMessages.designColorsUnreadable);

    // By keyboard: the raster logo's red and blue, deep to light, its white background dropped.
    await dialog.getByRole('button', { name: 'Red and blue logo (Logo)' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Red and blue logo (Logo)')).toBeVisible();
    await expect.poll(() => paletteSwatches(page, 'brand-palette')).toHaveLength(2);
    const [blue, red] = await paletteSwatches(page, 'brand-palette');
    expect(blue).toMatch(/^#[0-3][0-9a-f][3-6][0-9a-f][c-f][0-9a-f]$/);
    expect(red).toMatch(/^#[c-e][0-9a-f][0-3][0-9a-f][0-3][0-9a-f]$/);

    // Another design: the SVG's own fills and strokes, 2–6, deep to light.
    await page.getByRole('button', { name: 'Choose another design' }).click();
    await dialog.getByRole('button', { name: 'Lighthouse mark (Vector)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Lighthouse mark (Vector)')).toBeVisible();
    await expect.poll(async () => (await paletteSwatches(page, 'brand-palette'))[0]).not.toBe(blue);
    const palette = await paletteSwatches(page, 'brand-palette');
    expect(palette.length).toBeGreaterThanOrEqual(2);
    expect(palette.length).toBeLessThanOrEqual(6);
    for (const color of palette) expect(svgColors).toContain(color);
    expect(isDeepToLight(palette)).toBe(true);

    // Still editable like a custom palette: the last swatch changed by hand.
    const edited = [...palette.slice(0, -1), '#ff00aa'];
    await page
      .getByTestId('brand-palette')
      .getByLabel(`Palette colour ${palette.length}`)
      .fill('#ff00aa');
    await expect.poll(() => paletteSwatches(page, 'brand-palette')).toEqual(edited);
    await tool.screenshots('svg-palette-from-creations-picked');

    // The run sends exactly these colours as its palette.
    const call = page.waitForRequest(
      (sent) => sent.url().includes('/functions/v1/generate-svg') && sent.method() === 'POST',
    );
    await tool.generate.click();
    const body = (await call).postDataJSON() as { palette?: string[] };
    expect(body.palette).toEqual(edited);
    await tool.expectResult();
    await expect(tool.toast(vectorToolMessages.generated)).toBeVisible();
    await tool.screenshots('svg-palette-from-creations-result');
    await expectAccessible(page);
    await tool.expectNoCrash();
  });

  test('traces a logo PNG into an SVG with before and after, a zoom, its path count and size, and downloads it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VectorSvgPage(page);
    await tool.open(account, '/svg-generator');
    await tool.openVectorizeTab();
    await expect(tool.vectorize).toBeDisabled();
    await expect(tool.runReason()).toHaveText(vectorToolMessages.uploadFirst);
    await expect(page.getByRole('radio', { name: /^Logo \/ flat colours/ })).toBeChecked();
    await expectAccessible(page);
    await tool.screenshots('svg-vectorize-empty');

    await tool.choose([await logoPng()]);
    await expect(page.getByRole('img', { name: 'To trace: brand-logo.png' })).toBeVisible();
    // Line art is black and white: its colour count cannot change.
    await tool.pick(/^Line art/);
    await expect(page.getByRole('slider', { name: 'Colours' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await tool.pick('Logo / flat colours');
    const detail = page.getByRole('slider', { name: 'Detail' });
    await detail.focus();
    await page.keyboard.press('ArrowRight');
    await expect(detail).toHaveAttribute('aria-valuenow', '61');
    await tool.vectorize.click();
    await tool.expectResult();
    await expect(tool.toast(vectorToolMessages.vectorized)).toBeVisible();
    expect(await serverBalance(request, account)).toBe(40);

    // Before and after, with a zoom to check the edges.
    await expect(page.getByRole('slider', { name: 'Compare original and svg' })).toBeVisible();
    await tool.pick('4×');
    const zoomed = await tool.preview.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(zoomed.scroll).toBeGreaterThan(zoomed.client * 3);
    await tool.pick('1×');
    await expect(page.getByTestId('svg-stats')).toContainText(/\d+ paths · [\d.]+ (B|KB) · /);
    // The logo's red and blue survive the tracing.
    const colors = await tool.colors();
    expect(colors.some((color) => /^#(d|c|e)[0-9a-f]2[0-9a-f]2[0-9a-f]$/.test(color))).toBe(true);
    await tool.screenshots('svg-vectorize-result');
    await expectAccessible(page);

    const svg = await tool.downloadSvg();
    expect(svg.name).toBe('brand-logo-vector.svg');
    const facts = svgFacts(svg.bytes);
    expect(facts.isSvg).toBe(true);
    expect(facts.hasScript).toBe(false);
    expect(facts.text).toMatch(/<path/);
    await tool.expectNoCrash();
  });

  test('refuses bad input with a clear message and charges nothing, in the browser and on the server', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VectorSvgPage(page);
    await tool.open(account, '/svg-generator');
    // An empty prompt: the button is off with its reason, and the server refuses it too.
    await tool.prompt.fill('   ');
    await expect(tool.generate).toBeDisabled();
    await expect(tool.runReason()).toHaveText(vectorToolMessages.emptyPrompt);
    const empty = await callFunction(request, account, 'generate-svg', { prompt: '   ' });
    expect(empty.status).toBe(400);

    await tool.openVectorizeTab();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await tool.choose([{ name: 'huge.png', mimeType: 'image/png', buffer: huge }]);
    await expect(tool.toast(vectorizationMessages.tooLarge)).toBeVisible();
    await tool.drop([
      {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('just some text, named .png'),
      },
    ]);
    await expect(tool.toast(vectorToolMessages.notAnImage)).toBeVisible();
    await tool.drop([
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
        ),
      },
    ]);
    await expect(tool.toast(vectorToolMessages.unsafeSvg)).toBeVisible();
    await tool.drop([pixelBomb()]);
    await expect(tool.toast(vectorToolMessages.tooManyPixels)).toBeVisible();
    await expect(tool.vectorize).toBeDisabled();
    await tool.screenshots('svg-vectorize-refused');

    // The server refuses the same files (a page that skipped its checks would not be charged).
    const bomb = await callFunction(request, account, 'vectorize', {
      image: `data:image/png;base64,${pixelBomb().buffer.toString('base64')}`,
      preset: 'logo',
    });
    expect(bomb.status).toBeGreaterThanOrEqual(400);
    const script = await callFunction(request, account, 'vectorize', {
      image: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
      preset: 'logo',
    });
    expect(script.status).toBeGreaterThanOrEqual(400);
    expect(await serverBalance(request, account)).toBe(50);
    const jobs = await userRows(request, account, 'jobs?select=status');
    expect(jobs.filter((job) => job.status === 'succeeded')).toEqual([]);
    await tool.expectNoCrash();
  });
});

test.describe('Vector Illustrations', () => {
  test.setTimeout(300_000);

  test('draws one illustration with a preset and an aspect ratio, then a set of four charged 40', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VectorIllustrationsPage(page);
    await tool.open(account, '/vector-illustrations');
    await expect(page.getByText('VECTOR ILLUSTRATIONS')).toBeVisible();
    await expect(tool.runButton()).toBeDisabled();
    await expect(tool.runReason()).toHaveText(vectorToolMessages.emptyPrompt);
    await expectAccessible(page);
    await tool.screenshots('vector-illustrations-empty');

    await tool.prompt.fill('a reader in an armchair by a window with plants');
    await tool.pick('Spot');
    await tool.pick('Wide 16:9');
    await expect(tool.runCost()).toContainText('Costs 10 credits');
    await tool.runButton().click();
    await tool.expectResult();
    await expect(tool.toast(vectorToolMessages.illustrated)).toBeVisible();
    expect(await serverBalance(request, account)).toBe(40);
    const [, width, height] = /(\d+) × (\d+)$/
      .exec((await page.getByTestId('svg-stats').textContent()) ?? '')!
      .map(Number);
    expect(width! / height!).toBeCloseTo(16 / 9, 1);
    const single = svgFacts((await tool.downloadSvg()).bytes);
    expect(single.isSvg).toBe(true);
    expect(single.hasScript).toBe(false);
    await tool.screenshots('vector-illustrations-result');
    await expectAccessible(page);

    // A set: four prompts, one palette and stroke, charged per illustration.
    await tool.pick('A set of 2–4');
    await expect(tool.runReason()).toHaveText(vectorToolMessages.setNeedsPrompts);
    const prompts = [
      'a team around a whiteboard',
      'a rocket over a city',
      'two people shaking hands',
      'a trophy on a podium',
    ];
    for (const [index, text] of prompts.entries()) await tool.setPrompt(index).fill(text);
    await tool.pick('Line art');
    await tool.pick('Square 1:1');
    await expect(tool.runCost()).toContainText('4 illustrations × 10 credits = 40 credits');
    await tool.runButton().click();
    await expect(tool.results()).toHaveCount(4, { timeout: 180_000 });
    await tool.expectResult();
    expect(await serverBalance(request, account)).toBe(0);
    for (const [index, text] of prompts.entries())
      await expect(tool.results().nth(index)).toContainText(text);
    await tool.results().nth(2).click();
    await tool.expectResult();
    await expect(page.getByRole('img', { name: `Illustration: ${prompts[2]}` })).toBeVisible();
    await tool.save();
    const designs = await userRows(request, account, 'designs?select=type,prompt');
    expect(designs).toEqual([{ type: 'vector-illustration', prompt: prompts[2] }]);
    await tool.screenshots('vector-illustrations-set');
    await expectAccessible(page);
    await tool.expectNoCrash();
  });
});

test.describe('Vector Illustrations on a slow engine', () => {
  // A second server whose composer pauses between its steps (0.7 s), so Cancel lands mid-run.
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer({ VECTOR_STEP_PAUSE_MS: '700' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('Cancel stops a set of four mid-run, returns the 40 credits and says so', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new VectorIllustrationsPage(page);
    await tool.open(account, `${server!.url}/vector-illustrations`);
    await tool.pick('A set of 2–4');
    const prompts = ['a cat on a sofa', 'a dog by a tree', 'a cup of coffee', 'a trophy'];
    for (const [index, text] of prompts.entries()) await tool.setPrompt(index).fill(text);
    await tool.runButton().click();
    const bar = page.getByRole('progressbar').first();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await serverBalance(api, account)).toBe(10);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 40 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => serverBalance(api, account), { timeout: 30_000 }).toBe(50);
    const jobs = await userRows(api, account, 'jobs?select=status,refunded');
    expect(jobs).toEqual([{ status: 'cancelled', refunded: true }]);
    await expect(tool.results()).toHaveCount(0);
    await tool.screenshots('vector-illustrations-cancelled');
    await tool.expectNoCrash();
    await api.dispose();
  });
});
