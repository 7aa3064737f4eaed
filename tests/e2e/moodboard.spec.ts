// The Moodboard Generator in Chromium against a real Hive Local: keywords become a 9-tile board
// made locally for 35 credits, with its palette and fonts; a tile dragged onto another swaps
// places; a locked tile stays as it is while another is varied for 10 credits; the board
// downloads as a 4K PNG and a two-page PDF (rendered and kept to look at), is saved to My
// Creations as a moodboard and reopens exactly as left; its share link shows it read-only to a
// signed-out visitor. No keywords: Generate stays off with the spec's words and nothing is
// charged. On a slow server Cancel returns the 35 credits.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  enhancementMessages,
  moodboardMessages,
} from '../../supabase/functions/_shared/contracts/messages';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { expect, test } from './support/test';
import { fixturePhoto, serverBalance, userRows } from './pages/photo-page';
import { MoodboardPage } from './pages/moodboard-page';

const SHOTS = 'artifacts/screenshots';

/** Renders each page of a PDF to a PNG in artifacts/screenshots (pdftoppm), to look at. */
function renderPdf(bytes: Buffer, name: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'moodboard-pdf-'));
  writeFileSync(join(dir, 'board.pdf'), bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', join(dir, 'board.pdf'), join(dir, 'page')]);
  mkdirSync(SHOTS, { recursive: true });
  return readdirSync(dir)
    .filter((file) => file.endsWith('.png'))
    .sort()
    .map((file, index) => {
      const target = resolve(SHOTS, `${name}-page-${index + 1}.png`);
      renameSync(join(dir, file), target);
      return target;
    });
}

