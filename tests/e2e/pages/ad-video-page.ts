import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { UploadFile } from './photo-page';
import { VideoPage } from './video-page';

/**
 * The Advertising Video Generator: the product photos, the words, the look, the timeline, the
 * live preview and the render. The result's player and downloads come from VideoPage.
 */
export class AdVideoPage extends VideoPage {
  readonly headline: Locator;
  readonly make: Locator;
  override readonly preview: Locator;

  constructor(page: Page) {
    super(page);
    this.headline = page.getByLabel('Headline', { exact: true });
    this.make = page.getByRole('button', { name: 'Make ad video' });
    this.preview = page.getByTestId('ad-preview');
  }

  /** Picks product photos through the products' Choose button (the first drop zone; the logo has its own). */
  async chooseProducts(files: UploadFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dropZone
      .first()
      .getByRole('button', { name: /^Choose image/ })
      .click();
    await (await chooser).setFiles(files);
  }

  /** The timeline's scenes. */
  scenes(): Locator {
    return this.page.getByRole('list', { name: 'Scenes' }).getByRole('listitem');
  }

  /** Pauses the preview and moves it to a moment. */
  async seek(seconds: number): Promise<void> {
    const pause = this.page.getByRole('button', { name: 'Pause the preview' });
    if (await pause.isVisible()) await pause.click();
    // A range input cannot be typed into: set its value as a drag would and tell React.
    await this.page.getByLabel('Preview time').evaluate((element, value) => {
      const input = element as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        String(value),
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, seconds);
    await expect(this.page.getByLabel('Preview time')).toHaveValue(String(seconds));
  }

  /** The preview canvas as a small grey-level thumbnail (16 × 16 samples). */
  async previewThumb(): Promise<number[]> {
    return this.preview.evaluate((element) => {
      const source = element as HTMLCanvasElement;
      const canvas = document.createElement('canvas');
      canvas.width = 16;
      canvas.height = 16;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(source, 0, 0, 16, 16);
      const { data } = context.getImageData(0, 0, 16, 16);
      const grey: number[] = [];
      for (let index = 0; index < data.length; index += 4)
        grey.push(Math.round((data[index]! + data[index + 1]! + data[index + 2]!) / 3));
      return grey;
    });
  }

  /** Waits until the preview says which scene it shows. */
  async expectScene(text: RegExp): Promise<void> {
    await expect(this.page.getByText(text)).toBeVisible();
  }
}
