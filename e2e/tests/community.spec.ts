import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../bench/support';
import { expect, expectAccessible, test } from '../support/fixtures';
import { freePort } from '../support/free-port';

/**
 * The community link and pop-up: with COMMUNITY_URL set (a server of this file's own), the
 * header links to it and the pop-up shows once, then not again within 2 hours — on Playwright's clock, so
 * no test waits; without it (the shared server), neither appears.
 */

const COMMUNITY_URL = 'https://chat.example.com/invite';
const POPUP_DELAY_MS = 3_000;
const HOUR_MS = 60 * 60 * 1000;
const START = new Date('2025-03-01T12:00:00Z');

const popup = (page: Page) => page.getByRole('dialog', { name: 'Join our community' });
const lastShown = (page: Page) => page.evaluate(() => localStorage.getItem('communityPopupLastShown'));

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START });
});

test.describe('with COMMUNITY_URL', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer(await freePort(), { COMMUNITY_URL });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('the header links to the community and the pop-up invites once, focus-safe and accessible', async ({ page }) => {
    await page.goto(`${server.url}/terms`);
    const headerLink = page.getByRole('banner').getByRole('link', { name: 'Community (opens in a new tab)' });
    await expect(headerLink).toHaveAttribute('href', COMMUNITY_URL);

    await page.clock.fastForward(POPUP_DELAY_MS);
    await expect(popup(page)).toBeVisible();
    // The clock keeps running between steps, so the showing is recorded a moment after the delay.
    expect(Number(await lastShown(page)) - START.getTime()).toBeGreaterThanOrEqual(POPUP_DELAY_MS);
    expect(Number(await lastShown(page)) - START.getTime()).toBeLessThan(60_000);
    await expect(popup(page).getByRole('link', { name: /^Join the community/ })).toHaveAttribute('href', COMMUNITY_URL);
    await expectAccessible(page);

    // The focus is inside and stays there; Escape dismisses.
    await expect(popup(page).locator(':focus')).toHaveCount(1);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expect(popup(page).locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
  });

  test('is not shown again within 2 hours, and is shown again after them', async ({ page }) => {
    await page.goto(`${server.url}/terms`);
    await page.clock.fastForward(POPUP_DELAY_MS);
    await popup(page).getByRole('button', { name: 'Maybe later' }).click();
    await expect(popup(page)).toBeHidden();
    const shownAt = await lastShown(page);

    // Later visits within the 2 hours: the timer never records a showing.
    for (const later of [HOUR_MS, 2 * HOUR_MS - 60_000]) {
      await page.clock.setSystemTime(START.getTime() + later);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.clock.fastForward(POPUP_DELAY_MS * 3);
      await expect(popup(page)).toBeHidden();
      expect(await lastShown(page)).toBe(shownAt);
    }

    // A minute past the 2 hours, well clear of the seconds the clock ran on its own.
    await page.clock.setSystemTime(START.getTime() + 2 * HOUR_MS + 60_000);
    await page.reload();
    await page.clock.fastForward(POPUP_DELAY_MS);
    await expect(popup(page)).toBeVisible();
    expect(Number(await lastShown(page))).toBeGreaterThan(Number(shownAt));
  });
});

test('without COMMUNITY_URL there is neither a link nor a pop-up', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward(POPUP_DELAY_MS * 3);
  await expect(page.getByRole('link', { name: /Community/ })).toHaveCount(0);
  await expect(popup(page)).toBeHidden();
  expect(await lastShown(page)).toBeNull();
});