test.describe('Moodboard Generator', () => {
  test('makes a 9-tile board, rearranges, locks and varies it, exports, saves, reopens and shares it', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const account = await createAccount(request);
    const tool = new MoodboardPage(page);
    await tool.open(account, '/moodboard-generator');
    await expect(page.getByText('MOODBOARD GENERATOR')).toBeVisible();

    // No keywords: Generate is off with the spec's words, and nothing is charged.
    await expect(tool.generate).toBeDisabled();
    await expect(tool.runReason()).toHaveText(moodboardMessages.noKeywords);
    await expect(tool.runCost()).toContainText('Costs 35 credits');
    await expect(tool.runCost()).toContainText('Balance: 50 credits');
    await expectAccessible(page);
    await tool.screenshots('moodboard-empty');

    // Keyword chips: Enter and commas add, a long one is refused, × and Backspace remove.
    await tool.addKeywords('coastal', 'linen, golden hour');
    await tool.addKeywords('x'.repeat(41));
    await expect(page.getByTestId('keyword-refusal')).toHaveText(moodboardMessages.keywordTooLong);
    await tool.keywordInput.fill('');
    await tool.addKeywords('driftwood');
    await page.getByRole('button', { name: 'Remove driftwood' }).click();
    await tool.addKeywords('sea glass');
    await tool.keywordInput.press('Backspace');
    await expect(tool.chips()).toHaveText(['coastal', 'linen', 'golden hour']);
    expect(await serverBalance(request, account)).toBe(50);

    await expect(tool.generate).toBeEnabled();
    await tool.generate.click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await tool.expectBoard();
    await expect(tool.toast(moodboardMessages.made)).toBeVisible();
    expect(await serverBalance(request, account)).toBe(15);
    await expect(tool.tiles).toHaveCount(9);
    await expect(tool.board.locator('[data-kind="image"]')).toHaveCount(6);
    // Palette and fonts: on the board and beside it.
    const palette = await tool.paletteHexes();
    expect(palette.length).toBeGreaterThanOrEqual(5);
    expect(palette.length).toBeLessThanOrEqual(6);
    for (const hex of palette) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    await expect(tool.board.getByTestId('palette-swatch')).toHaveCount(palette.length);
    await expect(page.getByTestId('heading-font')).toHaveText(/\S+ · \d00/);
    await expect(page.getByTestId('body-font')).toHaveText(/\S+ · \d00/);
    await expect(tool.board.getByTestId('type-tile')).toBeVisible();
    await expect(tool.board.getByTestId('words-tile')).toContainText('coastal');
    await expectAccessible(page);
    await tool.screenshots('moodboard-board');

    // Drag a tile onto another: the two trade places.
    const before = await tool.shownTiles();
    await tool.tile(before[0]!.id).dragTo(tool.tile(before[3]!.id));
    const dragged = await tool.shownTiles();
    expect(dragged.map((tile) => tile.id)).toEqual(
      before.map((tile, index) =>
        index === 0 ? before[3]!.id : index === 3 ? before[0]!.id : tile.id,
      ),
    );
    expect(dragged.map((tile) => tile.rect)).toEqual(before.map((tile) => tile.rect));
    // The keyboard moves the focused tile too, and says so.
    await tool.tile(dragged[1]!.id).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('board-announcement')).toContainText('place 3 of 9');
    await page.keyboard.press('ArrowLeft');
    expect((await tool.shownTiles()).map((tile) => tile.id)).toEqual(
      dragged.map((tile) => tile.id),
    );

    // Lock one image tile, vary another: the locked one stays, the varied one is new, −10.
    const images = dragged.filter((tile) => tile.kind === 'image');
    const locked = images[0]!;
    const varied = images[1]!;
    const lockedSource = await tool.imageSource(locked.id);
    const variedSource = await tool.imageSource(varied.id);
    const lockedTile = await tool.select(locked.id);
    await lockedTile.getByRole('button', { name: 'Lock tile' }).click();
    await expect(lockedTile).toHaveAttribute('data-locked', 'true');
    await expect(
      lockedTile.getByRole('button', { name: 'Vary this tile · 10 credits' }),
    ).toBeDisabled();
    await expect(lockedTile.getByRole('button', { name: 'Remove tile' })).toBeDisabled();
    const variedTile = await tool.select(varied.id);
    await variedTile.getByRole('button', { name: 'Vary this tile · 10 credits' }).click();
    await expect
      .poll(() => tool.imageSource(varied.id), { timeout: 120_000 })
      .not.toBe(variedSource);
    await tool.waitForImages(tool.board);
    expect(await tool.imageSource(locked.id)).toBe(lockedSource);
    await expect.poll(() => serverBalance(request, account)).toBe(5);
    await expect(tool.runCost()).toContainText('Balance: 5 credits');
    const edited = await tool.shownTiles();
    expect(edited.find((tile) => tile.id === locked.id)).toEqual({ ...locked, locked: true });
    expect(edited.find((tile) => tile.id === varied.id)!.rect).toBe(varied.rect);
    await tool.screenshots('moodboard-edited');

    // Collage and masonry rearrange every tile; back to grid for the rest.
    await tool.pick('Collage');
    await expect(tool.board).toHaveAttribute('data-layout', 'collage');
    await tool.waitForImages(tool.board);
    await tool.screenshots('moodboard-collage');
    await tool.pick('Masonry');
    await expect(tool.board).toHaveAttribute('data-layout', 'masonry');
    await tool.waitForImages(tool.board);
    await tool.screenshots('moodboard-masonry');
    await tool.pick('Grid');

    // A note of the user's own.
    await page.getByRole('button', { name: 'Add a note' }).click();
    await expect(tool.tiles).toHaveCount(10);
    await tool.board.getByRole('textbox', { name: 'Note' }).fill('Warm light, soft textures');

    // Export: a 4K PNG and a two-page PDF.
    const png = await tool.downloadBoardPng();
    expect(png.name).toMatch(/-moodboard-3840\.png$/);
    const meta = await sharp(png.bytes).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(3840);
    expect(meta.width).toBe(3840);
    mkdirSync(SHOTS, { recursive: true });
    await sharp(png.bytes).resize(1400).toFile(resolve(SHOTS, 'moodboard-export.png'));
    const pdf = await tool.downloadBoardPdf();
    expect(pdf.name).toMatch(/-moodboard\.pdf$/);
    expect((await PDFDocument.load(pdf.bytes)).getPageCount()).toBe(2);
    expect(renderPdf(pdf.bytes, 'moodboard-pdf')).toHaveLength(2);

    // Save, then reopen from My Creations' address: the same board.
    const shown = await tool.shownTiles();
    await tool.save();
    const designs = await userRows(
      request,
      account,
      'designs?select=id,type,name,is_private,moodboard_data',
    );
    expect(designs).toEqual([
      expect.objectContaining({
        type: 'moodboard',
        name: 'Coastal, linen, golden hour',
        is_private: true,
      }),
    ]);
    const data = designs[0]!.moodboard_data as { layout: { tiles: unknown[] }; palette: unknown[] };
    expect(data.layout.tiles).toHaveLength(10);
    const designId = String(designs[0]!.id);
    await page.goto(`/moodboard-generator?design=${designId}`);
    await tool.expectBoard(60_000);
    expect(await tool.shownTiles()).toEqual(shown);
    expect(await tool.paletteHexes()).toEqual(palette);
    await expect(tool.board.getByRole('textbox', { name: 'Note' })).toHaveValue(
      'Warm light, soft textures',
    );

    // Share: private by default; switched on, the link shows the board read-only, signed out.
    await expect(page.getByTestId('share-state')).toContainText('Private');
    await page.getByRole('switch', { name: 'Share link' }).click();
    await expect(page.getByTestId('share-state')).toHaveText(moodboardMessages.shareOn);
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`/shared/moodboard/${designId}$`));
    expect(
      (await userRows(request, account, `designs?select=is_private&id=eq.${designId}`))[0],
    ).toEqual({ is_private: false });
    await expectAccessible(page);
    await tool.screenshots('moodboard-saved-shared');

    const visitor = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const guest = new MoodboardPage(await visitor.newPage());
    await guest.page.goto(link);
    await guest.expectBoard(60_000);
    await expect(guest.tiles).toHaveCount(10);
    await expect(guest.page.getByRole('heading', { level: 1 })).toHaveText(
      'Coastal, linen, golden hour',
    );
    await expect(guest.page.getByRole('toolbar', { name: 'Tile tools' })).toHaveCount(0);
    await expect(guest.page.getByRole('textbox', { name: 'Note' })).toHaveCount(0);
    await expect(guest.board.getByText('Warm light, soft textures')).toBeVisible();
    expect(await guest.paletteHexes()).toEqual(palette);
    await expectAccessible(guest.page);
    await guest.screenshots('moodboard-shared-view');

    // Private again: the link no longer opens it.
    await page.getByRole('switch', { name: 'Share link' }).click();
    await expect(page.getByTestId('share-state')).toContainText('Private');
    await guest.page.reload();
    await expect(guest.page.getByText(moodboardMessages.sharedNotFound)).toBeVisible({
      timeout: 30_000,
    });
    await visitor.close();
    await tool.expectNoCrash();
  });
});

