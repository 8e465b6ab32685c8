import type { Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures';

/**
 * Household profiles: a Kids profile with a PIN added in Manage Profiles (which offers a PIN for the grown-up's
 * profile), switched to through Who's watching by keyboard (a wrong PIN first), its simpler header, and back to the grown-up's profile through the header's profile
 * menu with that profile's own PIN. Signing in on another device asks Who's watching.
 */

const KID_PIN = '1234';
const PARENT_PIN = '5678';

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
const manageProfiles = (page: Page) => page.getByRole('region', { name: 'Manage Profiles' });
/**
 * The header's page links, but Library: that one comes and goes with what other journeys put in the shared server's
 * media folder (library.spec.ts checks it).
 */
const mainLinks = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .filter({ hasNotText: /^Library$/ });

test('a Kids profile with a PIN: added, switched to by Who’s watching, limited, and left with the grown-up’s PIN', async ({
  page,
  browser,
}) => {
  // One long journey through two accounts' worth of screens with an axe check on each, run beside another journey
  // on two cores: about 70 s alone on a slow machine, and 90 s was too little beside another.
  test.setTimeout(180_000);
  const email = await signUp(page, uniqueEmail('profiles'));
  // Without limits, the search finds the R-rated Léon.
  await page.goto('/search?q=L%C3%A9on');
  await expect(page.getByRole('link', { name: /^Léon/ }).first()).toBeVisible();

  // Manage Profiles, reached from the header's profile menu.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile menu, / })
    .click();
  await page.getByRole('menuitem', { name: 'Manage Profiles' }).click();
  await expect(page).toHaveURL('/profile#manage-profiles');
  const section = manageProfiles(page);
  await expect(section.getByRole('button', { name: /^Edit / })).toHaveCount(1);
  const parentName = (await section.getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))!.replace(/^Edit /, '');
  await expectAccessible(page);

  // The Kids profile, with PIN 1234.
  await section.getByRole('button', { name: 'Add profile' }).click();
  const add = page.getByRole('dialog', { name: 'Add a profile' });
  await add.getByLabel('Name').fill('Sam');
  await add.getByRole('radio', { name: 'Rocket' }).click();
  await add.getByRole('radio', { name: 'Green' }).click();
  await add.getByRole('switch', { name: 'Kids profile' }).click();
  await add.getByRole('radio', { name: 'Lock with a PIN' }).click();
  await add.getByRole('textbox', { name: 'PIN' }).fill(KID_PIN);
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Add profile' }).click();
  await expect(toast(page, 'Profile added')).toBeVisible();

  // The first Kids profile brings the offer to give the grown-up's profile a PIN, the quick way back to it.
  const offer = page.getByRole('dialog', { name: 'Lock the other profiles?' });
  await expect(offer.getByLabel(`PIN for ${parentName}`)).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type(PARENT_PIN);
  await offer.getByRole('button', { name: 'Set PINs' }).click();
  await expect(toast(page, 'PIN set')).toBeVisible();
  await expect(offer).toHaveCount(0);
  await expect(section.getByText('Sam', { exact: true })).toBeVisible();

  // Who's watching, by keyboard: the profile in use has the focus, the arrow key moves to Sam.
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  const profiles = page.getByRole('list', { name: 'Profiles' });
  await expect(profiles.getByRole('button')).toHaveCount(2);
  await expectAccessible(page);
  await expect(profiles.getByRole('button', { name: new RegExp(`^${parentName}`) })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(profiles.getByRole('button', { name: /^Sam/ })).toBeFocused();
  await page.keyboard.press('Enter');

  const pin = page.getByRole('dialog', { name: 'Enter the PIN for Sam' });
  await expect(pin.getByLabel('PIN', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type('9999');
  await page.keyboard.press('Enter');
  await expect(pin.getByRole('alert')).toHaveText('Wrong PIN');
  await expect(pin.getByLabel('PIN', { exact: true })).toBeFocused();
  await page.keyboard.type(KID_PIN);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // The Kids header: fewer links, the badge, the child's profile in the menu button.
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Kids', { exact: true })).toBeVisible();
  await expect(mainLinks(page)).toHaveText(['Home', 'Movies', 'TV', 'Watch History']);
  await expect(banner.getByRole('button', { name: 'Profile menu, Sam' })).toBeVisible();
  await expectAccessible(page);

  // Browsing and search leave out what is above PG, and a direct link to an R-rated film says so.
  const leon = (await (await page.request.get('/api/tmdb/search/movie?query=L%C3%A9on')).json()) as {
    results: { id: number; title: string }[];
  };
  const rRated = leon.results.find((film) => film.title === 'Léon')!;
  const toyStory = (await (await page.request.get('/api/tmdb/search/movie?query=Toy%20Story')).json()) as {
    results: { id: number }[];
  };
  await page.goto('/search?q=L%C3%A9on');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Léon/ })).toHaveCount(0);
  await page.goto('/search?q=Toy%20Story');
  await expect(page.getByRole('link', { name: /Toy Story/ }).first()).toBeVisible();
  await page.goto(`/movie/${rRated.id}`);
  await expect(page.getByText("This title isn't available on this profile")).toBeVisible();
  await expectAccessible(page);
  // And its player says so and goes home.
  await page.goto(`/player/movie/${rRated.id}`);
  await expect(toast(page, "This title isn't available on this profile")).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.goto(`/movie/${toyStory.results[0]!.id}`);
  await expect(page.getByRole('heading', { name: /Toy Story/, level: 1 })).toBeVisible();

  // Nothing the server would refuse a Kids profile is offered.
  await page.goto('/profile');
  await expect(manageProfiles(page).getByText(/This profile has limits/)).toBeVisible();
  await expect(manageProfiles(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Security' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Update Display Name' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export my data' })).toHaveCount(0);

  // A reload keeps the profile.
  await page.reload();
  await expect(banner.getByRole('button', { name: 'Profile menu, Sam' })).toBeVisible();

  // Back to the grown-up's profile through the menu: a wrong PIN, then the right one.
  await banner.getByRole('button', { name: 'Profile menu, Sam' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${parentName}`) }).click();
  const parentPin = page.getByRole('dialog', { name: `Enter the PIN for ${parentName}` });
  await parentPin.getByLabel('PIN', { exact: true }).fill(KID_PIN);
  await parentPin.getByRole('button', { name: 'Switch profile' }).click();
  await expect(parentPin.getByRole('alert')).toHaveText('Wrong PIN');
  await parentPin.getByLabel('PIN', { exact: true }).fill(PARENT_PIN);
  await parentPin.getByRole('button', { name: 'Switch profile' }).click();
  await expect(toast(page, `Switched to ${parentName}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: `Profile menu, ${parentName}` })).toBeVisible();
  await expect(banner.getByText('Kids', { exact: true })).toHaveCount(0);
  await expect(mainLinks(page)).toHaveText(['Home', 'Movies', 'TV', 'Sports', 'Trending', 'Watch History']);
  // The grown-up's profile may rename the account again.
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Update Display Name' })).toBeVisible();

  // Another device: signing in to an account of several profiles asks Who's watching.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const laptop = await context.newPage();
  await laptop.addInitScript(() => localStorage.setItem('keyboardHintShown', 'true'));
  await laptop.goto('/login');
  await laptop.getByLabel('Email').fill(email);
  await laptop.getByLabel('Password').fill(PASSWORD);
  await laptop.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(laptop).toHaveURL('/profiles');
  await expect(laptop.getByRole('heading', { name: "Who's watching?" })).toBeVisible();
  await context.close();
});
