import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { LIBRARY_OWNER_EMAIL } from '../playwright.config';

/** A fresh account per call, so journeys never share state. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@marquee.test`;
}

export const PASSWORD = 'correct horse battery';

/** Signs up through the real screen and waits for the signed-in header. */
export async function signUp(page: Page, email = uniqueEmail()): Promise<string> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' }).first()).toBeAttached();
  return email;
}

/** Signs in with the sign-in form, as a person would, and waits for home with the header's Profile link. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' }).first()).toBeAttached();
}

/**
 * Signs in as the main server's admin (its ADMIN_EMAILS account, LIBRARY_OWNER_EMAIL). Several journeys are that
 * admin, in any order: whichever comes first makes the account, with the same password, and the others sign in.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const made = await page.request.post('/api/auth/register', { data: { email: LIBRARY_OWNER_EMAIL, password: PASSWORD } });
  expect([201, 409], 'the admin account is made or already there').toContain(made.status());
  await logIn(page, LIBRARY_OWNER_EMAIL);
}

/** Fails on any serious or critical axe violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading in or out is half transparent: axe would measure the contrast of a frame of its transition.
  // So every toast must be fully opaque, with nothing running in it, on two frames in a row.
  const toastsAtRest = () =>
    page.evaluate(async () => {
      const atRest = () =>
        Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
          (toast) =>
            getComputedStyle(toast).opacity === '1' &&
            toast.getAnimations({ subtree: true }).every((animation: { playState: string }) => animation.playState !== 'running'),
        );
      if (!atRest()) return false;
      await new Promise((frame) => requestAnimationFrame(frame));
      return atRest();
    });
  await expect
    .poll(toastsAtRest, { timeout: 5000 })
    .toBe(true)
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Pages the server renders (apps/server/src/http/ssr.ts) show their screen before the app has taken them
 * over, when keys and the app's own handlers do nothing yet. Every load of the app's page waits for its mark
 * (`data-app-started`, apps/web/src/app/app.tsx), as a person waits for the page to respond; server pages
 * without the app (the player's embedded pages) are not waited for.
 */
async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-started'));
}

export const test = base.extend<{ keyboardHint: boolean }>({
  /**
   * Whether the one-time keyboard hint may show (its toast comes 5 s after the app opens). Off by default: it is
   * search's business (search.spec.ts), and elsewhere it would only cover the page, or fade in as axe measures
   * it. `test.use({ keyboardHint: true })` lets it show.
   */
  keyboardHint: [false, { option: true }],
  page: async ({ page, keyboardHint }, use) => {
    if (!keyboardHint) await page.addInitScript(() => localStorage.setItem('keyboardHintShown', 'true'));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
});
export { expect };
