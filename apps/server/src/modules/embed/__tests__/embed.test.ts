import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import { issuedPage, srcOf } from '../../../__tests__/support/media-urls.ts';
import { aviHeader, matroskaHeader, mp4Header } from '../../../__tests__/support/video-headers.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-embed-'));
const mediaDir = path.join(tmp, 'media');
const database = await createTestDatabase('sqlite');

function writeFile(relativePath: string, content: string | Uint8Array): void {
  const file = path.join(tmp, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

afterAll(async () => {
  await database.destroy();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A player page at the URL the sources route issues for it (the only one it answers at: docs/behaviour.md#ratings). */
const page = async (app: FastifyInstance, url: string) => app.inject(await issuedPage(app, url));

/** The nonce the page's style and script carry, which its policy must name. */
const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

describe('local player pages (the `local` source)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFile('media/movie/7.webm', 'webm bytes');
    writeFile('media/movie/7.mp4', 'mp4 bytes');
    writeFile('media/tv/42/s01e02.webm', 'episode');
    writeFile('media/tv/42/s2e10.webm', 'episode');
    // Headers of files as the reader sees them (tests of the reader: library/__tests__/video-header.test.ts).
    writeFile(
      'media/movie/9.mkv',
      matroskaHeader({
        codecs: [
          [1, 'V_MPEGH/ISO/HEVC'],
          [2, 'A_EAC3'],
        ],
      }),
    );
    writeFile('media/movie/10.mp4', aviHeader());
    writeFile('media/movie/11.mp4', mp4Header({ codec: 'avc1' }));
    writeFile('media/movie/12.mkv', matroskaHeader({ codecs: [[1, 'V_MPEG4/ISO/AVC']] }));
    writeFile('media/tv/42/s03e04.mp4', mp4Header({ codec: 'hev1' }));
    // MP4 comes before Matroska, but this one's HEVC: its Matroska copy plays.
    writeFile('media/movie/13.mp4', mp4Header({ codec: 'hvc1' }));
    writeFile('media/movie/13.mkv', matroskaHeader({ docType: 'webm', codecs: [[1, 'V_VP9']] }));
    app = await buildTestApp(database.db, { MEDIA_DIR: mediaDir });
  });
  afterAll(() => app.close());

  it('plays the preferred library file of a film from the downloads gateway, under a strict policy', async () => {
    const res = await page(app, '/embed/local/movie/7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(/<video src="\/api\/media\/file\/movie\/7\.mp4\?exp=\d+&#38;sig=[\w-]+" controls autoplay/);
    const nonce = nonceOf(res.body);
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; media-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    );
    // It reports the film to its parent, on this origin only.
    expect(res.body).toContain('{"tmdbId":7,"mediaType":"movie","season":null,"episode":null}');
    expect(res.body).toContain('window.parent.postMessage({ type, data }, location.origin)');

    const file = await app.inject({ url: srcOf(res.body, 'video')!, headers: { range: 'bytes=0-2' } });
    expect(file.statusCode).toBe(206);
    expect(file.body).toBe('mp4');
  });

  it('finds episodes named with or without zero padding', async () => {
    const first = await page(app, '/embed/local/tv/42/1/2');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('src="/api/media/file/tv/42/s01e02.webm?exp=');
    expect(first.body).toContain('{"tmdbId":42,"mediaType":"tv","season":1,"episode":2}');
    const second = await page(app, '/embed/local/tv/42/2/10');
    expect(second.body).toContain('src="/api/media/file/tv/42/s2e10.webm?exp=');
  });

  it("says 'Not in your library', names the file it looked for and reports an error, with a 404", async () => {
    const movie = await page(app, '/embed/local/movie/8');
    expect(movie.statusCode).toBe(404);
    expect(movie.body).toContain('<h1>Not in your library</h1>');
    expect(movie.body).toContain('movie/8.mp4');
    expect(movie.body).not.toContain('<video');
    expect(movie.body).toContain('return fail("Not in your library")');

    const episode = await page(app, '/embed/local/tv/42/3/1');
    expect(episode.statusCode).toBe(404);
    expect(episode.body).toContain('tv/42/s03e01.mp4');
  });

  const UNPLAYABLE = 'This file&#39;s format can&#39;t be played in the browser';

  it('says a file in a format no browser plays cannot be played here, with its container and codec, and reports it', async () => {
    const res = await page(app, '/embed/local/movie/9');
    // The library has the file: it is not a missing title.
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${UNPLAYABLE}</title>`);
    expect(res.body).toContain(`<h1>${UNPLAYABLE}</h1><p>Matroska · HEVC (H.265)</p>`);
    expect(res.body).toContain('Converted to MP4 with H.264 video and AAC sound, it plays in every browser.');
    expect(res.body).not.toContain('<video');
    // Posted to the player page as its error at once, so it moves on to another source.
    expect(res.body).toContain(`return fail("This file's format can't be played in the browser (Matroska · HEVC (H.265))")`);

    const episode = await page(app, '/embed/local/tv/42/3/4');
    expect(episode.body).toContain(`<h1>${UNPLAYABLE}</h1><p>MP4 · HEVC (H.265)</p>`);
  });

  it('plays the first of a title’s files a browser can play', async () => {
    const res = await page(app, '/embed/local/movie/13');
    expect(res.body).toContain('<video src="/api/media/file/movie/13.mkv?exp=');
  });

  it('goes by what the file is, not by its name: AVI content in a .mp4 file', async () => {
    const res = await page(app, '/embed/local/movie/10');
    expect(res.body).toContain(`<h1>${UNPLAYABLE}</h1><p>AVI</p>`);
    expect(res.body).not.toContain('<video');
  });

  it.each([
    ['an MP4 with H.264', 11, 'MP4 · H.264 (AVC)'],
    ['Matroska with H.264 (Chrome and Firefox play it, Safari does not)', 12, 'Matroska · H.264 (AVC)'],
    ['a file whose header says nothing', 7, 'Unknown format'],
  ])('tries %s, and names its format if the browser cannot play it after all', async (_case, id, format) => {
    const res = await page(app, `/embed/local/movie/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<video src=');
    expect(res.body).toContain(`showCard("This file's format can't be played in the browser", [${JSON.stringify(format)}, `);
    expect(res.body).toContain(`fail(${JSON.stringify(`This file's format can't be played in the browser (${format})`)})`);
  });

  it.each([
    ['/embed/local/movie/abc', 'id: must be a whole number'],
    ['/embed/local/movie/0', 'id: must be 1 or more'],
    ['/embed/local/tv/42/x/1', 'season: must be a whole number'],
    ['/embed/trailer/tv/42/1/0', 'episode: must be 1 or more'],
    ['/embed/trailer/movie/1e3', 'id: must be a whole number'],
  ])('answers %s with 400 and a readable error', async (url, error) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('has no trailer offline (the catalogue has no videos) and reports an error', async () => {
    const res = await page(app, '/embed/trailer/movie/7');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>No trailer available</h1>');
    expect(res.body).toContain("type: 'PLAYER_EVENT', data: { event: 'error'");
    expect(res.body).not.toContain('<iframe');
  });
});

describe('trailer page with TMDB upstream', () => {
  let replay: TmdbReplay;
  let app: FastifyInstance;
  beforeAll(async () => {
    replay = await startTmdbReplay({ apiKey: 'embed-test-key' });
    app = await buildTestApp(database.db, {
      TMDB_API_KEY: 'embed-test-key',
      TMDB_BASE_URL: replay.baseUrl,
      CACHE_DIR: path.join(tmp, 'cache'),
    });
  });
  afterAll(async () => {
    await app.close();
    await replay.close();
  });

  it("embeds the title's official trailer and lets the page frame only YouTube's privacy-enhanced player", async () => {
    const res = await page(app, '/embed/trailer/movie/550');
    expect(res.statusCode).toBe(200);
    // The recording lists an official trailer first (docs/behaviour.md#trailer).
    expect(res.body).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dfeUzm6KF4g?autoplay=1&#38;rel=0&#38;playsinline=1"',
    );
    expect(res.headers['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com;');
    // Through the gateway's cache: a second page costs no upstream call.
    await page(app, '/embed/trailer/movie/550');
    expect(replay.count('movie/550/videos')).toBe(1);
  });

  it('says there is no trailer when TMDB fails, so the player moves on', async () => {
    replay.misbehave('tv/1399/videos', { status: 500 }, { status: 500 }, { status: 500 });
    const res = await page(app, '/embed/trailer/tv/1399/1/1');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>No trailer available</h1>');
    expect(replay.count('tv/1399/videos')).toBeGreaterThan(0);
  });
});

describe('the player page of the web app', () => {
  const webDist = path.join(tmp, 'web');
  const sourcesFile = path.join(tmp, 'sources.json');
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFile('web/index.html', '<!doctype html><title>Marquee</title>');
    fs.writeFileSync(
      sourcesFile,
      JSON.stringify([
        {
          key: 'local',
          name: 'Local Library',
          sandbox: true,
          movieUrl: '/embed/local/movie/{id}',
          tvUrl: '/embed/local/tv/{id}/{season}/{episode}',
        },
        {
          key: 'house',
          name: 'House',
          sandbox: false,
          movieUrl: 'https://player.example/m/{id}',
          tvUrl: 'https://player.example/t/{id}/{season}/{episode}',
        },
        {
          key: 'other',
          name: 'Other',
          sandbox: true,
          movieUrl: 'https://other.example:8443/e/{id}',
          tvUrl: 'https://tv.other.example/{id}-{season}-{episode}',
        },
      ]),
    );
    app = await buildTestApp(database.db, { WEB_DIST: webDist, SOURCES_FILE: sourcesFile });
  });
  afterAll(() => app.close());

  it("allows frames only from this server, the configured sources' origins and the trailer player, on every screen", async () => {
    // One policy for every screen: the app is one document whose policy is fixed at its first load.
    for (const url of ['/player/movie/7', '/player/tv/42/1/2', '/movie/7', '/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      // After the page policy every page gets (src/http/document-policy.ts).
      expect(res.headers['content-security-policy'], url).toMatch(
        /; frame-src 'self' https:\/\/player\.example https:\/\/other\.example:8443 https:\/\/tv\.other\.example https:\/\/www\.youtube-nocookie\.com$/,
      );
    }
  });
});
