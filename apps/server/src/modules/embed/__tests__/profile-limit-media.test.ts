import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LIMIT_HINT_COOKIE, MEDIA_URL_LIFETIME_S, ratingRank, type ContentRating } from '@marquee/core';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { catalogueRating, getCatalogue } from '../../metadata/index.ts';

/**
 * A limited profile's limit holds on every route that serves a title's media, page or artwork
 * (docs/behaviour.md#ratings): media URLs come only from the routes that check the limit, signed and expiring.
 */

function put(root: string, relative: string, content = 'video bytes'): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const catalogue = getCatalogue();
const leon = catalogue.movies.find((m) => m.title === 'Léon')!;
const fightClub = catalogue.movies.find((m) => m.title === 'Fight Club' && m.releaseDate.startsWith('1999'))!;
const toyStory = catalogue.movies.find((m) => m.title === 'Toy Story')!;
const FIGHT_CLUB_FILE = 'Films/Fight Club (1999)/Fight Club (1999).mp4';
const FIGHT_CLUB_SUBTITLE = 'Films/Fight Club (1999)/Fight Club (1999).en.srt';
const encoded = (relative: string) => relative.split('/').map(encodeURIComponent).join('/');
/** What the local player posts for a browser that plays MP4 with H.264 and AAC. */
const PLAYBACK_REQUEST = {
  browser: { containers: ['mp4'], video: ['h264'], audio: ['aac'] },
  choice: { audio: null, quality: 'original' },
  audio_language: '',
};
/** The suite's files are no real videos: without FFmpeg the server plays each directly, as these tests need. */
const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' };

/** A stand-in for the web build's server entry: it renders any title page from the app's own API, as a visitor. */
const SSR_ENTRY = `
  export const firstScreenPatterns = ['^/movie/\\\\d+$'];
  export async function renderScreen(url, { transport }) {
    const id = url.split('/')[2];
    const title = await (await transport('/api/tmdb/movie/' + id, {})).json();
    return { html: '<main>' + title.title + '</main>', state: { title: title.title } };
  }
`;

