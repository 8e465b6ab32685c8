import type { Page } from '@playwright/test';
import { catalogueId } from '../support/catalogue';
import { expect, signUp, test } from '../support/fixtures.ts';
import { chooseLanguage, englishLeft, textsThatDoNotFit } from '../support/language-checks.ts';

/**
 * The app in another language (docs/translating.md#checks). The pseudo-language, every letter decorated and every
 * text 40 % longer, finds text that does not fit its box and English that comes from no catalogue.
 */

async function screens(page: Page, request: Parameters<typeof catalogueId>[0]) {
  const film = await catalogueId(request, 'Fight Club', 'movie');
  const show = await catalogueId(request, 'Breaking Bad', 'tv');
  return [
    { path: '/', ready: () => page.getByRole('main').getByRole('heading').first() },
    { path: '/search?q=fight', ready: () => page.getByRole('main').getByRole('link').first() },
    { path: `/movie/${film}`, ready: () => page.getByRole('heading', { level: 1 }) },
    { path: `/tv/${show}`, ready: () => page.getByRole('heading', { level: 1 }) },
    { path: '/movies', ready: () => page.getByRole('main').getByRole('link').first() },
    { path: '/sports', ready: () => page.getByRole('main').getByRole('heading').first() },
    { path: '/terms', ready: () => page.getByRole('heading', { level: 1 }) },
    { path: '/profile', ready: () => page.getByRole('main').getByRole('heading').first() },
  ];
}

for (const [name, viewport] of [
  ['on a phone', { width: 390, height: 844 }],
  ['on a television', { width: 1920, height: 1080 }],
] as const) {
  test.describe(`the pseudo-language ${name}`, () => {
    test.use({ viewport });

    test('every main screen fits its texts and shows no English of its own', async ({ page, context, request, baseURL }) => {
      test.setTimeout(180_000);
      // Signed up where the header shows the profile's link, which the sign-up waits for.
      await page.setViewportSize({ width: 1280, height: 800 });
      const email = await signUp(page);
      await page.setViewportSize(viewport);
      await chooseLanguage(context, baseURL!, 'en-XA');
      for (const screen of await screens(page, request)) {
        await page.goto(screen.path);
        await expect(page.locator('html'), screen.path).toHaveAttribute('lang', 'en-XA');
        await expect(screen.ready()).toBeVisible();
        expect(await textsThatDoNotFit(page), `${screen.path}: texts that do not fit`).toEqual([]);
        expect(
          await englishLeft(page, [email.split('@')[0]!, 'fight', 'https://example.com/me.jpg']),
          `${screen.path}: English left`,
        ).toEqual([]);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Arabic lays the app out right to left: the header mirrored, rows starting at the right', async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, 'ar');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const header = page.getByRole('banner');
    // The site's name at the right, the menu button at the left.
    const logo = await header.getByRole('link').first().boundingBox();
    const menu = await header.getByRole('button', { name: 'فتح القائمة' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(menu!.x);
    // A row's first card at the right, by the page's edge, the next one to its left.
    const cards = page.getByRole('region', { name: 'الرائج الآن' }).getByRole('listitem');
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(390 - (first!.x + first!.width)).toBeLessThan(24);
    expect(second!.x + second!.width).toBeLessThan(first!.x);
    expect(await textsThatDoNotFit(page)).toEqual([]);
  });

  test('Japanese wraps its lines within their boxes', async ({ page, context, request, baseURL }) => {
    await chooseLanguage(context, baseURL!, 'ja');
    const film = await catalogueId(request, 'Fight Club', 'movie');
    for (const path of ['/', `/movie/${film}`, '/terms', '/login']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByRole('main')).toBeVisible();
      expect(await textsThatDoNotFit(page), `${path}: texts that do not fit`).toEqual([]);
    }
  });
});
