import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TestAccount } from '../support/accounts';
import { openSignedIn } from '../support/accounts';

/** A stored document row as REST gives it. */
export type DocumentRow = {
  id: string;
  title: string;
  version: number;
  exported_at: string | null;
  content: {
    width: number;
    height: number;
    layers: {
      id: string;
      type: string;
      name: string;
      asset?: string;
      x: number;
      y: number;
      rotation: number;
    }[];
  };
};

/** REST headers for the account (RLS applies). */
async function restHeaders(request: APIRequestContext, account: TestAccount) {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  return { apikey: config.anonKey, authorization: `Bearer ${account.accessToken}` };
}

/** The account's document `id` as stored. */
export async function storedDocument(
  request: APIRequestContext,
  account: TestAccount,
  id: string,
): Promise<DocumentRow> {
  const response = await request.get(
    `/rest/v1/documents?id=eq.${id}&select=id,title,version,exported_at,content`,
    { headers: await restHeaders(request, account) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const [row] = (await response.json()) as DocumentRow[];
  expect(row, `document ${id}`).toBeTruthy();
  return row!;
}

/** Writes a document's content straight through REST (as another window or a damaged save would). */
export async function writeDocumentContent(
  request: APIRequestContext,
  account: TestAccount,
  id: string,
  content: unknown,
): Promise<void> {
  const response = await request.patch(`/rest/v1/documents?id=eq.${id}`, {
    headers: { ...(await restHeaders(request, account)), 'content-type': 'application/json' },
    data: { content },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A test photograph from tests/fixtures/photos, as bytes. */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(resolve(import.meta.dirname, '../../fixtures/photos', name));
}

/**
 * Saves a JPEG in the account's My Creations the way a tool does: the file in the user's own
 * Storage folder (the moodboard references folder is one a user may write), the design row
 * pointing at its signed URL.
 */
export async function savePictureCreation(
  request: APIRequestContext,
  account: TestAccount,
  picture: Buffer,
  name: string,
  prompt = 'a photograph',
): Promise<void> {
  const headers = await restHeaders(request, account);
  const path = `${account.id}/moodboard-references/${name}.jpg`;
  const upload = await request.post(`/storage/v1/object/photo-results/${path}`, {
    headers: { ...headers, 'content-type': 'image/jpeg' },
    data: picture,
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const signed = await request.post(`/storage/v1/object/sign/photo-results/${path}`, {
    headers,
    data: { expiresIn: 3600 },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const { signedURL } = (await signed.json()) as { signedURL: string };
  const design = await request.post('/rest/v1/designs', {
    headers,
    data: {
      url: new URL(`/storage/v1${signedURL}`, upload.url()).href,
      name,
      type: 'artwork',
      model: 'Flux Dev',
      prompt,
    },
  });
  expect(design.status(), await design.text()).toBe(201);
}

/** A point on the page. */
export type PagePoint = { x: number; y: number };

/**
 * The Hive Editor (`/hive-edit`, issue #20): the start screen, the editor's top bar, insert rail,
 * canvas, panels (Design, AI tools, Layers), and reads of the Konva stage the page exposes for
 * tests (`window.__hiveEditorStage`): where a layer is drawn and the canvas's pixels.
 */
export class HiveEditPage {
  readonly heading: Locator;
  readonly editor: Locator;
  readonly canvas: Locator;
  readonly layerRows: Locator;
  readonly saveStatus: Locator;
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.editor = page.getByTestId('hive-editor');
    this.canvas = page.getByTestId('editor-canvas');
    this.layerRows = page.getByTestId('layer-row');
    this.saveStatus = page.getByTestId('save-status');
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  /** Opens the editor. */
  async goto(): Promise<void> {
    await this.page.goto('/hive-edit');
  }

  /** Opens a path of the editor signed in. */
  async open(account: TestAccount, path = '/hive-edit'): Promise<void> {
    await openSignedIn(this.page, account, path);
  }

  /** Signed in, starts a blank design from a size preset (e.g. /Instagram post/); its document id. */
  async startBlankDesign(account: TestAccount, preset: RegExp): Promise<string> {
    await this.open(account);
    await this.page.getByRole('button', { name: preset }).click();
    return this.waitForEditor();
  }

  /** Waits for the editor of a document and returns the document's id. */
  async waitForEditor(): Promise<string> {
    await expect(this.editor).toBeVisible({ timeout: 30_000 });
    const id = new URL(this.page.url()).searchParams.get('document');
    expect(id).toBeTruthy();
    return id!;
  }

  /** Shows a panel tab (Design, AI tools, Layers). */
  async tab(name: 'Design' | 'AI tools' | 'Layers'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** An insert rail button (Text, Rectangle, …, Upload, Creations). */
  rail(name: string): Locator {
    return this.page
      .getByRole('navigation', { name: 'Add to the design' })
      .getByRole('button', { name, exact: true });
  }

  /** A layer row by its name. */
  layerRow(name: string | RegExp): Locator {
    return this.layerRows.filter({ hasText: name });
  }

  /** Waits until autosave has nothing left to do. */
  async saved(): Promise<void> {
    await expect(this.saveStatus).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  }

  /** Where a layer is drawn on the page (its axis-aligned box). */
  async layerBox(
    layerId: string,
  ): Promise<{ x: number; y: number; width: number; height: number }> {
    const canvasBox = (await this.canvas.boundingBox())!;
    const rect = await this.page.evaluate((id) => {
      const stage = (
        window as unknown as {
          __hiveEditorStage?: {
            findOne(
              s: string,
            ):
              | { getClientRect(): { x: number; y: number; width: number; height: number } }
              | undefined;
          };
        }
      ).__hiveEditorStage;
      return stage?.findOne(`#${id}`)?.getClientRect() ?? null;
    }, layerId);
    expect(rect, `layer ${layerId} on the canvas`).toBeTruthy();
    return {
      x: canvasBox.x + rect!.x,
      y: canvasBox.y + rect!.y,
      width: rect!.width,
      height: rect!.height,
    };
  }

  /** Drags a layer by `dx, dy` page pixels with the mouse. */
  async dragLayer(layerId: string, dx: number, dy: number): Promise<void> {
    const box = await this.layerBox(layerId);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (let step = 1; step <= 8; step += 1)
      await this.page.mouse.move(start.x + (dx * step) / 8, start.y + (dy * step) / 8);
    await this.page.mouse.up();
  }

  /** The document drawn as the page draws it (the content layer only, no handles), as PNG bytes. */
  async canvasPixels(pixelRatio = 1): Promise<Buffer> {
    const dataUrl = await this.page.evaluate(async (ratio) => {
      type Node = {
        width(): number;
        height(): number;
        getLayer(): { toDataURL(o: object): string };
      };
      const stage = (
        window as unknown as {
          __hiveEditorStage?: {
            findOne(s: string): Node | undefined;
            scale(): { x: number };
            position(): { x: number; y: number };
          };
        }
      ).__hiveEditorStage!;
      // The layer the document is drawn in (not the checkerboard under it, not the handles).
      const background = stage.findOne('#__background')!;
      const content = background.getLayer();
      const scale = stage.scale().x;
      const position = stage.position();
      return content.toDataURL({
        x: position.x,
        y: position.y,
        width: background.width() * scale,
        height: background.height() * scale,
        pixelRatio: ratio / scale,
      });
    }, pixelRatio);
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  }

  /** A toast by its text. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  }

  /** Saves a screenshot under artifacts/screenshots. */
  async screenshot(name: string): Promise<void> {
    await this.page.evaluate(() => document.fonts.ready);
    await this.page.screenshot({ path: `artifacts/screenshots/${name}.png` });
  }
}
