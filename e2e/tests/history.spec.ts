import type { HistoryEntry, HistoryEntryBody, HistoryPage, ListEntry } from '@marquee/core';
import type { Locator, Page } from '@playwright/test';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { ownApi } from '../support/own-api';

/**
 * Watch history journeys: entries are written through the real API with the signed-in user's token,
 * as the player writes them, then seen and changed on the home row, the Watch History page and the profile.
 */

type Viewing = Pick<HistoryEntryBody, 'media_id' | 'media_type' | 'title'> & Partial<HistoryEntryBody>;

async function watch(page: Page, viewing: Viewing): Promise<HistoryEntry> {
  const reply = await ownApi<HistoryEntry>(page, 'POST', '/watch-history', viewing);
  expect(reply.status, `recording ${viewing.title}`).toBe(201);
  return reply.body;
}

async function savedHistory(page: Page): Promise<HistoryEntry[]> {
  return (await ownApi<HistoryPage>(page, 'GET', '/watch-history?limit=100')).body.items;
}

const historyRows = (scope: Page | Locator) => scope.getByRole('list', { name: 'Watch history' }).getByRole('listitem');
/** The link to a player page of this server's, as the server issues it: signed (docs/behaviour.md#ratings). */
const issuedAt = (page: string) => new RegExp(`^(https?://[^/]+)?${page}\\?exp=\\d+&sig=[\\w-]+$`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/** Four catalogue movies, written oldest first (so the last is the newest). */
async function watchFourMovies(page: Page, request: Parameters<typeof catalogueId>[0]) {
  const titles = ['Fight Club', 'The Matrix', 'Avatar', 'Alien'];
  for (const title of titles) {
    await watch(page, { media_id: await catalogueId(request, title, 'movie'), media_type: 'movie', title });
  }
  return titles;
}

test.describe('watch history', () => {
  test('two watched titles show in Continue Watching and on both history screens, newest or oldest first', async ({
    page,
    request,
  }) => {
    await signUp(page);
    const fightClub = await catalogueId(request, 'Fight Club', 'movie');
    const breakingBad = await catalogueId(request, 'Breaking Bad', 'tv');
    await watch(page, { media_id: fightClub, media_type: 'movie', title: 'Fight Club', watch_position: 3000, duration: 6000 });
    await watch(page, {
      media_id: breakingBad,
      media_type: 'tv',
      title: 'Breaking Bad',
      watch_position: 600,
      duration: 2400,
      season: 2,
      episode: 3,
    });

    // Home: newest first, each card opening the player where the viewer left off.
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Continue Watching' });
    const cards = row.getByRole('link');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAccessibleName('Continue, Breaking Bad, S2 E3, 25% watched');
    await expect(cards.nth(0)).toHaveAttribute('href', `/player/tv/${breakingBad}/2/3`);
    await expect(cards.nth(1)).toHaveAccessibleName('Continue, Fight Club, 50% watched');
    await expect(cards.nth(1)).toHaveAttribute('href', `/player/movie/${fightClub}`);
    await expectAccessible(page);

    // Watch History page: relative times, the play action of docs/behaviour.md#watch-history-page (first source, TV at S1 E1, new tab), sorting.
    await page.getByRole('banner').getByRole('link', { name: 'Watch History' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Watch History' })).toBeVisible();
    await expect(historyRows(page)).toHaveText([/Breaking Bad/, /Fight Club/]);
    await expect(historyRows(page).nth(0)).toContainText(/TV Show · S2 E3 · (now|\d+ seconds? ago)/);
    await expect(historyRows(page).nth(0)).toContainText('25% watched');
    const play = historyRows(page).nth(0).getByRole('link', { name: 'Play Breaking Bad (opens in a new tab)' });
    await expect(play).toHaveAttribute('href', issuedAt(`/embed/local/tv/${breakingBad}/1/1`));
    await expect(play).toHaveAttribute('target', '_blank');
    await expect(
      historyRows(page)
        .nth(1)
        .getByRole('link', { name: /^Play Fight Club/ }),
    ).toHaveAttribute('href', issuedAt(`/embed/local/movie/${fightClub}`));
    await expectAccessible(page);

    await page.getByLabel('Sort').selectOption({ label: 'Oldest First' });
    await expect(historyRows(page)).toHaveText([/Fight Club/, /Breaking Bad/]);
    await page.getByLabel('Sort').selectOption({ label: 'Newest First' });
    await expect(historyRows(page)).toHaveText([/Breaking Bad/, /Fight Club/]);

    // Profile: the Watch History tab opens first, newest first, each entry resuming in the player.
    await page.goto('/profile');
    await expect(tab(page, 'Watch History')).toHaveAttribute('aria-selected', 'true');
    await expect(historyRows(page)).toHaveText([/Breaking Bad/, /Fight Club/]);
    await expect(historyRows(page).nth(0).getByRole('link', { name: 'Play Breaking Bad' })).toHaveAttribute(
      'href',
      `/player/tv/${breakingBad}/2/3`,
    );
    await expectAccessible(page);
  });

  test('deleting one entry deletes exactly it; two selected go together; Clear History empties the rest', async ({
    page,
    request,
  }) => {
    await signUp(page);
    await watchFourMovies(page, request);
    await page.goto('/watch-history');
    await expect(historyRows(page)).toHaveText([/Alien/, /Avatar/, /The Matrix/, /Fight Club/]);

    await historyRows(page).nth(1).getByRole('button', { name: 'Remove Avatar' }).click();
    await expect(toast(page, 'Item removed')).toBeVisible();
    await expect(historyRows(page)).toHaveText([/Alien/, /The Matrix/, /Fight Club/]);
    expect((await savedHistory(page)).map((e) => e.title)).toEqual(['Alien', 'The Matrix', 'Fight Club']);

    // Selection mode, by keyboard: the mode button keeps focus as its label changes.
    const modeButton = page.getByRole('button', { name: 'Select Items' });
    await modeButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel Selection' })).toBeFocused();
    await expect(page.getByRole('button', { name: /Delete Selected/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select Alien' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Select Fight Club' }).check();
    await expect(page.getByRole('button', { name: 'Select All' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await expect(historyRows(page)).toHaveText([/The Matrix/]);
    expect((await savedHistory(page)).map((e) => e.title)).toEqual(['The Matrix']);
    await expect(page.getByRole('button', { name: 'Select Items' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear History' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear your watch history?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Clear History' }).click();
    await expect(toast(page, 'Watch history cleared')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No watch history yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Content' })).toHaveAttribute('href', '/');
    expect(await savedHistory(page)).toEqual([]);
  });

  test('Select All / Deselect All choose every entry shown, and Cancel Selection forgets the choice', async ({
    page,
    request,
  }) => {
    await signUp(page);
    await watchFourMovies(page, request);
    await page.goto('/watch-history');
    await page.getByRole('button', { name: 'Select Items' }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByRole('checkbox')).toHaveCount(4);
    for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete Selected (4)' })).toBeVisible();
    await page.getByRole('button', { name: 'Deselect All' }).click();
    await expect(page.getByRole('button', { name: /Delete Selected/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Select Avatar' }).check();
    await page.getByRole('button', { name: 'Cancel Selection' }).click();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Select Items' }).click();
    await expect(page.getByRole('checkbox', { name: 'Select Avatar' })).not.toBeChecked();
  });

  test("'Remove Duplicates' on the profile keeps the newest entry of each title and episode", async ({ page, request }) => {
    await signUp(page);
    const breakingBad = await catalogueId(request, 'Breaking Bad', 'tv');
    const episode = (n: number): Viewing => ({
      media_id: breakingBad,
      media_type: 'tv',
      title: 'Breaking Bad',
      season: 1,
      episode: n,
    });
    await watch(page, { media_id: await catalogueId(request, 'Avatar', 'movie'), media_type: 'movie', title: 'Avatar' });
    await watch(page, episode(1));
    await watch(page, episode(2));
    // Back to episode 1 after another episode: a second viewing, so a second entry of S1 E1.
    await watch(page, episode(1));

    await page.goto('/profile');
    await expect(historyRows(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'Remove Duplicates' }).click();
    await expect(toast(page, 'Duplicates removed')).toBeVisible();
    await expect(toast(page, 'Removed 1 duplicate entries. 3 items remaining.')).toBeVisible();
    await expect(historyRows(page)).toHaveText([/S1 E1/, /S1 E2/, /Avatar/]);
  });

  test('the history loads 20 entries at a time as its end scrolls into view', async ({ page }) => {
    await signUp(page);
    const start = Date.parse('2024-01-01T00:00:00Z');
    const history = Array.from({ length: 45 }, (_, i) => ({
      media_id: 1000 + i,
      media_type: 'movie',
      title: `Film ${i + 1}`,
      created_at: new Date(start + i * 60_000).toISOString(),
    }));
    expect((await ownApi(page, 'POST', '/import', { version: 1, history })).status).toBe(200);

    await page.goto('/watch-history');
    await expect(historyRows(page)).toHaveCount(20);
    await expect(historyRows(page).first()).toContainText('Film 45');
    await historyRows(page).last().scrollIntoViewIfNeeded();
    await expect(historyRows(page)).toHaveCount(40);
    await historyRows(page).last().scrollIntoViewIfNeeded();
    await expect(historyRows(page)).toHaveCount(45);
    await expect(historyRows(page).last()).toContainText('Film 1');

    // Back at the top, so the list's end is out of view and the new order shows its first 20 only.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel('Sort').selectOption('oldest');
    await expect(historyRows(page)).toHaveCount(20);
    await expect(historyRows(page).first()).toContainText('Film 1');
  });

  test('the Favorites and Watchlist tabs list, play and delete saved titles', async ({ page, request }) => {
    await signUp(page);
    const avatar = await catalogueId(request, 'Avatar', 'movie');
    const breakingBad = await catalogueId(request, 'Breaking Bad', 'tv');
    await ownApi(page, 'POST', '/favourites', { media_id: avatar, media_type: 'movie', title: 'Avatar' });
    await ownApi(page, 'POST', '/favourites', { media_id: breakingBad, media_type: 'tv', title: 'Breaking Bad' });
    await ownApi(page, 'POST', '/watchlist', { media_id: avatar, media_type: 'movie', title: 'Avatar' });

    await page.goto('/watch-history');
    await tab(page, 'Favorites').click();
    const favourites = page.getByRole('list', { name: 'Favorites' }).getByRole('listitem');
    await expect(favourites).toHaveText([/Breaking Bad/, /Avatar/]);
    await expect(favourites.nth(0).getByRole('link', { name: /^Play Breaking Bad/ })).toHaveAttribute(
      'href',
      issuedAt(`/embed/local/tv/${breakingBad}/1/1`),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Select Items' }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    expect((await ownApi<ListEntry[]>(page, 'GET', '/favourites')).body).toEqual([]);

    // The list empties before the delete's answer arrives: its own 'Item removed' toast must have shown and gone,
    // so the next one is the single delete's.
    await expect(toast(page, 'Item removed')).toBeVisible();
    await expect(toast(page, 'Item removed')).toHaveCount(0, { timeout: 15_000 });
    await tab(page, 'Watchlist').click();
    await page.getByRole('button', { name: 'Remove Avatar' }).click();
    await expect(toast(page, 'Item removed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your watchlist is empty' })).toBeVisible();
    expect((await ownApi<ListEntry[]>(page, 'GET', '/watchlist')).body).toEqual([]);
  });

  test('at 390 px a long title is cut short in its row, which fits the screen with its play and remove buttons', async ({
    page,
    request,
  }) => {
    await signUp(page);
    // Signed up at the desktop width, whose header shows the Profile link signUp waits for.
    await page.setViewportSize({ width: 390, height: 844 });
    const title = 'The Curious Case of Benjamin Button';
    const id = await catalogueId(request, title, 'movie');
    await watch(page, { media_id: id, media_type: 'movie', title });
    await ownApi(page, 'POST', '/favourites', { media_id: id, media_type: 'movie', title });

    /** Nothing wider than the screen, and each row's buttons wholly on it. */
    const expectRowsFit = async (rows: Locator) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const button of await rows.getByRole('button', { name: `Remove ${title}` }).all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    };
    await page.goto('/watch-history');
    await expect(historyRows(page)).toHaveText([new RegExp(title)]);
    await expect(historyRows(page).getByRole('link', { name: `Play ${title} (opens in a new tab)` })).toBeVisible();
    await expectRowsFit(historyRows(page));
    // In selection mode too, where each row also holds a checkbox and the toolbar its delete button.
    await page.getByRole('button', { name: 'Select Items' }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Delete Selected (1)' })).toBeVisible();
    await expectRowsFit(historyRows(page));

    await tab(page, 'Favorites').click();
    const favourites = page.getByRole('list', { name: 'Favorites' }).getByRole('listitem');
    await expect(favourites).toHaveText([new RegExp(title)]);
    await expectRowsFit(favourites);
  });

  test('a visitor is asked to log in, and sees no Continue Watching row', async ({ page }) => {
    await page.goto('/watch-history');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Trending Now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue Watching' })).toHaveCount(0);
  });
});
