// The artwork generator end to end: a real Hive Local (credits, generate-image with the local
// procedural provider — a free local preview — Storage, designs with RLS), the web build,
// Chromium; and a Hive Local of its own with a hosted provider stub, where runs cost spec 9's prices.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { CREDIT_COSTS } from '../../supabase/functions/_shared/contracts/domain/credits';
import {
  designNameFromPrompt,
  designTagsFromPrompt,
  downloadFileName,
  LOCAL_PREVIEW_MODEL_LABEL,
  LOCAL_PREVIEW_PRICE_LABEL,
} from '../../supabase/functions/_shared/contracts/domain/generation';
import {
  creditMessages,
  generatorMessages,
  imageServiceMessages,
  planMessages,
} from '../../supabase/functions/_shared/contracts/messages';
import { libraryMessages } from '../../src/renderer/src/features/my-designs/messages';
import { GeneratorPage, restAs } from './pages/generator-page';
import { expectAccessible } from './support/accessibility';
import { createAccount, openSignedIn } from './support/accounts';
import { startOwnServer } from './support/own-server';
import { startReplicateStub } from '../integration/stubs/replicate-stub';
import type { ReplicateStub } from '../integration/stubs/replicate-stub';

const PROMPT = 'A golden honeycomb city at sunset with glass towers';
const RUN_COST = CREDIT_COSTS['generator-run'];

