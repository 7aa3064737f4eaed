import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { UploadFile } from './photo-page';
import { VideoPage } from './video-page';

/**
 * The Presentation Recorder: slides, the stage, the recording controls, and the after-recording
 * editor (preview, trim, export, save, share). Uploads, radios, toasts and screenshots come from
 * the photo and video page objects.
 */
export class RecorderPage extends VideoPage {
  readonly stage: Locator;
  readonly timer: Locator;
  readonly recording: Locator;

  constructor(page: Page) {
    super(page);
    this.stage = page.getByTestId('recorder-stage');
    this.timer = page.getByTestId('recording-timer');
    this.recording = page.getByTestId('recording-preview');
  }

  /** A button by its exact name. */
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Adds image slides through "Add images" (the platform's file picker). */
  async addImages(files: UploadFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button('Add images').click();
    await (await chooser).setFiles(files);
  }

  /** Sets a labelled range input as a drag would (a range cannot be typed into). */
  async setRange(label: string, value: number): Promise<void> {
    const input = this.page.getByLabel(label, { exact: true });
    await input.evaluate((element, next) => {
      const range = element as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        range,
        String(next),
      );
      range.dispatchEvent(new Event('input', { bubbles: true }));
      range.dispatchEvent(new Event('change', { bubbles: true }));
    }, value);
  }

  /** The kept length the editor shows, in seconds. */
  async keptSeconds(): Promise<number> {
    const text = (await this.page.getByTestId('kept-length').textContent()) ?? '';
    return Number(/([\d.]+)\s*s/.exec(text)?.[1] ?? Number.NaN);
  }

  /** Waits until the recording timer shows at least `seconds` (it counts in whole seconds). */
  async recordUntil(seconds: number): Promise<void> {
    await expect
      .poll(
        async () => {
          const text = (await this.timer.textContent()) ?? '';
          const match = /(\d+):(\d{2})/.exec(text);
          return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(seconds);
  }

  /** The stage canvas as a 4 × 4 average colour grid (to tell slides apart by colour). */
  async stageColour(): Promise<[number, number, number]> {
    return this.stage.evaluate((element) => {
      const source = element as HTMLCanvasElement;
      const canvas = document.createElement('canvas');
      canvas.width = 4;
      canvas.height = 4;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(source, 0, 0, 4, 4);
      const { data } = context.getImageData(0, 0, 4, 4);
      const sum = [0, 0, 0];
      for (let index = 0; index < data.length; index += 4)
        for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[index + channel]!;
      return sum.map((value) => Math.round(value / 16)) as [number, number, number];
    });
  }
}

/**
 * The average colour of a video file's frame at a time, decoded by the page's own <video>: the
 * bytes are handed over as base64 and played from a blob: URL.
 */
export async function videoColourAt(
  page: Page,
  bytes: Buffer,
  mime: string,
  seconds: number,
): Promise<[number, number, number]> {
  return page.evaluate(
    async ({ base64, type, at }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([data], { type }));
      await new Promise<void>((resolve, reject) => {
        video.addEventListener('loadeddata', () => resolve(), { once: true });
        video.addEventListener('error', () => reject(new Error('the video did not load')), {
          once: true,
        });
      });
      const presented = new Promise<void>((resolve) => {
        video.requestVideoFrameCallback(() => resolve());
        setTimeout(resolve, 1000);
      });
      await new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = at;
      });
      await presented;
      const canvas = document.createElement('canvas');
      canvas.width = 4;
      canvas.height = 4;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(video, 0, 0, 4, 4);
      const { data: pixels } = context.getImageData(0, 0, 4, 4);
      const sum = [0, 0, 0];
      for (let index = 0; index < pixels.length; index += 4)
        for (let channel = 0; channel < 3; channel += 1) sum[channel]! += pixels[index + channel]!;
      URL.revokeObjectURL(video.src);
      return sum.map((value) => Math.round(value / 16)) as [number, number, number];
    },
    { base64: bytes.toString('base64'), type: mime, at: seconds },
  );
}
