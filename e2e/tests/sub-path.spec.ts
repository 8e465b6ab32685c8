import type { LibraryReply, Match } from '@marquee/core';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from '../support/fixtures';
import { freePort } from '../support/free-port';
import { setUpOwner, startFreshServer, type FreshServer } from '../support/fresh-server';
import { expectPictureAndSound } from '../support/playback';
import { shoot } from '../support/screens';
import { OTHER_APP_TEXT, startSubPathProxy, type SubPathProxy } from '../support/sub-path-proxy';
import { putTestMedia } from '../support/test-media';
import { openGuest, partyBrowser, partyPanel, startParty } from '../support/watch-party';

/**
 * The whole app at /marquee/ behind HAProxy, beside another app that owns the rest of the address
 * (docs/operations.md#a-sub-path): its setup, browsing, a film that plays (converted: its sound is AC-3), a watch
 * party joined by its link, signing in again, a sports stream, and installing the app, with no request leaving the sub-path.
 */

const BASE = '/marquee';

test.use({ launchOptions: partyBrowser });

let server: FreshServer;
let proxy: SubPathProxy;
test.beforeAll(async () => {
  const proxyPort = await freePort();
  server = await startFreshServer('sub-path', {
    BASE_PATH: BASE,
    TRUST_PROXY: '1',
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    LIBRARY_ACCESS: 'everyone',
  });
  proxy = await startSubPathProxy(proxyPort, BASE, new URL(server.url).host);
});
test.afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
});

/** Every request of the page to the proxy's address that is not under the base. */
function outsideBase(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== proxy.origin) return;
    if (url.pathname !== BASE && !url.pathname.startsWith(`${BASE}/`)) outside.push(`${request.method()} ${url.pathname}`);
  });
  return outside;
}

test('setup, browsing, playback, a watch party, signing in, sports and installing, all under /marquee/', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const app = `${proxy.origin}${BASE}`;
  // The rest of the address is the other app's.
  await page.goto(`${proxy.origin}/`);
  await expect(page.getByText(OTHER_APP_TEXT)).toBeVisible();
  // From here on, nothing of the app's leaves the base.
  const outside = outsideBase(page);

  // The new server's pages lead to its setup, under the base; its owner lands home.
  await page.goto(`${app}/movie`);
  await expect(page).toHaveURL(`${app}/setup`);
  const ownerEmail = uniqueEmail('owner');
  await setUpOwner(page, { url: app, setupCode: server.setupCode }, ownerEmail);
  await expect(page.getByRole('heading', { level: 2, name: 'Trending Now' })).toBeVisible();
  await shoot(page, 'sub-path-home');

  // Browsing: a search, and a film's page from its result, its link under the base.
  await page.goto(`${app}/search?q=Fargo`);
  const result = page.getByRole('link', { name: /Fargo/ }).first();
  await expect(result).toHaveAttribute('href', new RegExp(`^${BASE}/movie/\\d+$`));
  await result.click();
  await expect(page).toHaveURL(new RegExp(`^${app}/movie/\\d+$`));
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: 'Fargo' })).toBeVisible();
  // Reloaded, the server draws the same page under the base.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Fargo' })).toBeVisible();
  await expectAccessible(page);

  // The library's film plays, converted (its AC-3 sound is not for browsers), picture and sound.
  await putTestMedia(server.mediaDir, `movie/${id}`, 'mkv-h264-ac3');
  const listed = async () =>
    ((await (await fetch(`${app}/api/library`)).json()) as LibraryReply).titles.some((title) => title.id === id);
  await expect.poll(listed, { timeout: 30_000 }).toBe(true);
  await page.goto(`${app}/player/movie/${id}`);
  const playing = await expectPictureAndSound(page);
  expect(new URL(playing.src).pathname).toMatch(new RegExp(`^${BASE}/api/media/stream/`));

  // A watch party, its link under the base; the guest, on a phone, joins it.
  const link = await startParty(page);
  expect(link).toMatch(new RegExp(`^${app}/party/[a-z2-7]{10}$`));
  const guest = await openGuest(browser, link);
  await expect(guest).toHaveURL(new RegExp(`^${app}/player/movie/${id}\\?party=`));
  await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await expect(partyPanel(page).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
  await guest.context().close();

  // Signing in again, in another browser, on the sign-in page under the base.
  const again = await browser.newContext({ serviceWorkers: 'allow' });
  const other = await again.newPage();
  const otherOutside = outsideBase(other);
  await other.goto(`${app}/login`);
  await other.getByLabel('Email').fill(ownerEmail);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(other).toHaveURL(`${app}/`);

  // A sports stream: the demo's stream page, this server's own, framed from under the base.
  const matches = (await (await fetch(`${app}/api/live/matches/all-today`)).json()) as Match[];
  const match = matches[0]!;
  await other.goto(`${app}/sports/player/${match.sources[0]!.id}`);
  await expect(other.locator('iframe')).toHaveAttribute('src', new RegExp(`^${app}/embed/local/sports/`));
  await expect(other.getByRole('status').filter({ hasText: 'Stream connected' })).toBeVisible();
  await expect(other.frameLocator('iframe').getByRole('heading', { name: match.title })).toBeVisible();
  await other.goto(`${app}/`);

  // Installing: the manifest and the service worker are the sub-path's, and the app opens within it.
  const manifestHref = await other.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe(`${BASE}/manifest.webmanifest`);
  const manifest = (await (await fetch(`${proxy.origin}${manifestHref}`)).json()) as { start_url: string; scope: string };
  expect(manifest).toMatchObject({ start_url: `${BASE}/`, scope: `${BASE}/` });
  const scope = await other.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${app}/`);
  await other.reload();
  await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(other.getByRole('heading', { level: 2, name: 'Trending Now' })).toBeVisible();
  await again.close();

  expect(outside).toEqual([]);
  expect(otherOutside).toEqual([]);
});