async function openMyCreations(page: Page) {
  await page.getByRole('link', { name: 'My Creations' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Creations' })).toBeVisible();
}

test.describe('artwork generator', () => {
  test('generates, appends 3 more, saves once, refuses duplicates, and the design is managed in My Creations', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const account = await createAccount(request, { name: 'Generator Person' });
    const rest = await restAs(request, account.accessToken);
    await openSignedIn(page, account, '/artwork-generator');
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    await expect(generator.balance).toHaveText('50 credits');
    await expect(generator.inspiration.getByRole('listitem')).toHaveCount(24);
    await generator.screenshot('generator-desktop');

    // No provider key: the server says only the local preview can run, and it is free — the
    // button says so before generating, and shows no price.
    await expect(generator.generateButton).toContainText(LOCAL_PREVIEW_PRICE_LABEL);
    await expect(generator.generateButton).not.toContainText('credits');
    await generator.prompt.fill(PROMPT);
    await generator.generateButton.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Creating your artwork' }),
    ).toBeVisible();
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });
    await expect(generator.toast(creditMessages.generationCompleted)).toBeVisible();
    // The local preview is free: the server took nothing.
    await expect(generator.localProviderLabel).toHaveText(generatorMessages.localProviderLabel);
    await expect(generator.balance).toHaveText('50 credits');
    await expect(generator.generateMoreButton).toContainText(LOCAL_PREVIEW_PRICE_LABEL);
    await expect(generator.inspiration).toHaveCount(0);
    await expect(generator.resultCards.first()).toHaveAttribute('aria-pressed', 'true');
    const firstUrls = await generator.resultCards
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(new Set(firstUrls).size).toBe(3);
    // The pictures really load from Storage.
    await expect
      .poll(() => generator.preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await generator.screenshot('generator-results-desktop');
    await expectAccessible(page);

    // Generate 3 More appends (spec 4), free again.
    await generator.generateMoreButton.click();
    await expect(generator.resultCards).toHaveCount(6, { timeout: 60_000 });
    await expect(generator.balance).toHaveText('50 credits');
    // Free local previews use none of the plan's generations.
    await expect(generator.allowance).toContainText(planMessages.generationsLeft(3, 3));
    await expect(generator.allowance).toContainText(planMessages.localPreview);
    expect(
      (await rest.rows('credit_transactions', 'type')).map((row) => (row as { type: string }).type),
    ).toEqual(['signup_bonus']);
    const allUrls = await generator.resultCards
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(allUrls.slice(0, 3)).toEqual(firstUrls);
    expect(new Set(allUrls).size).toBe(6);

    // Select the second image: the large preview follows.
    await generator.resultCards.nth(1).click();
    await expect(generator.resultCards.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(generator.preview).toHaveAttribute('src', allUrls[1]!);

    // Download through the platform seam: a PNG named by the spec 9 rule, except that a local
    // preview is no ultra-HD picture and does not say it is.
    const downloadStarted = page.waitForEvent('download');
    await generator.downloadButton.click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe(downloadFileName(PROMPT, 'artwork', 2, 'preview'));
    expect(download.suggestedFilename()).toBe('golden-honeycomb-02-preview.png');
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    await expect(generator.toast(generatorMessages.downloaded)).toBeVisible();

    // Save it once.
    await generator.saveButton.click();
    await expect(generator.toast(generatorMessages.saved)).toBeVisible();
    await expect(
      generator.results.getByRole('button', { name: generatorMessages.savedLabel }),
    ).toBeDisabled();
    const [saved] = await rest.designs();
    expect(saved).toMatchObject({
      url: allUrls[1],
      prompt: PROMPT,
      type: 'artwork',
      // Saved as what made it, not as the hosted model it stands in for.
      model: LOCAL_PREVIEW_MODEL_LABEL,
      name: designNameFromPrompt(PROMPT),
      tags: designTagsFromPrompt(PROMPT),
      is_private: true,
      folder_id: null,
    });
    expect(saved!.name).toBe('A golden honeycomb city at sun...');

    // Saving the same image again is refused with its message, and nothing new is stored.
    await page.getByRole('button', { name: 'Save image 2 to My Creations' }).click();
    await expect(generator.toast(generatorMessages.imageAlreadySaved)).toBeVisible();
    // The same creation saved elsewhere (another tab) is recognised too.
    await rest.insertDesign({
      url: allUrls[2]!,
      prompt: PROMPT,
      type: 'artwork',
      name: 'From another tab',
    });
    await page.getByRole('button', { name: 'Save image 3 to My Creations' }).click();
    await expect(generator.toast(generatorMessages.creationAlreadySaved)).toBeVisible();
    expect(await rest.designs()).toHaveLength(2);

    // My Creations: the saved design is there and search finds it.
    await openMyCreations(page);
    const creations = page.getByRole('list', { name: 'Creations' });
    const card = creations.getByRole('button', { name: `Open ${saved!.name}` });
    await expect(card).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search creations' });
    await search.fill('honeycomb');
    await expect(creations.getByRole('listitem')).toHaveCount(2);
    await search.fill('zebra giraffe');
    await expect(page.getByText('No creations match.')).toBeVisible();
    await search.fill('another tab');
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    await search.fill('');

    // Folders: create, move the design in, rename and recolour, delete (the design stays, unfiled).
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Posters');
    await page.getByRole('button', { name: 'Create folder' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Folders and collections' });
    await expect(sidebar.getByRole('button', { name: /^Posters/ })).toBeVisible();
    await card.click();
    const preview = page.getByRole('dialog');
    await preview.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'Posters' });
    await expect
      .poll(async () => (await rest.designs(`&id=eq.${saved!.id}`))[0]?.folder_id)
      .not.toBeNull();
    await page.keyboard.press('Escape');
    await sidebar.getByRole('button', { name: /^Posters/ }).click();
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    await sidebar.getByRole('button', { name: 'Folder actions for Posters' }).click();
    await page.getByRole('menuitem', { name: 'Rename or recolour' }).click();
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Prints');
    await generator.choose('Blue');
    await page.getByRole('button', { name: 'Save folder' }).click();
    await expect(sidebar.getByRole('button', { name: /^Prints/ })).toBeVisible();
    await expect
      .poll(() => rest.rows('design_folders', 'name,color'))
      .toEqual([{ name: 'Prints', color: '#3b82f6' }]);
    await sidebar.getByRole('button', { name: 'Folder actions for Prints' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('button', { name: 'Delete folder' }).click();
    await expect(sidebar.getByRole('button', { name: /^Prints/ })).toHaveCount(0);
    await expect
      .poll(async () => (await rest.designs(`&id=eq.${saved!.id}`))[0]?.folder_id)
      .toBeNull();
    await expect(creations.getByRole('listitem')).toHaveCount(2);

    // Collections: create, add, filter, remove, add again.
    await sidebar.getByRole('textbox', { name: 'New collection name' }).fill('Best of');
    await sidebar.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(sidebar.getByRole('button', { name: /^Best of\s*0$/ })).toBeVisible();
    await card.click();
    const bestOf = preview.getByRole('checkbox', { name: 'Best of' });
    await bestOf.check();
    await expect.poll(() => rest.count('collection_designs')).toBe(1);
    await bestOf.uncheck();
    await expect.poll(() => rest.count('collection_designs')).toBe(0);
    await bestOf.check();
    await expect.poll(() => rest.count('collection_designs')).toBe(1);
    await page.keyboard.press('Escape');
    await expect(sidebar.getByRole('button', { name: /^Best of\s*1$/ })).toBeVisible();
    await sidebar.getByRole('button', { name: /^Best of/ }).click();
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    await generator.screenshot('my-designs-desktop');

    // Delete: the design leaves My Creations and every collection.
    await card.click();
    await preview.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete design' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(sidebar.getByRole('button', { name: /^Best of\s*0$/ })).toBeVisible();
    expect(await rest.designs(`&id=eq.${saved!.id}`)).toEqual([]);
    expect(await rest.count('collection_designs')).toBe(0);
    await sidebar.getByRole('button', { name: /^All creations/ }).click();
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    expect(generator.pageErrors).toEqual([]);
  });

  test('a finished run survives a reload: its images come back from the job, and Recent runs lists it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request);
    await openSignedIn(page, account, '/artwork-generator');
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    await generator.prompt.fill(PROMPT);
    await generator.generateButton.click();
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });
    const before = await generator.resultCards
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
    await page.reload();
    await generator.waitUntilReady();
    // The same three images, read back from the run's job row (not regenerated, not lost).
    await expect(generator.resultCards).toHaveCount(3, { timeout: 30_000 });
    const after = await generator.resultCards
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).src).pathname),
      );
    expect(after).toEqual(before);
    // With the prompt that made them, each labelled with the run's style.
    await expect(generator.prompt).toHaveValue(PROMPT);
    await expect(generator.resultCards.first()).toContainText('Realistic');
    const recent = page.getByRole('region', { name: 'Recent runs' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await generator.screenshot('generator-after-reload');
  });

  test('guards: empty prompt, 500-character limit with counter colours, style and type rules', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { name: 'Guard Person' });
    await openSignedIn(page, account, '/artwork-generator');
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();

    await expectAccessible(page);

    // Empty prompt: Generate is marked disabled; pressing it explains and focuses the prompt.
    await expect(generator.generateButton).toHaveAttribute('aria-disabled', 'true');
    // Playwright will not click an aria-disabled button; a keyboard user can still press it.
    await generator.generateButton.press('Enter');
    await expect(generator.toast(generatorMessages.enterPrompt)).toBeVisible();
    await expect(generator.prompt).toBeFocused();
    await generator.prompt.fill('    ');
    await generator.prompt.press('Control+Enter');
    await expect(generator.toast(generatorMessages.enterPrompt).first()).toBeVisible();
    await expect(generator.balance).toHaveText('50 credits');

    // 500 characters at most; the counter turns amber-light above 300 and amber above 400.
    const colour = () => generator.counter.evaluate((element) => getComputedStyle(element).color);
    await generator.prompt.fill('a'.repeat(300));
    await expect(generator.counter).toHaveText('300/500');
    await expect(generator.counter).toHaveAttribute('data-tone', 'normal');
    const normal = await colour();
    await generator.prompt.fill('a'.repeat(301));
    await expect(generator.counter).toHaveAttribute('data-tone', 'amber-light');
    const amberLight = await colour();
    await generator.prompt.fill('a'.repeat(401));
    await expect(generator.counter).toHaveAttribute('data-tone', 'amber');
    const amber = await colour();
    expect(new Set([normal, amberLight, amber]).size).toBe(3);
    await generator.prompt.fill('c'.repeat(480) + 'd'.repeat(40));
    await expect(generator.prompt).toHaveValue('c'.repeat(480) + 'd'.repeat(20));
    await generator.prompt.press('End');
    await generator.prompt.pressSequentially('zzz');
    await expect(generator.prompt).toHaveValue('c'.repeat(480) + 'd'.repeat(20));
    await expect(generator.counter).toHaveText('500/500');

    // Choosing a category resets the variant to its first and shows its modifier.
    await generator.choose('Anime');
    await expect(page.getByRole('radio', { name: 'Studio', exact: true })).toBeChecked();
    await generator.choose('Manga', { exact: true });
    await expect(page.getByTestId('prompt-modifier')).toContainText('manga illustration');
    await generator.choose('Cinematic');
    await generator.choose('Anime');
    await expect(page.getByRole('radio', { name: 'Studio', exact: true })).toBeChecked();
    await expect(page.getByTestId('prompt-modifier')).toContainText('Studio Ghibli');

    // With only the local preview, every style and type is free (the spec 9 prices on the
    // button are checked with a hosted provider below); Logo Design shows the logo creator promo.
    for (const choice of [/Photon Flash/, /4K Ultra/, 'Logo Design']) {
      await generator.choose(choice);
      await expect(generator.generateButton).toContainText(LOCAL_PREVIEW_PRICE_LABEL);
    }
    const promo = page.getByRole('complementary', { name: 'Professional logo creator' });
    await expect(promo).toContainText('6 styles, HD, vector ready');
    await expect(promo.getByRole('link', { name: /Open Logo Creator/ })).toHaveAttribute(
      'href',
      '/logo-creator',
    );
    await expect(page.getByRole('combobox', { name: 'Aspect ratio' })).toHaveValue('3:2');

    // Get Inspired fills the prompt.
    await generator.choose('AI Art');
    await generator.inspiration.getByRole('button', { name: /Clockwork owl/ }).click();
    await expect(generator.prompt).toHaveValue('Steampunk clockwork owl with copper gears');
    await expect(generator.prompt).toBeFocused();

    // A second press while a run is under way is refused with its warning.
    await generator.prompt.fill('Lighthouse on a cliff in a storm');
    await generator.generateButton.click();
    await expect(generator.generateButton).toHaveAttribute('aria-disabled', 'true');
    await generator.generateButton.press('Enter');
    await expect(generator.toast(generatorMessages.alreadyGenerating)).toBeVisible();
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });
    // 4K Ultra is still chosen: its premium function ran the local preview, which is free.
    await expect(generator.balance).toHaveText('50 credits');

    expect(generator.pageErrors).toEqual([]);
  });

  test('Generate 3 More with an emptied prompt, a second save while one is in progress, and a failed image fetch that falls back to a direct link', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request, { name: 'Guarded Saver' });
    const rest = await restAs(request, account.accessToken);
    await openSignedIn(page, account, '/artwork-generator');
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    const prompt = 'Origami cranes over a quiet harbour';
    await generator.prompt.fill(prompt);
    await generator.generateButton.click();
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });
    await expect(generator.balance).toHaveText('50 credits');

    // 'Generate 3 More' with the prompt emptied: its own wording, the prompt focused, no run.
    const functionCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/')) functionCalls.push(sent.url());
    });
    await generator.prompt.fill('   ');
    await generator.generateMoreButton.click();
    await expect(generator.toast(generatorMessages.enterPromptFirst)).toBeVisible();
    await expect(generator.prompt).toBeFocused();
    await expect(generator.resultCards).toHaveCount(3);
    expect(functionCalls).toEqual([]);
    await expect(generator.balance).toHaveText('50 credits');

    // A slow network: the designs requests wait (then go through unchanged) while the user
    // presses Save on another image; that second save is refused until the first is done.
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/rest/v1/designs*', async (route) => {
      await held;
      await route.fallback();
    });
    await generator.saveButton.click();
    await expect(generator.saveButton).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: 'Save image 2 to My Creations' }).click();
    await expect(generator.toast(generatorMessages.saveInProgress)).toBeVisible();
    release();
    await expect(generator.toast(generatorMessages.saved)).toBeVisible();
    await page.unroute('**/rest/v1/designs*');
    const designs = await rest.designs();
    expect(designs).toHaveLength(1);
    const firstUrl = await generator.resultCards
      .first()
      .locator('img')
      .evaluate((image) => (image as HTMLImageElement).src);
    expect(designs[0]!.url).toBe(firstUrl);

    // Storage refuses the download's fetch of the image: the generator still hands the file
    // over through a direct link to it, with the fallback's message.
    const refused: string[] = [];
    await page.route('**/storage/v1/object/**', (route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      refused.push(route.request().url());
      return route.fulfill({ status: 503, body: 'unavailable' });
    });
    const downloadStarted = page.waitForEvent('download');
    await generator.downloadButton.click();
    const download = await downloadStarted;
    expect(refused).toEqual([firstUrl]);
    await expect(generator.toast(generatorMessages.desktopDownloadFallback)).toBeVisible();
    await expect(generator.toast(generatorMessages.downloaded)).toHaveCount(0);
    expect(download.url()).toBe(firstUrl);
    expect(download.suggestedFilename()).toBe(downloadFileName(prompt, 'artwork', 1, 'preview'));
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(await download.path());
    // The stored original, untouched by the re-encoding that failed.
    const original = await request.get(firstUrl);
    expect(Buffer.compare(bytes, await original.body())).toBe(0);
    await page.unroute('**/storage/v1/object/**');
    expect(generator.pageErrors).toEqual([]);
  });

  test('aspect ratio, contrast, generation mode and prompt enhancement reach the function and are recorded with the run', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request, { name: 'Settings Person' });
    const rest = await restAs(request, account.accessToken);
    await openSignedIn(page, account, '/artwork-generator');
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    const enhancement = page.getByRole('switch', { name: /Prompt Enhancement/ });
    await expect(enhancement).toBeChecked();
    await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption('16:9');
    const settings = page.getByRole('group', { name: 'Contrast' });
    await settings.locator('label', { hasText: 'High' }).click();
    await expect(settings.getByRole('radio', { name: 'High' })).toBeChecked();
    const mode = page.getByRole('group', { name: 'Generation mode' });
    await mode.locator('label', { hasText: 'Fast' }).click();
    await expect(mode.getByRole('radio', { name: 'Fast' })).toBeChecked();
    await enhancement.click();
    await expect(enhancement).not.toBeChecked();

    await generator.prompt.fill('Tall cypress trees on a windy hill');
    // Observed, not intercepted: the body the page sends to the real function.
    const sent = page.waitForRequest(
      (candidate) =>
        candidate.method() === 'POST' && candidate.url().endsWith('/functions/v1/generate-image'),
    );
    await generator.generateButton.click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      prompt: 'Tall cypress trees on a windy hill',
      aspectRatio: '16:9',
      contrast: 'high',
      generationMode: 'fast',
      promptEnhance: false,
      numImages: 3,
    });
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });

    // The run's record keeps them (with its seed), so it can be made again exactly.
    const [run] = (await rest.rows('ai_generations', 'status,params')) as {
      status: string;
      params: Record<string, unknown>;
    }[];
    expect(run).toMatchObject({
      status: 'succeeded',
      params: {
        aspectRatio: '16:9',
        contrast: 'high',
        generationMode: 'fast',
        promptEnhance: false,
        seed: expect.any(Number) as unknown,
      },
    });
    // And the pictures have the chosen shape.
    await expect
      .poll(() => generator.preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const ratio = await generator.preview.evaluate(
      (image) =>
        (image as HTMLImageElement).naturalWidth / (image as HTMLImageElement).naturalHeight,
    );
    expect(ratio).toBeCloseTo(16 / 9, 1);
    expect(generator.pageErrors).toEqual([]);
  });

  test('on a phone: carousel of style cards, and a failed server save is kept locally and synced later', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(request, { name: 'Phone Person' });
    const rest = await restAs(request, account.accessToken);
    await openSignedIn(page, account, '/artwork-generator');
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    await generator.screenshot('generator-phone');
    await generator.prompt.fill('Neon fox in a rainy alley');
    await generator.generateButton.click();
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });
    // Phone layout: the cards scroll sideways in one row.
    const list = page.getByRole('list', { name: 'Generated images' });
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await generator.screenshot('generator-results-phone');

    // The server refuses the insert: the creation is kept in this browser and still counts as saved.
    await page.route('**/rest/v1/designs*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: '{"message":"down"}' })
        : route.fallback(),
    );
    await generator.saveButton.click();
    await expect(generator.toast(generatorMessages.savedLocally)).toBeVisible();
    await expect(
      generator.results.getByRole('button', { name: generatorMessages.savedLabel }),
    ).toBeDisabled();
    const stored = await page.evaluate(
      (key) => localStorage.getItem(key),
      `hive:designs:${account.id}`,
    );
    expect(JSON.parse(stored ?? '[]')).toHaveLength(1);
    expect(await rest.designs()).toEqual([]);

    // Reachable again: opening My Creations sends it to the server and empties the local copy.
    await page.unroute('**/rest/v1/designs*');
    await page.goto('/my-designs');
    await expect.poll(async () => (await rest.designs()).length).toBe(1);
    expect((await rest.designs())[0]).toMatchObject({
      prompt: 'Neon fox in a rainy alley',
      name: 'Neon fox in a rainy alley',
      type: 'artwork',
    });
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), `hive:designs:${account.id}`))
      .toBeNull();
    await expect(page.getByRole('list', { name: 'Creations' }).getByRole('listitem')).toHaveCount(
      1,
    );
    // The card now shows the server's copy, no longer the browser-only one.
    await expect(page.getByText(libraryMessages.localOnly)).toHaveCount(0);
    expect(await rest.designs()).toHaveLength(1);
    await generator.screenshot('my-designs-phone');
  });
});

