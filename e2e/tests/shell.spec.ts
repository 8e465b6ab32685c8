import { expect, expectAccessible, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures.ts';

/** Journeys through accounts, the shell, the 404 and legal pages, the mobile menu. */

test('a visitor signs up, stays signed in across a reload, and signs out', async ({ page }) => {
  await signUp(page);
  await expect(page.getByText('Account created')).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.reload();
  await expect(header.getByRole('link', { name: 'Profile' }).first()).toBeAttached();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' }).first()).toBeAttached();
  // The token was revoked on the server, not only forgotten by the browser.
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('signing in with a wrong password shows the Authentication Error toast', async ({ page }) => {
  const email = uniqueEmail();
  await signUp(page, email);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Authentication Error')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test('sign-up refuses mismatched passwords, and offers no single sign-on, which is not configured', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await expect(page).toHaveURL('/signup');

  await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('an unknown route shows the 404 page and reports it', async ({ page }) => {
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/analytics/pageview') && (r.postDataJSON() as { notFound?: boolean }).notFound === true,
  );
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await reported;
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL('/');
});

test('legal pages carry the date, the contact e-mail and the no-media notice', async ({ page }) => {
  for (const path of ['/terms', '/privacy', '/dmca', '/content-removal']) {
    await page.goto(path);
    await expect(page.getByText('Last updated March 26, 2025')).toBeVisible();
    await expect(page.getByRole('main').getByText('legal@marquee.test').first()).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText('Offline catalogue');
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, navigates and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('link', { name: 'Trending' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Trending' }).click();
    await expect(page).toHaveURL('/trending');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
