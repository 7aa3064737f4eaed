// The Hive Editor in Chromium against a real Hive Local: a creation from My Creations opened as a
// design; text and a shape added, moved, rotated and aligned; the picture layer's background
// removed as a charged job with progress; undo and redo across it; the design reloaded identical;
// exported as a PNG at 2× (its size and pixels checked against the canvas) and as a PDF (free the
// second time); the keyboard shortcuts; and the faults (a damaged save, a bad or huge picture,
// going offline, a second window).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { expect, test } from './support/test';
import { PhotoPage, serverBalance, userRows } from './pages/photo-page';
import { editorMessages } from '../../src/renderer/src/features/hive-edit/messages';
import {
  fixtureBytes,
  HiveEditPage,
  savePictureCreation,
  storedDocument,
  writeDocumentContent,
} from './pages/hive-edit-page';
import type { DocumentRow } from './pages/hive-edit-page';

/** The mean absolute difference of two same-size RGB rasters (0–255). */
async function meanDifference(
  a: Buffer,
  b: Buffer,
  width: number,
  height: number,
): Promise<number> {
  const [one, two] = await Promise.all(
    [a, b].map((image) =>
      sharp(image)
        .resize(Math.round(width), Math.round(height), { fit: 'fill' })
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  let total = 0;
  for (let index = 0; index < one!.length; index += 1)
    total += Math.abs(one![index]! - two![index]!);
  return total / one!.length;
}

test.describe('The Hive Editor', () => {
  test.setTimeout(300_000);

  test('a creation becomes a design: text and a shape, move, rotate, align, remove the background (charged, with progress), undo and redo, reload identical, export PNG 2× and PDF', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await savePictureCreation(
      request,
      account,
      fixtureBytes('chelsea-cat.jpg'),
      'Chelsea',
      'a cat',
    );
    const editor = new HiveEditPage(page);
    await editor.open(account);
    await expect(page.getByRole('heading', { name: 'The Hive Editor', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Instagram post/ })).toBeVisible();
    await expectAccessible(page);
    await editor.screenshot('hive-edit-start');

    // Open the creation from My Creations.
    await page.getByRole('button', { name: 'From My Creations' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /Chelsea/ })
      .first()
      .click();
    const documentId = await editor.waitForEditor();
    await editor.tab('Layers');
    await expect(editor.layerRows).toHaveCount(1);
    const opened = await storedDocument(request, account, documentId);
    const picture = opened.content.layers[0]!;
    expect(picture.type).toBe('image');

    // Text and a rectangle.
    await editor.rail('Text').click();
    await editor.rail('Rectangle').click();
    await expect(editor.layerRows).toHaveCount(3);
    await editor.saved();
    let stored = await storedDocument(request, account, documentId);
    const [, text, rectangle] = stored.content.layers;
    expect(text!.type).toBe('text');
    expect(rectangle!.type).toBe('shape');
    await editor.screenshot('hive-edit-added');

    // Move the rectangle with the mouse (one undo step), rotate it, then centre the text.
    await editor.dragLayer(rectangle!.id, 120, 60);
    await expect
      .poll(async () => (await storedDocument(request, account, documentId)).content.layers[2]!.x)
      .toBeGreaterThan(rectangle!.x + 20);
    stored = await storedDocument(request, account, documentId);
    expect(stored.content.layers[2]!.y).toBeGreaterThan(rectangle!.y + 10);
    await editor.tab('Design');
    const rotation = page.getByLabel('Rotation', { exact: true });
    await rotation.fill('30');
    await rotation.press('Enter');
    await editor.tab('Layers');
    await editor.layerRow('Text').click();
    await editor.tab('Design');
    await page.getByRole('button', { name: 'Align right' }).click();
    // The text box's right edge meets the canvas's (it was centred when added).
    const rightGap = async () => {
      const row = await storedDocument(request, account, documentId);
      const layer = row.content.layers[1]! as unknown as { x: number; width: number };
      return Math.abs(layer.x + layer.width - row.content.width);
    };
    await expect.poll(rightGap).toBeLessThan(1);
    await expect
      .poll(
        async () =>
          (await storedDocument(request, account, documentId)).content.layers[2]!.rotation,
      )
      .toBe(30);
    stored = await storedDocument(request, account, documentId);
    await editor.screenshot('hive-edit-arranged');

    // Remove the picture layer's background: a charged job with real progress.
    await editor.tab('Layers');
    await editor.layerRow('Chelsea').click();
    await editor.tab('AI tools');
    await expect(
      page.getByRole('button', { name: 'Remove background · Costs 10 credits' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove background · Costs 10 credits' }).click();
    await expect(page.getByTestId('layer-ai-progress')).toBeVisible();
    await expect(editor.toast(/Background removed\. Undo/)).toBeVisible({ timeout: 120_000 });
    expect(await serverBalance(request, account)).toBe(40);
    await expect
      .poll(
        async () => (await storedDocument(request, account, documentId)).content.layers[0]!.asset,
      )
      .not.toBe(picture.asset);
    const cutOut = (await storedDocument(request, account, documentId)).content.layers[0]!.asset;
    expect(cutOut).toBeTruthy();
    await editor.screenshot('hive-edit-background-removed');

    // Undo and redo across it.
    const pictureAsset = async () =>
      (await storedDocument(request, account, documentId)).content.layers[0]!.asset;
    await page.keyboard.press('Control+z');
    await expect.poll(pictureAsset).toBe(picture.asset);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(pictureAsset).toBe(cutOut);
    await editor.saved();
    stored = await storedDocument(request, account, documentId);

    // Reload: the same document, drawn the same.
    const before = await editor.canvasPixels();
    await page.reload();
    await editor.waitForEditor();
    await editor.tab('Layers');
    await expect(editor.layerRows).toHaveCount(3);
    await page.waitForTimeout(500);
    const reloaded = await storedDocument(request, account, documentId);
    expect(reloaded.content).toEqual(stored.content);
    const after = await editor.canvasPixels();
    const { width, height } = stored.content;
    expect(await meanDifference(before, after, width / 4, height / 4)).toBeLessThan(1);

    // Export a PNG at 2×: 10 credits the first time, said before.
    await page.getByRole('button', { name: /^Export/ }).click();
    const exportDialog = page.getByRole('dialog');
    await expect(exportDialog.getByText('Costs 10 credits')).toBeVisible();
    await exportDialog.getByText('PNG', { exact: true }).click();
    await exportDialog.getByText('2×', { exact: true }).click();
    await expectAccessible(page);
    await editor.screenshot('hive-edit-export');
    const [pngDownload] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    const png = readFileSync((await pngDownload.path())!);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([width * 2, height * 2]);
    const onCanvas = await editor.canvasPixels(2);
    expect(await meanDifference(png, onCanvas, width / 2, height / 2)).toBeLessThan(2);
    expect(await serverBalance(request, account)).toBe(30);

    // A PDF of the same design is free now, and renders like the canvas.
    await expect(exportDialog.getByText(/Free/)).toBeVisible();
    await exportDialog.getByText('PDF', { exact: true }).click();
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'hive-pdf-'));
    writeFileSync(join(dir, 'design.pdf'), readFileSync((await pdfDownload.path())!));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '96',
      '-singlefile',
      join(dir, 'design.pdf'),
      join(dir, 'page'),
    ]);
    const pdfPage = readFileSync(join(dir, 'page.png'));
    // Kept beside the screenshots to be looked at.
    writeFileSync('artifacts/screenshots/hive-edit-export-pdf-page.png', pdfPage);
    writeFileSync('artifacts/screenshots/hive-edit-export-2x.png', png);
    const pdfMeta = await sharp(pdfPage).metadata();
    expect(Math.abs(pdfMeta.width! - width)).toBeLessThanOrEqual(2);
    expect(
      await meanDifference(pdfPage, await editor.canvasPixels(1), width / 4, height / 4),
    ).toBeLessThan(12);
    const pdfText = execFileSync('pdftotext', [join(dir, 'design.pdf'), '-']).toString();
    expect(pdfText).toContain('Add your text');
    expect(await serverBalance(request, account)).toBe(30);

    // Saved to My Creations as a new design (free after the first export), and the design itself
    // is listed there with its thumbnail.
    await exportDialog.getByRole('button', { name: 'Save to My Creations' }).click();
    await expect
      .poll(
        async () =>
          (await userRows(request, account, 'designs?select=type,name&type=eq.edited-image'))
            .length,
      )
      .toBe(1);
    await expect
      .poll(
        async () => userRows(request, account, 'designs?select=type,details&type=eq.editor-design'),
        {
          timeout: 30_000,
        },
      )
      .toEqual([{ type: 'editor-design', details: { document_id: documentId } }]);
    expect(await serverBalance(request, account)).toBe(30);
    expect(editor.pageErrors).toEqual([]);
  });

  test('the keyboard: add, duplicate, delete, nudge, group and ungroup, undo, the shortcuts sheet; the chrome is accessible', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const editor = new HiveEditPage(page);
    const documentId = await editor.startBlankDesign(account, /Instagram post/);
    const layers = async () => (await storedDocument(request, account, documentId)).content.layers;

    await page.keyboard.press('t');
    await expect.poll(async () => (await layers()).length).toBe(1);
    await page.keyboard.press('Control+d');
    await expect.poll(async () => (await layers()).length).toBe(2);
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await layers()).length).toBe(1);
    const startX = (await layers())[0]!.x;
    // Delete left nothing selected: select what is there, then nudge it.
    await page.keyboard.press('Control+a');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await layers())[0]!.x).toBe(startX + 1);
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await layers())[0]!.x).toBe(startX + 11);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await layers())[0]!.x).toBe(startX + 1);

    await page.keyboard.press('r');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+g');
    await expect.poll(async () => (await layers()).map((layer) => layer.type)).toEqual(['group']);
    await page.keyboard.press('Control+Shift+g');
    await expect
      .poll(async () => (await layers()).map((layer) => layer.type))
      .toEqual(['text', 'shape']);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await layers()).map((layer) => layer.type)).toEqual(['group']);
    await page.keyboard.press('Control+Shift+z');
    await expect
      .poll(async () => (await layers()).map((layer) => layer.type))
      .toEqual(['text', 'shape']);

    await editor.tab('Layers');
    await expect(editor.layerRows).toHaveCount(2);
    await expectAccessible(page);
    await editor.screenshot('hive-edit-keyboard');

    await page.locator('body').press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Ctrl+G').first()).toBeVisible();
    await expect(sheet.getByText('Ctrl+Shift+Z').first()).toBeVisible();
    await expectAccessible(page);
    await editor.screenshot('hive-edit-shortcuts');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    expect(editor.pageErrors).toEqual([]);
  });

  test('faults: a damaged save opens the previous version, a damaged file is refused, a huge picture is scaled and said, offline keeps editing and saves when back, a second window is a conflict', async ({
    page,
    request,
    context,
  }) => {
    const account = await createAccount(request);
    const editor = new HiveEditPage(page);
    const documentId = await editor.startBlankDesign(account, /YouTube thumbnail/);
    const stored = () => storedDocument(request, account, documentId);
    await page.keyboard.press('t');
    await expect.poll(async () => (await stored()).content.layers.length).toBe(1);
    await editor.saved();

    // A picture that is not whole, and one far over the pixel cap.
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    let chooser = page.waitForEvent('filechooser');
    await editor.rail('Upload').click();
    await (await chooser).setFiles({ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: damaged });
    await expect(editor.toast(/not a picture we can open|could not be read/)).toBeVisible();
    const huge = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#3a6ea5' },
    })
      .png()
      .toBuffer();
    chooser = page.waitForEvent('filechooser');
    await editor.rail('Upload').click();
    await (await chooser).setFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect(editor.toast(editorMessages.scaledDown(5000, 4000, 4579, 3663))).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(async () => (await stored()).content.layers.length).toBe(2);
    const scaled = (await stored()).content.layers[1] as unknown as {
      naturalWidth: number;
      naturalHeight: number;
    };
    expect([scaled.naturalWidth, scaled.naturalHeight]).toEqual([4579, 3663]);

    // Offline: editing goes on, the status says so, and it saves once back.
    await editor.saved();
    await context.setOffline(true);
    await page.keyboard.press('r');
    await expect(editor.saveStatus).toHaveAttribute('data-status', 'offline');
    await expect(editor.saveStatus).toContainText('Offline');
    await editor.screenshot('hive-edit-offline');
    await context.setOffline(false);
    await expect
      .poll(async () => (await stored()).content.layers.length, { timeout: 30_000 })
      .toBe(3);
    await editor.saved();

    // A second window saves first: this one is told and keeps its own version on request.
    const second = await context.newPage();
    const other = new HiveEditPage(second);
    await second.goto(`/hive-edit?document=${documentId}`);
    await other.waitForEditor();
    await second.keyboard.press('o');
    await expect.poll(async () => (await stored()).content.layers.length).toBe(4);
    await second.close();
    await page.keyboard.press('Delete');
    await expect(editor.saveStatus).toHaveAttribute('data-status', 'conflict', { timeout: 30_000 });
    await expect(
      page.getByRole('alert').filter({ hasText: editorMessages.keepMine }),
    ).toBeVisible();
    await editor.screenshot('hive-edit-conflict');
    await page.getByRole('button', { name: editorMessages.keepMine }).click();
    await editor.saved();
    expect((await stored()).content.layers.length).toBe(2);

    // A font that cannot be loaded: the text shows in a fallback, and the editor says so.
    const good = (await stored()).content;
    const withMissingFont = {
      ...good,
      layers: good.layers.map((layer) =>
        layer.type === 'text' ? { ...layer, fontFamily: 'Comic Neue' } : layer,
      ),
    };
    await writeDocumentContent(request, account, documentId, withMissingFont);
    await page.reload();
    await editor.waitForEditor();
    await expect(editor.toast(editorMessages.fontFallback(['Comic Neue']))).toBeVisible();
    await writeDocumentContent(request, account, documentId, good);

    // A save that fails its schema: the previous version opens, and the user is told.
    await writeDocumentContent(request, account, documentId, { schema: 99, layers: 'broken' });
    await page.reload();
    await editor.waitForEditor();
    await expect(editor.toast(editorMessages.recovered)).toBeVisible();
    await editor.tab('Layers');
    await expect(editor.layerRows).toHaveCount(good.layers.length);
    // Both versions damaged: refused, with nothing lost on the server.
    await writeDocumentContent(request, account, documentId, { schema: 99 });
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(editorMessages.damaged);
    const row: DocumentRow = await stored();
    expect(row.id).toBe(documentId);
    expect(editor.pageErrors).toEqual([]);
  });

  test('an AI run on a layer shows its progress, and Cancel stops it, returns the credits and leaves the picture as it was', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const editor = new HiveEditPage(page);
    const documentId = await editor.startBlankDesign(account, /YouTube thumbnail/);
    const photo = await sharp(fixtureBytes('mandrill.jpg')).resize(1600, 1200).jpeg().toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await editor.rail('Upload').click();
    await (await chooser).setFiles({ name: 'mandrill.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect
      .poll(async () => (await storedDocument(request, account, documentId)).content.layers.length)
      .toBe(1);
    const before = (await storedDocument(request, account, documentId)).content.layers[0]!.asset;
    await editor.tab('AI tools');
    await page.getByRole('button', { name: 'Enhance · Costs 10 credits' }).click();
    const progress = page.getByTestId('layer-ai-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await expect.poll(async () => serverBalance(request, account)).toBe(40);
    await editor.screenshot('hive-edit-ai-progress');
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 10 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(async () => serverBalance(request, account), { timeout: 30_000 }).toBe(50);
    const jobs = await userRows(request, account, 'jobs?select=status,refunded');
    expect(jobs).toEqual([{ status: 'cancelled', refunded: true }]);
    await editor.saved();
    expect((await storedDocument(request, account, documentId)).content.layers[0]!.asset).toBe(
      before,
    );
    expect(editor.pageErrors).toEqual([]);
  });

  test('"Edit in Hive Editor" from My Creations starts a design from that picture, listed back in My Creations as a Hive Editor design', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await savePictureCreation(request, account, fixtureBytes('coffee-cup.jpg'), 'Espresso');
    const editor = new HiveEditPage(page);
    await editor.open(account, '/my-designs');
    await page.getByRole('button', { name: 'Open Espresso' }).click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('link', { name: 'Edit in Hive Editor' }).click();
    const documentId = await editor.waitForEditor();
    const stored = await storedDocument(request, account, documentId);
    expect(stored.title).toBe('Espresso');
    expect(stored.content.layers.map((layer) => layer.type)).toEqual(['image']);
    const coffee = await sharp(fixtureBytes('coffee-cup.jpg')).metadata();
    expect([stored.content.width, stored.content.height]).toEqual([coffee.width, coffee.height]);
    // Its entry in My Creations opens it again.
    await expect
      .poll(async () => userRows(request, account, 'designs?select=type&type=eq.editor-design'), {
        timeout: 30_000,
      })
      .toEqual([{ type: 'editor-design' }]);
    await page.goto('/my-designs');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Hive Editor design' })
      .getByRole('button', { name: 'Open Espresso' })
      .click();
    await expect(page.getByRole('dialog').getByText('Hive Editor design')).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Open in The Hive Editor' }).click();
    expect(await editor.waitForEditor()).toBe(documentId);
    expect(editor.pageErrors).toEqual([]);
  });

  test('"Edit in Hive Editor" on a photo tool result opens the cut-out as a new design', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-remover');
    const photo = await sharp(fixtureBytes('chelsea-cat.jpg')).jpeg().toBuffer();
    await tool.drop([{ name: 'cat.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(page.getByRole('img', { name: 'Cut-out' })).toBeVisible({ timeout: 240_000 });
    await page.getByRole('button', { name: 'Edit in Hive Editor' }).click();
    const editor = new HiveEditPage(page);
    const documentId = await editor.waitForEditor();
    const stored = await storedDocument(request, account, documentId);
    expect(stored.content.layers.map((layer) => layer.type)).toEqual(['image']);
    // The cut-out keeps its transparency: the canvas under it is transparent too.
    expect(stored.content).toMatchObject({ width: 451, height: 300, background: null });
    await editor.screenshot('hive-edit-from-background-remover');
    expect(editor.pageErrors).toEqual([]);
  });

  test('on a phone: the canvas takes the screen, the panels open from the top bar, and the editor stays accessible', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(request);
    const editor = new HiveEditPage(page);
    const documentId = await editor.startBlankDesign(account, /Instagram story/);
    const panels = page.getByRole('complementary', { name: 'Design panels' });
    await expect(panels).toBeHidden();
    const canvas = (await editor.canvas.boundingBox())!;
    expect(canvas.width).toBeGreaterThan(300);
    await editor.rail('Text').click();
    await expect
      .poll(async () => (await storedDocument(request, account, documentId)).content.layers.length)
      .toBe(1);
    await expectAccessible(page);
    await editor.screenshot('hive-edit-phone');
    await page.getByRole('button', { name: 'Panels' }).click();
    await expect(panels).toBeVisible();
    await editor.tab('Layers');
    await expect(editor.layerRows).toHaveCount(1);
    await expectAccessible(page);
    await editor.screenshot('hive-edit-phone-panels');
    expect(editor.pageErrors).toEqual([]);
  });
});
