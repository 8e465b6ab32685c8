import fs from 'node:fs';
import path from 'node:path';
import { MSG, type ExportDocument, type HistoryPage, type ListEntry, type Preferences, type User } from '@marquee/core';
import type { Browser, Page } from '@playwright/test';
import { openDb } from '../../apps/server/src/db/connection.ts';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures';
import { ownApi } from '../support/own-api';
import { putTestVideo } from '../support/test-video';
import { localVideo } from '../support/watch-party';

/**
 * Account journeys: the profile and its editing rules, preferences that follow the user to another
 * browser, watch history switched off, deleting the account, and moving data between accounts.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const accentOf = (page: Page) =>
  page.evaluate(() => ({
    variable: document.documentElement.style.getPropertyValue('--accent'),
    meta: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
  }));

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
}

async function openPreferences(page: Page) {
  await page.goto('/profile');
  await tab(page, 'Preferences').click();
  // The saved preferences have loaded once the controls are enabled.
  await expect(page.getByRole('switch', { name: 'Record watch history' })).toBeEnabled();
}

/** The server's SQLite file of this run (e2e/playwright.config.ts names the run's folder for every process). */
function runDatabase() {
  const runDir = process.env.MARQUEE_E2E_RUN_DIR;
  if (!runDir) throw new Error('MARQUEE_E2E_RUN_DIR is not set: run through e2e/playwright.config.ts');
  return openDb(`sqlite:${path.join(runDir, 'app.db')}`);
}

