import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures';

/**
 * The profile's Security section: changing the password signs every other device out and the new
 * password signs in; 'Sign out everywhere' signs out every device, this one too.
 */

const NEW_PASSWORD = 'a brand new passphrase';
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const security = (page: Page) => page.getByRole('region', { name: 'Security' });

/** A page in a browser context of its own: another device, as far as the app can tell. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('keyboardHintShown', 'true'));
  return page;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A device whose session the server has ended finds itself signed out at its next start. */
async function expectSignedOut(page: Page) {
  await page.goto('/profile');
  await expect(page).not.toHaveURL(/\/profile$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveCount(0);
}

test('changing the password signs other devices out, the new one signs in, and "Sign out everywhere" ends every session', async ({
  page,
  browser,
}) => {
  const email = await signUp(page, uniqueEmail('security'));
  const laptop = await otherDevice(browser);
  await logIn(laptop, email, PASSWORD);
  await expect(laptop).toHaveURL('/');

  await page.goto('/profile');
  const section = security(page);
  await section.scrollIntoViewIfNeeded();
  await expectAccessible(page);

  // A wrong current password is refused under its field.
  await section.getByLabel('Current password').fill('not my password');
  await section.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Incorrect password');

  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Password changed')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // This device stays signed in; the laptop is signed out.
  await page.reload();
  await expect(page).toHaveURL('/profile');
  await expectSignedOut(laptop);

  // The old password no longer signs in; the new one does.
  await logIn(laptop, email, PASSWORD);
  await expect(toast(laptop, 'Invalid email or password')).toBeVisible();
  await logIn(laptop, email, NEW_PASSWORD);
  await expect(laptop).toHaveURL('/');

  // Sign out everywhere, from the laptop, after a confirmation.
  await laptop.goto('/profile');
  await security(laptop).getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(laptop);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(laptop).toHaveURL('/login');
  await expect(toast(laptop, 'Signed out everywhere')).toBeVisible();

  // The first device is signed out too.
  await expectSignedOut(page);
  await laptop.context().close();
});
