// The Presentation Recorder in Chromium with fake camera and microphone: two image slides are
// presented with the camera bubble and recorded (the slide changed half-way), trimmed, exported
// as an MP4 whose frames show both slides, saved to My Creations for 10 credits and shared by a
// link that plays signed out; a denied camera still records the slides; a reload mid-recording
// offers the recording back.
import sharp from 'sharp';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { recordingMessages } from '../../supabase/functions/_shared/contracts/api/recording';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { expectAccessible } from './support/accessibility';
import { createAccount, openSignedIn } from './support/accounts';
import { expect, test } from './support/test';
import { serverBalance } from './pages/photo-page';
import type { UploadFile } from './pages/photo-page';
import { RecorderPage, videoColourAt } from './pages/recorder-page';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--disable-sync',
      '--disable-quic',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

/** A 1280 × 720 slide in one colour with a big word on it. */
async function slide(name: string, colour: string, word: string): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <rect width="1280" height="720" fill="${colour}"/>
    <text x="640" y="420" font-size="200" font-family="sans-serif" fill="#ffffff" text-anchor="middle">${word}</text>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** Which of red and blue a colour is mostly. */
function hue([red, , blue]: [number, number, number]): 'red' | 'blue' {
  return red > blue ? 'red' : 'blue';
}

async function mediaFacts(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const video = await input.getPrimaryVideoTrack();
    const audio = await input.getPrimaryAudioTrack();
    return {
      format: (await input.getFormat()).name,
      video: video?.codec ?? null,
      audio: audio?.codec ?? null,
      duration: await input.computeDuration(),
    };
  } finally {
    input.dispose();
  }
}

test.describe('Presentation Recorder', () => {
  test.setTimeout(240_000);

  test('records two slides with the camera bubble, trims, exports an MP4 showing both, saves for 10 credits and shares it', async ({
    page,
    request,
    browser,
  }) => {
    const account = await createAccount(request);
    const tool = new RecorderPage(page);
    await tool.open(account, '/presentation-recorder');
    await tool.addImages([
      await slide('one.png', '#d62828', 'ONE'),
      await slide('two.png', '#1d4ed8', 'TWO'),
    ]);
    await expect(tool.stage).toBeVisible();
    await expect.poll(async () => hue(await tool.stageColour())).toBe('red');
    await expect(page.getByTestId('mic-level')).toBeVisible();
    await expectAccessible(page);
    await tool.screenshots('recorder-ready');

    await tool.button('Start recording').click();
    await expect(page.getByTestId('countdown')).toBeVisible();
    await tool.recordUntil(3);
    await tool.button('Next slide').click();
    await expect.poll(async () => hue(await tool.stageColour())).toBe('blue');
    await tool.recordUntil(6);
    await tool.button('Stop').click();
    await expect(tool.recording).toBeVisible({ timeout: 30_000 });

    // Trim the first half second away; the kept length says so.
    const before = await tool.keptSeconds();
    expect(before).toBeGreaterThan(5);
    await tool.setRange('Start at', 0.5);
    await expect.poll(() => tool.keptSeconds()).toBeCloseTo(before - 0.5, 1);
    const mp4 = await tool.download(tool.button('Export MP4'));
    expect(mp4.name).toMatch(/\.mp4$/);
    const facts = await mediaFacts(mp4.bytes);
    expect(facts).toMatchObject({ format: 'MP4', video: 'avc', audio: 'aac' });
    // The asked (kept) length, within 0.2 s.
    expect(Math.abs(facts.duration - (await tool.keptSeconds()))).toBeLessThanOrEqual(0.2);
    expect(facts.duration).toBeGreaterThan(4.5);
    // Its frames show both slides: red early on, blue at the end.
    expect(hue(await videoColourAt(page, mp4.bytes, 'video/mp4', 0.5))).toBe('red');
    expect(hue(await videoColourAt(page, mp4.bytes, 'video/mp4', facts.duration - 0.3))).toBe(
      'blue',
    );
    await expectAccessible(page);
    await tool.screenshots('recorder-after');

    // Saving costs 10 credits, said before.
    await expect(page.getByText(/10 credits/).first()).toBeVisible();
    await tool.button('Save to My Creations').click();
    await expect(tool.toast(recordingMessages.saved)).toBeVisible({ timeout: 60_000 });
    expect(await serverBalance(request, account)).toBe(40);

    // Sharing: a link that plays for anyone.
    await page.getByRole('switch', { name: /Anyone with the link/ }).click();
    const link = await page.getByLabel(/Share link/).inputValue();
    expect(link).toMatch(/\/shared\/recording\/[0-9a-f-]{36}$/);
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('shared-recording')).toBeVisible();
    await expect
      .poll(() =>
        visitor
          .getByTestId('shared-recording')
          .evaluate((video) => (video as HTMLVideoElement).readyState),
      )
      .toBeGreaterThanOrEqual(1);
    await visitor.close();
  });

  test('a denied camera says how to allow it, and the slides still record', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) =>
        constraints && typeof constraints === 'object' && constraints.video
          ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
          : original(constraints);
    });
    const account = await createAccount(request);
    const tool = new RecorderPage(page);
    await tool.open(account, '/presentation-recorder');
    await tool.addImages([await slide('one.png', '#d62828', 'ONE')]);
    await expect(page.getByTestId('camera-problem')).toContainText(/allow|settings/i);
    await tool.button('Start recording').click();
    await tool.recordUntil(2);
    await tool.button('Stop').click();
    await expect(tool.recording).toBeVisible({ timeout: 30_000 });
  });

  test('a reload mid-recording offers the recording back', async ({ page, request }) => {
    const account = await createAccount(request);
    const tool = new RecorderPage(page);
    await tool.open(account, '/presentation-recorder');
    await tool.addImages([await slide('one.png', '#d62828', 'ONE')]);
    await tool.button('Start recording').click();
    await tool.recordUntil(3);
    // The page goes away mid-recording (a crash, a closed tab): no Stop.
    page.on('dialog', (dialog) => void dialog.accept());
    await openSignedIn(page, account, '/presentation-recorder');
    await expect(page.getByText(/was not finished/)).toBeVisible({ timeout: 30_000 });
    await tool.button('Open it').click();
    await expect(tool.recording).toBeVisible({ timeout: 30_000 });
    // At least the chunks written before the reload (one a second).
    await expect.poll(() => tool.keptSeconds(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1.5);
  });
});
