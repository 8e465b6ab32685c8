import { startLoopbackSimkl, type LoopbackSimkl } from '../../apps/server/src/__tests__/support/loopback-simkl.ts';
import { startLoopbackTrakt, type LoopbackTrakt } from '../../apps/server/src/__tests__/support/loopback-trakt.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../support/fixtures';
import { setUpOwner, startFreshServer, type FreshServer } from '../support/fresh-server';

/**
 * Syncing with Trakt and Simkl (docs/behaviour.md#syncing-with-trakt-and-simkl), against loopback servers that speak
 * their APIs: a viewer connects by the code shown, the history comes in as an import, a failed sync says why, and
 * Disconnect ends the link.
 */

let trakt: LoopbackTrakt;
let simkl: LoopbackSimkl;
/** A server of each test's own: each sets it up as its owner. */
let server: FreshServer;

test.beforeAll(async () => {
  trakt = await startLoopbackTrakt();
  trakt.state.waitChecks = 1;
  trakt.state.history = [
    {
      id: 1,
      watched_at: '2024-01-01T20:00:00.000Z',
      action: 'watch',
      type: 'movie',
      movie: { title: 'Inception', year: 2010, ids: { trakt: 1, slug: 'inception-2010', imdb: 'tt1375666', tmdb: 27205 } },
    },
  ];
  simkl = await startLoopbackSimkl();
  simkl.state.items = {
    movies: [
      { movie: { title: 'Inception', year: 2010, ids: { simkl: 1, tmdb: 27205 } }, status: 'plantowatch' },
      { movie: { title: 'Heat', year: 1995, ids: { simkl: 2 } }, status: 'completed', last_watched_at: '2024-02-01T20:00:00Z' },
    ],
  };
});
test.afterAll(async () => {
  await trakt?.close();
  await simkl?.close();
});
test.beforeEach(async () => {
  server = await startFreshServer('service-sync', {
    TRAKT_CLIENT_ID: 'journey-client',
    TRAKT_CLIENT_SECRET: 'journey-secret',
    TRAKT_API_URL: trakt.url,
    SIMKL_CLIENT_ID: 'journey-simkl',
    SIMKL_API_URL: simkl.url,
  });
});
test.afterEach(async () => {
  await server?.stop();
});

test('connect Trakt by its code: the history comes in, and Disconnect ends the link', async ({ page }) => {
  test.setTimeout(90_000);
  await setUpOwner(page, server, uniqueEmail('trakt'));
  await page.goto(`${server.url}/profile`);
  const sync = page.getByRole('heading', { name: 'Sync with Trakt' });
  await sync.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Connect Trakt' }).click();

  await expect(page.getByText('ABCD1234')).toBeVisible();
  await expect(page.getByRole('link', { name: /trakt\.tv\/activate/ })).toHaveAttribute('href', 'https://trakt.tv/activate');
  await expectAccessible(page);

  // The loopback Trakt connects at the second check: the history is brought in as an import.
  await expect(page.getByText('Connected to Trakt').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Imported from Trakt' })).toContainText('Watched: 1 added', {
    timeout: 30_000,
  });
  expect(trakt.requests.some((request) => request.path === '/sync/history')).toBe(true);

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Trakt' })).toBeVisible();
  expect(trakt.requests.at(-1)?.path).toBe('/oauth/revoke');
});

test('connect Simkl by its PIN: its items come in, and a sync Simkl refuses says why', async ({ page }) => {
  test.setTimeout(90_000);
  await setUpOwner(page, server, uniqueEmail('simkl'));
  await page.goto(`${server.url}/profile`);
  await page.getByRole('heading', { name: 'Sync with Simkl' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Connect Simkl' }).click();
  await expect(page.getByText('9F3A2')).toBeVisible();
  await expect(page.getByText('Waiting for Simkl…')).toBeVisible();

  await expect(page.getByText('Connected to Simkl').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Imported from Simkl' })).toContainText('Watchlist: 1 added', {
    timeout: 30_000,
  });
  await expectAccessible(page);

  // Simkl no longer takes the token: Sync now is answered at once, and the link then says why it failed.
  simkl.state.revoked = true;
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Bringing in your Simkl history').first()).toBeVisible();
  await expect(
    page.getByText('The last sync failed: Simkl no longer accepts this connection. Disconnect, then connect again.'),
  ).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('simkl-failed.png') });
});
