import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AppPage } from './app-page';

/** Page object for /profile and the navbar's account menu. */
export class ProfilePage extends AppPage {
  readonly nameField: Locator;
  readonly emailField: Locator;
  readonly credits: Locator;
  readonly designCount: Locator;
  readonly accountMenu: Locator;

  constructor(page: Page) {
    super(page);
    this.nameField = this.main.getByLabel('Full name');
    this.emailField = this.main.getByLabel('E-mail');
    this.credits = this.main.getByTestId('profile-credits');
    this.designCount = this.main.getByTestId('design-count');
    this.accountMenu = this.navbar.getByRole('button', { name: 'Account menu' });
  }

  async open(): Promise<void> {
    await this.goto('/profile');
    await expect(this.heading()).toHaveText('My Profile');
  }

  async saveName(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.main.getByRole('button', { name: 'Save Changes' }).click();
  }

  /** Picks `file` in the file chooser the Upload photo button opens. */
  async uploadPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.main.getByRole('button', { name: 'Upload photo' }).click();
    await (await chooser).setFiles(file);
  }

  /** The same from the navbar's account menu (Change photo, 2 MB limit). */
  async uploadPhotoFromNavbar(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.openAccountMenu();
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('menuitem', { name: 'Change photo' }).click();
    await (await chooser).setFiles(file);
  }

  async openAccountMenu(): Promise<Locator> {
    await expect(this.accountMenu).toHaveAttribute('data-state', /closed|open/);
    if ((await this.accountMenu.getAttribute('data-state')) !== 'open')
      await this.accountMenu.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** The navbar avatar's picture (present once a profile image loaded). */
  navbarAvatarImage(): Locator {
    return this.accountMenu.locator('img');
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
