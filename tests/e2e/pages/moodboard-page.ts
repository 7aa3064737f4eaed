import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { VectorPage } from './vector-page';
import type { DownloadedFile } from './vector-page';

/** One tile's place on the board as drawn: its id, kind, picture and inline rectangle. */
export type ShownTile = {
  id: string;
  kind: string;
  locked: boolean;
  image: string | null;
  rect: string;
};

/**
 * The Moodboard Generator: keyword chips, the run (cost, progress, Cancel), the board (tiles,
 * their tools, drag and keys), the side panel's palette and fonts, the exports, save and share.
 * Uploads, toasts, screenshots and downloads come from the photo and vector page objects.
 */
export class MoodboardPage extends VectorPage {
  readonly keywordInput: Locator;
  readonly generate: Locator;
  readonly board: Locator;
  readonly tiles: Locator;

  constructor(page: Page) {
    super(page);
    this.keywordInput = page.getByLabel('Theme keywords');
    this.generate = page.getByRole('button', { name: 'Generate the board' });
    this.board = page.getByTestId('moodboard');
    this.tiles = this.board.getByTestId('board-tile');
  }

  /** Types keywords as chips (Enter after each). */
  async addKeywords(...words: string[]): Promise<void> {
    for (const word of words) {
      await this.keywordInput.fill(word);
      await this.keywordInput.press('Enter');
    }
  }

  chips(): Locator {
    return this.page.getByTestId('keyword-chip');
  }

  /** Waits for the board and every picture on it. */
  async expectBoard(timeout = 180_000): Promise<void> {
    await expect(this.board).toBeVisible({ timeout });
    await this.waitForImages(this.board);
  }

  /** The tiles as drawn, in order. */
  async shownTiles(): Promise<ShownTile[]> {
    return this.tiles.evaluateAll((elements) =>
      elements.map((element) => {
        const tile = element as HTMLElement;
        const item = tile.parentElement as HTMLElement;
        return {
          id: tile.dataset.tileId ?? '',
          kind: tile.dataset.kind ?? '',
          locked: tile.dataset.locked === 'true',
          image: tile.dataset.imageId ?? null,
          rect: ['left', 'top', 'width', 'height']
            .map((side) => item.style.getPropertyValue(side))
            .join(' '),
        };
      }),
    );
  }

  /** The palette's hex values as the side panel lists them. */
  async paletteHexes(): Promise<string[]> {
    return this.page.getByTestId('palette-hex').allTextContents();
  }

  tile(id: string): Locator {
    return this.board.locator(`[data-tile-id="${id}"]`);
  }

  /** Selects a tile (its tools show) by focusing it. */
  async select(id: string): Promise<Locator> {
    const tile = this.tile(id);
    await tile.focus();
    await expect(tile.getByRole('toolbar', { name: 'Tile tools' })).toBeVisible();
    return tile;
  }

  /** A tile's picture address. */
  async imageSource(id: string): Promise<string | null> {
    return this.tile(id).getByTestId('tile-image').getAttribute('src');
  }

  downloadBoardPng(): Promise<DownloadedFile> {
    return this.download(this.page.getByRole('button', { name: 'Download PNG' }));
  }

  downloadBoardPdf(): Promise<DownloadedFile> {
    return this.download(this.page.getByRole('button', { name: 'Download PDF' }));
  }
}
