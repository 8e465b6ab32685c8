import type { CDPSession, Page } from '@playwright/test';
import { expect, expectAccessible, signUp, test, uniqueEmail } from '../support/fixtures';
import { profileMenu } from '../support/profiles';
import { shoot } from '../support/screens';

/**
 * Passkeys (docs/accounts.md#passkeys): a member adds one in the Security section, signs out, signs in with it
 * without typing anything, and removes it. Chromium's virtual authenticator stands in for the device: it holds
 * the passkey and checks its holder (a fingerprint, say) without asking.
 *
 * The journey runs on localhost rather than 127.0.0.1: a passkey belongs to a site's name, and an IP address is none.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4173}` });

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const security = (page: Page) => page.getByRole('region', { name: 'Security' });

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a passkey: added in Security, signs in with nothing typed, then removed', async ({ page }) => {
  test.setTimeout(60_000);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signUp(page, uniqueEmail('passkey'));

  await page.goto('/profile');
  const section = security(page);
  await expect(section.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(section).toContainText('You have no passkeys yet.');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page, 'Passkey added')).toBeVisible();
  const list = section.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(/^Chrome on /);
  await expect(list.getByRole('listitem').first()).toContainText('Not used yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await section.getByRole('heading', { name: 'Passkeys' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shoot(page, 'security-passkeys');

  // Signed out, the sign-in screen offers the passkey: no e-mail, no password.
  await (await profileMenu(page)).button.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(withPasskey).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'sign-in-with-passkey');
  // By keyboard: the button is reached with Tab like the rest of the form.
  await withPasskey.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);

  // Back in Security, it was used just now; 'Remove' asks first, then it is gone.
  await page.goto('/profile');
  await expect(list.getByRole('listitem').first()).toContainText('Last used');
  const remove = list.getByRole('button', { name: /^Remove / });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(toast(page, 'Passkey removed')).toBeVisible();
  await expect(section).toContainText('You have no passkeys yet.');
  await expect(section.getByRole('heading', { name: 'Passkeys' })).toBeFocused();

  // The device still holds it, but the server no longer knows it: signing in with it is refused in words.
  await (await profileMenu(page)).button.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    toast(page, 'This passkey is not known on this server. Sign in another way, then add it in Security.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/login');
});