test.describe('profile', () => {
  test('shows the initials, checks the display name and photo URL as typed, saves them, and signs out', async ({ page }) => {
    await signUp(page, uniqueEmail('jane.doe'));
    await page.goto('/profile');
    const header = page.getByRole('main').locator('section').first();
    await expect(header.getByText('JD', { exact: true })).toBeVisible();
    await expectAccessible(page);

    const name = page.getByRole('textbox', { name: 'Display name' });
    const saveName = page.getByRole('button', { name: 'Update Display Name' });
    await expect(saveName).toBeDisabled();
    for (const [value, message] of [
      ['   ', MSG.displayNameEmpty],
      ['a'.repeat(31), MSG.displayNameTooLong],
      ['Jane!', MSG.displayNameChars],
    ] as const) {
      await name.fill(value);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(saveName).toBeDisabled();
    }
    await name.fill('Jane Doe');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await saveName.click();
    await expect(toast(page, 'Display name updated')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Jane Doe' })).toBeVisible();
    await expect(saveName).toBeDisabled();

    const photo = page.getByRole('textbox', { name: 'Photo URL' });
    const savePhoto = page.getByRole('button', { name: 'Update Profile Picture' });
    await photo.fill('https://example.com/me.webp');
    await expect(page.getByRole('alert').filter({ hasText: MSG.photoUrlInvalid })).toBeVisible();
    await expect(savePhoto).toBeDisabled();
    const photoUrl = new URL('/icons/icon-192.png', page.url()).href;
    await photo.fill(photoUrl);
    await savePhoto.click();
    await expect(toast(page, 'Profile picture updated')).toBeVisible();
    await expect(header.locator('img')).toHaveAttribute('src', photoUrl);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Jane Doe');
    expect((await ownApi<User>(page, 'GET', '/auth/me')).body).toMatchObject({ displayName: 'Jane Doe', photoURL: photoUrl });

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await page.goto('/profile');
    await expect(page).toHaveURL('/');
  });
});

test.describe('preferences', () => {
  test('the accent colour applies at once, survives a reload and follows the user to another browser', async ({
    page,
    browser,
  }) => {
    const email = await signUp(page);
    await openPreferences(page);
    await expect(page.getByRole('radio', { name: 'Pink' })).toBeChecked();

    await page.getByRole('radio', { name: 'Blue' }).click();
    await expect(toast(page, 'Theme Updated')).toBeVisible();
    expect(await accentOf(page)).toEqual({ variable: '#0EA5E9', meta: '#0EA5E9' });

    // By keyboard: an arrow key moves to the next colour, Space chooses it (a held arrow key chooses as well).
    await page.getByRole('radio', { name: 'Blue' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Green' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Green' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Green' })).toBeFocused();
    await expect.poll(() => accentOf(page)).toEqual({ variable: '#10B981', meta: '#10B981' });
    await expect.poll(async () => (await ownApi<Preferences>(page, 'GET', '/preferences')).body.accent_color).toBe('#10B981');
    await expectAccessible(page);

    await page.reload();
    await expect.poll(() => accentOf(page)).toEqual({ variable: '#10B981', meta: '#10B981' });

    const other = await newPage(browser);
    await logIn(other, email);
    await expect.poll(() => accentOf(other)).toEqual({ variable: '#10B981', meta: '#10B981' });
    await other.context().close();
  });

  test('the preferred video source is chosen from the configured list and saved', async ({ page }) => {
    await signUp(page);
    await openPreferences(page);
    const select = page.getByLabel('Preferred video source');
    await expect(select).toHaveValue('');
    await expect(select.getByRole('option')).toHaveText(['No preference', 'Local Library', 'Official Trailer']);
    await select.selectOption({ label: 'Official Trailer' });
    await expect(toast(page, 'Preferences updated')).toBeVisible();
    expect((await ownApi<Preferences>(page, 'GET', '/preferences')).body.preferred_source).toBe('trailer');
    await page.reload();
    await tab(page, 'Preferences').click();
    await expect(page.getByLabel('Preferred video source')).toHaveValue('trailer');
  });

  test('with watch history off, nothing is recorded: not by the API, not by the player', async ({ page, request }) => {
    await signUp(page);
    const avatar = await catalogueId(request, 'Avatar', 'movie');
    const alien = await catalogueId(request, 'Alien', 'movie');
    await openPreferences(page);
    const toggle = page.getByRole('switch', { name: 'Record watch history' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toast(page, 'Watch History Disabled')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    const reply = await ownApi(page, 'POST', '/watch-history', { media_id: avatar, media_type: 'movie', title: 'Avatar' });
    expect(reply).toEqual({ status: 200, body: { recorded: false } });
    // Avatar plays (its file put in the library), which is when the player records a viewing.
    putTestVideo(e2eMediaDir, `movie/${avatar}.webm`);
    await page.goto(`/player/movie/${avatar}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Avatar' })).toBeVisible();
    await expect
      .poll(() => localVideo(page).evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');

    // Switched on again, playing a title records it: so Avatar, played before, would be there had it been recorded.
    await openPreferences(page);
    await page.getByRole('switch', { name: 'Record watch history' }).click();
    await expect(toast(page, 'Watch History Enabled')).toBeVisible();
    // A viewing is recorded once it plays: Alien's file is put in the library first.
    putTestVideo(e2eMediaDir, `movie/${alien}.webm`);
    await page.goto(`/player/movie/${alien}`);
    const titles = async () => (await ownApi<HistoryPage>(page, 'GET', '/watch-history')).body.items.map((e) => e.title);
    await expect.poll(titles).toEqual(['Alien']);
  });
});

test.describe('your data', () => {
  test('deleting the account asks for the password and removes every row of that user, and no other', async ({
    page,
    request,
  }) => {
    const email = await signUp(page);
    const me = (await ownApi<User>(page, 'GET', '/auth/me')).body;
    const avatar = await catalogueId(request, 'Avatar', 'movie');
    await ownApi(page, 'POST', '/watch-history', { media_id: avatar, media_type: 'movie', title: 'Avatar' });
    await ownApi(page, 'POST', '/favourites', { media_id: avatar, media_type: 'movie', title: 'Avatar' });
    await ownApi(page, 'POST', '/watchlist', { media_id: avatar, media_type: 'movie', title: 'Avatar' });
    await ownApi(page, 'PATCH', '/preferences', { accent_color: '#EF4444' });

    // Someone else, whose rows must stay.
    const otherReply = await request.post('/api/auth/register', { data: { email: uniqueEmail('other'), password: PASSWORD } });
    const other = (await otherReply.json()) as { token: string; user: User };
    await request.post('/api/favourites', {
      headers: { authorization: `Bearer ${other.token}` },
      data: { media_id: avatar, media_type: 'movie', title: 'Avatar' },
    });

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expectAccessible(page);
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect password');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(page).toHaveURL('/login');
    await expect(toast(page, 'Account deleted')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    const db = runDatabase();
    try {
      // An account's first profile has the account's id.
      const rowsOf = async (userId: string) => ({
        users: (await db.kysely.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
        profiles: (await db.kysely.selectFrom('profiles').select('id').where('user_id', '=', userId).execute()).length,
        tokens: (await db.kysely.selectFrom('tokens').select('user_id').where('user_id', '=', userId).execute()).length,
        lists: (await db.kysely.selectFrom('list_entries').select('id').where('profile_id', '=', userId).execute()).length,
        history: (await db.kysely.selectFrom('watch_history').select('id').where('profile_id', '=', userId).execute()).length,
        preferences: (await db.kysely.selectFrom('preferences').select('profile_id').where('profile_id', '=', userId).execute())
          .length,
        pageviews: (await db.kysely.selectFrom('pageviews').select('id').where('user_id', '=', userId).execute()).length,
      });
      expect(await rowsOf(me.uid)).toEqual({
        users: 0,
        profiles: 0,
        tokens: 0,
        lists: 0,
        history: 0,
        preferences: 0,
        pageviews: 0,
      });
      expect(await rowsOf(other.user.uid)).toMatchObject({ users: 1, tokens: 1, lists: 1 });
    } finally {
      await db.close();
    }

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/login');
  });

  test('an export imported into a fresh account reproduces its lists, history and preferences, once', async ({
    page,
    request,
  }, testInfo) => {
    await signUp(page);
    const avatar = await catalogueId(request, 'Avatar', 'movie');
    const alien = await catalogueId(request, 'Alien', 'movie');
    const breakingBad = await catalogueId(request, 'Breaking Bad', 'tv');
    await ownApi(page, 'POST', '/favourites', { media_id: avatar, media_type: 'movie', title: 'Avatar' });
    await ownApi(page, 'POST', '/favourites', { media_id: breakingBad, media_type: 'tv', title: 'Breaking Bad' });
    await ownApi(page, 'POST', '/watchlist', { media_id: alien, media_type: 'movie', title: 'Alien' });
    await ownApi(page, 'POST', '/watch-history', {
      media_id: alien,
      media_type: 'movie',
      title: 'Alien',
      watch_position: 60,
      duration: 600,
    });
    await ownApi(page, 'POST', '/watch-history', {
      media_id: breakingBad,
      media_type: 'tv',
      title: 'Breaking Bad',
      season: 3,
      episode: 7,
      watch_position: 100,
      duration: 2800,
    });
    await ownApi(page, 'PATCH', '/preferences', { accent_color: '#F59E0B', isWatchHistoryEnabled: false });
    const snapshot = async () => ({
      favourites: stripIds((await ownApi<ListEntry[]>(page, 'GET', '/favourites')).body),
      watchlist: stripIds((await ownApi<ListEntry[]>(page, 'GET', '/watchlist')).body),
      history: stripIds((await ownApi<HistoryPage>(page, 'GET', '/watch-history')).body.items),
      preferences: (await ownApi<Preferences>(page, 'GET', '/preferences')).body,
    });
    const original = await snapshot();

    await page.goto('/profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^marquee-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = testInfo.outputPath('export.json');
    await download.saveAs(file);
    const exported = JSON.parse(fs.readFileSync(file, 'utf8')) as ExportDocument;
    expect(exported.version).toBe(1);
    expect(exported.history).toHaveLength(2);

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await signUp(page);
    await page.goto('/profile');
    await page.getByLabel('Export file to import').setInputFiles(file);
    await expect(toast(page, 'Import complete')).toBeVisible();
    await expect(toast(page, 'Added 2 history entries, 2 favorites and 1 watchlist items.')).toBeVisible();
    expect(await snapshot()).toEqual(original);
    await expect(page.getByRole('list', { name: 'Watch history' }).getByRole('listitem')).toHaveText([/Breaking Bad/, /Alien/]);
    await expect.poll(() => accentOf(page)).toEqual({ variable: '#F59E0B', meta: '#F59E0B' });

    await page.getByLabel('Export file to import').setInputFiles(file);
    await expect(toast(page, 'Added 0 history entries, 0 favorites and 0 watchlist items.')).toBeVisible();
    expect(await snapshot()).toEqual(original);

    await page
      .getByLabel('Export file to import')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
    await expect(toast(page, 'That file is not a Marquee export.')).toBeVisible();
  });
});

/** A page in a browser context of its own: another browser, as far as the app can tell. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** An entry without the id the server gave it, which another account's copy does not share. */
function stripIds<T extends { id: string }>(entries: T[]): Omit<T, 'id'>[] {
  return entries.map(({ id: _id, ...rest }) => rest);
}
