import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TestAccount } from '../support/accounts';
import { openSignedIn } from '../support/accounts';

/** A file as the browser will see it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A test photograph from tests/fixtures/photos. */
export function fixturePhoto(name: string, mimeType = 'image/jpeg'): UploadFile {
  const buffer = readFileSync(resolve(import.meta.dirname, '../../fixtures/photos', name));
  return { name, mimeType, buffer };
}

/** Page object for the four photo tools: upload by button or drop, the run, toasts, screenshots. */
export class PhotoPage {
  readonly dropZone: Locator;
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    this.dropZone = page.getByTestId('drop-zone');
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  /** Opens a tool signed in and waits for the loading states to end. */
  async open(account: TestAccount, path: string): Promise<void> {
    await openSignedIn(this.page, account, path);
    // A cold server on a busy machine can take much longer than the default 10 s to load the
    // tool's chunks and answer the first reads (session, balance); what follows checks the tool.
    await expect(this.page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0, {
      timeout: 60_000,
    });
  }

  /** Picks files through the Choose button (the platform's file picker). */
  async choose(files: UploadFile[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.dropZone.getByRole('button', { name: /^Choose image/ }).click();
    await (await chooser).setFiles(files);
  }

  /** Drops files on the zone as a real drag from the desktop would, checking the highlight. */
  async drop(files: UploadFile[]): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      (items) => {
        const data = new DataTransfer();
        for (const item of items) {
          const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
          data.items.add(new File([bytes], item.name, { type: item.mimeType }));
        }
        return data;
      },
      files.map((file) => ({
        name: file.name,
        mimeType: file.mimeType,
        base64: file.buffer.toString('base64'),
      })),
    );
    await this.dropZone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await expect(this.dropZone).toHaveAttribute('data-drag-active', 'true');
    await this.dropZone.dispatchEvent('dragover', { dataTransfer: transfer });
    await this.dropZone.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(this.dropZone).not.toHaveAttribute('data-drag-active', 'true');
  }

  /**
   * Pastes files as Ctrl+V would with them on the clipboard: a paste event whose clipboardData
   * holds the files, sent to what has focus (the page's body when nothing has), from where it
   * bubbles to the document as a real one does.
   */
  async paste(files: UploadFile[]): Promise<void> {
    await this.page.evaluate(
      (items) => {
        const data = new DataTransfer();
        for (const item of items) {
          const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
          data.items.add(new File([bytes], item.name, { type: item.mimeType }));
        }
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      files.map((file) => ({
        name: file.name,
        mimeType: file.mimeType,
        base64: file.buffer.toString('base64'),
      })),
    );
  }

  /** Puts a PNG on the system clipboard (the page needs clipboard permissions). */
  async copyImageToClipboard(png: Buffer): Promise<void> {
    await this.page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const blob = new Blob([bytes], { type: 'image/png' });
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
    }, png.toString('base64'));
  }

  /** Puts text on the system clipboard (the page needs clipboard permissions). */
  async copyTextToClipboard(text: string): Promise<void> {
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
  }

  /** Waits until every image inside `scope` has loaded (its size, and so the layout, is final). */
  async waitForImages(scope: Locator): Promise<void> {
    await expect
      .poll(() =>
        scope
          .locator('img')
          .evaluateAll((images) =>
            images.every(
              (image) =>
                (image as HTMLImageElement).complete &&
                (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
  }

  /** A toast with this text. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  /** The balance line the run controls show. */
  runCost(): Locator {
    return this.page.getByTestId('run-cost');
  }

  async expectNoCrash(): Promise<void> {
    await expect(this.page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(this.pageErrors, this.pageErrors.map((error) => error.message).join('\n')).toEqual([]);
  }

  /** Full-page screenshots at desktop and phone widths into artifacts/screenshots. */
  async screenshots(name: string): Promise<void> {
    const size = this.page.viewportSize() ?? { width: 1280, height: 720 };
    await this.page.screenshot({
      path: `artifacts/screenshots/${name}-desktop.png`,
      fullPage: true,
    });
    await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.screenshot({ path: `artifacts/screenshots/${name}-phone.png`, fullPage: true });
    await this.page.setViewportSize(size);
  }
}

/** Spends credits as the user may (update_user_credits with a negative change), leaving `left`. */
export async function spendCreditsDownTo(
  request: APIRequestContext,
  account: TestAccount,
  left: number,
): Promise<void> {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const headers = { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` };
  const ensure = await request.post('/rest/v1/rpc/ensure_user_credits', {
    headers,
    data: { p_user_id: account.id },
  });
  expect(ensure.ok(), await ensure.text()).toBe(true);
  const read = await request.get(`/rest/v1/user_credits?select=credits&user_id=eq.${account.id}`, {
    headers,
  });
  const [row] = (await read.json()) as { credits: number }[];
  const spend = (row?.credits ?? 0) - left;
  if (spend <= 0) return;
  const response = await request.post('/rest/v1/rpc/update_user_credits', {
    headers,
    data: { p_user_id: account.id, p_credits_change: -spend, p_description: 'e2e: spend down' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The user's balance on the server. */
export async function serverBalance(
  request: APIRequestContext,
  account: TestAccount,
): Promise<number> {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const headers = { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` };
  const read = await request.get(`/rest/v1/user_credits?select=credits&user_id=eq.${account.id}`, {
    headers,
  });
  const [row] = (await read.json()) as { credits: number }[];
  return row?.credits ?? 0;
}

/** The user's own rows of a table through REST (RLS applies), e.g. `designs?select=name`. */
export async function userRows(
  request: APIRequestContext,
  account: TestAccount,
  query: string,
): Promise<Record<string, unknown>[]> {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const headers = { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` };
  const response = await request.get(`/rest/v1/${query}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}
