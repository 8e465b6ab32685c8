import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The signed-in account's header menu button, and the name of the profile it is on. */
export async function profileMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: /^Profile menu, / });
  const name = (await button.getAttribute('aria-label'))!.replace(/^Profile menu, /, '');
  return { button, name };
}

/**
 * Adds a Kids profile without a PIN in Manage Profiles, and declines the offer that follows to lock the other
 * profiles, so the grown-up's profile has no PIN either (docs/behaviour.md#profiles).
 */
export async function addKidsProfile(page: Page, name: string, parentName: string): Promise<void> {
  await page.goto('/profile#manage-profiles');
  const section = page.getByRole('region', { name: 'Manage Profiles' });
  await section.getByRole('button', { name: 'Add profile' }).click();
  const add = page.getByRole('dialog', { name: 'Add a profile' });
  await add.getByLabel('Name').fill(name);
  await add.getByRole('switch', { name: 'Kids profile' }).click();
  await add.getByRole('button', { name: 'Add profile' }).click();
  const offer = page.getByRole('dialog', { name: 'Lock the other profiles?' });
  await expect(offer.getByLabel(`PIN for ${parentName}`)).toBeFocused();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
}
