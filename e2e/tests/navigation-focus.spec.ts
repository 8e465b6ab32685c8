import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Where the focus goes after a navigation (docs/behaviour.md#focus-after-navigation): to the new screen's main
 * heading, announced, from where Tab goes on into the screen; on Back, to the control that had it there. By
 * keyboard at 1280 px, and by a remote's arrows on a television's screen.
 */

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

/** What has the focus, and whether it comes after `reference` in the page. */
async function focusAfter(reference: Locator): Promise<{ tag: string; follows: boolean }> {
  return reference.evaluate((element) => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? 'none',
      follows: !!active && !!(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  });
}

test.describe('by keyboard', () => {
  test('a footer link followed: the new page’s heading has the focus, Tab goes on from it, Back returns to the link', async ({
    page,
  }) => {
    await page.goto('/terms');
    await footerLink(page, 'Privacy Policy').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/privacy');
    await expect(heading(page)).toHaveText('Privacy Policy');
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toBeInViewport();
    // Focusable by script only: Tab never stops on it.
    await expect(heading(page)).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('Tab');
    expect(await focusAfter(heading(page))).toEqual({ tag: 'A', follows: true });

    await page.goBack();
    await expect(page).toHaveURL('/terms');
    await expect(footerLink(page, 'Privacy Policy')).toBeFocused();
  });

  test('a header link and a card followed: each screen’s heading has the focus, never the page’s body', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('banner').getByRole('link', { name: 'Movies', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/movie');
    await expect(heading(page)).toBeFocused();

    const card = page.getByRole('main').getByRole('listitem').getByRole('link').first();
    await card.focus();
    const href = await card.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(heading(page)).toBeVisible();
    await expect(heading(page)).toBeFocused();
  });

  test('typing a search does not lose the box: a query’s own screen keeps the focus where it is', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('main').getByRole('searchbox').or(page.getByRole('main').getByRole('combobox')).first();
    await box.focus();
    await page.keyboard.type('Inception');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*Inception/);
    await expect(box).toBeFocused();
  });
});

test.describe('by remote, at 1920 × 1080', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a footer link opened with the arrows: the heading has the focus, the arrows go on from it, Back returns to the link', async ({
    page,
  }) => {
    await page.goto('/terms');
    const privacy = footerLink(page, 'Privacy Policy');
    // Down into the footer, across to its Legal links, and along them to Privacy Policy.
    const isIn = (selector: string) => page.evaluate((within) => !!document.activeElement?.closest(within), selector);
    // Pressed until the footer has the focus: arrows pressed before the page's script has started go nowhere.
    await expect
      .poll(async () => (await isIn('footer')) || (await page.keyboard.press('ArrowDown'), isIn('footer')), {
        timeout: 15_000,
        intervals: [50],
      })
      .toBe(true);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    for (let i = 0; i < 3 && !(await isIn('nav[aria-labelledby="footer-legal"]')); i++) await page.keyboard.press('ArrowRight');
    const links = await legal.getByRole('link').allTextContents();
    const target = links.indexOf('Privacy Policy');
    const at = async () => links.indexOf((await page.evaluate(() => document.activeElement?.textContent)) ?? '');
    for (let i = 0; i < links.length && (await at()) !== target; i++) {
      await page.keyboard.press((await at()) < target ? 'ArrowDown' : 'ArrowUp');
    }
    await expect(privacy).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/privacy');
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toBeInViewport();
    await page.keyboard.press('ArrowDown');
    await expect(heading(page)).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/terms');
    await expect(privacy).toBeFocused();
    await expect(privacy).toBeInViewport();
  });
});
