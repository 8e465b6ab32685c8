import { startTestProvider, type TestProvider } from '../../apps/server/src/__tests__/support/openid-provider.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { setUpOwner, startFreshServer, type FreshServer } from '../support/fresh-server';
import { shoot } from '../support/screens';

/**
 * Single sign-on (docs/accounts.md#single-sign-on) in the browser, on a server of the journey's own whose provider is
 * a real OpenID provider the journey runs: a stranger the provider knows is refused on a server by invitation, and
 * a member of the admin group comes in as an admin, by keyboard.
 */

let provider: TestProvider;
let server: FreshServer;
test.beforeAll(async () => {
  // The server is told the provider's address before either starts: it reads the provider at the first sign-in.
  const providerPort = await freePort();
  server = await startFreshServer('single-sign-on', {
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: 'marquee',
    OIDC_CLIENT_SECRET: 'a-secret-only-the-server-knows',
    OIDC_NAME: 'Authentik',
    OIDC_ADMIN_GROUP: 'marquee-admins',
  });
  provider = await startTestProvider([`${server.url}/api/auth/oidc/callback`], providerPort);
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test("the provider's button: a stranger is refused by invitation, an admin-group member comes in as an admin", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await setUpOwner(page, server, uniqueEmail('owner'));

  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`${server.url}/login`);
  const button = visitor.getByRole('link', { name: 'Sign in with Authentik' });
  await expect(button).toBeVisible();
  await expectAccessible(visitor);
  await shoot(visitor, 'login-with-provider');

  // Someone the provider knows, but with no invitation: the server is by invitation, and says so.
  provider.person = { sub: 'stranger', email: uniqueEmail('stranger'), email_verified: true, name: 'Stranger' };
  await button.click();
  await expect(visitor).toHaveURL(`${server.url}/login?sso_error=invite`);
  await expect(visitor.getByRole('alert')).toHaveText(/by invitation only/);
  await expectAccessible(visitor);
  await shoot(visitor, 'login-sso-refused');

  // A member of the admin group, by keyboard: in, home, and an admin. (Someone else at the provider: its session,
  // a cookie of the same host, ends first.)
  await context.clearCookies();
  provider.person = {
    sub: 'family-admin',
    email: uniqueEmail('admin'),
    email_verified: true,
    name: 'Alex',
    groups: ['marquee-admins'],
  };
  await visitor.getByRole('button', { name: 'Dismiss' }).click();
  await expect(visitor.getByRole('alert')).toBeHidden();
  await button.focus();
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(`${server.url}/`);
  await expect(visitor.getByText('Welcome back!')).toBeVisible();
  await visitor
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu, / })
    .first()
    .click();
  await visitor.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(visitor).toHaveURL(`${server.url}/admin`);
  const row = visitor.getByRole('listitem', { name: provider.person.email ?? '' });
  await expect(row).toContainText('Single sign-on');
  await expect(row).toContainText('This is your account.');
  await context.close();
});
