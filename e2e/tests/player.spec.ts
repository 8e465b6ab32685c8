import type { HistoryEntry, HistoryPage, Preferences } from '@marquee/core';
import type { Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { ownApi } from '../support/own-api';
import { putTestVideo } from '../support/test-video';
import { pressPlay } from '../support/watch-party';

/**
 * The player with the built-in sources, `local` (the server's own player over MEDIA_DIR) and `trailer`
 * (which has nothing to play offline: the catalogue has no videos). The library's files are the short test video.
 */

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const sourceButton = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Video Sources' }).getByRole('button', { name: new RegExp(`^${name}`) });
const localFrame = (page: Page) => page.locator('iframe[src*="/embed/local/"]');

/** Starts the local player's video (muted: browsers let a page start muted video without a click). */
async function playLocalVideo(page: Page): Promise<void> {
  await expect(localFrame(page).contentFrame().locator('video')).toBeVisible();
  await pressPlay(page, { muted: true });
}

/** Waits until the local video has played past `seconds`. */
async function playedPast(page: Page, seconds: number): Promise<void> {
  const video = localFrame(page).contentFrame().locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(seconds);
}

async function history(page: Page): Promise<HistoryEntry[]> {
  return (await ownApi<HistoryPage>(page, 'GET', '/watch-history?limit=100')).body.items;
}

/** Sends a message to the player page as if a frame of `origin` had posted it. */
async function postFrom(page: Page, origin: string, data: unknown): Promise<void> {
  await page.evaluate(({ origin, data }) => window.dispatchEvent(new MessageEvent('message', { origin, data })), {
    origin,
    data,
  });
}

test.describe('player', () => {
  test('plays a film of the library, records the viewing and its progress, and passes axe', async ({ page, request }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await signUp(page);
    await page.goto(`/player/movie/${id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();
    await expect(sourceButton(page, 'Local Library')).toHaveAttribute('aria-pressed', 'true');
    await expect(sourceButton(page, 'Local Library')).toContainText('Active');
    await expect(sourceButton(page, 'Official Trailer')).toContainText('Click to switch');
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expectAccessible(page);

    // The viewing is recorded once it plays (docs/behaviour.md#recording).
    await playLocalVideo(page);
    await expect.poll(async () => (await history(page)).map((e) => [e.media_id, e.title])).toEqual([[id, 'Inception']]);
    await playedPast(page, 3);
    // The frame's progress records reach local storage under the keys of docs/behaviour.md#progress-and-auto-advance. Once one past 3 s is there, the
    // app has also had the frame's position past 3 s (posted before it, on the same channel): leaving saves that.
    const stored = () => page.evaluate((key) => JSON.parse(localStorage.getItem('vidLinkProgress') ?? '{}')[key], String(id));
    await expect.poll(async () => (await stored())?.progress?.watched ?? 0, { timeout: 15_000 }).toBeGreaterThan(3);
    expect(await stored()).toMatchObject({ id, type: 'movie', progress: { duration: expect.closeTo(12.05, 1) } });

    // Leaving saves the position once more: watch_position and duration of the same entry.
    await page.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/movie/${id}`);
    await expect
      .poll(async () =>
        (await history(page)).map((e) => ({ id: e.media_id, position: e.watch_position > 3, duration: Math.round(e.duration) })),
      )
      .toEqual([{ id, position: true, duration: 12 }]);
  });

  test("an episode's progress reaches the TV page's Continue button; the season's last episode moves on to the next season", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const id = await catalogueId(request, 'Arcane', 'tv');
    putTestVideo(e2eMediaDir, `tv/${id}/s01e09.webm`);
    putTestVideo(e2eMediaDir, `tv/${id}/s02e01.webm`);
    await signUp(page);
    await page.goto(`/player/tv/${id}/1/9`);

    await expect(page.getByText('Season 1 · Episode 9')).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Seasons & Episodes' });
    await expect(panel.getByLabel('Season', { exact: true })).toHaveValue('1');
    await expect(panel.locator('a[aria-current="page"]')).toContainText('E9');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

    // Within 5 s of the end, the player moves on by itself: season 2 episode 1.
    await playLocalVideo(page);
    await expect(page).toHaveURL(`/player/tv/${id}/2/1`, { timeout: 15_000 });
    await expect(page.getByText('Season 2 · Episode 1')).toBeVisible();
    await expect(panel.getByLabel('Season', { exact: true })).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await playLocalVideo(page);
    await playedPast(page, 2);
    // Paused, the player records where it is in this episode; once that record is stored, the app has the position
    // too (posted before it, on the same channel), and leaving saves it.
    await localFrame(page)
      .contentFrame()
      .locator('video')
      .evaluate((element: HTMLVideoElement) => element.pause());
    const watched = () =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem('vidLinkProgress') ?? '{}')[key]?.show_progress?.s2e1?.progress?.watched ?? 0,
        String(id),
      );
    await expect.poll(watched, { timeout: 15_000 }).toBeGreaterThan(2);
    await page.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/tv/${id}`);
    // First the save on leaving (it waits its turn behind the player's earlier reports), then the button it feeds:
    // a failure names which of the two did not happen.
    await expect
      .poll(
        async () => {
          const [latest] = await history(page);
          return latest && { episode: [latest.season, latest.episode], past2s: latest.watch_position > 2 };
        },
        { timeout: 15_000 },
      )
      .toEqual({ episode: [2, 1], past2s: true });
    await expect(page.getByRole('link', { name: /^Continue S2 E1 \((1[6-9]|[2-9]\d)%\)$/ })).toBeVisible();
    const [latest] = await history(page);
    expect(latest).toMatchObject({ media_id: id, media_type: 'tv', season: 2, episode: 1 });
  });

  test("Previous and Next follow the season's episodes; Next is disabled on the show's last episode", async ({
    page,
    request,
  }) => {
    const id = await catalogueId(request, 'Arcane', 'tv');
    for (const file of ['s01e01', 's01e02', 's02e09']) putTestVideo(e2eMediaDir, `tv/${id}/${file}.webm`);
    await page.goto(`/player/tv/${id}/1/1`);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/player/tv/${id}/1/2`);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`/player/tv/${id}/1/1`);

    // An episode card of the side panel opens that episode.
    const panel = page.getByRole('complementary', { name: 'Seasons & Episodes' });
    await panel.getByLabel('Season', { exact: true }).selectOption('2');
    await panel.getByRole('link', { name: /E9/ }).click();
    await expect(page).toHaveURL(`/player/tv/${id}/2/9`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(panel.locator('a[aria-current="page"]')).toContainText('E9');
    await expect(panel.getByText('Air Date: TBA').first()).toBeVisible();
    await expectAccessible(page);
  });

  test("without a library file (and offline, no trailer) the player says 'Not in your library' and tries no source", async ({
    page,
    request,
  }) => {
    // A title no journey puts in the run's library (the library is shared by every journey of the run).
    const id = await catalogueId(request, 'Aladdin', 'movie');
    await signUp(page);
    await page.goto(`/player/movie/${id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Aladdin' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Not in your library' });
    await expect(card).toContainText("Ask this server's owner to add it to the library.");
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(toast(page, 'Source Failed')).toHaveCount(0);
    await expectAccessible(page);
    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/movie/${id}`);
    expect(await history(page)).toEqual([]);
  });

  test('messages from an untrusted origin change nothing; the same ones from a source origin do', async ({ page, request }) => {
    const id = await catalogueId(request, 'Arcane', 'tv');
    putTestVideo(e2eMediaDir, `tv/${id}/s01e03.webm`);
    await page.goto(`/player/tv/${id}/1/3`);
    // Held still, so that the only messages about progress are the test's.
    const video = localFrame(page).contentFrame().locator('video');
    await expect(video).toBeVisible();
    await video.evaluate((element: HTMLVideoElement) => element.pause());

    const watched = {
      type: 'PLAYER_EVENT',
      data: { event: 'ended', currentTime: 12, duration: 12, tmdbId: id, mediaType: 'tv', season: 1, episode: 3 },
    };
    const progress = {
      type: 'MEDIA_DATA',
      data: { [id]: { id, type: 'tv', progress: { watched: 6, duration: 12 }, show_progress: {} } },
    };
    for (const origin of ['https://evil.example', 'null', 'http://localhost:1']) {
      await postFrom(page, origin, watched);
      await postFrom(page, origin, progress);
      await postFrom(page, origin, { type: 'PLAYER_EVENT', data: { event: 'error' } });
    }
    // Nothing stored yet, or what the local player stored itself: never the untrusted progress.
    expect((await page.evaluate(() => localStorage.getItem('vidLinkProgress'))) ?? '').not.toContain('"watched":6');
    await expect(page).toHaveURL(`/player/tv/${id}/1/3`);
    await expect(sourceButton(page, 'Local Library')).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Source Failed')).toHaveCount(0);

    // The same messages from this app's origin (the local source's) are taken.
    // Sent until it is what is stored: the paused player may still report its own position once after the pause.
    const appOrigin = new URL(page.url()).origin;
    await expect
      .poll(async () => {
        await postFrom(page, appOrigin, progress);
        return page.evaluate(() => localStorage.getItem('vidLinkProgress'));
      })
      .toContain('"watched":6');
    await postFrom(page, appOrigin, watched);
    await expect(page).toHaveURL(`/player/tv/${id}/1/4`);
  });

  test('a chosen source is kept across reloads and in the preferences, and is chosen by keyboard', async ({ page, request }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await signUp(page);
    await page.goto(`/player/movie/${id}`);
    await expect(sourceButton(page, 'Local Library')).toHaveAttribute('aria-pressed', 'true');

    await sourceButton(page, 'Official Trailer').focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Source Changed')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedVideoSource'))).toBe('trailer');
    await expect.poll(async () => (await ownApi<Preferences>(page, 'GET', '/preferences')).body.preferred_source).toBe('trailer');

    // After a reload the trailer is tried first (and, offline, fails over to the library).
    await page.reload();
    await expect(toast(page, 'Failed to load Official Trailer: No trailer available. Switching to Local Library.')).toBeVisible();
    await expect(sourceButton(page, 'Local Library')).toHaveAttribute('aria-pressed', 'true');

    // The preference comes before the choice stored in this browser.
    await ownApi(page, 'PATCH', '/preferences', { preferred_source: 'local' });
    await page.reload();
    await expect(sourceButton(page, 'Local Library')).toHaveAttribute('aria-pressed', 'true');
    await expect(localFrame(page).contentFrame().locator('video')).toBeVisible();
    await expect(toast(page, 'Source Failed')).toHaveCount(0);
  });

  test('records nothing while watch history is off', async ({ page, request }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    await signUp(page);
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await ownApi(page, 'PATCH', '/preferences', { isWatchHistoryEnabled: false });
    await page.goto(`/player/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();
    await playLocalVideo(page);
    await playedPast(page, 1);
    await page.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/movie/${id}`);
    expect(await history(page)).toEqual([]);

    // Control: with history on, the same viewing is recorded.
    await ownApi(page, 'PATCH', '/preferences', { isWatchHistoryEnabled: true });
    await page.goto(`/player/movie/${id}`);
    await playLocalVideo(page);
    await expect.poll(async () => (await history(page)).length).toBe(1);
  });

  test("a visitor's viewing goes to the local copy of the history", async ({ page, request }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await page.goto(`/player/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inception' })).toBeVisible();
    await playLocalVideo(page);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('watchHistory') ?? '[]') as HistoryEntry[]))
      .toEqual([expect.objectContaining({ media_id: id, media_type: 'movie', title: 'Inception' })]);
    // Favourites need an account.
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(toast(page, 'Login Required')).toBeVisible();
  });

  test('the URL decides: a season that is not a number opens S1 E1; a title that cannot load goes home', async ({
    page,
    request,
  }) => {
    const id = await catalogueId(request, 'Arcane', 'tv');
    await page.goto(`/player/tv/${id}/first/2`);
    await expect(page).toHaveURL(`/player/tv/${id}/1/1`);
    await expect(page.getByText('Season 1 · Episode 1')).toBeVisible();

    await page.goto('/player/movie/999999999');
    await expect(toast(page, 'Error loading content')).toBeVisible();
    await expect(toast(page, 'There was a problem loading the media. Please try again.')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('the local player obeys play, pause, seek and rate commands from its page, and ignores bad ones', async ({
    page,
    request,
  }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await page.goto(`/player/movie/${id}`);
    const video = localFrame(page).contentFrame().locator('video');
    await expect(video).toBeVisible();
    // Muted, so the browser lets a command start it without a gesture, as it would for a member who clicked before.
    await video.evaluate((element: HTMLVideoElement) => (element.muted = true));
    const command = (data: object) =>
      localFrame(page).evaluate(
        (frame: HTMLIFrameElement, message) => frame.contentWindow!.postMessage(message, location.origin),
        {
          type: 'PLAYER_COMMAND',
          ...data,
        },
      );
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        time: element.currentTime,
        rate: element.playbackRate,
      }));

    await command({ command: 'pause', time: 0 });
    await expect.poll(async () => (await state()).paused).toBe(true);
    await command({ command: 'seek', time: 6 });
    await expect.poll(async () => Math.round((await state()).time)).toBe(6);
    await command({ command: 'play', time: 2 });
    await expect.poll(async () => (await state()).paused).toBe(false);
    await expect.poll(async () => (await state()).time).toBeGreaterThan(2);
    await command({ command: 'rate', rate: 1.1 });
    await expect.poll(async () => (await state()).rate).toBe(1.1);
    await command({ command: 'pause' });
    await expect.poll(async () => (await state()).paused).toBe(true);

    // Out of range or not a number: ignored. Messages are handled in order, so once the last, good one has
    // taken effect the bad ones before it have been read.
    await command({ command: 'seek', time: -3 });
    await command({ command: 'seek', time: 'soon' });
    await command({ command: 'rate', rate: 16 });
    await command({ command: 'play', time: Number.NaN });
    await command({ command: 'seek', time: 4 });
    await expect.poll(async () => Math.round((await state()).time)).toBe(4);
    expect(await state()).toMatchObject({ paused: true, rate: 1.1 });
  });
});
