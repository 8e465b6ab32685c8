import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaInfo } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { catalogueRating, getCatalogue } from '../../metadata/index.ts';

// A catalogue film in the library, whose file (50 min) has closing credits from 40 min on (80 %).
const film = getCatalogue().movies.find((m) => catalogueRating('movie', m.id)?.rating === 'G')!;
const info: MediaInfo = {
  container: 'matroska',
  duration: 3000,
  bit_rate: null,
  video: null,
  audio: [],
  subtitles: [],
  chapters: [
    { start: 0, end: 2400, title: 'Chapter 1' },
    { start: 2400, end: 3000, title: 'End Credits' },
  ],
};

describeEachDatabase('watched marks by the credits chapter', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, { MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'marquee-media-')) });
    // The start's scan of the (empty) media folder is over before the file's row is written: it would forget it.
    await app.ready();
    await app.ctx.library.rescan();
    await database()
      .db.kysely.insertInto('library_files')
      .values({
        path: `Films/${film.id}.mkv`,
        size: 1,
        mtime_ms: 1,
        media_type: 'movie',
        title: film.title,
        year: null,
        season: null,
        episode: null,
        episode_end: null,
        name_id: null,
        source: 'catalogue',
        media_id: film.id,
        match: 'matched',
        shown_title: film.title,
        shown_year: null,
        poster_path: null,
        backdrop_path: null,
        subtitles: '[]',
        found_at: new Date().toISOString(),
        media_info: JSON.stringify(info),
        media_probed_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(() => app.close());

  const watched = async (user: { headers: { authorization: string } }) => {
    const res = await as(app, user, { method: 'GET', url: `/api/watched?media_type=movie&media_id=${film.id}` });
    return res.json<{ watched: boolean }>().watched;
  };
  const report = (user: { headers: { authorization: string } }, watch_position: number, duration: number) =>
    as(app, user, {
      method: 'POST',
      url: '/api/watch-history',
      payload: { media_type: 'movie', media_id: film.id, title: film.title, watch_position, duration },
    });

  it('marks the film once the viewing reaches its closing credits, before 90 %', async () => {
    const user = await signUp(app);
    await report(user, 2350, 3000);
    expect(await watched(user)).toBe(false);
    // 2,450 s is under 90 %, but into the credits; a length a second off is the same file.
    await report(user, 2450, 3001);
    expect(await watched(user)).toBe(true);
  });

  it('reads the credits only of a file of the viewing’s length', async () => {
    const user = await signUp(app);
    // Another version of the film (an hour long): its viewing at 2,450 s is not into this file's credits.
    await report(user, 2450, 3600);
    expect(await watched(user)).toBe(false);
  });
});
