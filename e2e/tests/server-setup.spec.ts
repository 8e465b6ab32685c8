import type { Profile } from '@marquee/core';
import type { Page } from '@playwright/test';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from '../support/fixtures';
import { startFreshServer, type FreshServer } from '../support/fresh-server';
import { ownApi } from '../support/own-api';
import { shoot } from '../support/screens';

/**
 * A new server (docs/accounts.md): every page leads to its setup, which its owner does with the code from its log
 * and a name for the site;
 * the owner invites someone with a Kids first profile, who signs up with the link; turned off, that account is
 * signed out at its next request. Sign-up is by invitation and the library is for accounts, as by default.
 */

let server: FreshServer;
test.beforeAll(async () => {
  server = await startFreshServer('server-setup');
});
test.afterAll(async () => {
  await server.stop();
});

/** A page of another browser profile, once the app has taken it over. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-started'));
}

test('a new server: its setup, an invitation with a Kids profile, and an account turned off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('owner');
  const guestEmail = uniqueEmail('guest');

  // Any page of a server not set up leads to its setup.
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/setup`);
  await expect(page.getByRole('heading', { level: 1, name: /^Set up / })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'setup');

  // By keyboard: the code as the log printed it (in any case), the site's name in place of the configured one, a
  // name, the email and password, the default mode.
  await page.getByLabel('Setup code').focus();
  await page.keyboard.type(server.setupCode.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Site name')).toBeFocused();
  await expect(page.getByLabel('Site name')).toHaveValue('Marquee');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Friday Pictures');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Display name (optional)')).toBeFocused();
  await page.keyboard.type('Olive');
  await page.keyboard.press('Tab');
  await page.keyboard.type(ownerEmail);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /Only people I invite/ })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Only people I invite/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Set up server' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' }).first()).toBeAttached();
  // The site has its name at once, and in the page the server sends from then on.
  await expect(page.getByRole('banner')).toContainText('Friday Pictures');
  await page.reload();
  await expect(page).toHaveTitle(/Friday Pictures/);
  await expect(page.getByRole('banner')).toContainText('Friday Pictures');

  // The admin screen, from the profile menu: an invitation that gives a Kids first profile.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu, / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: ownerEmail })).toContainText('This is your account.');
  await expectAccessible(page);
  await shoot(page, 'admin-accounts');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByLabel('Profile name').fill('Robin');
  await page.getByRole('checkbox', { name: 'Kids' }).check();
  await page.getByRole('button', { name: 'Make invitation link' }).click();
  const linkField = page.getByLabel('Invitation link', { exact: true });
  await expect(linkField).toHaveValue(new RegExp(`^${server.url}/signup\\?invite=`));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await linkField.inputValue());
  await expect(page.getByRole('region', { name: 'Invitation links' })).toContainText('0 of 1');
  await expectAccessible(page);
  await shoot(page, 'admin-invitations');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Site name')).toHaveValue('Friday Pictures');
  await expectAccessible(page);
  await shoot(page, 'admin-settings');

  // Someone else, in a browser of their own, signs up with the link and gets the Kids profile.
  const guestContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const guest = await guestContext.newPage();
  await open(guest, link);
  await expect(guest.getByRole('heading', { level: 1, name: "You're invited to Friday Pictures as Robin" })).toBeVisible();
  await expectAccessible(guest);
  await shoot(guest, 'signup-invite');
  await guest.getByLabel('Email').fill(guestEmail);
  await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await guest.getByLabel('Confirm password').fill(PASSWORD);
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest).toHaveURL(`${server.url}/`);
  const profiles = await ownApi<Profile[]>(guest, 'GET', '/profiles');
  expect(profiles.body.map(({ name, kids }) => ({ name, kids }))).toEqual([{ name: 'Robin', kids: true }]);

  // The owner finds the account and turns it off.
  await page.goto(`${server.url}/admin`);
  const row = page.getByRole('listitem', { name: guestEmail });
  await expect(row).toContainText('Robin');
  await row.getByRole('button', { name: 'Turn off' }).click();
  await expect(row).toContainText('Turned off');
  await expect(row.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-accounts-two');

  // The guest's next request is refused: signed out, on the way to sign in. A request of the open page (a refetch)
  // may be refused just before the click, whose screen then wins over /login and asks to log in itself.
  await guest.getByRole('banner').getByRole('link', { name: 'Watch History' }).first().click();
  await expect(guest.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
  const askedToSignIn = async () =>
    guest.url() === `${server.url}/login` || (await guest.getByRole('heading', { name: 'Please log in' }).isVisible());
  await expect.poll(askedToSignIn).toBe(true);

  // Signed out, the library's films are for accounts: the player says so, and where to sign in.
  const id = await catalogueId(request, 'Fight Club', 'movie');
  await open(guest, `${server.url}/player/movie/${id}`);
  const signIn = guest.getByRole('region', { name: "Sign in to watch from this server's library" });
  await expect(signIn).toBeVisible();
  await expect(signIn.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(guest).toHaveURL(`${server.url}/player/movie/${id}`);
  await guestContext.close();
});
