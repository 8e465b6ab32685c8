import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';

/**
 * The assistant on the offline catalogue: each of the five chips gets a reply whose links open
 * title pages; a greeting, a title's name and titles like another get theirs; empty input is ignored; a
 * request it cannot read gets what it can do (docs/behaviour.md#assistant); the window works from the
 * keyboard and passes axe.
 */

const CHIPS = ['good action movie', 'romantic comedy', 'latest trending shows', 'sci-fi thriller', 'recent horror movies'];

const assistant = (page: Page) => page.getByRole('dialog', { name: 'Marquee Assistant' });
const conversation = (page: Page) => assistant(page).getByRole('log', { name: 'Conversation' });

test.beforeEach(async ({ page }) => {
  // A light screen: the window is the same on all of them, and axe is quicker here than beside 160 cards.
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Open assistant' }).click();
  await expect(assistant(page)).toBeVisible();
});

for (const chip of CHIPS) {
  test(`the chip '${chip}' gets titles that open their pages`, async ({ page }) => {
    await assistant(page).getByRole('group', { name: 'Suggestions' }).getByRole('button', { name: chip }).click();
    await expect(conversation(page)).toContainText(`You: ${chip}`);
    const links = conversation(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(5);

    const first = links.first();
    const title = (await first.textContent()) ?? '';
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(chip.includes('shows') ? /^\/tv\/\d+$/ : /^\/movie\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveAccessibleName(title);
  });
}

test('ignores empty input, and answers what it cannot read with what it can do', async ({ page }) => {
  const message = assistant(page).getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await message.press('Enter');
  await message.fill('   ');
  await message.press('Enter');
  await expect(assistant(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  // Only the greeting is there.
  await expect(conversation(page).locator(':scope > div')).toHaveCount(1);

  await message.fill('tell me a joke');
  await message.press('Enter');
  await expect(message).toHaveValue('');
  await expect(conversation(page)).toContainText('You: tell me a joke');
  await expect(conversation(page)).toContainText("I couldn't find anything called “tell me a joke”.");
  await expect(conversation(page)).toContainText('titles like one you enjoyed: "something like Inception"');
});

test("a new user's first questions: a greeting, a title by name, titles like another", async ({ page }) => {
  const message = assistant(page).getByRole('textbox', { name: 'Message' });
  const reply = (n: number) => conversation(page).locator(':scope > div').nth(n);

  await message.fill('hello');
  await message.press('Enter');
  await expect(reply(2)).toContainText("Hello! I'm the Marquee assistant.");
  await expect(reply(2)).toContainText('a title by its name: "Breaking Bad"');

  await message.fill('breaking bad');
  await message.press('Enter');
  await expect(reply(4).getByRole('link').first()).toHaveText('Breaking Bad');

  await message.fill('something like Inception');
  await message.press('Enter');
  await expect(reply(6)).toContainText('If you liked Inception (2010), you might enjoy:');
  const likeIt = reply(6).getByRole('link');
  await expect(likeIt.nth(1)).toBeVisible();
  expect(await likeIt.count()).toBeGreaterThanOrEqual(4);

  await reply(4).getByRole('link', { name: 'Breaking Bad' }).click();
  await expect(page).toHaveURL(/^.*\/tv\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveAccessibleName('Breaking Bad');
});

test('works from the keyboard, keeps the conversation when closed, and passes axe', async ({ page }) => {
  const message = assistant(page).getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await message.fill('best crime series');
  await message.press('Enter');
  await expect(conversation(page).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(assistant(page)).toBeHidden();
  const launcher = page.getByRole('button', { name: 'Open assistant' });
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(conversation(page)).toContainText('You: best crime series');
  await expect(message).toBeFocused();
});

test('stays out of the way on a phone: a link followed closes the window to show the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await assistant(page).getByRole('button', { name: 'recent horror movies' }).click();
  const link = conversation(page).getByRole('link').first();
  await link.click();
  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(assistant(page)).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
