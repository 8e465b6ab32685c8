import type { Browser, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, test } from '../support/fixtures';
import { putTestVideo } from '../support/test-video';

/**
 * The watch party with two people in two browser contexts on the built-in `local` source: the host starts a party,
 * the guest opens its link, and every play, pause, seek and stall of one reaches the other. The library's file is
 * the 12-second test video.
 */

// Members start playing on a command, as they would once they have clicked anything on the page.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** How far apart two members' videos may be after an action, in seconds. */
const IN_STEP_S = 0.5;

const panel = (page: Page) => page.getByRole('region', { name: 'Watch Party' });
const video = (page: Page) => page.locator('iframe[src*="/embed/local/"]').contentFrame().locator('video');
const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

interface VideoNow {
  paused: boolean;
  time: number;
}
const videoNow = (page: Page): Promise<VideoNow> =>
  video(page).evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }));

/** What the member does in the player itself: the same events as their click on its controls. */
const inPlayer = (page: Page, act: (element: HTMLVideoElement) => unknown) => video(page).evaluate(act);

/** Both videos play (or are paused) and are within IN_STEP_S of each other, measured at nearly one moment. */
async function expectInStep(a: Page, b: Page, playing: boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const [x, y] = await Promise.all([videoNow(a), videoNow(b)]);
        return x.paused === !playing && y.paused === !playing && Math.abs(x.time - y.time) < IN_STEP_S;
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
}

async function openGuest(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

test.describe('watch party', () => {
  test('host and guest stay in step through play, pause, seek and a stall, chat, and leave', async ({
    page: host,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const id = await catalogueId(request, 'Inception', 'movie');
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);
    await host.goto(`/player/movie/${id}`);
    await expect(video(host)).toBeVisible();
    await inPlayer(host, (element) => element.pause());

    await host.getByRole('button', { name: 'Watch Party' }).click();
    await panel(host).getByRole('button', { name: 'Start a party' }).click();
    const invite = panel(host).getByRole('textbox', { name: 'Invite link' });
    await expect(invite).toHaveValue(/\/party\/[a-z2-7]{10}$/);
    const link = await invite.inputValue();
    await expect(panel(host).getByRole('listitem').filter({ hasText: '(you)' })).toHaveText('Guest 1 (you)');

    // The guest opens the link: the same player, in the party.
    const guest = await openGuest(browser, link);
    await expect(guest).toHaveURL(new RegExp(`/player/movie/${id}\\?party=[a-z2-7]{10}$`));
    await expect(panel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(video(guest)).toBeVisible();
    await expect(toast(host, 'Guest 2 joined')).toBeVisible();

    // A visitor gives a name, and joins again under it.
    await panel(guest).getByLabel('Your name').fill('Kim');
    await panel(guest).getByRole('button', { name: 'Save name' }).click();
    await expect(panel(host).getByRole('listitem').filter({ hasText: 'Kim' })).toBeVisible();
    await expect(panel(host).getByRole('heading', { name: 'Members (2)' })).toBeVisible();

    // Play, by the host.
    await inPlayer(host, (element) => element.play());
    await expect(toast(guest, 'Guest 1 pressed play')).toBeVisible();
    await expectInStep(host, guest, true);

    // Pause, by the guest.
    await inPlayer(guest, (element) => element.pause());
    await expect(toast(host, 'Kim paused')).toBeVisible();
    await expectInStep(host, guest, false);

    // Seek to a point, by the host, while paused; then play again from there.
    await inPlayer(host, (element) => (element.currentTime = 5));
    await expect.poll(async () => Math.abs((await videoNow(guest)).time - 5)).toBeLessThan(IN_STEP_S);
    await inPlayer(host, (element) => element.play());
    await expectInStep(host, guest, true);

    // The guest's video stalls: the host waits for them, and both go on together once it plays again.
    await inPlayer(guest, (element) => element.dispatchEvent(new Event('waiting')));
    await expect(panel(host).getByText('Waiting for Kim…')).toBeVisible();
    await expect.poll(async () => (await videoNow(host)).paused).toBe(true);
    await inPlayer(guest, (element) => element.dispatchEvent(new Event('playing')));
    await expect(panel(host).getByText('Waiting for Kim…')).toHaveCount(0);
    await expectInStep(host, guest, true);

    // Chat.
    await panel(guest).getByRole('textbox', { name: 'Message', exact: true }).fill('Popcorn ready?');
    await panel(guest).getByRole('button', { name: 'Send message' }).click();
    await expect(panel(host).getByRole('list', { name: 'Chat messages' })).toContainText('Kim: Popcorn ready?');
    await expectAccessible(host);

    // The guest leaves.
    await panel(guest).getByRole('button', { name: 'Leave' }).click();
    await expect(panel(guest).getByRole('button', { name: 'Start a party' })).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/player/movie/${id}$`));
    await expect(panel(host).getByRole('heading', { name: 'Members (1)' })).toBeVisible();
    await expect(toast(host, 'Kim left')).toBeVisible();
    await guest.context().close();
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
    await expect(panel(page).getByText('This party has ended.')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Start a party' })).toBeVisible();
  });
});
