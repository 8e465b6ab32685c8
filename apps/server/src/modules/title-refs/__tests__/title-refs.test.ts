import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { historyPageSchema, listEntrySchema, type ListEntry, type MediaType } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { as, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { startTmdbReplay, type TmdbReplay } from '../../../__tests__/support/tmdb-replay.ts';
import type { Db } from '../../../db/connection.ts';
import { getCatalogue } from '../../metadata/index.ts';
import { SET_UP_SERVER_ENV } from '../../../__tests__/support/server-env.ts';

/**
 * Entries keep meaning the same titles when the server's metadata source changes: made under the offline
 * catalogue and read under a recorded TMDB, and the other way round; saved before sources were recorded;
 * imported from a server of the other source.
 */

const API_KEY = 'test-key';
let replay: TmdbReplay;
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-title-refs-'));

beforeAll(async () => {
  replay = await startTmdbReplay({ apiKey: API_KEY });
});
afterAll(async () => {
  await replay.close();
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

/** The app on this database, on the offline catalogue or on the recorded TMDB; its start's rematch done. */
async function appOn(db: Db, source: 'catalogue' | 'tmdb'): Promise<FastifyInstance> {
  const tmdb =
    source === 'tmdb' ? { TMDB_API_KEY: API_KEY, TMDB_BASE_URL: replay.baseUrl, TMDB_IMAGE_BASE_URL: replay.imageBaseUrl } : {};
  const app = await buildApp(
    loadConfig({
      AUTH_RATE_LIMIT: '100000',
      GATEWAY_RATE_LIMIT: '100000',
      WEB_DIST: 'no-web-build',
      CACHE_DIR: cacheDir,
      ...SET_UP_SERVER_ENV,
      ...tmdb,
    }),
    { db, logger: false },
  );
  await app.ready();
  await app.ctx.titleRefs.rematch();
  return app;
}

const catalogue = getCatalogue();
const catalogueMovie = (title: string) => catalogue.movies.find((m) => m.title === title)!;
const catalogueShow = (name: string) => catalogue.series.find((s) => s.name === name)!;
const fightClub = catalogueMovie('Fight Club');
const avatar = catalogueMovie('Avatar');
const thrones = catalogueShow('Game of Thrones');

const list = async (app: FastifyInstance, user: SignedUp, name: 'watchlist' | 'favourites'): Promise<ListEntry[]> =>
  z.array(listEntrySchema.strict()).parse((await as(app, user, { method: 'GET', url: `/api/${name}` })).json());
const history = async (app: FastifyInstance, user: SignedUp) =>
  historyPageSchema.parse((await as(app, user, { method: 'GET', url: '/api/watch-history?limit=50' })).json()).items;
const add = async (app: FastifyInstance, user: SignedUp, name: 'watchlist' | 'favourites', body: object) =>
  expect((await as(app, user, { method: 'POST', url: `/api/${name}`, payload: body })).statusCode).toBe(201);
const record = async (app: FastifyInstance, user: SignedUp, body: object) =>
  expect((await as(app, user, { method: 'POST', url: '/api/watch-history', payload: body })).statusCode).toBe(201);
const one = <E extends { title: string }>(entries: E[], title: string) => entries.find((e) => e.title === title);
const location = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return res.statusCode === 302 ? res.headers.location : res.statusCode;
};

describeEachDatabase('stored titles across metadata sources', (database) => {
  it('entries made offline point at the TMDB titles of the same name and year; one TMDB does not have keeps its title and says so', async () => {
    const offline = await appOn(database().db, 'catalogue');
    const user = await signUp(offline);
    const thronesBody = {
      media_id: thrones.id,
      media_type: 'tv',
      title: 'Game of Thrones',
      year: 2011,
      poster_path: `/poster-t${thrones.id}.svg`,
    };
    const fightClubBody = {
      media_id: fightClub.id,
      media_type: 'movie',
      title: 'Fight Club',
      year: 1999,
      poster_path: `/poster-m${fightClub.id}.svg`,
    };
    await add(offline, user, 'watchlist', thronesBody);
    await add(offline, user, 'watchlist', fightClubBody);
    await add(offline, user, 'favourites', thronesBody);
    await record(offline, user, { ...thronesBody, season: 1, episode: 2, watch_position: 300, duration: 3000 });
    await record(offline, user, { ...fightClubBody, watch_position: 60, duration: 8000 });
    expect((await list(offline, user, 'watchlist')).map((e) => e.source)).toEqual(['catalogue', 'catalogue']);
    await offline.close();

    const online = await appOn(database().db, 'tmdb');
    const watchlist = await list(online, user, 'watchlist');
    // search/tv is recorded with Game of Thrones (1399, 2011) first; search/movie has no Fight Club.
    expect(one(watchlist, 'Game of Thrones')).toMatchObject({
      media_id: 1399,
      source: 'tmdb',
      year: 2011,
      poster_path: '/1XS1oqL89opfnbLl8WnZY1O1uJx.jpg',
    });
    expect(one(watchlist, 'Fight Club')).toMatchObject({
      media_id: fightClub.id,
      source: 'catalogue',
      poster_path: `/poster-m${fightClub.id}.svg`,
    });
    expect(one(await list(online, user, 'favourites'), 'Game of Thrones')).toMatchObject({ media_id: 1399, source: 'tmdb' });
    const seen = await history(online, user);
    expect(one(seen, 'Game of Thrones')).toMatchObject({
      media_id: 1399,
      source: 'tmdb',
      season: 1,
      episode: 2,
      watch_position: 300,
    });
    expect(one(seen, 'Fight Club')).toMatchObject({ media_id: fightClub.id, source: 'catalogue', watch_position: 60 });
    // The unmatched title keeps its drawn poster under TMDB.
    const poster = await online.inject(`/api/images/w342/poster-m${fightClub.id}.svg`);
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);

    // Old links: the matched title's page and player move; the unmatched one's stay.
    expect(await location(online, `/tv/${thrones.id}`)).toBe('/tv/1399');
    expect(await location(online, `/player/tv/${thrones.id}/1/2?source=alpha`)).toBe('/player/tv/1399/1/2?source=alpha');
    expect(await location(online, `/movie/${fightClub.id}`)).toBe(404);
    // TMDB's own ids are links of the current source.
    expect(await location(online, '/tv/1399')).toBe(404);
    // TMDB was searched once per title, and not again at the next start.
    const searches = replay.count('search/tv') + replay.count('search/movie');
    await online.close();
    const again = await appOn(database().db, 'tmdb');
    expect(replay.count('search/tv') + replay.count('search/movie')).toBe(searches);
    await again.close();
  });

  it('entries made with TMDB point at the catalogue titles of the same name and year when the key is removed', async () => {
    const online = await appOn(database().db, 'tmdb');
    const user = await signUp(online);
    await add(online, user, 'watchlist', {
      media_id: 550,
      media_type: 'movie',
      title: 'Fight Club',
      year: 1999,
      poster_path: '/tmdb.jpg',
    });
    await add(online, user, 'watchlist', { media_id: 1399, media_type: 'tv', title: 'Game of Thrones', year: 2011 });
    await add(online, user, 'watchlist', { media_id: 21778, media_type: 'movie', title: 'RRRrrrr!!!', year: 2004 });
    await record(online, user, { media_id: 1399, media_type: 'tv', title: 'Game of Thrones', year: 2011, season: 2, episode: 1 });
    // Its marks and its place off Continue Watching follow the title; a mark the profile already has under the
    // catalogue's id (S1 E1, made while the rematch had not reached it) is kept once.
    const at = new Date().toISOString();
    const mark = (media_id: number, source: 'tmdb' | 'catalogue', episode: number) =>
      ({
        profile_id: user.user.uid,
        media_type: 'tv',
        media_id,
        season: 1,
        episode,
        source,
        plays: 1,
        last_watched_at: at,
      }) as const;
    await database()
      .db.kysely.insertInto('watched_marks')
      .values([mark(1399, 'tmdb', 1), mark(1399, 'tmdb', 2), mark(thrones.id, 'catalogue', 1)])
      .execute();
    await database()
      .db.kysely.insertInto('continue_watching_hidden')
      .values({ profile_id: user.user.uid, media_type: 'tv', media_id: 1399, source: 'tmdb', hidden_at: at })
      .execute();
    await online.close();

    const offline = await appOn(database().db, 'catalogue');
    const watchlist = await list(offline, user, 'watchlist');
    expect(one(watchlist, 'Fight Club')).toMatchObject({
      media_id: fightClub.id,
      source: 'catalogue',
      year: 1999,
      poster_path: `/poster-m${fightClub.id}.svg`,
    });
    expect(one(watchlist, 'Game of Thrones')).toMatchObject({ media_id: thrones.id, source: 'catalogue' });
    expect(one(watchlist, 'RRRrrrr!!!')).toMatchObject({ media_id: 21778, source: 'tmdb' });
    expect(one(await history(offline, user), 'Game of Thrones')).toMatchObject({ media_id: thrones.id, season: 2, episode: 1 });
    const marks = await database()
      .db.kysely.selectFrom('watched_marks')
      .select(['media_id', 'source', 'season', 'episode'])
      .where('profile_id', '=', user.user.uid)
      .orderBy('episode')
      .execute();
    expect(marks).toEqual([
      { media_id: thrones.id, source: 'catalogue', season: 1, episode: 1 },
      { media_id: thrones.id, source: 'catalogue', season: 1, episode: 2 },
    ]);
    const hidden = await database()
      .db.kysely.selectFrom('continue_watching_hidden')
      .select(['media_id', 'source'])
      .where('profile_id', '=', user.user.uid)
      .execute();
    expect(hidden).toEqual([{ media_id: thrones.id, source: 'catalogue' }]);
    expect(await location(offline, '/movie/550')).toBe(`/movie/${fightClub.id}`);
    expect(await location(offline, '/movie/21778')).toBe(404);
    // Ids past an integer column's range are no title's, on either database.
    expect(await location(offline, '/movie/9999999999')).toBe(404);
    expect(await location(offline, '/player/tv/2147483648/1/1')).toBe(404);
    await offline.close();
  });

  it('a list that has the title under both ids keeps one entry of it', async () => {
    const offline = await appOn(database().db, 'catalogue');
    const user = await signUp(offline);
    await add(offline, user, 'watchlist', { media_id: thrones.id, media_type: 'tv', title: 'Game of Thrones', year: 2011 });
    await offline.close();
    const online = await appOn(database().db, 'tmdb');
    // Added under TMDB before the rematch reached it: the same title twice, under two ids.
    await sql`update list_entries set source = 'catalogue', media_id = ${thrones.id} where profile_id = ${user.user.uid}`.execute(
      database().db.kysely,
    );
    await add(online, user, 'watchlist', { media_id: 1399, media_type: 'tv', title: 'Game of Thrones', year: 2011 });
    await online.ctx.titleRefs.rematch();
    expect((await list(online, user, 'watchlist')).map((e) => [e.media_id, e.source])).toEqual([[1399, 'tmdb']]);
    await online.close();
  });

  it('rows saved before sources were recorded are labelled: a catalogue id of then takes its id of now, anything else is TMDB’s', async () => {
    const offline = await appOn(database().db, 'catalogue');
    const user = await signUp(offline);
    const legacyAvatar = [...catalogue.legacyIds.movie].find(([, now]) => now === avatar.id)![0];
    const row = (mediaId: number, title: string, type: MediaType = 'movie') => ({
      id: randomUUID(),
      profile_id: user.user.uid,
      list: 'watchlist' as const,
      media_id: mediaId,
      media_type: type,
      // Set to null below, as the migration leaves older rows (the table's type has it required).
      source: 'tmdb' as const,
      title,
      year: null,
      poster_path: `/poster-m${mediaId}.svg`,
      backdrop_path: null,
      overview: null,
      rating: null,
      added_at: new Date().toISOString(),
      seq: 1000 + mediaId,
    });
    // As the migration leaves them: no source, no year.
    await database()
      .db.kysely.insertInto('list_entries')
      .values([row(legacyAvatar, 'Avatar'), row(550, 'Fight Club'), row(legacyAvatar + 1, 'Not what the catalogue calls it')])
      .execute();
    await sql`update list_entries set source = null where profile_id = ${user.user.uid}`.execute(database().db.kysely);
    await offline.close();

    const again = await appOn(database().db, 'catalogue');
    const watchlist = await list(again, user, 'watchlist');
    expect(one(watchlist, 'Avatar')).toMatchObject({
      media_id: avatar.id,
      source: 'catalogue',
      year: 2009,
      poster_path: `/poster-m${avatar.id}.svg`,
    });
    // Fight Club is the catalogue's too, but 550 was TMDB's id for it: matched again, to the catalogue's.
    expect(one(watchlist, 'Fight Club')).toMatchObject({ media_id: fightClub.id, source: 'catalogue' });
    expect(one(watchlist, 'Not what the catalogue calls it')).toMatchObject({ media_id: legacyAvatar + 1, source: 'tmdb' });
    // An old catalogue link goes to the title's id of now.
    expect(await location(again, `/movie/${legacyAvatar}`)).toBe(`/movie/${avatar.id}`);
    const setting = await database().db.kysely.selectFrom('settings').selectAll().where('key', '=', 'metadata_source').execute();
    expect(setting).toEqual([{ key: 'metadata_source', value: 'catalogue' }]);
    await again.close();
  });

  it('an import from a server of the other source is matched the same way', async () => {
    const offline = await appOn(database().db, 'catalogue');
    const user = await signUp(offline);
    const legacyAvatar = [...catalogue.legacyIds.movie].find(([, now]) => now === avatar.id)![0];
    const entry = { poster_path: null, backdrop_path: null, overview: null, rating: null, added_at: '2025-01-01T00:00:00.000Z' };
    const res = await as(offline, user, {
      method: 'POST',
      url: '/api/import',
      payload: {
        version: 1,
        watchlist: [
          { ...entry, media_id: 1399, media_type: 'tv', source: 'tmdb', title: 'Game of Thrones', year: 2011 },
          // From a server of before sources were recorded: no source, an id of the catalogue of then.
          { ...entry, media_id: legacyAvatar, media_type: 'movie', title: 'Avatar' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    await offline.ctx.titleRefs.rematch(user.user.uid);
    const watchlist = await list(offline, user, 'watchlist');
    expect(one(watchlist, 'Game of Thrones')).toMatchObject({ media_id: thrones.id, source: 'catalogue' });
    expect(one(watchlist, 'Avatar')).toMatchObject({ media_id: avatar.id, source: 'catalogue' });
    await offline.close();
  });
});

describe('bad input', () => {
  it('refuses an import entry of an unknown source with a 400', async () => {
    const { createTestDatabase } = await import('../../../__tests__/support/databases.ts');
    const database = await createTestDatabase('sqlite');
    const app = await appOn(database.db, 'catalogue');
    const user = await signUp(app);
    const res = await as(app, user, {
      method: 'POST',
      url: '/api/import',
      payload: {
        version: 1,
        watchlist: [{ media_id: 1, media_type: 'movie', title: 'X', source: 'imdb', added_at: '2025-01-01T00:00:00Z' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining('source') });
    await app.close();
    await database.destroy();
  });
});
