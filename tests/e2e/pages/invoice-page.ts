// Page object for Invoices: the Invoice Creator (business details, clients, lines, issuing) and
// Invoice Management (the list, its filters, payments, CSV), plus reading what a downloaded PDF
// says (its text, through the renderer's own reader) and how its first page looks (Chromium's PDF
// viewer, screenshotted).
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';
import { pdfPageTexts } from '../../../supabase/functions/_shared/invoices/pdf-text';
import { openSignedIn, type TestAccount } from '../support/accounts';
import { AppPage } from './app-page';

/** A line as typed into the form. */
export type LineInput = {
  description: string;
  quantity?: string;
  unit?: string;
  price: string;
  taxRate?: string;
};

/** A downloaded file: its suggested name and bytes. */
export type Downloaded = { name: string; bytes: Buffer };

async function read(download: Download): Promise<Downloaded> {
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

export class InvoicePage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /**
   * Opens a page signed in and waits for its content. Not AppPage.waitUntilLoaded: a test that
   * installs Playwright's clock gets a fake `performance`, which keeps no marks to wait for.
   */
  async open(account: TestAccount, path: string): Promise<void> {
    await openSignedIn(this.page, account, path);
    await expect(this.page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(this.heading()).toBeVisible({ timeout: 20_000 });
    await expect(this.page.getByText('Loading your invoices…')).toHaveCount(0, { timeout: 20_000 });
  }

  card(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: title });
  }

  // ---------------------------------------------------------------- Creator

  async fillBusiness(fields: {
    name: string;
    address: string;
    country: string;
    bank: string;
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Business details' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Business details' });
    await dialog.getByLabel('Business name').fill(fields.name);
    await dialog.getByLabel('Address').fill(fields.address);
    await dialog.getByLabel('Country', { exact: true }).selectOption({ label: fields.country });
    await dialog.getByLabel('Bank details').fill(fields.bank);
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(dialog).toHaveCount(0);
  }

  async addClient(name: string, email: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New client' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New client' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Save client' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.page.getByLabel('Client', { exact: true })).toHaveValue(/.+/);
  }

  lines(): Locator {
    return this.page.getByTestId('invoice-line');
  }

  /** Fills line `number` (1-based), adding lines as needed. */
  async fillLine(number: number, line: LineInput): Promise<void> {
    while ((await this.lines().count()) < number)
      await this.page.getByRole('button', { name: 'Add line' }).click();
    const field = (label: string) =>
      this.page.getByLabel(`${label}, line ${number}`, { exact: true });
    await field('Description').fill(line.description);
    if (line.quantity !== undefined) await field('Quantity').fill(line.quantity);
    if (line.unit !== undefined) await field('Unit').fill(line.unit);
    await this.page
      .getByLabel(new RegExp(`^Unit price \\(\\w{3}\\), line ${number}$`))
      .fill(line.price);
    if (line.taxRate !== undefined) await field('Tax %').fill(line.taxRate);
  }

  saveStatus(): Locator {
    return this.page.getByTestId('save-status');
  }

  previewAmountDue(): Locator {
    return this.page.getByTestId('preview-amount-due');
  }

  issueButton(): Locator {
    return this.page.getByRole('button', { name: /^Issue invoice/ });
  }

  /** Downloads the issued invoice's PDF from the Creator. */
  async downloadPdf(): Promise<Downloaded> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    return read(download);
  }

  // ---------------------------------------------------------------- Management

  rows(): Locator {
    return this.page.getByTestId('invoice-row');
  }

  row(number: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name: number, exact: true }) });
  }

  async rowAction(number: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for invoice ${number}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async recordPayment(number: string, amount: string, full = false): Promise<void> {
    await this.rowAction(number, full ? 'Mark paid' : 'Record payment');
    const dialog = this.page.getByRole('dialog');
    if (!full) await dialog.getByLabel(/^Amount/).fill(amount);
    await dialog.getByRole('button', { name: full ? 'Mark paid' : 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
  }

  async filterStatus(label: string): Promise<void> {
    await this.page.getByLabel('Status', { exact: true }).selectOption({ label });
  }

  async exportCsv(): Promise<Downloaded> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    return read(download);
  }
}

/** The text of each page of a PDF, as a viewer's copy would give it. */
export function pdfText(bytes: Buffer): Promise<string[]> {
  return pdfPageTexts(new Uint8Array(bytes));
}

/**
 * Page 1 of a PDF as PNG, drawn by Chromium's own PDF viewer in a page of its own (the file is
 * handed over as a data URL; nothing leaves the machine).
 */
export async function renderPdfPage(page: Page, bytes: Buffer, path: string): Promise<Buffer> {
  const viewer = await page.context().newPage();
  try {
    // Tall enough for a whole A4 page at this width (297 / 210 × 900 ≈ 1273), footer included.
    await viewer.setViewportSize({ width: 900, height: 1300 });
    await viewer.setContent(
      `<body style="margin:0;background:#525659"><embed src="data:application/pdf;base64,${bytes.toString('base64')}#toolbar=0&view=FitH" type="application/pdf" style="width:100vw;height:100vh"></body>`,
    );
    // The viewer paints asynchronously inside its plugin: wait until two screenshots in a row
    // agree and hold more than the empty grey page (the page has been drawn and has settled).
    let previous: Buffer | null = null;
    let shot: Buffer = Buffer.alloc(0);
    await expect
      .poll(
        async () => {
          shot = await viewer.screenshot();
          const settled = previous !== null && shot.equals(previous) && shot.byteLength > 20_000;
          previous = shot;
          return settled;
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(true);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path, shot);
    return shot;
  } finally {
    await viewer.close();
  }
}
