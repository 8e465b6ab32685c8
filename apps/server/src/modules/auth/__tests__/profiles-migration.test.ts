import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateTo } from '../../../db/migrate.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { bearer, buildTestApp } from '../../../__tests__/support/app.ts';
import { hashToken, newToken } from '../tokens.ts';

const NOW = '2026-01-01T00:00:00.000Z';
const LATER = '2099-01-01T00:00:00.000Z';
const snapshot = (id: number) => ({ media_id: id, media_type: 'movie', title: `Film ${id}`, source: 'tmdb', year: 1999 });

/** An account as it was before profiles: its rows owned by the user, with a live token. */
async function seedAccount(kysely: Kysely<unknown>, id: string, token: string) {
  await sql`insert into users (id, email, password_hash, display_name, photo_url, entry_seq, lists_version, created_at)
    values (${id}, ${`${id}@example.com`}, 'hash', ${id === 'ada' ? 'Ada' : null}, null, 3, 2, ${NOW})`.execute(kysely);
  await sql`insert into tokens (token_hash, user_id, created_at, expires_at) values (${hashToken(token)}, ${id}, ${NOW}, ${LATER})`.execute(
    kysely,
  );
  for (const [n, list] of [
    [1, 'watchlist'],
    [2, 'favourites'],
  ] as const) {
    const s = snapshot(n);
    await sql`insert into list_entries (id, user_id, list, media_id, media_type, title, source, year, added_at, seq)
      values (${`${id}-l${n}`}, ${id}, ${list}, ${s.media_id}, ${s.media_type}, ${s.title}, ${s.source}, ${s.year}, ${NOW}, ${n})`.execute(
      kysely,
    );
  }
  const h = snapshot(3);
  await sql`insert into watch_history (id, user_id, media_id, media_type, title, source, year, watch_position, duration, created_at, seq)
    values (${`${id}-h`}, ${id}, ${h.media_id}, ${h.media_type}, ${h.title}, ${h.source}, ${h.year}, 30, 600, ${NOW}, 3)`.execute(
    kysely,
  );
  await sql`insert into preferences (user_id, is_watch_history_enabled, accent_color, preferred_source)
    values (${id}, 0, '#10B981', '')`.execute(kysely);
}

describeEachDatabase('the profiles migration', (database) => {
  const tokens = { ada: newToken(), bo: newToken() };
  beforeAll(async () => {
    const { db } = database();
    await migrateTo(db, '004-title-sources');
    for (const [id, token] of Object.entries(tokens)) await seedAccount(db.kysely as unknown as Kysely<unknown>, id, token);
  });
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // Building the app migrates to the latest.
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  it("moves each account's rows into a first profile whose id is the account's", async () => {
    const profiles = await database().db.kysely.selectFrom('profiles').selectAll().orderBy('id').execute();
    expect(profiles).toEqual([
      expect.objectContaining({
        id: 'ada',
        user_id: 'ada',
        name: 'Ada',
        avatar: 'smile',
        kids: 0,
        max_rating: null,
        pin_hash: null,
        entry_seq: 3,
        lists_version: 2,
      }),
      expect.objectContaining({ id: 'bo', user_id: 'bo', name: 'Me', entry_seq: 3 }),
    ]);
    for (const table of ['list_entries', 'watch_history', 'preferences'] as const) {
      const owners = await database().db.kysely.selectFrom(table).select('profile_id').execute();
      expect(owners.map((row) => row.profile_id).sort(), table).toEqual(
        table === 'list_entries' ? ['ada', 'ada', 'bo', 'bo'] : ['ada', 'bo'],
      );
    }
  });

  it('keeps every token signed in, acting for the first profile, with its lists, history and preferences', async () => {
    const headers = bearer(tokens.ada);
    const me = await app.inject({ url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile).toMatchObject({ id: 'ada', name: 'Ada', accent_color: '#10B981' });
    expect((await app.inject({ url: '/api/watchlist', headers })).json()).toMatchObject([{ id: 'ada-l1', title: 'Film 1' }]);
    expect((await app.inject({ url: '/api/favourites', headers })).json()).toMatchObject([{ id: 'ada-l2' }]);
    expect((await app.inject({ url: '/api/watch-history', headers })).json().items).toMatchObject([
      { id: 'ada-h', watch_position: 30 },
    ]);
    expect((await app.inject({ url: '/api/preferences', headers })).json()).toMatchObject({ isWatchHistoryEnabled: false });
  });

  it('lets a second profile add the title the first has (one per list per profile, not per account)', async () => {
    const headers = bearer(tokens.bo);
    const created = await app.inject({ method: 'POST', url: '/api/profiles', headers, payload: { name: 'Second' } });
    const chosen = await app.inject({ method: 'POST', url: `/api/profiles/${created.json().id}/select`, headers, payload: {} });
    const second = bearer(chosen.json().token);
    const added = await app.inject({
      method: 'POST',
      url: '/api/watchlist',
      headers: second,
      payload: { ...snapshot(1), poster_path: null, backdrop_path: null, overview: null, rating: null },
    });
    expect(added.statusCode, added.body).toBe(201);
  });
});
