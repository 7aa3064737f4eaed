import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { VectorPage } from './vector-page';
import type { DownloadedFile } from './vector-page';

/**
 * Logo Marketing: the logo (upload or My Creations), the brand's details, the run with its cost,
 * progress and Cancel, and the kit (items, downloads, ZIP, save). Uploads, toasts, screenshots,
 * the run's reason and downloads come from the photo and vector tools' page objects.
 */
export class LogoMarketingPage extends VectorPage {
  readonly brandName: Locator;
  readonly make: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    super(page);
    this.brandName = page.getByLabel('Brand name');
    this.make = page.getByRole('button', { name: 'Make the mockup kit' });
    this.results = page.getByTestId('kit-results');
  }

  /** Picks a logo through the "Choose logo file" button. */
  async chooseLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dropZone.getByRole('button', { name: 'Choose logo file' }).click();
    await (await chooser).setFiles(file);
  }

  /** The kit's item cards. */
  items(): Locator {
    return this.page.getByTestId('kit-item');
  }

  /** One item's card by its title. */
  item(title: string): Locator {
    return this.items().filter({
      has: this.page.getByRole('heading', { name: title, exact: true }),
    });
  }

  /** Waits for the kit and every picture in it. */
  async expectKit(timeout = 360_000): Promise<void> {
    await expect(this.results).toBeVisible({ timeout });
    await this.waitForImages(this.results);
  }

  downloadZip(): Promise<DownloadedFile> {
    return this.download(this.page.getByRole('button', { name: /^Download all \(ZIP/ }));
  }

  downloadItem(title: string, format: 'PNG' | 'SVG'): Promise<DownloadedFile> {
    return this.download(this.page.getByRole('button', { name: `Download ${title} as ${format}` }));
  }
}
