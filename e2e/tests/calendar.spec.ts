import type { Page } from '@playwright/test';
import {
  ARCANE,
  dayFromToday,
  FILM,
  startAiringTmdb,
  type AiringTmdb,
} from '../../apps/server/src/__tests__/support/airing-tmdb.ts';
import { expect, expectAccessible, test, uniqueEmail } from '../support/fixtures';
import { setUpOwner, startFreshServer, type FreshServer } from '../support/fresh-server';
import { ownApi } from '../support/own-api';
import { moveTo, press } from '../support/remote';

/**
 * The Calendar and the bell (docs/behaviour.md#calendar, #notifications) with shows that air around today: a
 * server of the journey's own reads its titles from a loopback TMDB whose Arcane aired S2 E3 yesterday and airs
 * S2 E4 in three days.
 */

// Each test starts a server of its own first.
test.describe.configure({ timeout: 90_000 });

let tmdb: AiringTmdb;
let server: FreshServer;

test.beforeAll(async () => {
  tmdb = await startAiringTmdb();
});
test.afterAll(async () => {
  await tmdb?.close();
});
test.beforeEach(async () => {
  // A server per test: each viewer is a new server's owner, its one account that needs no invitation.
  server = await startFreshServer('calendar', {
    TMDB_API_KEY: 'journey-key',
    TMDB_BASE_URL: tmdb.baseUrl,
    TMDB_IMAGE_BASE_URL: tmdb.baseUrl,
  });
});
test.afterEach(async () => {
  await server?.stop();
});

/**
 * The server checks a profile for new episodes at most every 10 minutes, at its first ask: the app's asks for
 * notifications wait until the viewer follows Arcane, which the returned function tells.
 */
async function holdNotifications(page: Page): Promise<() => void> {
  let followed!: () => void;
  const arcaneFollowed = new Promise<void>((resolve) => (followed = resolve));
  await page.route('**/api/notifications', async (route) => {
    await arcaneFollowed;
    // An ask from a screen left meanwhile has gone with it.
    await route.continue().catch(() => undefined);
  });
  return followed;
}

/** The owner's watchlist takes a film coming out in a week too. */
async function followFilm(page: Page): Promise<void> {
  const film = await ownApi(page, 'POST', '/watchlist', { media_type: 'movie', media_id: FILM, title: 'Coming Soon' });
  expect(film.status).toBe(201);
}

/** 'Tomorrow', or 'Tuesday, Mar 10, 2026', as the Calendar heads a day. */
function dayHeading(day: string): string {
  const date = Date.parse(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat('en', {
    weekday: 'long',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

async function expectCalendar(page: Page): Promise<void> {
  await expect(page).toHaveURL(`${server.url}/calendar`);
  const comingUp = page.getByRole('region', { name: 'Coming up' });
  const s2e4 = comingUp.getByRole('region', { name: dayHeading(dayFromToday(3)) });
  await expect(s2e4.getByRole('link', { name: 'Arcane S2 E4 · Paint the Town Blue' })).toBeVisible();
  const release = comingUp.getByRole('region', { name: dayHeading(dayFromToday(7)) });
  await expect(release.getByRole('link', { name: 'Coming Soon Film release' })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recently out' });
  await expect(
    recent.getByRole('region', { name: 'Yesterday' }).getByRole('link', { name: 'Arcane S2 E3 · Finally Got the Right Name' }),
  ).toBeVisible();
}

test('the bell tells of the new episode of a followed show, and its Calendar shows what comes next', async ({ page }) => {
  const followed = await holdNotifications(page);
  await setUpOwner(page, server, uniqueEmail('calendar'));
  await page.goto(`${server.url}/tv/${ARCANE}`);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();
  await followFilm(page);
  followed();

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell).toHaveText('1');

  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^New episode of Arcane: S2 E3/ })).toBeVisible();

  await menu.getByRole('menuitem', { name: 'Calendar' }).click();
  await expectCalendar(page);
  // Opening the menu marked the notification read: the count has gone.
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell).toHaveText('');
  await expectAccessible(page);

  // and on the server: read again, it stays read.
  await page.reload();
  await expectCalendar(page);
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(menu.getByRole('menuitem', { name: /^New episode of Arcane: S2 E3/ })).toBeVisible();
});

test.describe('by remote', () => {
  // Couch mode on a television's screen, as couch.spec.ts: the arrows, Enter and Back only, once signed in.
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('follow a show, the bell tells of its new episode and opens the Calendar, whose episode opens and comes back', async ({
    page,
  }) => {
    const followed = await holdNotifications(page);
    await setUpOwner(page, server, uniqueEmail('calendar-remote'));
    await page.goto(`${server.url}/tv/${ARCANE}`);
    await moveTo(page, 'ArrowDown', page.getByRole('button', { name: 'Add to Watchlist' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'In Watchlist' })).toBeVisible();
    await followFilm(page);
    followed();

    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    for (let i = 0; i < 10 && !(await header.evaluate((element) => element.contains(document.activeElement))); i++) {
      await press(page, 'ArrowUp');
    }
    const leftOfBell = await bell.evaluate((element) => {
      const active = document.activeElement;
      return !!active && active.getBoundingClientRect().left < element.getBoundingClientRect().left;
    });
    await moveTo(page, leftOfBell ? 'ArrowRight' : 'ArrowLeft', bell);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /^New episode of Arcane: S2 E3/ })).toBeVisible();
    const calendar = menu.getByRole('menuitem', { name: 'Calendar' });
    for (let i = 0; i < 5 && !(await calendar.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(calendar).toBeFocused();
    await page.keyboard.press('Enter');
    await expectCalendar(page);
    await expect(bell).toHaveAccessibleName('Notifications');
    await expectAccessible(page);

    // The coming episode opens its show, and Back comes back to it.
    const s2e4 = page.getByRole('link', { name: 'Arcane S2 E4 · Paint the Town Blue' });
    await moveTo(page, 'ArrowDown', s2e4);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/tv/${ARCANE}`);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${server.url}/calendar`);
    await expect(s2e4).toBeFocused();

    // The button is disabled, so out of the arrows' reach, until the feed's state has loaded.
    const makeLink = page.getByRole('button', { name: 'Make a link' });
    await expect(makeLink).toBeEnabled();
    await moveTo(page, 'ArrowDown', makeLink);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Calendar link')).toHaveValue(/\.ics$/);
  });
});
