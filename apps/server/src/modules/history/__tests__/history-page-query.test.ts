import { sql, type Compilable } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { HistoryQuery, MediaType } from '@marquee/core';
import type { Db } from '../../../db/connection.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { historyPage, historyPageQuery } from '../history-queries.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();

/** One user's history: two entries share a millisecond twice (seq orders them), a film and a show share an id. */
const entries: { id: string; media_id: number; media_type: MediaType; created_at: string; seq: number }[] = [
  { id: 'e1', media_id: 7, media_type: 'movie', created_at: at(1), seq: 1 },
  { id: 'e2', media_id: 7, media_type: 'tv', created_at: at(2), seq: 2 },
  { id: 'e3', media_id: 8, media_type: 'movie', created_at: at(2), seq: 3 },
  { id: 'e4', media_id: 7, media_type: 'movie', created_at: at(3), seq: 4 },
  { id: 'e5', media_id: 7, media_type: 'movie', created_at: at(3), seq: 5 },
];

const page = (query: Partial<HistoryQuery>): HistoryQuery => ({ limit: 20, offset: 0, order: 'newest', ...query });
const film7 = { media_id: 7, media_type: 'movie' } as const;

/** The plan's lines, as the database explains the query: SQLite's query plan, PostgreSQL's plan text. */
async function plan(db: Db, query: Compilable<unknown>): Promise<string> {
  const compiled = query.compile();
  if (db.dialect === 'sqlite') {
    const { rows } = await db.kysely.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    return rows.map((row) => row.detail).join('\n');
  }
  // With a handful of rows a scan and a sort cost nothing, so the planner would take them: turned off here,
  // they are still used when no index gives the rows in order, and the plan shows it.
  return db.kysely.transaction().execute(async (trx) => {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
      await sql`select set_config(${setting}, 'off', true)`.execute(trx);
    }
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describeEachDatabase('history page query', (database) => {
  beforeAll(async () => {
    const { db } = database();
    await migrateToLatest(db);
    await db.kysely
      .insertInto('users')
      .values(
        ['owner', 'other'].map((id) => ({
          id,
          email: `${id}@example.com`,
          password_hash: 'not used here',
          display_name: null,
          photo_url: null,
          created_at: at(0),
        })),
      )
      .execute();
    await db.kysely
      .insertInto('profiles')
      .values(['owner', 'other'].map((id) => ({ id, user_id: id, name: id, avatar: 'smile', kids: 0, created_at: at(0) })))
      .execute();
    const row = (userId: string, entry: (typeof entries)[number]) => ({
      ...entry,
      id: `${userId}-${entry.id}`,
      profile_id: userId,
      title: entry.id,
      source: 'tmdb' as const,
      year: null,
      poster_path: null,
      backdrop_path: null,
      overview: null,
      rating: null,
      watch_position: 0,
      duration: 0,
      season: null,
      episode: null,
    });
    // Another user's entries of the same titles, newer than the owner's: never in the owner's pages.
    const others = entries.map((entry) => ({ ...entry, created_at: at(10 + entry.seq) }));
    await db.kysely
      .insertInto('watch_history')
      .values([...entries.map((entry) => row('owner', entry)), ...others.map((entry) => row('other', entry))])
      .execute();
  });

  it.each<[string, HistoryQuery, string[], boolean]>([
    ['newest first', page({}), ['e5', 'e4', 'e3', 'e2', 'e1'], false],
    ['oldest first', page({ order: 'oldest' }), ['e1', 'e2', 'e3', 'e4', 'e5'], false],
    ['a first page', page({ limit: 2 }), ['e5', 'e4'], true],
    ['a page that ends the history exactly', page({ limit: 2, offset: 3 }), ['e2', 'e1'], false],
    ['a page past the end', page({ offset: 5 }), [], false],
    ['one title, newest first', page(film7), ['e5', 'e4', 'e1'], false],
    ['one title, oldest first', page({ ...film7, order: 'oldest' }), ['e1', 'e4', 'e5'], false],
    ['one title, a page inside it', page({ ...film7, limit: 1, offset: 1 }), ['e4'], true],
    ['a show sharing a film’s id', page({ media_id: 7, media_type: 'tv' }), ['e2'], false],
    ['a title never watched', page({ media_id: 9, media_type: 'movie' }), [], false],
  ])('%s', async (_case, query, expected, hasMore) => {
    const result = await historyPage(database().db.kysely, 'owner', query);
    expect(result.items.map((entry) => entry.title)).toEqual(expected);
    expect(result.hasMore).toBe(hasMore);
  });

  it.each<[string, HistoryQuery, string]>([
    ['newest first', page({}), 'watch_history_newest'],
    ['oldest first', page({ order: 'oldest' }), 'watch_history_newest'],
    ['one title, newest first', page(film7), 'watch_history_title'],
    ['one title, oldest first', page({ ...film7, order: 'oldest' }), 'watch_history_title'],
  ])('reads %s in the order of an index, without sorting', async (_case, query, index) => {
    const { db } = database();
    const explained = await plan(db, historyPageQuery(db.kysely, 'owner', query));
    expect(explained).toContain(index);
    expect(explained).not.toMatch(/TEMP B-TREE|Sort/);
  });
});
