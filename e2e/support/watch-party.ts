import type { Browser, Page } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { expect } from './fixtures';

/** Chromium for the party journeys: members start playing on a command, as they would once they clicked. */
export const partyBrowser = {
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, '--autoplay-policy=no-user-gesture-required'],
};

/** How far apart two members' videos may be after an action, in seconds. */
export const IN_STEP_S = 0.5;

export const partyPanel = (page: Page) => page.getByRole('region', { name: 'Watch Party' });
export const localVideo = (page: Page) => page.locator('iframe[src*="/embed/local/"]').contentFrame().locator('video');
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

declare global {
  interface Window {
    toastsShown?: string[];
  }
}

/**
 * Keeps the title of every toast `page` shows from its next load on, for `expectToastShown`: a party's toasts last
 * 3 s, which a loaded machine can spend before a check looks, and the journey asks whether one came, not whether
 * it is still there.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = (window.toastsShown = []);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const title of node.matches('[data-title]') ? [node] : node.querySelectorAll('[data-title]'))
              shown.push(title.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** `page` (recording since its load, see recordToasts) has shown a toast titled `text`. */
export async function expectToastShown(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const shown = await page.evaluate(() => window.toastsShown ?? []);
      return shown.some((title) => (typeof text === 'string' ? title === text : text.test(title)));
    })
    .toBe(true);
}

export const videoNow = (page: Page): Promise<{ paused: boolean; time: number }> =>
  localVideo(page).evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }));

/** What the member does in the player itself: the same events as their click on its controls. */
export const inPlayer = (page: Page, act: (element: HTMLVideoElement) => unknown) => localVideo(page).evaluate(act);

/**
 * Presses play as the member would, once the player has its source: a play() cut short because the player set
 * the source it chose meanwhile (AbortError) is pressed again. `muted` starts it as a page may without a click.
 */
export async function pressPlay(page: Page, { muted = false } = {}): Promise<void> {
  await expect
    .poll(
      () =>
        localVideo(page).evaluate(async (element: HTMLVideoElement, mute: boolean) => {
          if (mute) element.muted = true;
          try {
            await element.play();
            return 'playing';
          } catch (error) {
            if (error instanceof DOMException && error.name === 'AbortError') return 'interrupted';
            throw error;
          }
        }, muted),
      { timeout: 15_000 },
    )
    .toBe('playing');
}

/** Both videos play (or are paused) and are within IN_STEP_S of each other, measured at nearly one moment. */
export async function expectInStep(a: Page, b: Page, playing: boolean): Promise<void> {
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

/** Starts a party from the player `page` shows, and answers its invite link. */
export async function startParty(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Watch Party' }).click();
  await partyPanel(page).getByRole('button', { name: 'Start a party' }).click();
  const invite = partyPanel(page).getByRole('textbox', { name: 'Invite link' });
  await expect(invite).toHaveValue(/\/party\/[a-z2-7]{10}$/);
  return invite.inputValue();
}

/** A second person: a phone-sized browser context of its own, opening `link`. */
export async function openGuest(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await recordToasts(page);
  await page.goto(link);
  return page;
}

/**
 * How far apart the two videos are while both play: the largest gap over `samples` readings 200 ms apart,
 * for the run's report (timings are not asserted).
 */
export async function playingGap(a: Page, b: Page, samples = 10): Promise<number> {
  let widest = 0;
  for (let i = 0; i < samples; i++) {
    const [x, y] = await Promise.all([videoNow(a), videoNow(b)]);
    if (!x.paused && !y.paused) widest = Math.max(widest, Math.abs(x.time - y.time));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return widest;
}
