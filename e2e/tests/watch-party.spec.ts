import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { putTestVideo } from '../support/test-video';
import {
  expectInStep,
  expectToastShown,
  IN_STEP_S,
  inPlayer,
  localVideo,
  openGuest,
  partyBrowser,
  partyPanel,
  playingGap,
  pressPlay,
  recordToasts,
  startParty,
  toast,
  videoNow,
} from '../support/watch-party';

/**
 * The watch party with two people in two browser contexts on the built-in `local` source: the host starts a party,
 * the guest opens its link, and every play, pause, seek and stall of one reaches the other. The library's file is
 * the 12-second test video.
 */

test.use({ launchOptions: partyBrowser });

test.describe('watch party', () => {
  test('host and guest stay in step through play, pause, seek and a stall, chat, and leave', async ({
    page: host,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await recordToasts(host);
    await host.goto(`/player/movie/${id}`);
    await expect(localVideo(host)).toBeVisible();
    // Paused once it plays (an element without its file yet has nothing to pause, and says nothing): the party
    // takes this moment.
    await expect.poll(async () => (await videoNow(host)).paused).toBe(false);
    await inPlayer(host, (element) => element.pause());

    const link = await startParty(host);
    await expect(partyPanel(host).getByRole('listitem').filter({ hasText: '(you)' })).toHaveText('Guest 1 (you)');

    // The guest opens the link: the same player, in the party.
    const guest = await openGuest(browser, link);
    await expect(guest).toHaveURL(new RegExp(`/player/movie/${id}\\?party=[a-z2-7]{10}$`));
    await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(localVideo(guest)).toBeVisible();
    await expectToastShown(host, 'Guest 2 joined');

    // A visitor gives a name, and joins again under it.
    await partyPanel(guest).getByLabel('Your name').fill('Kim');
    await partyPanel(guest).getByRole('button', { name: 'Save name' }).click();
    await expect(partyPanel(host).getByRole('listitem').filter({ hasText: 'Kim' })).toBeVisible();
    await expect(partyPanel(host).getByRole('heading', { name: 'Members (2)' })).toBeVisible();

    // Play, by the host.
    await pressPlay(host);
    await expectToastShown(guest, 'Guest 1 pressed play');
    await expectInStep(host, guest, true);
    // Report, not assert: how close the two stay while playing on this machine.
    console.log(`watch party: widest gap while playing ${(await playingGap(host, guest)).toFixed(3)} s`);

    // Pause, by the guest.
    await inPlayer(guest, (element) => element.pause());
    await expectToastShown(host, 'Kim paused');
    await expectInStep(host, guest, false);

    // Seek to a point, by the host, while paused; then play again from there.
    await inPlayer(host, (element) => (element.currentTime = 5));
    await expect.poll(async () => Math.abs((await videoNow(guest)).time - 5)).toBeLessThan(IN_STEP_S);
    await pressPlay(host);
    await expectInStep(host, guest, true);

    // The guest's video stalls: the host waits for them, and both go on together once it plays again.
    await inPlayer(guest, (element) => element.dispatchEvent(new Event('waiting')));
    await expect(partyPanel(host).getByText('Waiting for Kim…')).toBeVisible();
    await expect.poll(async () => (await videoNow(host)).paused).toBe(true);
    await inPlayer(guest, (element) => element.dispatchEvent(new Event('playing')));
    await expect(partyPanel(host).getByText('Waiting for Kim…')).toHaveCount(0);
    await expectInStep(host, guest, true);

    // Chat.
    await partyPanel(guest).getByRole('textbox', { name: 'Message', exact: true }).fill('Popcorn ready?');
    await partyPanel(guest).getByRole('button', { name: 'Send message' }).click();
    await expect(partyPanel(host).getByRole('list', { name: 'Chat messages' })).toContainText('Kim: Popcorn ready?');
    await expectAccessible(host);

    // The guest leaves.
    await partyPanel(guest).getByRole('button', { name: 'Leave' }).click();
    await expect(partyPanel(guest).getByRole('button', { name: 'Start a party' })).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/player/movie/${id}$`));
    await expect(partyPanel(host).getByRole('heading', { name: 'Members (1)' })).toBeVisible();
    await expectToastShown(host, 'Kim left');
    await guest.context().close();
  });

  test('another episode chosen by one member moves everyone there', async ({ page: host, browser, request }) => {
    const id = await catalogueId(request, 'Arcane', 'tv');
    for (const file of ['s01e01', 's01e02']) putTestVideo(e2eMediaDir, `tv/${id}/${file}.webm`);
    await recordToasts(host);
    await host.goto(`/player/tv/${id}/1/1`);
    await expect(localVideo(host)).toBeVisible();
    const link = await startParty(host);
    const guest = await openGuest(browser, link);
    await expect(guest).toHaveURL(new RegExp(`/player/tv/${id}/1/1\\?party=`));
    await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();

    // The guest goes to the next episode: so does the host, still in the party.
    await guest.getByRole('button', { name: 'Next' }).click();
    await expectToastShown(host, "Guest 2 changed what's playing");
    await expect(host).toHaveURL(new RegExp(`/player/tv/${id}/1/2\\?party=`));
    await expect(localVideo(host)).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/player/tv/${id}/1/2\\?party=`));

    await guest.context().close();
  });

  test('a party the server cannot start is said so, and the button can be pressed again', async ({ page, request }) => {
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await page.route('**/api/parties', (route) =>
      route.fulfill({ status: 503, json: { error: 'Watch parties are unavailable right now' } }),
    );
    await page.goto(`/player/movie/${id}`);
    await page.getByRole('button', { name: 'Watch Party' }).click();
    await partyPanel(page).getByRole('button', { name: 'Start a party' }).click();
    await expect(toast(page, 'Could not start a party')).toBeVisible();
    await expect(toast(page, 'Watch parties are unavailable right now')).toBeVisible();
    await expect(partyPanel(page).getByRole('button', { name: 'Start a party' })).toBeEnabled();
    await expect(partyPanel(page).getByRole('textbox', { name: 'Invite link' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/player/movie/${id}$`));
  });

  test("an unknown party's link says it has ended, with a way home", async ({ page, request }) => {
    await page.goto('/party/abcdefghij');
    await expect(page.getByRole('heading', { name: 'This party has ended' })).toBeVisible();
    await page.getByRole('link', { name: 'Go home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/party/not-a-code');
    await expect(page.getByRole('heading', { name: 'This party has ended' })).toBeVisible();
    await expectAccessible(page);

    // A player address naming a party that has gone says so in its panel, and offers a new one.
    const id = await catalogueId(request, 'Inception', 'movie');
    await page.goto(`/player/movie/${id}?party=abcdefghij`);
    await expect(partyPanel(page).getByText('This party has ended.')).toBeVisible();
    await expect(partyPanel(page).getByRole('button', { name: 'Start a party' })).toBeVisible();
  });
});
