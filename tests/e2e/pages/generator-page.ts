import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** Page object for /artwork-generator. */
export class GeneratorPage {
  readonly prompt: Locator;
  readonly counter: Locator;
  readonly generateButton: Locator;
  readonly generateMoreButton: Locator;
  readonly balance: Locator;
  readonly results: Locator;
  readonly resultCards: Locator;
  readonly preview: Locator;
  readonly saveButton: Locator;
  readonly downloadButton: Locator;
  readonly inspiration: Locator;
  readonly localProviderLabel: Locator;
  /** The plan and its generations left, under the prompt. */
  readonly allowance: Locator;
  /** The plan upgrade link the allowance line shows once none are left. */
  readonly upgradeLink: Locator;
  readonly pageErrors: Error[] = [];

  constructor(readonly page: Page) {
    this.prompt = page.getByRole('textbox', { name: 'Describe your image' });
    this.counter = page.getByText(/^\d+\/500$/);
    // Its price: "N credits", or "Local preview · free" when only the local preview can run.
    this.generateButton = page.getByRole('button', {
      name: /^(Generate|Generating…) (\d+ credits|Local preview · free)$/,
    });
    this.generateMoreButton = page.getByRole('button', { name: /^Generate 3 More/ });
    this.balance = page.getByTestId('generator-balance');
    this.results = page.getByRole('region', { name: /^Results/ });
    this.resultCards = page
      .getByRole('list', { name: 'Generated images' })
      .getByRole('button', { name: /^Image \d+:/ });
    this.preview = page.getByTestId('preview-image');
    this.saveButton = this.results.getByRole('button', {
      name: /Save to My Creations|Saved to My Creations|Saving/,
    });
    this.downloadButton = this.results.getByRole('button', { name: 'Download' });
    this.inspiration = page.getByRole('region', { name: 'Get Inspired' });
    this.localProviderLabel = page.getByTestId('local-provider-label');
    this.allowance = page.getByTestId('generator-allowance');
    this.upgradeLink = this.allowance.getByRole('link', { name: 'Upgrade plan' });
    page.on('pageerror', (error) => this.pageErrors.push(error));
  }

  async waitUntilReady(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: /Artwork Generator/ }),
    ).toBeVisible();
    await expect(this.balance).toHaveText(/\d+ credits/);
  }

  /** Clicks the tile or chip of a radio option, as a user does (the radio itself is visually hidden). */
  async choose(name: string | RegExp, options: { exact?: boolean } = {}): Promise<void> {
    const radio = this.page.getByRole('radio', { name, exact: options.exact });
    await this.page.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
  }

  /** The balance shown on the page. */
  async balanceValue(): Promise<number> {
    const text = (await this.balance.textContent()) ?? '';
    return Number(/(\d+) credits/.exec(text)?.[1] ?? Number.NaN);
  }

  /** A toast with exactly this text. */
  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: true });
  }
}

/** A design row as REST returns it. */
export type DesignRow = {
  id: string;
  url: string;
  prompt: string | null;
  type: string;
  model: string;
  name: string;
  tags: string[];
  folder_id: string | null;
  is_private: boolean;
};

/** PostgREST on Hive Local as a signed-in user (the same API supabase-js uses), for checks and seeding. */
export async function restAs(request: APIRequestContext, accessToken: string) {
  const config = (await (await request.get('/_local/config')).json()) as { anonKey: string };
  const headers = {
    apikey: config.anonKey,
    authorization: `Bearer ${accessToken}`,
    'content-type': 'application/json',
    prefer: 'return=representation',
  };
  return {
    async designs(query = ''): Promise<DesignRow[]> {
      const response = await request.get(
        `/rest/v1/designs?select=*&order=created_at.desc${query}`,
        { headers },
      );
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as DesignRow[];
    },
    async insertDesign(
      row: Partial<DesignRow> & { url: string; name: string },
    ): Promise<DesignRow> {
      const response = await request.post('/rest/v1/designs', { headers, data: row });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as DesignRow[])[0]!;
    },
    async rows(table: string, select = '*'): Promise<unknown[]> {
      const response = await request.get(`/rest/v1/${table}?select=${select}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as unknown[];
    },
    async count(table: string): Promise<number> {
      const response = await request.get(`/rest/v1/${table}?select=*`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as unknown[]).length;
    },
  };
}
