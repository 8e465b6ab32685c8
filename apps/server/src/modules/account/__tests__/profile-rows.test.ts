import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaType } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { hiddenAfter, marksAfter, ratingsAfter } from '../profile-rows.ts';

const AT = '2024-06-01T00:00:00.000Z';
const TITLES: [MediaType, number][] = [
  ['tv', 1],
  ['movie', 20],
  ['movie', 3],
];

/** The export reads these pages one after another; two rows a page here, so every cursor is used. */
describeEachDatabase('profile rows in pages', (database) => {
  let app: FastifyInstance;
  let profileId: string;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    profileId = (await signUp(app)).user.uid;
    const db = database().db.kysely;
    const titles = TITLES.map(([media_type, media_id]) => ({
      profile_id: profileId,
      media_type,
      media_id,
      source: 'catalogue' as const,
    }));
    await db
      .insertInto('ratings')
      .values(titles.map((row) => ({ ...row, rating: 8, title: `Title ${row.media_id}`, poster_path: null, rated_at: AT })))
      .execute();
    await db
      .insertInto('continue_watching_hidden')
      .values(titles.map((row) => ({ ...row, hidden_at: AT })))
      .execute();
    const marks = [
      [1, 2, 1],
      [1, 1, 10],
      [1, 1, 2],
    ].map(([media_id, season, episode]) => ({
      profile_id: profileId,
      media_type: 'tv' as const,
      media_id: media_id!,
      season: season!,
      episode: episode!,
      source: 'catalogue' as const,
      last_watched_at: AT,
      viewing_id: null,
    }));
    await db.insertInto('watched_marks').values(marks).execute();
  });
  afterAll(() => app.close());

  it.each([
    ['ratings', ratingsAfter],
    ['hidden titles', hiddenAfter],
  ] as const)('%s follow the key: films before shows, ids in number order', async (_, read) => {
    const first = await read(database().db.kysely, profileId, undefined, 2);
    expect(first.map((row) => [row.media_type, row.media_id])).toEqual([
      ['movie', 3],
      ['movie', 20],
    ]);
    const second = await read(database().db.kysely, profileId, first.at(-1), 2);
    expect(second.map((row) => [row.media_type, row.media_id])).toEqual([['tv', 1]]);
    expect(await read(database().db.kysely, profileId, second.at(-1), 2)).toEqual([]);
  });

  it('watched marks follow the key down to the episode', async () => {
    const first = await marksAfter(database().db.kysely, profileId, undefined, 2);
    expect(first.map((row) => [row.season, row.episode])).toEqual([
      [1, 2],
      [1, 10],
    ]);
    const second = await marksAfter(database().db.kysely, profileId, first.at(-1), 2);
    expect(second.map((row) => [row.season, row.episode])).toEqual([[2, 1]]);
    expect(await marksAfter(database().db.kysely, profileId, second.at(-1), 2)).toEqual([]);
  });
});
