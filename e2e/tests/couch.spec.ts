import type { FileChooser, Page } from '@playwright/test';
import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { putTestVideo } from '../support/test-video';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { letterboxdFile } from '../support/import-files';
import { focusReport, moveTo, press } from '../support/remote';
import { whenListedInLibrary } from '../support/playback';

/**
 * Couch mode: every journey here uses only the keys a TV remote has (arrows, Enter, Back as Escape or
 * Backspace), on a television's screen. After every key the focused control must be on screen and show a
 * focus style that the same kind of control lacks when it is not focused.
 */
test.use({ viewport: { width: 1920, height: 1080 } });

/**
 * Signs up, then waits for the sign-up's toast to show and go: its close button is within the arrows' reach, and
 * the toaster loads only at the first toast, so 'no toast' is true before it has shown as well as after.
 */
async function signUpAndWaitForToast(page: Page): Promise<void> {
  await signUp(page);
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Account created');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
}

const rowCards = (page: Page, row: string) => page.getByRole('region', { name: row }).getByRole('listitem').getByRole('link');

test('home → a row’s card → its title → Play → the player, and Back twice returns to that very card', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const rows = page.locator('main section[aria-labelledby]').filter({ has: page.getByRole('list') });
  const secondRowName = (await rows.nth(1).getByRole('heading').textContent())?.trim() ?? '';
  const thirdCard = rowCards(page, secondRowName).nth(2);

  // The card's film is put in the library first, so that its Play plays (docs/behaviour.md#what-can-play).
  const id = Number(/^\/movie\/(\d+)$/.exec((await thirdCard.getAttribute('href')) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  putTestVideo(e2eMediaDir, `movie/${id}.webm`);
  await whenListedInLibrary(request, 'movie', id);
  await page.goto('/');

  // ↓ from nothing focused lands on the hero's first button, then walks down to the second row.
  const first = await press(page, 'ArrowDown');
  // 'Not in your library' in its place when nothing can play the slide's title (docs/behaviour.md#what-can-play).
  expect(first.description).toMatch(/Play Now|Not in your library/);
  await moveTo(page, 'ArrowDown', rowCards(page, secondRowName).first());
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  await expect(thirdCard).toBeFocused();
  const href = await thirdCard.getAttribute('href');

  // Enter opens the title, which starts on Play, ready for OK.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  const play = page.locator('main [data-couch-primary]');
  await expect(play).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/player\/movie\/\d+/);

  // Back: the title again, with Play focused; Back: home, with the same card of the same row focused.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(href!);
  await expect(play).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/');
  await expect(thirdCard).toBeFocused();
  expect((await focusReport(page)).visible).toBeGreaterThanOrEqual(0.9);
});