test.describe('artwork generator with a hosted provider that fails', () => {
  let replicate: ReplicateStub;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  // A hung provider is given up after this long (spec: 30 s; shortened so the test is quick).
  const providerTimeoutMs = 6000;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    replicate = await startReplicateStub();
    const timeout = String(providerTimeoutMs);
    server = await startOwnServer({
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_BASE: replicate.url,
      GENERATION_TIMEOUT_PRIMARY_MS: timeout,
      GENERATION_TIMEOUT_CINEMATIC_MS: timeout,
      GENERATION_TIMEOUT_FALLBACK_MS: timeout,
      PROVIDER_RETRY_DELAY_MS: '5',
      PROVIDER_POLL_INTERVAL_MS: '20',
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await replicate?.close();
  });

  test('a 500, no images and a timeout each refund the run once with the spec message, and the studio still generates', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api, { name: 'Failing Provider Person' });
    const rest = await restAs(api, account.accessToken);
    await openSignedIn(page, account, `${server!.url}/artwork-generator`);
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    await expect(generator.balance).toHaveText('50 credits');
    const emptyResults = page.getByText('Your artwork will appear here');

    // A hosted provider is configured: the button shows spec 9's price per style and type, and
    // never the local preview's.
    for (const [choice, key] of [
      [/Photon Flash/, 'generator-run-premium'],
      [/4K Ultra/, 'generator-run-ultra'],
      ['Logo Design', 'generator-run-logo-cover'],
      ['AI Art', 'generator-run-ultra'],
      [/^Realistic/, 'generator-run'],
    ] as const) {
      await generator.choose(choice);
      await expect(generator.generateButton).toContainText(`${CREDIT_COSTS[key]} credits`);
      await expect(generator.generateButton).not.toContainText(LOCAL_PREVIEW_PRICE_LABEL);
    }

    const failedRun = async (mode: ReplicateStub['mode'], message: string, prompt: string) => {
      replicate.mode = mode;
      await generator.prompt.fill(prompt);
      await generator.generateButton.click();
      await expect(generator.toast(message)).toBeVisible({ timeout: providerTimeoutMs + 30_000 });
      // Nothing to show, the button is ready again, and the balance is where it was.
      await expect(emptyResults).toBeVisible();
      await expect(generator.generateButton).not.toHaveAttribute('aria-disabled', 'true');
      await expect(generator.balance).toHaveText('50 credits');
    };

    // The provider answers 500 (and there is no other service configured).
    await failedRun('error500', imageServiceMessages.allUnavailable, 'A paper boat on a puddle');
    // The provider's predictions succeed with no output.
    await failedRun('no-output', imageServiceMessages.noImages, 'A kite over a wheat field');
    // The provider never answers: while it hangs the charge shows live, then the refund does.
    replicate.mode = 'hang';
    await generator.prompt.fill('A lantern in a snowy forest');
    await generator.generateButton.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Creating your artwork' }),
    ).toBeVisible();
    await expect(generator.balance).toHaveText(`${50 - RUN_COST} credits`);
    await expect(generator.toast(imageServiceMessages.timedOut)).toBeVisible({
      timeout: providerTimeoutMs + 30_000,
    });
    await expect(generator.balance).toHaveText('50 credits');
    await expect(emptyResults).toBeVisible();

    // On the server: three runs, each charged once and refunded once, nothing stored.
    const generations = (await rest.rows(
      'ai_generations',
      'id,job_id,status,output_urls,params,created_at',
    )) as {
      id: string;
      job_id: string;
      status: string;
      output_urls: string[];
      params: { attempts: { provider: string; outcome: string }[] };
    }[];
    expect(generations).toHaveLength(3);
    expect(generations.map((row) => [row.status, row.output_urls])).toEqual([
      ['refunded', []],
      ['refunded', []],
      ['refunded', []],
    ]);
    expect(
      generations
        .flatMap((row) =>
          row.params.attempts.map((attempt) => `${attempt.provider}:${attempt.outcome}`),
        )
        .sort(),
    ).toEqual(
      ['replicate:no_images', 'replicate:timeout', expect.stringMatching(/^replicate:/)].sort(),
    );
    // Each run is a job: its charge and refund carry the job's reference.
    const ledger = (await rest.rows('credit_transactions', 'delta,type,payment_reference')) as {
      delta: number;
      type: string;
      payment_reference: string | null;
    }[];
    for (const { job_id: jobId } of generations) {
      expect(
        ledger
          .filter((row) => row.payment_reference === `job:${jobId}`)
          .map((row) => [row.type, row.delta])
          .sort(),
      ).toEqual([
        ['generation', -RUN_COST],
        ['refund', RUN_COST],
      ]);
    }
    expect(await rest.rows('user_credits', 'credits')).toEqual([{ credits: 50 }]);

    // The studio is still usable: the provider recovers and the next run shows its three images.
    replicate.mode = 'ok';
    replicate.models.length = 0;
    await generator.prompt.fill('A paper boat on a puddle');
    await generator.generateButton.click();
    await expect(generator.resultCards).toHaveCount(3, { timeout: 60_000 });
    await expect(generator.toast(creditMessages.generationCompleted)).toBeVisible();
    await expect(generator.balance).toHaveText(`${50 - RUN_COST} credits`);
    expect(replicate.models).toEqual(Array(3).fill('black-forest-labs/flux-dev'));
    // Hosted images: no local-preview label; they load from our Storage, not the provider.
    await expect(generator.localProviderLabel).toHaveCount(0);
    await expect(generator.preview).toHaveAttribute(
      'src',
      new RegExp(`^${server!.url}/storage/v1/`),
    );
    await expect
      .poll(() => generator.preview.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(generator.pageErrors).toEqual([]);
    await api.dispose();
  });
});

