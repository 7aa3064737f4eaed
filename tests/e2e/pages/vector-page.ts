import { expect } from '@playwright/test';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import type { TestAccount } from '../support/accounts';
import { PhotoPage } from './photo-page';

/** A downloaded file: its suggested name and its bytes. */
export type DownloadedFile = { name: string; bytes: Buffer };

async function read(download: Download): Promise<DownloadedFile> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/**
 * What the two vector tools share: the run's cost and progress, the picked result (its preview,
 * subjects, colour swatches and stats) and its exports. Uploads, toasts and screenshots come from
 * the photo tools' page object.
 */
export class VectorPage extends PhotoPage {
  readonly preview: Locator;

  constructor(page: Page) {
    super(page);
    this.preview = page.getByTestId('vector-preview');
  }

  /**
   * Picks a radio option by its accessible name (a string matches its start: tiles add a line
   * of description). The radios are drawn as chips: their label is what takes the click.
   */
  async pick(name: string | RegExp): Promise<void> {
    const radio = this.page.getByRole('radio', {
      name:
        typeof name === 'string'
          ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
          : name,
    });
    await this.page.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
  }

  /** The run button's reason for being off. */
  runReason(): Locator {
    return this.page.getByTestId('run-reason');
  }

  /** Waits for the run's result to be read and shown. */
  async expectResult(timeout = 120_000): Promise<void> {
    await expect(this.preview).toBeVisible({ timeout });
    await this.waitForImages(this.preview);
  }

  /** The subjects drawn, as listed under the result. */
  subjects(): Locator {
    return this.page.getByTestId('subjects').getByRole('listitem');
  }

  /** The result's colours, as listed by its swatches. */
  async colors(): Promise<string[]> {
    return this.page
      .getByTestId('svg-colors')
      .locator('input[type="color"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  }

  /** Replaces a colour of the result through its swatch's colour picker. */
  async swapColor(from: string, to: string): Promise<void> {
    await this.page.getByLabel(`Replace colour ${from}`).fill(to);
  }

  /** Clicks an export button and reads the file it downloads. */
  async download(button: Locator): Promise<DownloadedFile> {
    const download = this.page.waitForEvent('download');
    await button.click();
    return read(await download);
  }

  downloadSvg(): Promise<DownloadedFile> {
    return this.download(this.page.getByRole('button', { name: 'Download SVG' }));
  }

  downloadPng(scale: 1 | 2 | 4): Promise<DownloadedFile> {
    return this.download(this.page.getByTestId(`png-${scale}x`));
  }

  /** Saves the picked result to My Creations and waits for the button to say so. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save to My Creations' }).click();
    await expect(this.page.getByRole('button', { name: 'Saved to My Creations' })).toBeDisabled();
  }
}

/** Calls an edge function as the signed-in user would, bypassing the page (the server's own checks). */
export async function callFunction(
  request: APIRequestContext,
  account: TestAccount,
  name: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const response = await request.post(`/functions/v1/${name}`, {
    headers: { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` },
    data: body,
  });
  return {
    status: response.status(),
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}
