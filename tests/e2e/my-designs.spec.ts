// My Creations on its own: designs seeded through the REST API as their owner (as another app
// or tab would save them), then managed through the page on a real Hive Local.
import { expect, test } from './support/test';
import { GeneratorPage, restAs } from './pages/generator-page';
import { expectAccessible } from './support/accessibility';
import { createAccount, openSignedIn } from './support/accounts';

test.describe('my creations', () => {
  test('lists only the owner’s designs; filters by type; renames, shares, and opens each in its tool', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await createAccount(request, { name: 'Owner Person' });
    const stranger = await createAccount(request, { name: 'Stranger Person' });
    const rest = await restAs(request, owner.accessToken);
    const image = (name: string) => `${baseURL}/imagery/${name}.webp`;
    await rest.insertDesign({
      url: image('gallery-clockwork-owl'),
      name: 'Clockwork owl',
      prompt: 'steampunk clockwork owl',
      type: 'artwork',
      model: 'Flux Dev',
      tags: ['steampunk'],
    });
    await rest.insertDesign({
      url: image('showcase-brand-post'),
      name: 'Hive logo',
      prompt: 'honeycomb logo',
      type: 'logo',
      model: 'Flux Schnell',
    });
    await rest.insertDesign({
      url: image('showcase-book-cover'),
      name: 'Dragon cover',
      prompt: null,
      type: 'cover',
      model: 'Flux Pro',
    });
    // A photo edit, as the background remover saves it: its own type, where it ran plus the id.
    await rest.insertDesign({
      url: image('gallery-sea-cliffs'),
      name: 'Cut-out of cliffs.jpg',
      prompt: null,
      type: 'background-removal',
      model: 'On this computer · imgly-isnet-small@1.4.5',
    });
    await (
      await restAs(request, stranger.accessToken)
    ).insertDesign({ url: image('gallery-sea-cliffs'), name: 'Not yours', type: 'artwork' });

    await openSignedIn(page, owner, '/my-designs');
    const helper = new GeneratorPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My Creations' })).toBeVisible();
    const creations = page.getByRole('list', { name: 'Creations' });
    await expect(creations.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('You have 4 saved design(s).')).toBeVisible();
    await expect(creations.getByRole('button', { name: 'Open Not yours' })).toHaveCount(0);

    // Type filter and tag search.
    const type = page.getByRole('combobox', { name: 'Type' });
    await type.selectOption({ label: 'Logo' });
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    await expect(creations.getByRole('button', { name: 'Open Hive logo' })).toBeVisible();
    // A photo edit is not "AI Art": it has its own type, in user words.
    await type.selectOption({ label: 'AI Art' });
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    await expect(creations.getByRole('button', { name: 'Open Clockwork owl' })).toBeVisible();
    await type.selectOption({ label: 'Background removed' });
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    const cutOut = creations.getByRole('button', { name: 'Open Cut-out of cliffs.jpg' });
    await expect(cutOut).toBeVisible();
    await expect(creations.getByRole('listitem')).toContainText('Background removed');
    await expect(creations.getByRole('listitem')).not.toContainText('AI Art');
    await cutOut.click();
    const photoPreview = page.getByRole('dialog');
    // Where it ran in words; the engine id only in the tooltip.
    await expect(photoPreview.getByTestId('design-model')).toHaveText('On this computer');
    await expect(photoPreview.getByTestId('design-model')).toHaveAttribute(
      'title',
      'On this computer · imgly-isnet-small@1.4.5',
    );
    await expect(
      photoPreview.getByRole('link', { name: 'Open in Background Remover' }),
    ).toHaveAttribute('href', '/background-remover');
    await page.keyboard.press('Escape');
    await expect(photoPreview).toBeHidden();
    await type.selectOption({ label: 'All types' });
    await page.getByRole('searchbox', { name: 'Search creations' }).fill('steampunk');
    await expect(creations.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search creations' }).fill('');
    await helper.screenshot('my-designs-grid-desktop');
    await expectAccessible(page);

    // Rename and share (private by default).
    await creations.getByRole('button', { name: 'Open Clockwork owl' }).click();
    const preview = page.getByRole('dialog');
    const privacy = preview.getByRole('switch', { name: 'Private' });
    await expect(privacy).toBeChecked();
    await preview.getByRole('textbox', { name: 'Design name' }).fill('Brass owl');
    await preview.getByRole('button', { name: 'Rename' }).click();
    await expect(preview.getByRole('heading', { name: 'Brass owl' })).toBeVisible();
    await privacy.click();
    await expect(privacy).not.toBeChecked();
    await expect
      .poll(async () => (await rest.designs('&name=eq.Brass%20owl'))[0]?.is_private)
      .toBe(false);
    await helper.screenshot('my-designs-preview-desktop');
    await expectAccessible(page);

    // Each type opens in its own tool.
    await expect(preview.getByRole('link', { name: 'Open in Artwork Generator' })).toHaveAttribute(
      'href',
      '/artwork-generator',
    );
    await page.keyboard.press('Escape');
    await creations.getByRole('button', { name: 'Open Hive logo' }).click();
    await expect(preview.getByRole('link', { name: 'Open in Logo Creator' })).toHaveAttribute(
      'href',
      '/logo-creator',
    );
    await preview.getByRole('link', { name: 'Open in Logo Creator' }).click();
    await expect(page).toHaveURL(/\/logo-creator$/);

    // The stranger still sees only their own design.
    const strangerPage = await page.context().browser()!.newPage();
    await openSignedIn(strangerPage, stranger, '/my-designs');
    const strangerList = strangerPage.getByRole('list', { name: 'Creations' });
    await expect(strangerList.getByRole('listitem')).toHaveCount(1);
    await expect(strangerList.getByRole('button', { name: 'Open Not yours' })).toBeVisible();
    await strangerPage.close();
    expect(helper.pageErrors).toEqual([]);
  });

  test('a new user sees the empty state with a way to create', async ({ page, request }) => {
    const account = await createAccount(request, { name: 'Empty Person' });
    await openSignedIn(page, account, '/my-designs');
    await expect(page.getByText('No designs yet')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create New Design' }).last().click();
    await expect(page).toHaveURL(/\/artwork-generator$/);
  });
});
