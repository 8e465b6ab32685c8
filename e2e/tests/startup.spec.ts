import type { Route } from '@playwright/test';
import { expect, signUp, test } from '../support/fixtures.ts';

/**
 * Start-up waits for no request, as a stored token and user show at once and the user is refreshed from the server
 * (docs/behaviour.md#staying-signed-in): the configuration comes inside the page, a stored user shows while the server is still
 * asked, and a token the server refuses is forgotten.
 */

test('the first screen draws with the configuration from the page and the stored user, before /auth/me answers', async ({
  page,
}) => {
  await signUp(page);
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') configRequests.push(request.url());
  });
  const heldMe: Route[] = [];
  await page.route('**/api/auth/me', (route) => void heldMe.push(route));

  await page.reload();
  await expect.poll(() => heldMe.length).toBeGreaterThan(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Profile' }).first()).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('Offline catalogue');
  await Promise.all(heldMe.map((route) => route.continue()));
  await expect(header.getByRole('link', { name: 'Profile' }).first()).toBeAttached();
  expect(configRequests).toEqual([]);
});

test('a stored token the server refuses is forgotten, and the visitor sees the signed-out header', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'true');
    localStorage.setItem('authToken', 'not-a-token');
    localStorage.setItem('user', JSON.stringify({ uid: 'gone', email: 'gone@example.com', displayName: 'Gone', photoURL: null }));
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeAttached();
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
});
