import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, logIn, signInAsAdmin, signUp, test, uniqueEmail } from '../support/fixtures';

/**
 * An admin's password reset link: the admin makes it for a member, the member opens it on another device, sets a
 * new password and is signed in there while the old session ends; the member's Security section then lists where
 * the account is signed in and signs one device out.
 */

const NEW_PASSWORD = 'a reset passphrase';
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const security = (page: Page) => page.getByRole('region', { name: 'Security' });
const devices = (page: Page) => security(page).getByRole('list', { name: "Where you're signed in" }).getByRole('listitem');
const profileLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Profile' }).first();

/** A page in a browser context of its own: another device, as far as the app can tell. */
async function otherDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('keyboardHintShown', 'true'));
  return page;
}

/** A device whose session the server has ended finds itself signed out at its next start. */
async function expectSignedOut(page: Page) {
  await page.goto('/profile');
  await expect(page).not.toHaveURL(/\/profile$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toHaveCount(0);
}

test('an admin’s reset link sets a new password on another device, and the member signs a device out', async ({
  page,
  browser,
}) => {
  const email = await signUp(page, uniqueEmail('reset'));

  // The admin makes the link on the member's account card.
  const admin = await otherDevice(browser);
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  const card = admin.getByRole('listitem', { name: email });
  await card.getByRole('button', { name: 'Reset link' }).click();
  const dialog = admin.getByRole('dialog', { name: `Password reset link for ${email}` });
  await expect(dialog).toContainText(`Give this link to ${email}. It works once, for 24 hours.`);
  const link = await dialog.getByLabel('Reset link').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=.+$/);
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Reset link' })).toBeFocused();

  // The member opens it on another device and chooses a new password.
  const phone = await otherDevice(browser);
  await phone.goto(link);
  await expect(phone.getByText(`Choose a new password for ${email}`)).toBeVisible();
  await expectAccessible(phone);
  await phone.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await phone.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Set password' }).click();
  await expect(phone).toHaveURL('/');
  await expect(toast(phone, 'Password changed')).toBeVisible();
  await expect(profileLink(phone)).toBeAttached();

  // The link is spent, and the member's old session ended.
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(phone.getByText('This link has expired or has been used.', { exact: false })).toBeVisible();
  await expectSignedOut(page);

  // Signed in again on the first device, with the new password: the phone lists both and signs that one out.
  await logIn(page, email, NEW_PASSWORD);
  await phone.goto('/profile');
  await security(phone).scrollIntoViewIfNeeded();
  await expect(devices(phone)).toHaveCount(2);
  await expect(devices(phone).first()).toContainText('This device');
  await expect(devices(phone).nth(1)).not.toContainText('This device');
  await expect(devices(phone).nth(1)).toContainText(/Signed in (now|\d+ seconds? ago)/);
  await expectAccessible(phone);
  await devices(phone)
    .nth(1)
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(toast(phone, 'Signed out of that device')).toBeVisible();
  await expect(devices(phone)).toHaveCount(1);
  await expectSignedOut(page);

  await admin.context().close();
  await phone.context().close();
});
