import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

/**
 * The sources route gives the local player the profile's audio language and subtitle mode, size and background
 * (docs/behaviour.md#preferences): `audio` and `subtitle_…` on the signed URL of the local player's pages, nowhere else.
 */

const FILM = 550;

describeEachDatabase("the local player's URL carries the profile's audio language", (database) => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-source-audio-'));
    fs.mkdirSync(path.join(root, 'movie'));
    fs.writeFileSync(path.join(root, 'movie', `${FILM}.mp4`), 'video bytes');
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const issued = async (at: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api/sources/${at}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url as string, 'http://this.server');
  };
  const preferAudio = (user: { headers: { authorization: string } }, audio_language: string) =>
    as(app, user, { method: 'PATCH', url: '/api/preferences', payload: { audio_language } });

  it('adds audio={code} to the signed URL of a film and of an episode, and the page answers at it', async () => {
    const user = await signUp(app);
    await preferAudio(user, 'ja');
    const film = await issued(`local/movie/${FILM}`, user.headers);
    expect(film.pathname).toBe(`/embed/local/movie/${FILM}`);
    expect(film.searchParams.get('audio')).toBe('ja');
    expect(film.searchParams.get('exp')).toMatch(/^\d+$/);
    expect(film.searchParams.get('sig')).toBeTruthy();
    const episode = await issued('local/tv/1399/1/2', user.headers);
    expect(episode.searchParams.getAll('audio')).toEqual(['ja']);

    // The signature covers the page's path, not its options: the page takes the URL as issued.
    const page = await app.inject({ url: `${film.pathname}${film.search}` });
    expect(page.statusCode, page.body).toBe(200);
  });

  it("adds nothing for the file's own default, for a visitor, or to another source's page", async () => {
    const user = await signUp(app);
    expect((await issued(`local/movie/${FILM}`, user.headers)).searchParams.has('audio')).toBe(false);
    await preferAudio(user, 'fr');
    await preferAudio(user, '');
    expect((await issued(`local/movie/${FILM}`, user.headers)).searchParams.has('audio')).toBe(false);

    await preferAudio(user, 'de');
    expect((await issued(`local/movie/${FILM}`)).searchParams.has('audio')).toBe(false);
    const trailer = await issued(`trailer/movie/${FILM}`, user.headers);
    expect(trailer.pathname).toBe(`/embed/trailer/movie/${FILM}`);
    expect(trailer.searchParams.has('audio')).toBe(false);
  });

  it('adds the subtitle mode, size and background when they are not the defaults, and the page draws cues so', async () => {
    const user = await signUp(app);
    const prefer = (payload: object) => as(app, user, { method: 'PATCH', url: '/api/preferences', payload });
    const names = ['subtitle_mode', 'subtitle_size', 'subtitle_background'];
    const read = (params: URLSearchParams) => names.map((name) => params.get(name));
    expect(read((await issued(`local/movie/${FILM}`, user.headers)).searchParams)).toEqual([null, null, null]);
    await prefer({ subtitle_mode: 'forced', subtitle_size: 'xlarge', subtitle_background: 'shadow' });
    const film = await issued(`local/movie/${FILM}`, user.headers);
    expect(read(film.searchParams)).toEqual(['forced', 'xlarge', 'shadow']);
    expect(read((await issued('local/tv/1399/1/2', user.headers)).searchParams)).toEqual(['forced', 'xlarge', 'shadow']);
    const page = await app.inject({ url: `${film.pathname}${film.search}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('video::cue{font-size:8vh;background-color:transparent;text-shadow:0 0 4px #000');
    // Not on another source's page, nor for a visitor.
    expect(read((await issued(`trailer/movie/${FILM}`, user.headers)).searchParams)).toEqual([null, null, null]);
    expect(read((await issued(`local/movie/${FILM}`)).searchParams)).toEqual([null, null, null]);
  });

  it.each([
    ['subtitle_mode=sometimes', 'subtitle_mode: Subtitle mode must be the default (empty), always, forced or off'],
    ['subtitle_size=huge', 'subtitle_size: Subtitle size must be small, normal, large or xlarge'],
    ['subtitle_size=large&subtitle_size=small', /^subtitle_size: /],
    ['subtitle_background=%3C%2Fstyle%3E', 'subtitle_background: Subtitle background must be none, shadow or box'],
  ])('answers the local player page with ?%s with 400 and a readable error', async (query, error) => {
    const film = await issued(`local/movie/${FILM}`);
    const res = await app.inject({ url: `${film.pathname}${film.search}&${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
  });

  it('follows the profile the token acts for', async () => {
    const user = await signUp(app);
    await preferAudio(user, 'es');
    const created = await as(app, user, { method: 'POST', url: '/api/profiles', payload: { name: 'Sibling' } });
    const selected = await as(app, user, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} });
    const sibling = { headers: bearer(selected.json().token as string) } as SignedUp;
    expect((await issued(`local/movie/${FILM}`, sibling.headers)).searchParams.has('audio')).toBe(false);
    await preferAudio(sibling, 'it');
    expect((await issued(`local/movie/${FILM}`, sibling.headers)).searchParams.get('audio')).toBe('it');
    // Switching profiles replaces the token: back to the first profile with a new one.
    const back = await as(app, sibling, { method: 'POST', url: `/api/profiles/${user.user.uid}/select`, payload: {} });
    const first = bearer(back.json().token as string);
    expect((await issued(`local/movie/${FILM}`, first)).searchParams.get('audio')).toBe('es');
  });
});
