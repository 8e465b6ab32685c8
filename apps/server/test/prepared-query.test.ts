import { beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { preparedQuery, preparedRead, preparedReadFirst } from '../src/db/prepared-query.ts';
import { describeEachDatabase } from './support/databases.ts';

const emailsLike = preparedQuery((db, v: { pattern: string; limit: number }) =>
  db.kysely
    .selectFrom('users')
    .select('email')
    // A constant stays as it was compiled.
    .where('email', '!=', 'b-hidden@example.com')
    .where('email', 'like', v.pattern)
    .orderBy('email')
    .limit(v.limit),
);

describeEachDatabase('preparedQuery', (database) => {
  beforeAll(async () => {
    const { db } = database();
    await migrateToLatest(db);
    await db.kysely
      .insertInto('users')
      .values(
        ['a-1@example.com', 'a-2@example.com', 'b-1@example.com', 'b-hidden@example.com'].map((email) => ({
          id: email,
          email,
          password_hash: 'not used here',
          display_name: null,
          photo_url: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
  });

  it("binds each call's values to the query compiled once", async () => {
    const { db } = database();
    expect(await emailsLike(db, { pattern: 'a-%', limit: 10 })).toEqual([
      { email: 'a-1@example.com' },
      { email: 'a-2@example.com' },
    ]);
    expect(await emailsLike(db, { pattern: 'b-%', limit: 10 })).toEqual([{ email: 'b-1@example.com' }]);
    expect(await emailsLike(db, { pattern: '%', limit: 2 })).toHaveLength(2);
  });

  it('refuses, when first run, a value that would be written into the SQL text instead of bound', async () => {
    const byColumn = preparedQuery((db, v: { column: 'email' | 'id' }) => db.kysely.selectFrom('users').select(v.column));
    await expect(byColumn(database().db, { column: 'email' })).rejects.toThrow(/"column" is not a bound parameter/);
  });

  it('preparedRead gives the same rows: at once on a SQLite file (its reader connection), as a promise on PostgreSQL', async () => {
    const { db, dialect } = database();
    const emailsLikeNow = preparedRead((db, v: { pattern: string; limit: number }) =>
      db.kysely.selectFrom('users').select('email').where('email', 'like', v.pattern).orderBy('email').limit(v.limit),
    );
    const rows = emailsLikeNow(db, { pattern: 'a-%', limit: 10 });
    expect(Array.isArray(rows)).toBe(dialect === 'sqlite');
    expect(await rows).toEqual([{ email: 'a-1@example.com' }, { email: 'a-2@example.com' }]);
    expect(await emailsLikeNow(db, { pattern: 'b-1%', limit: 10 })).toEqual([{ email: 'b-1@example.com' }]);
  });

  it('preparedReadFirst gives the first row or undefined, at once on a SQLite file', async () => {
    const { db, dialect } = database();
    const firstEmailLike = preparedReadFirst((db, v: { pattern: string }) =>
      db.kysely.selectFrom('users').select('email').where('email', 'like', v.pattern).orderBy('email'),
    );
    const row = firstEmailLike(db, { pattern: 'a-%' });
    expect(row instanceof Promise).toBe(dialect !== 'sqlite');
    expect(await row).toEqual({ email: 'a-1@example.com' });
    expect(await firstEmailLike(db, { pattern: 'nobody%' })).toBeUndefined();
  });

  it('preparedRead on SQLite refuses to write: its connection is read-only', async () => {
    const { db, dialect } = database();
    if (dialect !== 'sqlite') return;
    const write = preparedRead((db, v: { id: string }) => db.kysely.deleteFrom('users').where('id', '=', v.id).returning('id'));
    expect(() => write(db, { id: 'a-1@example.com' })).toThrow(/readonly database/i);
  });
});
