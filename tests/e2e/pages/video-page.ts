import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { DownloadedFile } from './vector-page';
import { VectorPage } from './vector-page';

/** What the page's player reports about the video it holds. */
export type PlayerFacts = {
  duration: number;
  width: number;
  height: number;
  readyState: number;
};

/**
 * The AI Video Generator: the mode tabs, the prompt, the choices (length, shape, quality,
 * camera), the picture for image-to-video, the run, and the result's player and downloads.
 * Radios, the run's cost and reason, toasts, uploads and screenshots come from VectorPage.
 */
export class VideoPage extends VectorPage {
  readonly prompt: Locator;
  readonly generate: Locator;
  readonly player: Locator;

  constructor(page: Page) {
    super(page);
    this.prompt = page.getByLabel(/What should the video show\?|How should it move\?/);
    this.generate = page.getByRole('button', { name: 'Generate video' });
    this.player = page.getByTestId('video-player');
  }

  /** Switches between "Text to video" and "Image to video". */
  async mode(name: 'Text to video' | 'Image to video'): Promise<void> {
    await this.pick(name);
  }

  /** Waits until the player has the video's metadata, and reads it. */
  async playerFacts(timeout = 180_000): Promise<PlayerFacts> {
    await expect(this.player).toBeVisible({ timeout });
    await expect
      .poll(() => this.player.evaluate((video) => (video as HTMLVideoElement).readyState), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    return this.player.evaluate((element) => {
      const video = element as HTMLVideoElement;
      return {
        duration: video.duration,
        width: video.videoWidth,
        height: video.videoHeight,
        readyState: video.readyState,
      };
    });
  }

  /**
   * The player's picture at a time, as a small grey-level thumbnail (16 × 9 samples), drawn by
   * the page from the decoded frame: two times whose thumbnails differ show a moving picture.
   */
  async frameAt(seconds: number): Promise<number[]> {
    return this.player.evaluate(async (element, at) => {
      const video = element as HTMLVideoElement;
      video.pause();
      // The frame is there once the seek ended and the new frame was presented.
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
      canvas.width = 16;
      canvas.height = 9;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(video, 0, 0, 16, 9);
      const { data } = context.getImageData(0, 0, 16, 9);
      const grey: number[] = [];
      for (let index = 0; index < data.length; index += 4)
        grey.push(Math.round((data[index]! + data[index + 1]! + data[index + 2]!) / 3));
      return grey;
    }, seconds);
  }

  downloadMp4(): Promise<DownloadedFile> {
    return this.download(this.page.getByTestId('download-mp4'));
  }

  downloadWebm(): Promise<DownloadedFile> {
    return this.download(this.page.getByTestId('download-webm'));
  }

  downloadGif(): Promise<DownloadedFile> {
    return this.download(this.page.getByTestId('download-gif'));
  }
}

/** The mean absolute difference of two thumbnails (0 = the same picture). */
export function frameDifference(a: readonly number[], b: readonly number[]): number {
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += Math.abs(a[index]! - (b[index] ?? 0));
  return total / Math.max(1, a.length);
}
