import { describe, expect, it } from 'vitest';
import { SignInCache, type SignedIn } from '../sign-in-cache.ts';

const later = Date.parse('2099-01-01T00:00:00.000Z');
const now = Date.parse('2026-11-24T10:00:00.000Z');

/**
 * A database of tokens as the cache sees it: a commit count the test moves (standing for SQLite's
 * PRAGMA data_version) and reads it counts. A held read takes its row at once and answers when let go,
 * as a query does while other requests run.
 */
function fakeDatabase(rows: Record<string, string> = {}, expiresAt = later) {
  let version = 1;
  const signedIn = new Map<string, SignedIn<string>>(Object.entries(rows).map(([token, user]) => [token, { user, expiresAt }]));
  let hold: Promise<void> | undefined;
  const db = {
    reads: 0,
    dataVersion: () => version,
    /** Commits a change: a token now signs in someone else, or (undefined) no one. */
    commit(token: string, user: string | undefined) {
      if (user === undefined) signedIn.delete(token);
      else signedIn.set(token, { user, expiresAt });
      version++;
    },
    read: async (token: string): Promise<SignedIn<string> | undefined> => {
      db.reads++;
      const row = signedIn.get(token);
      if (hold) await hold;
      return row;
    },
    /** Holds the reads started from now on until the returned function is called. */
    holdReads(): () => void {
      let release = (): void => undefined;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
  return db;
}

const cacheOf = (db: ReturnType<typeof fakeDatabase>, limit?: number) => new SignInCache<string>(db.dataVersion, db.read, limit);

describe('SignInCache', () => {
  it('gives a cached user back while the database is unchanged, without reading again', async () => {
    const db = fakeDatabase({ 'token-a': 'ann' });
    const cache = cacheOf(db);
    expect(await cache.find('token-a', now)).toBe('ann');
    expect(await cache.find('token-a', now)).toBe('ann');
    expect(db.reads).toBe(1);
  });

  it('caches nobody for a token that signs in nobody', async () => {
    const db = fakeDatabase();
    const cache = cacheOf(db);
    expect(await cache.find('token-a', now)).toBeUndefined();
    expect(await cache.find('token-a', now)).toBeUndefined();
    expect(db.reads).toBe(2);
  });

  it('evicts everything at any commit, whoever made it and whatever it changed', async () => {
    const db = fakeDatabase({ 'token-a': 'ann', 'token-b': 'bob' });
    const cache = cacheOf(db);
    await cache.find('token-a', now);
    await cache.find('token-b', now);
    db.commit('token-a', 'ann, renamed');
    db.commit('token-b', undefined);
    expect(await cache.find('token-a', now)).toBe('ann, renamed');
    expect(await cache.find('token-b', now)).toBeUndefined();
    expect(db.reads).toBe(4);
  });

  it('does not cache a user read before a commit that another lookup has seen meanwhile', async () => {
    const db = fakeDatabase({ 'token-a': 'ann as she was', 'token-b': 'bob' });
    const cache = cacheOf(db);
    const release = db.holdReads();
    const first = cache.find('token-a', now);
    release();
    db.commit('token-a', 'ann as she is');
    // This lookup sees the new count while the first one's read, made before the commit, is still out.
    const second = cache.find('token-b', now);
    expect(await first).toBe('ann as she was');
    expect(await second).toBe('bob');
    expect(await cache.find('token-a', now)).toBe('ann as she is');
    expect(await cache.find('token-b', now)).toBe('bob');
    expect(db.reads).toBe(3);
  });

  it.each([
    ['a second before', now + 1000, 1],
    ['at the very moment', now, 2],
    ['a second after', now - 1000, 2],
  ])('does not give a token out past its expiry (now is %s it)', async (_when, expiresAt, reads) => {
    const db = fakeDatabase({ 'token-a': 'ann' }, expiresAt);
    const cache = cacheOf(db);
    await cache.find('token-a', now);
    await cache.find('token-a', now);
    expect(db.reads).toBe(reads);
  });

  it('caches at most its limit, then starts again', async () => {
    const db = fakeDatabase({ 'token-a': 'ann', 'token-b': 'bob', 'token-c': 'cy' });
    const cache = cacheOf(db, 2);
    for (const token of ['token-a', 'token-b', 'token-c']) await cache.find(token, now);
    expect(await cache.find('token-c', now)).toBe('cy');
    expect(db.reads).toBe(3);
    expect(await cache.find('token-a', now)).toBe('ann');
    expect(db.reads).toBe(4);
  });
});
