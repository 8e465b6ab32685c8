import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures';
import { profileMenu } from '../support/profiles';

/**
 * Two-step sign-in (docs/accounts.md#two-step-sign-in): a member turns it on in the Security section with the key
 * the page shows, keeps a recovery code, then signs in with the password and the app's code, and once more with the
 * recovery code; a wrong code is refused in the server's words.
 */

const CODE_LABEL = 'Enter the code from your authenticator app';
const WRONG_CODE = 'That code is not right. Check that your phone’s clock is right, and try the newest code.';
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const security = (page: Page) => page.getByRole('region', { name: 'Security' });

/** The code an authenticator app shows for the secret, `ago` milliseconds back. */
const codeOf = (secret: string, ago = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() - ago,
  });

async function signOut(page: Page) {
  await (await profileMenu(page)).button.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
}

/** The password step, which leads to the code step. */
async function givePassword(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel(CODE_LABEL)).toBeFocused();
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel(CODE_LABEL).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('two-step sign-in turns on with an authenticator app, then signs in with its code or a recovery code', async ({ page }) => {
  test.setTimeout(60_000);
  const email = await signUp(page, uniqueEmail('two-step'));

  // Turned on from the Security section: the QR code, the key to type by hand, and the app's first code.
  await page.goto('/profile');
  const section = security(page);
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const secret = (await section.locator('code').textContent())!.replace(/\s/g, '');
  // The step before this one, so the sign-in below has a step of its own: each is taken once.
  await section.getByLabel('Code from the app').fill(codeOf(secret, 30_000));
  await section.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once: one is kept for later.
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(section).toContainText('Keep these somewhere safe: each signs in once if you lose your phone.');
  const recoveryCode = (await codes.first().textContent())!;
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('10 recovery codes left');

  // Signing in now takes the password, then the app's code.
  await signOut(page);
  await givePassword(page, email);
  await expect(page.getByText('Lost your phone? Enter one of your recovery codes instead.')).toBeVisible();
  await expectAccessible(page);
  await giveCode(page, codeOf(secret));
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Welcome back!')).toBeVisible();

  // A wrong code is refused; a recovery code signs in, once.
  await signOut(page);
  await givePassword(page, email);
  await giveCode(page, '000000');
  await expect(toast(page, WRONG_CODE)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await giveCode(page, recoveryCode);
  await expect(page).toHaveURL('/');
  await page.goto('/profile');
  await expect(security(page)).toContainText('9 recovery codes left');
});
