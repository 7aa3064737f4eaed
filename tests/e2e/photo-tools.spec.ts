// The four photo tools in Chromium against a real Hive Local: each screen's states, bad files
// refused in the browser (nothing charged), real runs through the edge functions, and queues.
import { expect, test } from '@playwright/test';
import { enhancementMessages, photoToolMessages, vectorizationMessages, creditMessages } from '../../src/shared/messages';
import { createAccount } from './support/accounts';
import { fixturePhoto, PhotoPage, serverBalance, spendCreditsDownTo } from './pages/photo-page';
import type { UploadFile } from './pages/photo-page';

/** A PNG header that claims 20000 × 20000 pixels in a few bytes: a decompression bomb. */
function pixelBomb(): UploadFile {
  const buffer = Buffer.alloc(64);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(20_000, 16);
  buffer.writeUInt32BE(20_000, 20);
  return { name: 'bomb.png', mimeType: 'image/png', buffer };
}

test.describe('image enhancer', () => {
  test('shows the demo slider and the studio with its defaults, keyboard-driven', async ({ page, request }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');

    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
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

  test('a chosen image shows in the preview, and clearing removes it', async ({ page, request }) => {
    const account = await createAccount(request);
    const tool = new PhotoPage(page);
    await tool.open(account, '/image-enhancer');
    await tool.choose([fixturePhoto('mandrill.jpg')]);
    await expect(tool.toast(enhancementMessages.selected('mandrill.jpg'))).toBeVisible();
    await expect(page.getByTestId('ready-strip')).toContainText(enhancementMessages.readyForEnhancement);
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

    await tool.drop([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not an image') }]);
    await expect(tool.toast(enhancementMessages.selectValidImage)).toBeVisible();
    await tool.drop([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is text with a png name') }]);
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

  test('with too few credits says what is needed and sends the user to pricing', async ({ page, request }) => {
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
