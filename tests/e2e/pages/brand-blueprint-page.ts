import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { UploadFile } from './photo-page';
import { VectorPage } from './vector-page';
import type { DownloadedFile } from './vector-page';

/** Brand Blueprint: the brand's name, logo, words and personality in; the guideline and its files out. */
export class BrandBlueprintPage extends VectorPage {
  readonly name: Locator;
  readonly industry: Locator;
  readonly audience: Locator;
  readonly logoDrop: Locator;
  readonly make: Locator;
  readonly result: Locator;

  constructor(page: Page) {
    super(page);
    this.name = page.getByLabel('Brand name');
    this.industry = page.getByLabel(/^Industry/);
    this.audience = page.getByLabel(/^Audience/);
    this.logoDrop = page.getByTestId('logo-drop');
    this.make = page.getByRole('button', { name: 'Make brand guideline' });
    this.result = page.getByTestId('blueprint-result');
  }

  /** Picks the logo through "Choose logo" (the platform's file picker). */
  async chooseLogo(file: UploadFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.logoDrop.getByRole('button', { name: /^Choose (another )?logo$/ }).click();
    await (await chooser).setFiles([file]);
  }

  /** Drops a file on the logo zone as a drag from the desktop would. */
  async dropLogo(file: UploadFile): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      (item) => {
        const data = new DataTransfer();
        const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
        data.items.add(new File([bytes], item.name, { type: item.mimeType }));
        return data;
      },
      { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
    );
    await this.logoDrop.dispatchEvent('dragenter', { dataTransfer: transfer });
    await expect(this.logoDrop).toHaveAttribute('data-drag-active', 'true');
    await this.logoDrop.dispatchEvent('dragover', { dataTransfer: transfer });
    await this.logoDrop.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** The personality slider from `low` to `high`. */
  slider(low: string, high: string): Locator {
    return this.page.getByRole('slider', { name: `${low} to ${high}` });
  }

  /** Waits for the guideline to be made and shown. */
  override async expectResult(timeout = 120_000): Promise<void> {
    await expect(this.result).toBeVisible({ timeout });
    await this.waitForImages(this.result);
  }

  /** Clicks a download button of the result by its name and reads the file. */
  downloadNamed(name: string | RegExp): Promise<DownloadedFile> {
    return this.download(this.page.getByRole('button', { name }));
  }
}