// The plan's generations (spec 3 "Local plan", 4, 9): on a server with a hosted provider stub, where
// runs are charged and so use the plan's generations. The server keeps the count where the user
// cannot write it; the generator shows it live and the server refuses a run at 0.
test.describe('artwork generator plan allowance', () => {
  let replicate: ReplicateStub;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    replicate = await startReplicateStub();
    server = await startOwnServer({
      REPLICATE_API_TOKEN: replicate.token,
      REPLICATE_API_BASE: replicate.url,
      PROVIDER_RETRY_DELAY_MS: '5',
      PROVIDER_POLL_INTERVAL_MS: '20',
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await replicate?.close();
  });

  test('shows the free plan’s 3 generations, counts each charged run, gives a failed run’s back, and refuses at 0 without a charge', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(150_000);
    const api = await playwright.request.newContext({ baseURL: server!.url });
    const account = await createAccount(api, { name: 'Allowance Person' });
    const rest = await restAs(api, account.accessToken);
    await openSignedIn(page, account, `${server!.url}/artwork-generator`);
    const generator = new GeneratorPage(page);
    await generator.waitUntilReady();
    await expect(generator.allowance).toContainText(planMessages.planName('free'));
    await expect(generator.allowance).toContainText(planMessages.generationsLeft(3, 3));
    await expect(generator.upgradeLink).toHaveCount(0);
    await generator.screenshot('generator-allowance');

    /** One run to its end (the button is ready again), then the plan's line. */
    const run = async (prompt: string, left: number) => {
      await generator.prompt.fill(prompt);
      await generator.generateButton.click();
      await expect(generator.generateButton).not.toHaveAttribute('aria-disabled', 'true', {
        timeout: 60_000,
      });
      await expect(generator.allowance).toContainText(planMessages.generationsLeft(left, 3));
    };

    // A charged run uses one: the line follows at once.
    await run('A paper lantern over a river', 2);
    await expect(generator.toast(creditMessages.generationCompleted)).toBeVisible();
    await expect(generator.resultCards).toHaveCount(3);
    await expect(generator.balance).toHaveText(`${50 - RUN_COST} credits`);

    // A run the provider fails is refunded, and its generation comes back with the credits.
    replicate.mode = 'error500';
    await run('A kite over a wheat field', 2);
    await expect(generator.toast(imageServiceMessages.allUnavailable)).toBeVisible();
    await expect(generator.balance).toHaveText(`${50 - RUN_COST} credits`);
    replicate.mode = 'ok';

    await run('A glass greenhouse at dawn', 1);
    await run('A lighthouse in the snow', 0);
    await expect(generator.upgradeLink).toHaveAttribute('href', '/pricing');
    const balance = 50 - 3 * RUN_COST;
    await expect(generator.balance).toHaveText(`${balance} credits`);
    const jobs = (await rest.rows('jobs', 'id')).length;

    // At 0 the server refuses the run with its message: nothing is charged and no job runs.
    await generator.prompt.fill('A fourth picture');
    await generator.generateButton.click();
    await expect(generator.toast(generatorMessages.noGenerationsLeft)).toBeVisible();
    await expect(generator.generateButton).not.toHaveAttribute('aria-disabled', 'true');
    await expect(generator.balance).toHaveText(`${balance} credits`);
    await expect(generator.allowance).toContainText(planMessages.generationsLeft(0, 3));
    expect((await rest.rows('jobs', 'id')).length).toBe(jobs);
    expect(await rest.rows('user_credits', 'credits')).toEqual([{ credits: balance }]);
    expect(await rest.rows('generation_allowances', 'plan,generations_remaining')).toEqual([
      { plan: 'free', generations_remaining: 0 },
    ]);
    await generator.screenshot('generator-allowance-exhausted');
    await expectAccessible(page);

    // The count is the server's: the user cannot raise it through the REST API.
    const config = (await (await api.get('/_local/config')).json()) as { anonKey: string };
    const raised = await api.patch(`/rest/v1/generation_allowances?user_id=eq.${account.id}`, {
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${account.accessToken}`,
        'content-type': 'application/json',
      },
      data: { generations_remaining: 3 },
    });
    expect(raised.ok()).toBe(false);
    await page.reload();
    await generator.waitUntilReady();
    await expect(generator.allowance).toContainText(planMessages.generationsLeft(0, 3));
    expect(generator.pageErrors).toEqual([]);
    await api.dispose();
  });
});
