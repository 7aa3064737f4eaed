// The Advertising Video Generator in Chromium against a real Hive Local: a product photo and
// words become a timeline previewed live with the server's own renderer; the headline edited in
// the timeline changes the preview; music that is not audio is refused, a WAV is taken; the ad
// renders for 25 credits into an MP4 (H.264 at the format's size and length, AAC music) that
// plays, saves to My Creations and reopens in the tool.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { adMessages } from '../../supabase/functions/_shared/contracts/api/ad-video';
import { writeWav } from '../../supabase/functions/_shared/contracts/domain/wav';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { expect, test } from './support/test';
import { AdVideoPage } from './pages/ad-video-page';
import { serverBalance } from './pages/photo-page';
import { frameDifference } from './pages/video-page';

const PRODUCT = readFileSync(resolve(import.meta.dirname, '../fixtures/photos/figurines.jpg'));

/** A 4 s stereo tune (two sines) as a 16-bit WAV at 48 kHz. */
function tune(): Buffer {
  const rate = 48_000;
  const samples = new Float32Array(rate * 4 * 2);
  for (let frame = 0; frame < rate * 4; frame += 1) {
    const value = 0.3 * Math.sin((2 * Math.PI * 440 * frame) / rate);
    samples[frame * 2] = value;
    samples[frame * 2 + 1] = 0.3 * Math.sin((2 * Math.PI * 660 * frame) / rate);
  }
  return Buffer.from(writeWav(samples, rate, 2));
}

test.describe('Advertising Video Generator', () => {
  test.setTimeout(360_000);

  test('a product photo and words become a previewed, edited ad that renders with music, plays, saves and reopens', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new AdVideoPage(page);
    await tool.open(account, '/advertising-video-generator');
    await expect(page.getByText('ADVERTISING VIDEO', { exact: true })).toBeVisible();
    await expect(tool.make).toBeDisabled();
    await expect(tool.runReason()).toHaveText(adMessages.productRequired);
    await expect(tool.runCost()).toContainText('Costs 25 credits');
    await expect(tool.preview).toBeVisible();
    await expect(page.getByTestId('safe-area')).toBeVisible();

    await tool.chooseProducts([{ name: 'figurines.jpg', mimeType: 'image/jpeg', buffer: PRODUCT }]);
    await expect(page.getByRole('img', { name: 'Product photo 1' })).toBeVisible();
    await tool.headline.fill('Hand-painted figurines');
    await page.getByLabel('Subline').fill('Made one by one in our studio');
    await page.getByLabel('Price or offer').fill('20% off this week');
    await page.getByLabel('Feature 1').fill('Gift wrapped');
    await tool.pick('1:1');
    await tool.pick('6 s');
    await tool.pick(/^Elegant/);
    await expect(page.getByTestId('ad-size')).toHaveText(/^1080 × 1080 · 6 s/);
    await expect(tool.runReason()).toHaveCount(0);
    await expect(tool.make).toBeEnabled();
    // The timeline follows the words: an intro with the headline, the end card with the CTA.
    await expect(tool.scenes().first()).toContainText('Intro');
    await expect(tool.scenes().last()).toContainText('End card');
    await expect(page.getByLabel('Scene 1, Intro: Headline')).toHaveValue('Hand-painted figurines');

    // Editing the intro's words in the timeline changes what the preview draws there.
    await tool.seek(0.9);
    await expect.poll(() => tool.previewThumb()).not.toEqual([]);
    const before = await tool.previewThumb();
    await page
      .getByLabel('Scene 1, Intro: Headline')
      .fill('Tiny art, big smiles — shop the new set');
    await expect
      .poll(async () => frameDifference(before, await tool.previewThumb()))
      .toBeGreaterThan(0.3);
    // The preview moves: two moments of the ad differ.
    await tool.seek(3);
    const later = await tool.previewThumb();
    expect(frameDifference(before, later)).toBeGreaterThan(1);
    // Reordering: the second scene moves up to first.
    const second = (await tool.scenes().nth(1).getAttribute('aria-label'))!.replace(
      /^Scene 2, /,
      '',
    );
    await page.getByRole('button', { name: 'Move scene 2 earlier' }).click();
    await expect(tool.scenes().first()).toHaveAttribute('aria-label', `Scene 1, ${second}`);
    await page.getByRole('button', { name: 'Move scene 1 later' }).click();
    await expect(tool.scenes().first()).toContainText('Intro');

    // Music: a file that is not audio is refused; a WAV is taken and cut to the ad.
    const music = page.getByLabel('Music file');
    await music.setInputFiles({
      name: 'notes.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('not audio at all'),
    });
    await expect(page.getByText(adMessages.notAudio)).toBeVisible();
    await music.setInputFiles({ name: 'tune.wav', mimeType: 'audio/wav', buffer: tune() });
    await expect(page.getByTestId('ad-music')).toContainText('tune.wav');
    await expect(page.getByTestId('ad-music')).toContainText('4.0 s used');
    await expectAccessible(page);
    await tool.screenshots('ad-video-editor');

    await tool.make.click();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    const facts = await tool.playerFacts(300_000);
    expect([facts.width, facts.height]).toEqual([1080, 1080]);
    expect(Math.abs(facts.duration - 6)).toBeLessThan(0.1);
    expect(frameDifference(await tool.frameAt(0.5), await tool.frameAt(5.5))).toBeGreaterThan(1);
    expect(await serverBalance(request, account)).toBe(25);
    await expect(tool.toast(adMessages.completed)).toBeVisible();

    const mp4 = await tool.downloadMp4();
    expect(mp4.name).toBe('hive-ad-hand-painted-figurines-square.mp4');
    const input = new Input({ source: new BufferSource(mp4.bytes), formats: ALL_FORMATS });
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    expect([video?.codec, video?.displayWidth, video?.displayHeight]).toEqual(['avc', 1080, 1080]);
    expect(audio?.codec).toBe('aac');
    expect(Math.abs((await input.computeDuration()) - 6)).toBeLessThan(0.15);
    input.dispose();
    await expectAccessible(page);
    await tool.screenshots('ad-video-result');

    await tool.save();
    await page.goto('/my-designs');
    const card = page.getByRole('button', { name: /^Open Hand-painted figurines/ });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', /poster\.jpg/);
    await card.click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /Advertising Video Generator/ })
      .click();
    await expect(page).toHaveURL(/\/advertising-video-generator\?design=/);
    await expect(tool.headline).toHaveValue('Hand-painted figurines');
    await expect(page.getByRole('img', { name: 'Product photo 1' })).toBeVisible();
    const reopened = await tool.playerFacts();
    expect([reopened.width, reopened.height]).toEqual([1080, 1080]);
  });
});
