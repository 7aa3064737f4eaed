// The AI Video Generator in Chromium against a real Hive Local and its local motion engine:
// text to video (the cost said first, real progress, an MP4 that plays at the asked size and
// length and whose frames move, MP4/WebM/GIF downloads, saved to My Creations with its poster and
// reopened), image to video from a picture saved in My Creations, bad input refused without a
// charge, and a cancel halfway that returns the 25 credits.
import sharp from 'sharp';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { videoMessages } from '../../supabase/functions/_shared/contracts/api/generate-video';
import { expectAccessible } from './support/accessibility';
import { createAccount } from './support/accounts';
import { expect, test } from './support/test';
import { serverBalance } from './pages/photo-page';
import { callFunction } from './pages/vector-page';
import { frameDifference, VideoPage } from './pages/video-page';
import { savePictureCreation } from './pages/hive-edit-page';

/** What an MP4 or WebM holds, read with mediabunny. */
async function mediaFacts(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryVideoTrack();
    return {
      format: (await input.getFormat()).name,
      codec: track?.codec ?? null,
      width: track?.displayWidth ?? 0,
      height: track?.displayHeight ?? 0,
      duration: await input.computeDuration(),
    };
  } finally {
    input.dispose();
  }
}

test.describe('AI Video Generator', () => {
  test.setTimeout(300_000);

  test('text to video on this computer: cost first, real progress, an MP4 that plays and moves, three downloads, saved and reopened', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VideoPage(page);
    await tool.open(account, '/video-generator');
    await expect(page.getByText('AI VIDEO GENERATOR')).toBeVisible();
    await expect(tool.generate).toBeDisabled();
    await expect(tool.runReason()).toHaveText(videoMessages.enterPrompt);
    await expect(tool.runCost()).toContainText('Costs 25 credits');
    await expect(tool.runCost()).toContainText('Balance: 50 credits');
    await expectAccessible(page);
    await tool.screenshots('video-generator-empty');

    await tool.prompt.fill('a snowy mountain village at night with lanterns');
    await tool.pick('3 s');
    await tool.pick('1:1');
    await expect(page.getByTestId('video-size')).toHaveText(/^720 × 720 · 3 s/);
    await tool.generate.click();
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    // The engine's frames done move the bar before the video is there.
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0), {
        timeout: 120_000,
      })
      .toBeGreaterThan(5);

    const facts = await tool.playerFacts();
    expect([facts.width, facts.height]).toEqual([720, 720]);
    expect(Math.abs(facts.duration - 3)).toBeLessThanOrEqual(1 / 30 + 0.01);
    await expect(tool.toast('Your video is ready.')).toBeVisible();
    // The picture moves: the first and the last frame differ, as do two frames a second apart.
    const first = await tool.frameAt(0.05);
    const middle = await tool.frameAt(1.5);
    const last = await tool.frameAt(2.9);
    expect(frameDifference(first, last)).toBeGreaterThan(1.5);
    expect(frameDifference(middle, last)).toBeGreaterThan(0.5);
    // A night scene: dark on the whole, not a blank frame.
    const mean = middle.reduce((sum, value) => sum + value, 0) / middle.length;
    expect(mean).toBeGreaterThan(5);
    expect(mean).toBeLessThan(140);
    await expect(page.getByTestId('engine-badge')).toHaveText('On this computer');
    expect(await serverBalance(request, account)).toBe(25);
    await expect(tool.runCost()).toContainText('Balance: 25 credits');
    await expectAccessible(page);
    await tool.screenshots('video-generator-result');

    const mp4 = await tool.downloadMp4();
    expect(mp4.name).toBe('hive-a-snowy-mountain-village-at-night.mp4');
    expect(await mediaFacts(mp4.bytes)).toMatchObject({
      format: 'MP4',
      codec: 'avc',
      width: 720,
      height: 720,
    });
    expect(Math.abs((await mediaFacts(mp4.bytes)).duration - 3)).toBeLessThanOrEqual(1 / 30 + 0.01);

    const webm = await tool.downloadWebm();
    expect(webm.name).toBe('hive-a-snowy-mountain-village-at-night.webm');
    const webmFacts = await mediaFacts(webm.bytes);
    expect(webmFacts.format).toBe('WebM');
    expect(['vp9', 'vp8']).toContain(webmFacts.codec);
    expect([webmFacts.width, webmFacts.height]).toEqual([720, 720]);
    expect(Math.abs(webmFacts.duration - 3)).toBeLessThan(0.1);

    const gif = await tool.downloadGif();
    const gifFacts = await sharp(gif.bytes, { animated: true }).metadata();
    expect(gifFacts.format).toBe('gif');
    expect([gifFacts.width, gifFacts.pageHeight, gifFacts.pages]).toEqual([480, 480, 36]);

    await tool.save();
    await page.goto('/my-designs');
    const card = page.getByRole('button', { name: /^Open a snowy mountain village/ });
    await expect(card).toBeVisible();
    await expect(card.getByText('Video', { exact: true })).toBeVisible();
    // The library shows the video's poster, a real picture.
    const poster = card.locator('img');
    await expect(poster).toHaveAttribute('src', /poster\.jpg/);
    await expect
      .poll(() => poster.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(720);
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('video')).toHaveAttribute('src', /video\.mp4/);
    await dialog.getByRole('link', { name: /AI Video Generator/ }).click();
    await expect(page).toHaveURL(/\/video-generator\?design=/);
    const reopened = await tool.playerFacts();
    expect([reopened.width, reopened.height]).toEqual([720, 720]);
    await expect(tool.prompt).toHaveValue('a snowy mountain village at night with lanterns');
  });

  test('image to video from a picture in My Creations; bad input is refused without a charge', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#d8d2c4' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><circle cx="320" cy="250" r="120" fill="#b0302a"/><rect x="0" y="400" width="640" height="80" fill="#6b5b45"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    await savePictureCreation(request, account, picture, 'red-ball', 'a small figurine on a table');

    // The server refuses bad input itself, in the tool's words, and charges nothing.
    for (const [body, message] of [
      [{ task_type: 'image-to-video' }, videoMessages.imageRequired],
      [
        { task_type: 'image-to-video', image: Buffer.from('not a picture').toString('base64') },
        videoMessages.notAnImage,
      ],
      [
        { task_type: 'text-to-video', prompt: 'a fox', video_length_seconds: 7 },
        videoMessages.lengthNotAllowed,
      ],
      [{ task_type: 'text-to-video', prompt: 'x'.repeat(501) }, videoMessages.promptTooLong],
    ] as const) {
      const answer = await callFunction(request, account, 'ai-generate', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', message, refunded: false });
    }
    expect(await serverBalance(request, account)).toBe(50);

    const tool = new VideoPage(page);
    await tool.open(account, '/video-generator');
    await tool.mode('Image to video');
    await expect(tool.runReason()).toHaveText(videoMessages.imageRequired);
    // A file that is not a picture, pasted, is refused in the page before anything is sent.
    await tool.paste([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello') }]);
    await expect(page.getByRole('alert').filter({ hasText: /picture|image/i })).toBeVisible();
    await expect(page.getByTestId('video-picture')).toHaveCount(0);
    await page.getByRole('button', { name: 'From My Creations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pick a picture from My Creations' });
    await dialog.getByRole('button', { name: /red-ball/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('video-picture')).toBeVisible();
    await expect(page.getByText('640 × 480 · JPEG')).toBeVisible();
    await tool.prompt.fill('push in slowly');
    await tool.pick('3 s');
    await tool.pick('Push in');
    await tool.generate.click();
    const facts = await tool.playerFacts();
    expect([facts.width, facts.height]).toEqual([1280, 720]);
    expect(Math.abs(facts.duration - 3)).toBeLessThanOrEqual(1 / 30 + 0.01);
    // Pushing in: the red ball grows, so the frames differ.
    expect(frameDifference(await tool.frameAt(0.05), await tool.frameAt(2.9))).toBeGreaterThan(1);
    expect(await serverBalance(request, account)).toBe(25);
    await tool.screenshots('video-generator-image');
    await expectAccessible(page);
  });

  test('cancelling halfway stops the video and returns the 25 credits', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const tool = new VideoPage(page);
    await tool.open(account, '/video-generator');
    await tool.prompt.fill('a harbour at sunset with boats and seagulls');
    await tool.pick('10 s');
    await tool.pick('HD');
    await tool.generate.click();
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    await expect
      .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0), {
        timeout: 120_000,
      })
      .toBeGreaterThan(10);
    expect(await serverBalance(request, account)).toBe(25);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled — 25 credits returned')).toBeVisible();
    await expect.poll(() => serverBalance(request, account)).toBe(50);
    await expect(tool.player).toHaveCount(0);
    await expect(tool.generate).toBeEnabled();
  });
});
