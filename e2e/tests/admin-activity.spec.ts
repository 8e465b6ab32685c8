import { e2eMediaDir } from '../playwright.config';
import { catalogueId } from '../support/catalogue';
import { expect, expectAccessible, signInAsAdmin, signUp, test } from '../support/fixtures';
import { shoot } from '../support/screens';
import { putTestVideo } from '../support/test-video';
import { localVideo, pressPlay } from '../support/watch-party';

/**
 * The admins' Activity (docs/operations.md#activity): a member plays a library film in one browser, and the admin,
 * in another, sees who watches it, where, and the server's health.
 */

const FILM = 'The Shawshank Redemption';

test('an admin sees a member watching a library film in the Activity tab', async ({ page: admin, browser, request }) => {
  const id = await catalogueId(request, FILM, 'movie');
  putTestVideo(e2eMediaDir, `Films/${FILM} (1994)/${FILM} (1994).webm`);
  const issued = (await (await request.get(`/api/sources/local/movie/${id}`)).json()) as { url: string };
  await expect.poll(async () => (await request.get(issued.url)).status(), { timeout: 20_000 }).toBe(200);

  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const member = await memberContext.newPage();
  await signUp(member);
  await member.goto(`/player/movie/${id}`);
  await expect(localVideo(member)).toBeVisible();
  await pressPlay(member, { muted: true });

  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Activity' }).click();
  const watching = admin.getByRole('region', { name: 'Watching now' });
  // The player reports as it starts; the tab asks again every 10 s.
  const viewer = watching.getByRole('listitem', { name: FILM });
  await expect(viewer).toBeVisible({ timeout: 15_000 });
  await expect(viewer).toContainText(/Playing|Paused/);
  await expect(viewer).toContainText(/\d+:\d\d of \d+:\d\d/);
  await expect(viewer).toContainText(/Chrome \d+ on \w+/);
  await expect(viewer).toContainText(/Node.+:\d+/);
  await expect(viewer).toContainText('Direct play');
  await expect(admin.getByRole('region', { name: 'Recent sign-ins' }).getByRole('listitem').first()).toBeVisible();
  const health = admin.getByRole('region', { name: 'Server health' });
  await expect(health).toContainText('SQLite: working');
  await expect(health).toContainText(/free of/);
  await expectAccessible(admin);
  await shoot(admin, 'admin-activity');

  // The member leaves the player: the stop takes them off the list at the next refresh.
  await member.goto('/');
  await expect(viewer).toHaveCount(0, { timeout: 15_000 });
  await memberContext.close();
});
