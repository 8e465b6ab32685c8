import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import { issuedPage } from '../../../__tests__/support/media-urls.ts';
import { playbackSubject } from '../../downloads/index.ts';
import { textIn } from '../../../http/texts.ts';

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

/** The signed URL the page's script asks how to play the file at (its values are JSON in the script). */
const playbackUrlOf = (html: string) => /"playbackUrl":"([^"]+)"/.exec(html)?.[1];

describe('local player pages (the `local` source)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFile('media/movie/7.webm', 'webm bytes');
    writeFile('media/movie/7.mp4', 'mp4 bytes');
    writeFile('media/tv/42/s01e02.webm', 'episode');
    writeFile('media/tv/42/s2e10.webm', 'episode');
    // Formats no browser plays as they are are offered all the same: the server converts them (docs/playback.md).
    writeFile('media/movie/9.mkv', 'matroska bytes');
    writeFile('media/movie/10.mov', 'quicktime bytes');
    app = await buildTestApp(database.db, { MEDIA_DIR: mediaDir });
  });
  afterAll(() => app.close());

  it('plays the preferred library file of a film in its own player, at its signed playback URL, under a strict policy', async () => {
    const res = await page(app, '/embed/local/movie/7');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<main class="player" id="player" aria-label="Film from your library"');
    expect(res.body).toContain('<video playsinline preload="metadata"></video>');
    // The native controls are off: the page draws its own.
    expect(res.body).not.toMatch(/<video[^>]* controls/);
    const url = playbackUrlOf(res.body)!;
    expect(url).toMatch(/^\/api\/media\/playback\/movie\/7\.mp4\?exp=\d+&sig=[\w-]+$/);
    // Signed for that file alone.
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
    expect(app.ctx.urls.verify(playbackSubject('movie/7.mp4'), query)).toBe(true);
    expect(app.ctx.urls.verify(playbackSubject('movie/7.webm'), query)).toBe(false);

    const nonce = nonceOf(res.body);
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; media-src 'self' blob:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    );
    // It reports the film to its parent, on this origin only.
    expect(res.body).toContain('"ref":{"tmdbId":7,"mediaType":"movie","season":null,"episode":null}');
    expect(res.body).toContain('window.parent.postMessage({ type, data }, location.origin)');
  });

  it('labels every control of the player', async () => {
    const { body } = await page(app, '/embed/local/movie/7');
    for (const label of ['Seek', 'Play', 'Mute', 'Volume', 'Subtitles', 'Audio', 'Quality', 'Playback info', 'Full screen']) {
      expect(body).toContain(`aria-label="${label}"`);
    }
    expect(body).toContain('role="slider" tabindex="0" aria-label="Seek"');
    expect(body).toContain('<section class="info" id="info" role="dialog" aria-labelledby="info-title" hidden>');
  });

  it('asks for the audio language of the profile the URL was issued for', async () => {
    const withAudio = await page(app, '/embed/local/movie/7?audio=ja');
    expect(withAudio.statusCode).toBe(200);
    expect(withAudio.body).toContain('"audioLanguage":"ja"');
    expect((await page(app, '/embed/local/movie/7')).body).toContain('"audioLanguage":""');
  });

  it('finds episodes named with or without zero padding', async () => {
    const first = await page(app, '/embed/local/tv/42/1/2');
    expect(first.statusCode).toBe(200);
    expect(playbackUrlOf(first.body)).toMatch(/^\/api\/media\/playback\/tv\/42\/s01e02\.webm\?exp=/);
    expect(first.body).toContain('"ref":{"tmdbId":42,"mediaType":"tv","season":1,"episode":2}');
    expect(first.body).toContain('aria-label="Season 1, episode 2 from your library"');
    const second = await page(app, '/embed/local/tv/42/2/10');
    expect(playbackUrlOf(second.body)).toMatch(/^\/api\/media\/playback\/tv\/42\/s2e10\.webm\?exp=/);
  });

  it("says 'Not in your library', names the file it looked for and reports an error, with a 404", async () => {
    const movie = await page(app, '/embed/local/movie/8');
    expect(movie.statusCode).toBe(404);
    expect(movie.body).toContain('<h1>Not in your library</h1>');
    expect(movie.body).toContain('movie/8.mp4');
    expect(movie.body).not.toContain('<video');
    // The script has nothing to ask about: it reports the page's problem at once.
    expect(movie.body).toContain('"playbackUrl":null');
    expect(movie.body).toContain('"problem":"Not in your library"');
    expect(movie.headers['content-security-policy']).toContain("connect-src 'self'");

    const episode = await page(app, '/embed/local/tv/42/3/1');
    expect(episode.statusCode).toBe(404);
    expect(episode.body).toContain('tv/42/s03e01.mp4');
  });

  it('offers a file in any format, whatever its name or header: the server converts what the browser cannot play', async () => {
    for (const [id, file] of [
      [9, 'movie/9.mkv'],
      [10, 'movie/10.mov'],
    ] as const) {
      const res = await page(app, `/embed/local/movie/${id}`);
      expect(res.statusCode).toBe(200);
      expect(playbackUrlOf(res.body)).toMatch(new RegExp(`^/api/media/playback/${file.replace('.', '\\.')}\\?`));
      expect(res.body).not.toContain('class="card"');
    }
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

  it("says so in the browser's language, and reports it in that language", async () => {
    const res = await app.inject({
      url: await issuedPage(app, '/embed/trailer/movie/7'),
      headers: { 'accept-language': 'en-XA' },
    });
    const words = textIn('en-XA', 'No trailer available');
    expect(words).not.toBe('No trailer available');
    expect(res.body).toContain('<html lang="en-XA" dir="ltr">');
    expect(res.body).toContain(`<h1>${words}</h1>`);
    expect(res.body).toContain(`message: ${JSON.stringify(words)}`);
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
