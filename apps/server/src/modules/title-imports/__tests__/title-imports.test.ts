import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_IMPORT_MAX_BYTES, titleImportReplySchema, titleImportsReplySchema, type TitleImport } from '@marquee/core';
import { answeredDuring } from '../../../__tests__/support/answered-during.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { getCatalogue } from '../../metadata/index.ts';

// The test server runs on the offline catalogue, which keeps no outside ids: titles are found by name and year.
const catalogue = getCatalogue();
const yearOf = (date: string) => Number(date.slice(0, 4));
const [filmA, filmB, filmC] = catalogue.movies.slice(0, 3) as [
  (typeof catalogue.movies)[number],
  (typeof catalogue.movies)[number],
  (typeof catalogue.movies)[number],
];
const show = catalogue.series[0]!;
const csvName = (name: string) => (/[",\n]/.test(name) ? `"${name.replaceAll('"', '""')}"` : name);
const uri = (n: number) => `https://boxd.it/${n}`;

/** A Letterboxd export ZIP: two viewings of A in the diary, B in watched.csv only, C on the watchlist, and a film no source has. */
function letterboxdZip(): Buffer {
  const row = (film: typeof filmA) => `${csvName(film.title)},${yearOf(film.releaseDate)}`;
  const files = {
    'diary.csv': [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      `2024-03-02,${row(filmA)},${uri(1)},4.5,,,2024-03-01`,
      `2024-06-02,${row(filmA)},${uri(1)},4,Yes,,2024-06-01`,
      `2024-06-03,Nothing Anyone Has Filmed,1999,${uri(2)},3,,,2024-06-03`,
    ].join('\n'),
    'watched.csv': [
      'Date,Name,Year,Letterboxd URI',
      `2024-01-05,${row(filmA)},${uri(1)}`,
      `2024-01-06,${row(filmB)},${uri(3)}`,
    ].join('\n'),
    'ratings.csv': ['Date,Name,Year,Letterboxd URI,Rating', `2024-06-02,${row(filmA)},${uri(1)},4`].join('\n'),
    'watchlist.csv': ['Date,Name,Year,Letterboxd URI', `2024-02-01,${row(filmC)},${uri(4)}`].join('\n'),
    'profile.csv': 'Date Joined,Username\n2020-01-01,someone',
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

/** A Trakt history file: two episodes of the show, one of them twice. */
function traktHistory(): string {
  const showRef = { title: show.name, year: yearOf(show.firstAirDate), ids: { trakt: 1, slug: 'x', imdb: null, tmdb: null } };
  const episode = (id: number, season: number, number: number, at: string) => ({
    id,
    watched_at: at,
    action: 'watch',
    type: 'episode',
    episode: { season, number, title: `Episode ${number}`, ids: { trakt: id } },
    show: showRef,
  });
  return JSON.stringify([
    episode(1, 1, 1, '2024-01-01T20:00:00.000Z'),
    episode(2, 1, 2, '2024-01-02T20:00:00.000Z'),
    episode(3, 1, 1, '2024-05-01T20:00:00.000Z'),
  ]);
}

describeEachDatabase('imports from other services', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const upload = (
    user: { headers: { authorization: string } },
    name: string,
    body: Buffer | string,
    type = 'application/octet-stream',
  ) =>
    as(app, user, {
      method: 'POST',
      url: `/api/title-imports?name=${encodeURIComponent(name)}`,
      headers: { 'content-type': type },
      payload: body,
    });
  const read = async (user: SignedUp, id: string): Promise<TitleImport> => {
    const res = await as(app, user, { method: 'GET', url: `/api/title-imports/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return titleImportReplySchema.strict().parse(res.json()).import;
  };
  /** Uploads the file and waits for its import to end. */
  const imported = async (user: SignedUp, name: string, body: Buffer | string): Promise<TitleImport> => {
    const res = await upload(user, name, body);
    expect(res.statusCode, res.body).toBe(202);
    let current = titleImportReplySchema.parse(res.json()).import;
    for (let i = 0; current.status === 'running' && i < 500; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = await read(user, current.id);
    }
    return current;
  };
  const marksOf = (user: SignedUp) =>
    database()
      .db.kysely.selectFrom('watched_marks')
      .select(['media_type', 'media_id', 'season', 'episode', 'plays', 'last_watched_at'])
      .where('profile_id', '=', user.user.uid)
      .orderBy('media_id')
      .orderBy('season')
      .orderBy('episode')
      .execute();

  describe('a Letterboxd export', () => {
    it('adds its viewings as marks, its ratings and watchlist, and lists the film it could not find', async () => {
      const user = await signUp(app);
      const done = await imported(user, 'letterboxd-someone-2024.zip', letterboxdZip());
      expect(done).toMatchObject({
        service: 'letterboxd',
        file_name: 'letterboxd-someone-2024.zip',
        status: 'done',
        processed: done.total,
        added: { watched: 2, watchlist: 1, ratings: 1 },
        unmatched: [{ media_type: 'movie', title: 'Nothing Anyone Has Filmed', year: 1999 }],
        unmatched_count: 1,
        error: null,
      });
      expect(done.finished_at).not.toBeNull();
      // The diary's two viewings of A, the later one's date; B from watched.csv.
      expect(await marksOf(user)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            media_type: 'movie',
            media_id: filmA.id,
            plays: 2,
            last_watched_at: expect.stringMatching(/^2024-06-01/),
          }),
          expect.objectContaining({ media_type: 'movie', media_id: filmB.id, plays: 1 }),
        ]),
      );
      const ratings = await as(app, user, { method: 'GET', url: '/api/ratings' });
      expect(ratings.json().items.map((r: { media_id: number; rating: number }) => [r.media_id, r.rating])).toEqual([
        [filmA.id, 8],
      ]);
      const watchlist = await as(app, user, { method: 'GET', url: '/api/watchlist' });
      expect(JSON.stringify(watchlist.json())).toContain(`"media_id":${filmC.id}`);
    });

    it('adds nothing the second time, and lists the profile’s imports newest first', async () => {
      const user = await signUp(app);
      const first = await imported(user, 'letterboxd.zip', letterboxdZip());
      const second = await imported(user, 'letterboxd.zip', letterboxdZip());
      expect(second.added).toEqual({ watched: 0, watchlist: 0, ratings: 0 });
      expect((await marksOf(user)).length).toBe(2);
      const res = await as(app, user, { method: 'GET', url: '/api/title-imports' });
      expect(
        titleImportsReplySchema
          .strict()
          .parse(res.json())
          .imports.map((i) => i.id),
      ).toEqual([second.id, first.id]);
    });
  });

  it("marks a Trakt history's episodes, counting a rewatch", async () => {
    const user = await signUp(app);
    const done = await imported(user, 'watched-history.json', traktHistory());
    expect(done).toMatchObject({ service: 'trakt', status: 'done', added: { watched: 2 }, unmatched_count: 0 });
    expect(await marksOf(user)).toEqual([
      expect.objectContaining({ media_type: 'tv', media_id: show.id, season: 1, episode: 1, plays: 2 }),
      expect.objectContaining({ media_type: 'tv', media_id: show.id, season: 1, episode: 2, plays: 1 }),
    ]);
  });

  it("answers others' requests while it reads a large file, and while it matches its titles", async () => {
    const user = await signUp(app);
    const rows = [
      'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
    ];
    for (let n = 0; n < 100_000; n++) {
      const id = `tt${2_000_000 + n}`;
      rows.push(
        `${id},7,2023-05-01,"A made-up film, ${n}",,https://www.imdb.com/title/${id}/,Movie,7.1,95,1990,Drama,10,1990-01-01,Someone`,
      );
    }
    const health = async () => expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const reading = await answeredDuring(upload(user, 'ratings.csv', rows.join('\n')), health);
    expect(reading.result.statusCode, reading.result.body).toBe(202);
    expect(reading.answered).toBeGreaterThan(10);
    const { id } = titleImportReplySchema.parse(reading.result.json()).import;
    const matching = answeredDuring(
      (async () => {
        let current = await read(user, id);
        for (let i = 0; current.processed < 300 && i < 1000; i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          current = await read(user, id);
        }
        return current;
      })(),
      health,
    );
    const { result, answered } = await matching;
    expect(result.processed).toBeGreaterThanOrEqual(300);
    expect(answered).toBeGreaterThan(20);
    // Ended here: the worker finds it no longer running at its next step and stops.
    await database()
      .db.kysely.updateTable('title_imports')
      .set({ status: 'failed', error: 'stopped' })
      .where('id', '=', id)
      .execute();
  });

  describe('refusals', () => {
    let user: SignedUp;
    beforeAll(async () => {
      user = await signUp(app);
    });

    it('answers 400 for a file of no service, an unreadable ZIP and an empty body', async () => {
      const csv = await upload(user, 'notes.csv', 'Shop,Price\nbread,2\n');
      expect(csv.statusCode).toBe(400);
      expect(csv.json().error).toMatch(/not an export/i);
      const zip = Buffer.from(zipSync({ 'a.csv': strToU8('x') }));
      const broken = await upload(user, 'broken.zip', zip.subarray(0, 40));
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ error: 'This ZIP file could not be read' });
      const empty = await upload(user, 'empty.csv', '');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toEqual(expect.any(String));
    });

    it("says why in the viewer's language, the file's name in its place", async () => {
      const res = await as(app, user, {
        method: 'POST',
        url: `/api/title-imports?name=${encodeURIComponent('history.json')}`,
        headers: { 'content-type': 'application/octet-stream', 'accept-language': 'de' },
        payload: '[{"id": 1,',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'history.json konnte nicht gelesen werden: Es ist keine gültige JSON-Datei' });
    });

    it('answers 400 without a file name, 413 past the size and 415 for another type', async () => {
      const unnamed = await as(app, user, {
        method: 'POST',
        url: '/api/title-imports',
        headers: { 'content-type': 'application/octet-stream' },
        payload: traktHistory(),
      });
      expect(unnamed.statusCode).toBe(400);
      const big = await upload(user, 'big.json', Buffer.alloc(TITLE_IMPORT_MAX_BYTES + 1, 32));
      expect(big.statusCode).toBe(413);
      const typed = await upload(user, 'x.json', traktHistory(), 'application/json');
      expect(typed.statusCode).toBe(415);
    });

    it('answers 409 while another import of the profile runs', async () => {
      await database()
        .db.kysely.insertInto('title_imports')
        .values({
          id: 'running-one',
          profile_id: user.user.uid,
          service: 'trakt',
          file_name: 'x.json',
          status: 'running',
          entries: '[]',
          total: 0,
          // Far off: no node takes it over during the test.
          lease_until: '2999-01-01T00:00:00.000Z',
          created_at: new Date().toISOString(),
          finished_at: null,
          error: null,
        })
        .execute();
      const res = await upload(user, 'watched-history.json', traktHistory());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'An import is already running for this profile' });
      await database().db.kysely.deleteFrom('title_imports').where('id', '=', 'running-one').execute();
    });

    it("answers 401 to a visitor, 403 to a Kids profile, 404 for another profile's import", async () => {
      const visitor = await app.inject({
        method: 'POST',
        url: '/api/title-imports?name=x.json',
        headers: { 'content-type': 'application/octet-stream' },
        payload: traktHistory(),
      });
      expect(visitor.statusCode).toBe(401);
      // Choosing a profile moves the device's session to it: the parent's own account stays signed in elsewhere.
      const parent = await signUp(app);
      const created = await as(app, parent, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
      expect(created.statusCode, created.body).toBe(201);
      const chosen = await as(app, parent, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} });
      const kids = { headers: bearer(chosen.json().token as string) };
      expect((await upload(kids, 'watched-history.json', traktHistory())).statusCode).toBe(403);
      expect((await as(app, kids, { method: 'GET', url: '/api/title-imports' })).statusCode).toBe(403);
      const mine = await imported(user, 'watched-history.json', traktHistory());
      const stranger = await signUp(app);
      const res = await as(app, stranger, { method: 'GET', url: `/api/title-imports/${mine.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Import not found' });
    });
  });

  it('is taken over by another node when its node stopped', async () => {
    const user = await signUp(app);
    const entries = [
      {
        kind: 'watched',
        title: {
          media_type: 'movie',
          title: filmB.title,
          year: yearOf(filmB.releaseDate),
          imdb_id: null,
          tmdb_id: null,
          tvdb_id: null,
        },
        season: null,
        episode: null,
        plays: 1,
        watched_at: '2024-02-02T12:00:00.000Z',
      },
    ];
    await database()
      .db.kysely.insertInto('title_imports')
      .values({
        id: 'left-behind',
        profile_id: user.user.uid,
        service: 'trakt',
        file_name: 'watched-movies.json',
        status: 'running',
        entries: JSON.stringify(entries),
        total: 1,
        // Its node stopped renewing it a minute ago.
        lease_until: new Date(Date.now() - 60_000).toISOString(),
        created_at: new Date().toISOString(),
        finished_at: null,
        error: null,
      })
      .execute();
    // Another node starting looks for imports left behind at once.
    const other = await buildTestApp(database().db);
    try {
      await other.ready();
      let current = await read(user, 'left-behind');
      for (let i = 0; current.status === 'running' && i < 500; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        current = await read(user, 'left-behind');
      }
      expect(current).toMatchObject({ status: 'done', processed: 1, added: { watched: 1 } });
      expect(await marksOf(user)).toEqual([expect.objectContaining({ media_id: filmB.id })]);
    } finally {
      await other.close();
    }
  });
});
