import { e2eMediaDir } from '../playwright.config';
import { startJourneyCluster, type E2eCluster } from '../support/cluster';
import { expect, test } from '../support/fixtures';
import { expectPictureAndSound, filePosition, videoCounters } from '../support/playback';
import { ffmpegChildren } from '../support/processes';
import { putTestMedia } from '../support/test-media';
import { localVideo, partyBrowser } from '../support/watch-party';

/**
 * A converted film played through the proxy of two server nodes (as `npm run cluster` runs them): the stream's
 * signed URL holds all its state, so when the node converting it is killed the rest is asked for again (by the
 * browser, or by the player from where the film is), the proxy sends that to a node that is up, which converts it
 * anew, and the film plays on (docs/playback.md).
 */
const postgresUrl = process.env.DATABASE_URL_PG?.trim();

test.use({ launchOptions: partyBrowser });

test.describe('playback across server nodes', () => {
  test.skip(!postgresUrl, 'needs DATABASE_URL_PG (CI sets it)');
  let cluster: E2eCluster;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startJourneyCluster(postgresUrl!, e2eMediaDir, 'playback-cluster');
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('a transcoded film plays on from another node when the node converting it is killed', async ({ browser }) => {
    test.setTimeout(120_000);
    const search = (await (await fetch(`${cluster.proxy}/api/tmdb/search/movie?query=Fargo`)).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    const id = search.results.find((result) => result.title === 'Fargo')!.id;
    await putTestMedia(e2eMediaDir, `movie/${id}`, 'mkv-mpeg2-mp2-long');

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await page.goto(`${cluster.proxy}/player/movie/${id}`);
    const first = await expectPictureAndSound(page);
    expect(new URL(first.src).pathname).toMatch(/^\/api\/media\/stream\//);

    // The node converting it is the one with an FFmpeg of its own: still converting, the stream not yet whole.
    const converting = () => [1, 2].filter((n) => ffmpegChildren(cluster.pid(n)!).length > 0);
    await expect.poll(converting, { timeout: 10_000 }).toHaveLength(1);
    const killed = cluster.pid(converting()[0]!)!;
    // Where the film is, and how far past it the browser holds pictures: it plays that much without any node.
    const ahead = await localVideo(page).evaluate((video: HTMLVideoElement) =>
      video.buffered.length > 0 ? video.buffered.end(video.buffered.length - 1) - video.currentTime : 0,
    );
    const heldUntil = (await filePosition(page)) + ahead;
    process.kill(killed, 'SIGKILL');

    // The stream breaks off; the rest is asked for again, and the proxy gives it to a node that is up, which
    // converts it anew: the film plays on past what the browser held.
    const convertingElsewhere = () =>
      [1, 2].filter((n) => cluster.pid(n) !== killed && ffmpegChildren(cluster.pid(n)!).length > 0);
    await expect.poll(() => convertingElsewhere().length, { timeout: 45_000 }).toBeGreaterThan(0);
    await expect.poll(() => filePosition(page), { timeout: 45_000 }).toBeGreaterThan(heldUntil + 1);
    const resumed = await videoCounters(page);
    expect(resumed.frames).toBeGreaterThan(0);
    expect(resumed.audioBytes).toBeGreaterThan(0);
    await page.close();
  });
});
