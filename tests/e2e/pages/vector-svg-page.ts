import type { Locator, Page } from '@playwright/test';
import { VectorPage } from './vector-page';

/** The SVG Generator: its prompt tab and its "Vectorize an image" tab. */
export class VectorSvgPage extends VectorPage {
  readonly prompt: Locator;
  readonly generate: Locator;
  readonly vectorize: Locator;

  constructor(page: Page) {
    super(page);
    this.prompt = page.getByLabel('What should the SVG show?');
    this.generate = page.getByRole('button', { name: 'Generate SVGs' });
    this.vectorize = page.getByRole('button', { name: 'Vectorize', exact: true });
  }

  /** Switches to the "Vectorize an image" tab. */
  async openVectorizeTab(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Vectorize an image' }).click();
  }

  /** The three variants' thumbnails. */
  variants(): Locator {
    return this.page.getByTestId('variant');
  }
}
