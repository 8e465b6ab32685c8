import type { APIRequestContext, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { filePosition, playerFrame, seekBar, videoCounters, whenInLibrary } from '../support/playback';
import { putTestMedia } from '../support/test-media';
import { expectToastShown, inPlayer, openGuest, partyBrowser, partyPanel, pressPlay, startParty } from '../support/watch-party';

/**
 * The watch party on a file the server converts (docs/behaviour.md#watch-party, docs/playback.md#the-player): a
 * minute of Matroska whose sound the browser cannot play, so each member's player gets a stream of its own from
 * FFmpeg, starting where that member joined or seeked. The members' elements then count from different starts:
 * they are compared by the file's time their seek bars show.
 */

test.use({ launchOptions: partyBrowser });

/** Where a member is in the file, in whole seconds, and whether their video plays. */
async function memberNow(page: Page): Promise<{ at: number; playing: boolean }> {
  const [at, video] = await Promise.all([filePosition(page), videoCounters(page)]);
  return { at, playing: !video.paused };
}

/** Both members play, between `from` and `to` seconds of the file and within 2 s of each other. */
async function expectBothPlayingBetween(host: Page, guest: Page, from: number, to: number): Promise<void> {
  const within = ({ at, playing }: { at: number; playing: boolean }) => playing && at >= from && at <= to;
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all([memberNow(host), memberNow(guest)]);
        // What they were doing, when not yet what is expected: the failure shows it.
        return within(a) && within(b) && Math.abs(a.at - b.at) <= 2 ? 'together' : JSON.stringify({ host: a, guest: b });
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe('together');
}

/** Puts the minute-long Matroska film in the library as `title`, and answers its id. */
async function putFilm(request: APIRequestContext, title: string): Promise<number> {
  const id = await catalogueId(request, title, 'movie');
  await putTestMedia(e2eMediaDir, `movie/${id}`, 'mkv-h264-ac3-minute');
  await whenInLibrary(request, `/embed/local/movie/${id}`);
  // and the library's list has it, which the player reads to know the title can play.
  await expect
    .poll(async () => {
      const { titles } = (await (await request.get('/api/library')).json()) as { titles: Array<{ id: number }> };
      return titles.some((title) => title.id === id);
    })
    .toBe(true);
  return id;
}

/** The host's player plays the film (remuxed) past `from` seconds of it. */
async function expectHostPlayingPast(host: Page, from: number): Promise<void> {
  await expect
    .poll(async () => memberNow(host), { timeout: 30_000, intervals: [250] })
    .toMatchObject({ playing: true, at: expect.any(Number) });
  await expect.poll(() => filePosition(host), { timeout: 30_000, intervals: [250] }).toBeGreaterThanOrEqual(from);
  expect(new URL((await videoCounters(host)).src).pathname).toMatch(/^\/api\/media\/stream\//);
}

test.describe('watch party on a converted file', () => {
  test('a seek by the host while the party plays takes both members there, and they play on from it', async ({
    page: host,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await putFilm(request, 'Hancock');
    await host.goto(`/player/movie/${id}`);
    await expectHostPlayingPast(host, 1);

    const link = await startParty(host);
    const guest = await openGuest(browser, link);
    await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expectBothPlayingBetween(host, guest, 1, 30);

    // The host clicks two thirds along the seek bar: 0:40 of the minute, far past what either stream holds.
    await playerFrame(host).locator('video').hover();
    const bar = await seekBar(host).boundingBox();
    await seekBar(host).click({ position: { x: (bar!.width * 40) / 60, y: bar!.height / 2 } });
    await expectToastShown(guest, /^Guest 1 jumped to 0:(39|40)$/);

    // Both get there and play on from it; a snap back to where the party was would leave them short of 0:43.
    await expectBothPlayingBetween(host, guest, 39, 50);
    await expectBothPlayingBetween(host, guest, 43, 58);
    await guest.context().close();
  });

  test("a party started from a player that resumed at 0:18 starts at the host's moment, and the guest joins there", async ({
    page: host,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await putFilm(request, 'Tropic Thunder');
    // The host watched to 0:18 before: the player resumes there (its #t= start), and they pause it.
    await host.goto('/');
    await host.evaluate((film) => {
      const record = { id: film, type: 'movie', progress: { watched: 18, duration: 60 }, last_updated: Date.now() };
      localStorage.setItem('vidLinkProgress', JSON.stringify({ [film]: record }));
    }, id);
    await host.goto(`/player/movie/${id}`);
    await expect(host.locator('iframe[src*="/embed/local/"]')).toHaveAttribute('src', /#t=18$/);
    // Past 0:19, so the stream is past its keyframe's play-through to 0:18, which a pause of the element itself would
    // not stop (a click on Pause would), and plays as the viewer sees it.
    await expectHostPlayingPast(host, 19);
    await inPlayer(host, (element) => element.pause());
    await expect.poll(async () => memberNow(host)).toMatchObject({ playing: false });
    const paused = await filePosition(host);
    expect(paused).toBeGreaterThanOrEqual(18);

    const link = await startParty(host);
    const guest = await openGuest(browser, link);
    await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    // Both wait at the host's moment: the guest's player goes there, and the host's stays.
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([memberNow(host), memberNow(guest)]);
          const there = (member: typeof a) => !member.playing && Math.abs(member.at - paused) <= 1;
          return there(a) && there(b) ? 'both there' : JSON.stringify({ host: a, guest: b });
        },
        { timeout: 45_000, intervals: [250] },
      )
      .toBe('both there');

    // The host plays: both play on from there.
    await pressPlay(host);
    await expectBothPlayingBetween(host, guest, paused - 1, paused + 20);
    await guest.context().close();
  });
});