test.describe('Moodboard Generator with your own pictures', () => {
  test('starts from a reference photo, refuses a file that is not one, adds an own image and makes a tile bigger', async ({
    page,
    request,
  }) => {
    test.setTimeout(400_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    const account = await createAccount(request);
    const tool = new MoodboardPage(page);
    await tool.open(account, '/moodboard-generator');
    await tool.addKeywords('coffee', 'morning');
    await page.getByText('6 tiles', { exact: true }).click();

    // A text file named .png is refused by its bytes, with nothing uploaded or charged.
    await tool.choose([
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
    ]);
    await expect(tool.toast(enhancementMessages.invalidImage)).toBeVisible();
    await expect(page.getByTestId('reference')).toHaveCount(0);
    // A photograph becomes a reference: it takes one of the board's four image tiles.
    await tool.choose([fixturePhoto('coffee-cup.jpg')]);
    await expect(page.getByTestId('reference')).toHaveCount(1, { timeout: 30_000 });
    expect(await serverBalance(request, account)).toBe(50);

    await tool.generate.click();
    await tool.expectBoard();
    expect(await serverBalance(request, account)).toBe(15);
    await expect(tool.tiles).toHaveCount(6);
    const pictures = tool.board.getByTestId('tile-image');
    await expect(pictures).toHaveCount(4);
    await expect(pictures.and(page.locator('[data-source="reference"]'))).toHaveCount(1);
    await expect(pictures.and(page.locator('[data-source="generated"]'))).toHaveCount(3);

    // An own picture joins the board as a tile of its own, free.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add an image' }).click();
    await (await chooser).setFiles([fixturePhoto('mandrill.jpg')]);
    await expect(tool.tiles).toHaveCount(7, { timeout: 30_000 });
    await expect(pictures.and(page.locator('[data-source="own"]'))).toHaveCount(1);
    await tool.waitForImages(tool.board);
    expect(await serverBalance(request, account)).toBe(15);

    // A tile made bigger takes more of the board; no two tiles overlap after the reflow.
    const before = await tool.shownTiles();
    const target = before.find((tile) => tile.kind === 'image')!;
    const selected = await tool.select(target.id);
    await selected.getByRole('button', { name: 'Make bigger' }).click();
    const after = await tool.shownTiles();
    const area = (rect: string) => {
      const [, , width, height] = rect.split(' ').map((value) => Number.parseFloat(value));
      return width! * height!;
    };
    expect(area(after.find((tile) => tile.id === target.id)!.rect)).toBeGreaterThan(
      area(target.rect),
    );
    const boxes = after.map((tile) => tile.rect.split(' ').map((v) => Number.parseFloat(v)));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const overlapX = Math.min(a[0]! + a[2]!, b[0]! + b[2]!) - Math.max(a[0]!, b[0]!);
        const overlapY = Math.min(a[1]! + a[3]!, b[1]! + b[3]!) - Math.max(a[1]!, b[1]!);
        expect(overlapX <= 0.01 || overlapY <= 0.01).toBe(true);
      }
    await expectAccessible(page);
    await tool.screenshots('moodboard-own-pictures');
    await tool.expectNoCrash();
  });
});

test.describe('Moodboard Generator on a slow engine', () => {
  // A second server whose board pauses after each picture (0.7 s), so Cancel lands mid-run.
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer({ MOODBOARD_STEP_PAUSE_MS: '700' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('Cancel mid-run returns the 35 credits', async ({ page, playwright }) => {
    test.setTimeout(300_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api);
    const tool = new MoodboardPage(page);
    await tool.open(account, `${server!.url}/moodboard-generator`);
    await tool.addKeywords('forest', 'moss');
    await tool.generate.click();
    const bar = page.getByRole('progressbar', { name: 'Progress' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 90_000 })
      .toBeGreaterThan(0);
    expect(await serverBalance(api, account)).toBe(15);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 35 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => serverBalance(api, account), { timeout: 30_000 }).toBe(50);
    await expect(tool.board).toHaveCount(0);
    await tool.screenshots('moodboard-cancelled');
    await tool.expectNoCrash();
    await api.dispose();
  });
});
