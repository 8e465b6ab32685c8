import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signUp, test } from '../support/fixtures';
import { letterboxdFile, UNKNOWN_FILM } from '../support/import-files';

/**
 * Importing from another service (docs/behaviour.md#importing-from-other-services): a viewer brings a Letterboxd
 * export, reads what it added and what could not be found, and finds the films marked, rated and listed; the same
 * file again adds nothing.
 */

test('import a Letterboxd export: the summary, then the films marked, rated and on the watchlist', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  await page.getByLabel('File to import from another service').setInputFiles(letterboxdFile());

  const summary = page.getByRole('status').filter({ hasText: 'Imported from Letterboxd' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary).toContainText('Watched: 2 added');
  await expect(summary).toContainText('Watchlist: 1 added');
  await expect(summary).toContainText('Ratings: 1 added');
  await expect(summary).toContainText('1 title could not be found');
  await expect(page.getByRole('list', { name: 'Titles that could not be found' })).toHaveText(`${UNKNOWN_FILM} (1999)`);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Import complete')).toBeVisible();
  await expectAccessible(page);

  // The films as the rest of the app shows them.
  const inception = await catalogueId(request, 'Inception', 'movie');
  await page.goto(`/movie/${inception}`);
  await expect(page.getByRole('button', { name: 'Watched', exact: true })).toBeVisible();
  await expect(page.getByText('Your rating')).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Watchlist' }).click();
  await expect(page.getByRole('tabpanel').getByText('Toy Story 3').first()).toBeVisible();

  // The same file again: the page opens on the last import, and the new one adds nothing.
  await expect(page.getByRole('status').filter({ hasText: 'Imported from Letterboxd' })).toBeVisible();
  await page.getByLabel('File to import from another service').setInputFiles(letterboxdFile());
  await expect(page.getByRole('status').filter({ hasText: 'Watched: 0 added' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Watched: 0 added' })).toContainText('Ratings: 0 added');
});

test('a file that is no export says so, and nothing is imported', async ({ page }) => {
  await signUp(page);
  await page.goto('/profile');
  await page
    .getByLabel('File to import from another service')
    .setInputFiles({ name: 'shopping.csv', mimeType: 'text/csv', buffer: Buffer.from('Shop,Price\nbread,2\n') });
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Import failed')).toBeVisible();
  await expect(toast.getByText('This file is not an export of Trakt, Letterboxd, IMDb or Simkl')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Imported from' })).toHaveCount(0);
});
