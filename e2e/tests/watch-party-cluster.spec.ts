import { e2eMediaDir } from '../playwright.config';
import { startJourneyCluster, type E2eCluster } from '../support/cluster';
import { expect, test } from '../support/fixtures';
import { putTestVideo } from '../support/test-video';
import {
  expectInStep,
  expectToastShown,
  inPlayer,
  localVideo,
  openGuest,
  partyBrowser,
  partyPanel,
  pressPlay,
  recordToasts,
  startParty,
  videoNow,
} from '../support/watch-party';

/**
 * A watch party whose members are on different server nodes (two nodes on PostgreSQL and Redis, as
 * `npm run cluster` runs them): what one does reaches the other through Redis, and a member whose node is
 * killed comes back to the party as it was once the node is up again.
 */
const postgresUrl = process.env.DATABASE_URL_PG?.trim();

test.use({ launchOptions: partyBrowser });

test.describe('watch party across server nodes', () => {
  test.skip(!postgresUrl, 'needs DATABASE_URL_PG (CI sets it)');
  let cluster: E2eCluster;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startJourneyCluster(postgresUrl!, e2eMediaDir, 'watch-party-cluster');
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('host on one node and guest on the other stay in step, also after the host’s node is killed', async ({ browser }) => {
    test.setTimeout(120_000);
    const [one, two] = cluster.nodes as [string, string];
    const search = (await (await fetch(`${one}/api/tmdb/search/movie?query=Inception`)).json()) as {
      results: Array<{ id: number }>;
    };
    const id = search.results[0]!.id;
    putTestVideo(e2eMediaDir, `movie/${id}.webm`);

    const host = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await recordToasts(host);
    await host.goto(`${one}/player/movie/${id}`);
    await expect(localVideo(host)).toBeVisible();
    // Paused once it plays (an element without its file yet has nothing to pause, and says nothing): the party
    // takes this moment.
    await expect.poll(async () => (await videoNow(host)).paused).toBe(false);
    await inPlayer(host, (element) => element.pause());
    const link = await startParty(host);
    // The guest opens the same link on the other node.
    const guest = await openGuest(browser, link.replace(one, two));
    await expect(partyPanel(guest).getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(localVideo(guest)).toBeVisible();

    await pressPlay(host);
    await expectToastShown(guest, 'Guest 1 pressed play');
    await expectInStep(host, guest, true);
    await inPlayer(guest, (element) => element.pause());
    await expectToastShown(host, 'Guest 2 paused');
    await expectInStep(host, guest, false);

    // The host's node dies; the script starts it again, the host's page reconnects and finds the party as it was.
    const pid = cluster.pid(1)!;
    process.kill(pid, 'SIGKILL');
    await expect(partyPanel(host).getByText('Connection lost; reconnecting…')).toBeVisible();
    await expect(partyPanel(host).getByText('Connection lost; reconnecting…')).toHaveCount(0, { timeout: 60_000 });
    await expect(partyPanel(host).getByRole('heading', { name: 'Members (2)' })).toBeVisible({ timeout: 40_000 });
    await pressPlay(guest);
    await expectToastShown(host, 'Guest 2 pressed play');
    await expectInStep(host, guest, true);
    await guest.context().close();
    await host.close();
  });
});
