import type { Page } from '@playwright/test';
import { expect, expectAccessible, PASSWORD, signUp, test, uniqueEmail } from '../support/fixtures';
import { addKidsProfile, profileMenu } from '../support/profiles';

/**
 * A Kids profile is a lock a child cannot open (docs/behaviour.md#profiles): on a Kids profile, the header's menu
 * asks for the account password before switching to the grown-up's profile (which has no PIN) and before signing
 * out; a wrong password or a cancelled dialog leaves the device on the Kids profile, and the server refuses the same
 * requests made without the screen.
 */

const toast = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

test('a Kids profile asks for the account password to switch to a grown-up profile and to sign out', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('kids-lock'));
  const banner = page.getByRole('banner');
  const { button: menuButton, name: parentName } = await profileMenu(page);

  // A Kids profile without a PIN; the offer to lock the grown-up's profile is declined, so it has no PIN either.
  await addKidsProfile(page, 'Sam', parentName);

  // Onto the Kids profile: a step down asks nothing.
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Sam' }).click();
  await expect(toast(page, 'Switched to Sam')).toBeVisible();
  const kidsMenu = banner.getByRole('button', { name: 'Profile menu, Sam' });
  await expect(kidsMenu).toBeVisible();
  // The switch goes home, and the focus to home's heading once it is drawn; a focus placed before that would move.
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeFocused();

  // Back to the grown-up's profile from the menu, by keyboard: the password dialog takes the focus.
  await kidsMenu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: parentName }).focus();
  await page.keyboard.press('Enter');
  const leave = page.getByRole('dialog', { name: 'Enter the account password' });
  await expect(leave).toContainText(`${parentName} may see more than Sam. Enter the account password to switch.`);
  const leavePassword = leave.getByLabel('Account password');
  await expect(leavePassword).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type('a wrong guess');
  await page.keyboard.press('Enter');
  await expect(leave.getByRole('alert')).toHaveText('Incorrect password');
  await expect(leavePassword).toBeFocused();
  // Escape closes it and gives the focus back to the menu's button; the device is still on Sam.
  await page.keyboard.press('Escape');
  await expect(leave).toHaveCount(0);
  await expect(kidsMenu).toBeFocused();

  // Sign Out asks for the password too; cancelling it keeps the Kids profile.
  await kidsMenu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const signOut = page.getByRole('dialog', { name: 'Sign out of Sam?' });
  await expect(signOut).toContainText("Signing out lifts this profile's limits. Enter the account password to sign out.");
  await expect(signOut.getByLabel('Account password')).toBeFocused();
  await expectAccessible(page);
  await signOut.getByLabel('Account password').fill('another guess');
  await signOut.getByRole('button', { name: 'Sign Out' }).click();
  await expect(signOut.getByRole('alert')).toHaveText('Incorrect password');
  await signOut.getByRole('button', { name: 'Cancel' }).click();
  await expect(signOut).toHaveCount(0);
  await page.reload();
  await expect(kidsMenu).toBeVisible();
  await expect(banner.getByText('Kids', { exact: true })).toBeVisible();

  // The server holds the lock without the screen: the same requests, sent by hand, are refused.
  const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const profiles = (await (await page.request.get('/api/profiles', { headers })).json()) as { id: string; name: string }[];
  const parent = profiles.find((profile) => profile.name === parentName)!;
  const byHand = [
    await page.request.post(`/api/profiles/${parent.id}/select`, { headers, data: {} }),
    await page.request.post('/api/auth/logout', { headers, data: {} }),
    await page.request.patch(`/api/profiles/${parent.id}`, { headers, data: { kids: false } }),
  ];
  expect(byHand.map((res) => res.status())).toEqual([403, 403, 403]);

  // With the password, the child's grown-up switches back.
  await kidsMenu.click();
  await page.getByRole('menuitem', { name: parentName }).click();
  await leave.getByLabel('Account password').fill(PASSWORD);
  await leave.getByRole('button', { name: 'Switch profile' }).click();
  await expect(toast(page, `Switched to ${parentName}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: `Profile menu, ${parentName}` })).toBeVisible();
  await expect(banner.getByText('Kids', { exact: true })).toHaveCount(0);

  // And back on Sam, Sign Out with the password signs out.
  await banner.getByRole('button', { name: `Profile menu, ${parentName}` }).click();
  await page.getByRole('menuitem', { name: 'Sam' }).click();
  await expect(kidsMenu).toBeVisible();
  await kidsMenu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signOut.getByLabel('Account password').fill(PASSWORD);
  await signOut.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Signed out')).toBeVisible();
});
