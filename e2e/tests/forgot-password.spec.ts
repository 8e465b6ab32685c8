import { resetTokenIn, startMailCatcher, type MailCatcher } from '../../apps/server/src/__tests__/support/mail-catcher.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../support/fixtures';
import { setUpOwner, startFreshServer, type FreshServer } from '../support/fresh-server';
import { shoot } from '../support/screens';

/**
 * 'Forgot password?' on a server that sends mail (docs/accounts.md#password-reset-links): the sign-in screen leads
 * to it, the server's answer is read out, the mailed link sets a new password, and the account signs in with it.
 * The server is the journey's own, mailing through an SMTP server the journey runs.
 */

const ON_ITS_WAY = 'If an account uses this address, a link to choose a new password is on its way.';
const NEW_PASSWORD = 'a mailed passphrase';

let mail: MailCatcher;
let server: FreshServer;
test.beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startFreshServer('forgot-password', { SMTP_URL: mail.url, MAIL_FROM: 'Marquee <no-reply@marquee.test>' });
});
test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

test('a forgotten password: the mailed link sets a new one, which signs in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('forgot');
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await setUpOwner(owner, server, email);

  // Signed out on another device: the sign-in screen offers 'Forgot password?' under the password.
  await page.goto(`${server.url}/login`);
  await expectAccessible(page);
  await shoot(page, 'sign-in-with-forgot-password');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${server.url}/forgot-password`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'forgot-password');

  // By keyboard: the address, then Enter.
  await page.getByLabel('Email').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(ON_ITS_WAY);
  await expectAccessible(page);
  await shoot(page, 'forgot-password-sent');

  // The mail came to the account's address with its link to this server.
  const [mailed] = await mail.waitFor(1);
  expect(mailed!.to).toEqual([email]);
  const link = `${server.url}/reset-password?token=${resetTokenIn(mailed!)}`;
  expect(mailed!.text).toContain(link);

  await page.goto(link);
  await expect(page.getByText(`Choose a new password for ${email}`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${server.url}/`);

  // The owner's first device was signed out by the reset; it signs in with the new password.
  await owner.goto(`${server.url}/login`);
  await owner.getByLabel('Email').fill(email);
  await owner.getByLabel('Password').fill(NEW_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(owner).toHaveURL(`${server.url}/`);
  await expect(owner.getByRole('banner').getByRole('link', { name: 'Profile' }).first()).toBeAttached();
  await ownerContext.close();
});