test('a TV show: the season, an episode, and play it', async ({ page, request }) => {
  const id = await catalogueId(request, 'Arcane', 'tv');
  await page.goto(`/tv/${id}`);
  const season = page.getByRole('combobox', { name: 'Season' });
  await moveTo(page, 'ArrowDown', season);
  // ← and → step through the seasons, as a TV's settings do.
  await press(page, 'ArrowRight');
  await expect(season).toHaveValue('2');
  await press(page, 'ArrowLeft');
  await expect(season).toHaveValue('1');
  await moveTo(page, 'ArrowDown', page.getByRole('link', { name: /^Play episode 2:/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/player/tv/${id}/1/2`);
});

test('search: reach the box, type, ↓ into the suggestions and Enter opens one', async ({ page }) => {
  await page.goto('/');
  await press(page, 'ArrowDown');
  await press(page, 'ArrowUp');
  const box = page.getByRole('banner').getByRole('combobox');
  await moveTo(page, 'ArrowRight', box);
  await page.keyboard.type('Toy Story');
  const suggestions = page.getByRole('listbox');
  // The titles come after a pause in typing; until then the list holds only 'View all results'.
  await expect(suggestions.getByRole('option', { name: /Toy Story/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(movie|tv)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Toy Story/ })).toBeVisible();
});

test('the header’s search box lets → and ← on at the end of its text: Profile and the profile menu are reached', async ({
  page,
}) => {
  await signUpAndWaitForToast(page);
  await press(page, 'ArrowDown');
  await press(page, 'ArrowUp');
  const banner = page.getByRole('banner');
  const box = banner.getByRole('combobox');
  // ↑ lands on the header control nearest the hero's button above it, which depends on what the header holds:
  // towards the box from whichever side that is.
  const leftOfBox = await box.evaluate((element) => {
    const active = document.activeElement;
    return !!active && active.getBoundingClientRect().left < element.getBoundingClientRect().left;
  });
  await moveTo(page, leftOfBox ? 'ArrowRight' : 'ArrowLeft', box);
  // Empty, the box lets → go on, and ← comes back to it.
  const profile = banner.getByRole('link', { name: 'Profile' });
  await press(page, 'ArrowRight');
  await expect(profile).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(banner.getByRole('button', { name: /^Profile menu, / })).toBeFocused();
  await press(page, 'ArrowLeft');
  await press(page, 'ArrowLeft');
  await press(page, 'ArrowLeft');
  await expect(box).toBeFocused();

  // With text, ← and → move the caret until it stands at that end.
  await page.keyboard.type('Toy');
  await page.keyboard.press('ArrowLeft');
  await expect(box).toBeFocused();
  await expect.poll(() => box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
  await page.keyboard.press('ArrowRight');
  await expect(box).toBeFocused();
  await press(page, 'ArrowRight');
  await expect(profile).toBeFocused();
  await expect(box).toHaveValue('Toy');
  await press(page, 'ArrowLeft');
  await expect(box).toBeFocused();
  await box.evaluate((input: HTMLInputElement) => input.setSelectionRange(0, 0));
  await press(page, 'ArrowLeft');
  await expect(box).not.toBeFocused();
  expect(await banner.evaluate((header) => header.contains(document.activeElement))).toBe(true);
});

test('the profile’s tabs by arrows, and a dialog opened by Enter and closed by Back', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile');
  const tabs = page.getByRole('tablist', { name: 'Your profile' });
  await moveTo(page, 'ArrowDown', tabs.getByRole('tab', { name: 'Watch History' }), 25);
  await press(page, 'ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
  // ↓ leaves the tabs for the panel's controls.
  const below = await press(page, 'ArrowDown');
  expect(below.description).not.toMatch(/^BUTTON (Watch History|Favorites|Watchlist|Preferences)$/);

  // Add a profile: its dialog opens on Enter, and Back (Escape, then Backspace) closes it without leaving the page.
  const add = page.getByRole('button', { name: 'Add profile' });
  await moveTo(page, 'ArrowUp', add, 25);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  // Inside the dialog the arrows stay in it; off its text field, Backspace is Back too.
  const onTextField = () =>
    page.evaluate(() => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'text');
  for (let i = 0; i < 3 && (await onTextField()); i++) await press(page, 'ArrowDown');
  expect(await onTextField()).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await page.keyboard.press('Backspace');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL('/profile');
  await expectAccessible(page);
});

test('on the player, Back closes the Watch Party panel first, then leaves the player', async ({ page, request }) => {
  const id = await catalogueId(request, 'Inception', 'movie');
  // In the library: a title nothing can play has no player to show (docs/behaviour.md#what-can-play).
  putTestVideo(e2eMediaDir, `movie/${id}.webm`);
  await page.goto(`/player/movie/${id}`);
  const partyButton = page.getByRole('button', { name: 'Watch Party' });
  // The player itself, not the spinner shown while what can play the film is found out.
  await expect(partyButton).toBeVisible();
  // Below the video, on the line of 'View Details' and 'Watch Party'.
  const line = page.getByRole('link', { name: 'View Details' }).or(partyButton);
  for (let i = 0; i < 4 && !(await line.evaluateAll((all) => all.some((element) => element === document.activeElement))); i++) {
    await press(page, 'ArrowDown');
  }
  await moveTo(page, 'ArrowRight', partyButton, 2);
  await page.keyboard.press('Enter');
  const panel = page.locator('#watch-party');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(partyButton).toBeFocused();
  await expect(page).toHaveURL(`/player/movie/${id}`);
  // Opened directly, the player has no previous screen of the app: Back goes home.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/');
});

test('the page is what a 1536 px screen shows, a quarter larger; a film’s whole video is on screen', async ({
  page,
  request,
}) => {
  await page.goto('/');
  // The header's container: 1440 px at most on a desktop, so a quarter more, 1800, here.
  const container = (await page.locator('[data-site-header] > div').boundingBox())!;
  expect(container.width).toBe(1800);

  const id = await catalogueId(request, 'Inception', 'movie');
  putTestVideo(e2eMediaDir, `movie/${id}.webm`);
  await page.goto(`/player/movie/${id}`);
  const video = (await page.getByRole('application', { name: 'Video player' }).boundingBox())!;
  expect(video.y).toBeGreaterThanOrEqual(0);
  expect(video.y + video.height).toBeLessThanOrEqual(1080);
  await expect(page.getByRole('link', { name: 'View Details' })).toBeInViewport();
});

test.describe('at 960 × 540, what many TV browsers report', () => {
  test.use({ viewport: { width: 960, height: 540 } });

  test('down the home rows and along one, every focused control on screen', async ({ page }) => {
    await page.goto('/');
    for (let i = 0; i < 5; i++) await press(page, 'ArrowDown');
    for (let i = 0; i < 6; i++) await press(page, 'ArrowRight');
    for (let i = 0; i < 3; i++) await press(page, 'ArrowUp');
    expect((await focusReport(page)).description).not.toBe('nothing');
  });
});

test('by remote: mark a season watched, then take the show off Continue Watching', async ({ page, request }) => {
  await signUp(page);
  const id = await catalogueId(request, 'Arcane', 'tv');
  await page.goto(`/tv/${id}`);
  await moveTo(page, 'ArrowDown', page.getByRole('button', { name: 'Mark Season 1 Watched' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Season 1 Watched' })).toBeFocused();
  await moveTo(page, 'ArrowDown', page.getByRole('link', { name: /^Play episode 1:/ }));
  await moveTo(page, 'ArrowRight', page.getByRole('button', { name: 'Watched S1 E1' }), 2);

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Continue Watching' });
  await moveTo(page, 'ArrowDown', row.getByRole('link', { name: 'Continue, Arcane, up next S2 E1' }));
  await moveTo(page, 'ArrowRight', row.getByRole('button', { name: 'Remove Arcane from Continue Watching' }), 3);
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  // The focus goes on to the next thing on the page, not to nothing.
  await press(page, 'ArrowDown');
});

test('by remote: the bell opens the Calendar, and its feed link is made', async ({ page }) => {
  await signUpAndWaitForToast(page);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await press(page, 'ArrowDown');
  await press(page, 'ArrowUp');
  const leftOfBell = await bell.evaluate((element) => {
    const active = document.activeElement;
    return !!active && active.getBoundingClientRect().left < element.getBoundingClientRect().left;
  });
  await moveTo(page, leftOfBell ? 'ArrowRight' : 'ArrowLeft', bell);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('menuitem', { name: 'Calendar' });
  for (let i = 0; i < 5 && !(await calendar.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(calendar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/calendar');
  // The button is disabled, so out of the arrows' reach, until the feed's state has loaded.
  const makeLink = page.getByRole('button', { name: 'Make a link' });
  await expect(makeLink).toBeEnabled();
  await moveTo(page, 'ArrowDown', makeLink);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Calendar link')).toHaveValue(/\.ics$/);
});

test('by remote: import a Letterboxd file, and scroll the titles it could not find', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/profile');
  // Listened for from the start: Playwright takes the browser's file pickers only once it listens.
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  const choose = page.getByRole('button', { name: 'Choose a file' });
  await moveTo(page, 'ArrowDown', choose, 60);
  // OK opens the device's file picker, as a click does.
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(letterboxdFile());
  await expect(page.getByRole('status').filter({ hasText: 'Imported from Letterboxd' })).toContainText('Watched: 2 added', {
    timeout: 30_000,
  });
  // ↓ goes on to the list of titles not found, which scrolls by the arrows when long.
  await moveTo(page, 'ArrowDown', page.getByRole('list', { name: 'Titles that could not be found' }), 5);
  await expectAccessible(page);
});