describeEachDatabase("a limited profile's media, pages and artwork", (database) => {
  let root: string;
  let app: FastifyInstance;
  let kids: { authorization: string };
  let owner: { authorization: string };

  async function limitedToken(limit: { kids?: boolean; maxRating?: ContentRating }) {
    const account = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: account.headers,
      payload: { name: 'Kid', ...limit },
    });
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/profiles/${created.json().id}/select`,
      headers: account.headers,
      payload: {},
    });
    return bearer(chosen.json().token);
  }

  /** The local player page's URL as the sources route issues it, and the page. */
  async function localPage(id: number, headers: Record<string, string> = {}) {
    const issued = await app.inject({ url: `/api/sources/local/movie/${id}`, headers });
    expect(issued.statusCode, issued.body).toBe(200);
    const url: string = issued.json().url;
    return { url, page: await app.inject({ url }) };
  }

  const srcOf = (html: string, element: string) => {
    const src = new RegExp(`<${element}[^>]* src="([^"]+)"`).exec(html)?.[1];
    return src?.replaceAll('&#38;', '&');
  };

  /** The signed URL the page's player asks how to play its file at (the script's values are JSON). */
  const playbackUrlOf = (html: string) => /"playbackUrl":"([^"]+)"/.exec(html)?.[1];

  /** The address the player loads, as the playback route answers the page's question (modules/playback). */
  async function videoUrlOf(html: string, on: FastifyInstance = app) {
    const res = await on.inject({ method: 'POST', url: playbackUrlOf(html)!, payload: PLAYBACK_REQUEST });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  }

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-limit-media-'));
    put(path.join(root, 'media'), `movie/${leon.id}.mp4`);
    put(path.join(root, 'media'), `movie/${toyStory.id}.mp4`);
    put(path.join(root, 'media'), FIGHT_CLUB_FILE);
    put(path.join(root, 'media'), FIGHT_CLUB_SUBTITLE, '1\n00:00:01,000 --> 00:00:02,000\nHello\n');
    put(
      path.join(root, 'web', 'dist'),
      'index.html',
      '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><!--first-paint--><header>shell</header><!--/first-paint--></div></body></html>',
    );
    put(path.join(root, 'web', 'dist-ssr'), 'entry-server.js', SSR_ENTRY);
    app = await buildTestApp(database().db, {
      MEDIA_DIR: path.join(root, 'media'),
      WEB_DIST: path.join(root, 'web', 'dist'),
      ...NO_FFMPEG,
    });
    await app.ready();
    await app.ctx.library.rescan();
    kids = await limitedToken({ kids: true });
    owner = (await signUp(app)).headers;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the films are rated as the tests need', () => {
    expect(catalogueRating('movie', leon.id)?.rating).toBe('R');
    expect(catalogueRating('movie', fightClub.id)?.rating).toBe('R');
    expect(catalogueRating('movie', toyStory.id)?.rating).toBe('G');
  });

  it("issues a Kids profile no player page of an R-rated film, from any source, and its within-limit films'", async () => {
    for (const key of ['local', 'trailer']) {
      const refused = await app.inject({ url: `/api/sources/${key}/movie/${leon.id}`, headers: kids });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: "This title isn't available on this profile" });
    }
    const { page } = await localPage(toyStory.id, kids);
    expect(page.statusCode).toBe(200);
  });

  it.each([
    ['the local player page by id', () => `/embed/local/movie/${leon.id}`],
    ['the local player page of a scanned file', () => `/embed/local/movie/${fightClub.id}`],
    ['the trailer page', () => `/embed/trailer/movie/${leon.id}`],
    ['the file by id', () => `/api/media/file/movie/${leon.id}.mp4`],
    ['the file by its scanned path', () => `/api/media/file/${encoded(FIGHT_CLUB_FILE)}`],
    ['the file, to download', () => `/api/media/file/movie/${leon.id}.mp4?download`],
    ['the subtitle', () => `/api/media/subtitle/${encoded(FIGHT_CLUB_SUBTITLE)}`],
    ["the file's own subtitle track", () => `/api/media/subtitle-track/${encoded(FIGHT_CLUB_FILE)}?index=2`],
  ])('refuses %s at a hand-made URL, with a Kids token or none', async (_name, url) => {
    for (const headers of [kids, {}]) {
      const res = await app.inject({ url: url(), headers });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("refuses a Kids token an R-rated film's artwork, and serves it its own films'", async () => {
    const poster = `/api/images/w500/poster-m${leon.id}.svg`;
    const refused = await app.inject({ url: poster, headers: kids });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "This title isn't available on this profile" });
    expect((await app.inject({ url: `/api/images/w780/backdrop-m${fightClub.id}.svg`, headers: kids })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/images/w500/poster-m${toyStory.id}.svg`, headers: kids })).statusCode).toBe(200);
    expect((await app.inject({ url: poster, headers: owner })).statusCode).toBe(200);
    expect((await app.inject({ url: poster })).statusCode).toBe(200);
  });

  it('holds the limit a limited profile’s page requests carry as a hint for artwork, and never loosens it', async () => {
    const poster = `/api/images/w500/poster-m${leon.id}.svg`;
    const cookie = (value: string) => ({ cookie: `other=1; ${LIMIT_HINT_COOKIE}=${value}` });
    expect((await app.inject({ url: poster, headers: cookie(String(ratingRank('PG'))) })).statusCode).toBe(403);
    expect((await app.inject({ url: poster, headers: cookie('nonsense') })).statusCode).toBe(403);
    expect((await app.inject({ url: poster, headers: cookie(String(ratingRank('R'))) })).statusCode).toBe(200);
    // The token decides when there is one: a hint cannot lift a Kids token's limit.
    expect((await app.inject({ url: poster, headers: { ...kids, ...cookie(String(ratingRank('NC-17'))) } })).statusCode).toBe(
      403,
    );
  });

  it("renders no R-rated film's page on the server for a Kids request, and renders it for others", async () => {
    const url = `/movie/${leon.id}`;
    await expect.poll(async () => (await app.inject({ url })).body, { timeout: 10_000 }).toContain(`<main>${leon.title}</main>`);
    for (const headers of [kids, { cookie: `${LIMIT_HINT_COOKIE}=${ratingRank('PG')}` }]) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(leon.title);
      expect(res.body).not.toContain('first-screen-data');
      // Nor a hint to fetch the visitor's answer early, which the browser would hand the profile's own request.
      expect(res.body).not.toContain('as="fetch"');
    }
    expect((await app.inject({ url, headers: owner })).body).toContain(`<main>${leon.title}</main>`);
  });

  it('plays for a visitor and an unlimited profile through the issued URLs, with ranges and downloads', async () => {
    for (const headers of [{}, owner]) {
      const { url, page } = await localPage(leon.id, headers);
      expect(url).toMatch(new RegExp(`^/embed/local/movie/${leon.id}\\?`));
      expect(page.statusCode, page.body).toBe(200);
      expect(playbackUrlOf(page.body)).toMatch(new RegExp(`^/api/media/playback/movie/${leon.id}\\.mp4\\?`));
      const video = await videoUrlOf(page.body);
      expect(video).toMatch(new RegExp(`^/api/media/file/movie/${leon.id}\\.mp4\\?`));
      const range = await app.inject({ url: video, headers: { range: 'bytes=0-4' } });
      expect(range.statusCode).toBe(206);
      expect(range.body).toBe('video');
      const download = await app.inject({ url: `/api/download/movie/${leon.id}`, headers });
      const link = new URL(download.json().files[0].url as string);
      const saved = await app.inject({ url: link.pathname + link.search, headers: { range: 'bytes=6-10' } });
      expect(saved.statusCode).toBe(206);
      expect(saved.headers['content-disposition']).toContain('attachment');
      expect(saved.body).toBe('bytes');
    }
    const scanned = await localPage(fightClub.id);
    expect(await videoUrlOf(scanned.page.body)).toMatch(
      new RegExp(`^/api/media/file/${encoded(FIGHT_CLUB_FILE).replace(/[()]/g, '\\$&')}\\?`),
    );
    const subtitle = srcOf(scanned.page.body, 'track')!;
    const vtt = await app.inject({ url: subtitle });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.body).toContain('Hello');
    const trailer = await app.inject({ url: `/api/sources/trailer/movie/${leon.id}` });
    expect(trailer.json().url).toMatch(new RegExp(`^/embed/trailer/movie/${leon.id}\\?`));
    expect((await app.inject({ url: trailer.json().url })).statusCode).not.toBe(403);
  });

  it('refuses an issued URL for another file, another title, or once it has expired', async () => {
    const { url, page } = await localPage(toyStory.id);
    const video = await videoUrlOf(page.body);
    const query = video.split('?')[1]!;
    // The signature names the file and the page it was issued for, nothing else.
    expect((await app.inject({ url: `/api/media/file/movie/${leon.id}.mp4?${query}` })).statusCode).toBe(403);
    const playbackQuery = playbackUrlOf(page.body)!.split('?')[1]!;
    const otherPlayback = `/api/media/playback/movie/${leon.id}.mp4?${playbackQuery}`;
    expect((await app.inject({ method: 'POST', url: otherPlayback, payload: PLAYBACK_REQUEST })).statusCode).toBe(403);
    expect((await app.inject({ url: `/embed/local/movie/${leon.id}?${url.split('?')[1]}` })).statusCode).toBe(403);
    const tampered = video.replace(/sig=([^&]+)/, (_all, sig: string) => `sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await app.inject({ url: tampered })).statusCode).toBe(403);
    expect((await app.inject({ url: video })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (MEDIA_URL_LIFETIME_S + 60) * 1000);
    expect((await app.inject({ url: video })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(403);
  });

  it('takes the URLs one node issued on every node of the same database', async () => {
    const other = await buildTestApp(database().db, { MEDIA_DIR: path.join(root, 'media'), ...NO_FFMPEG });
    try {
      const { page } = await localPage(toyStory.id);
      const video = await videoUrlOf(page.body, other);
      expect((await other.inject({ url: video, headers: { range: 'bytes=0-4' } })).statusCode).toBe(206);
    } finally {
      await other.close();
    }
  });
});
