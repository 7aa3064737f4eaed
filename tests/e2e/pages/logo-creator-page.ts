import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { TestAccount } from '../support/accounts';
import { openSignedIn } from '../support/accounts';
import { VectorPage } from './vector-page';

/** The Logo Creator: the brief, the run, the candidates and the picked logo's workbench. */
export class LogoCreatorPage extends VectorPage {
  readonly name: Locator;
  readonly tagline: Locator;
  readonly industry: Locator;
  readonly create: Locator;
  readonly logo: Locator;

  constructor(page: Page) {
    super(page);
    this.name = page.getByLabel('Brand name');
    this.tagline = page.getByLabel('Tagline (optional)');
    this.industry = page.getByLabel('Industry (optional)');
    this.create = page.getByRole('button', { name: 'Create logos' });
    this.logo = page.getByTestId('logo-preview');
  }

  /** Opens the tool signed in and waits (patiently, on a busy machine) for the studio. */
  override async open(account: TestAccount, path: string): Promise<void> {
    await openSignedIn(this.page, account, path);
    await expect(this.page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0, {
      timeout: 60_000,
    });
  }

  /** Opens the picker of icons (the "Pick an icon" choice). */
  async openIconPicker(): Promise<Locator> {
    await this.page
      .locator('label', { has: this.page.getByRole('radio', { name: 'Pick an icon' }) })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Choose a symbol' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The candidates' thumbnails. */
  candidates(): Locator {
    return this.page.getByTestId('candidate');
  }

  /** Waits for the picked logo to be drawn (its fonts loaded) and its images to load. */
  async expectLogo(timeout = 120_000): Promise<void> {
    await expect(this.logo).toBeVisible({ timeout });
    await this.waitForImages(this.page.getByTestId('logo-variants'));
  }

  /** The picked logo's source (a blob: URL of its SVG): it changes as the logo is redrawn. */
  logoSource(): Promise<string | null> {
    return this.logo.getAttribute('src');
  }

  /** One of the fine-tune colour inputs ("Symbol colour", "Words colour", "Detail colour"). */
  colour(name: string): Locator {
    return this.page.getByTestId('logo-colours').getByLabel(name);
  }

  downloadButton(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}
