import type { Locator, Page } from '@playwright/test';
import { VectorPage } from './vector-page';

/** Vector Illustrations: one prompt, or a set of up to four. */
export class VectorIllustrationsPage extends VectorPage {
  readonly prompt: Locator;

  constructor(page: Page) {
    super(page);
    this.prompt = page.getByLabel('What should it show?');
  }

  /** The set's prompt fields. */
  setPrompt(index: number): Locator {
    return this.page.getByLabel(`Illustration ${index + 1}`, { exact: true });
  }

  /** The run button ("Illustrate", or "Illustrate N" for a set). */
  runButton(): Locator {
    return this.page.getByRole('button', { name: /^Illustrate( \d)?$/ });
  }

  /** The results' thumbnails (a set's illustrations). */
  results(): Locator {
    return this.page.getByTestId('variant');
  }
}
