import { describe, expect, it } from 'vitest';
import { SignInCache } from '../src/modules/auth/sign-in-cache.ts';

/** A commit counter the test moves by hand, standing for SQLite's PRAGMA data_version. */
function counter() {
  let version = 1;
  return { read: () => version, commit: () => void version++ };
}

const later = '2099-01-01T00:00:00.000Z';
const now = '2026-11-24T10:00:00.000Z';

describe('SignInCache', () => {
  it('gives a kept user back while the database is unchanged', () => {
    const db = counter();
    const kept = new SignInCache<string>(db.read);
    expect(kept.get('hash-a', now)).toBeUndefined();
    kept.keep('hash-a', 'ann', later);
    expect(kept.get('hash-a', now)).toBe('ann');
    expect(kept.get('hash-b', now)).toBeUndefined();
  });

  it('drops everything at any commit, whoever made it and whatever it changed', () => {
    const db = counter();
    const kept = new SignInCache<string>(db.read);
    kept.get('hash-a', now);
    kept.keep('hash-a', 'ann', later);
    kept.keep('hash-b', 'bob', later);
    db.commit();
    expect(kept.get('hash-a', now)).toBeUndefined();
    expect(kept.get('hash-b', now)).toBeUndefined();
  });

  it('never gives a user kept under an earlier count, even if one kept after it is asked first', () => {
    const db = counter();
    const kept = new SignInCache<string>(db.read);
    kept.get('hash-a', now);
    kept.keep('hash-a', 'ann', later);
    db.commit();
    // This get sees the new count and drops ann; the later keep is of a read made after it.
    expect(kept.get('hash-b', now)).toBeUndefined();
    kept.keep('hash-b', 'bob', later);
    expect(kept.get('hash-a', now)).toBeUndefined();
    expect(kept.get('hash-b', now)).toBe('bob');
  });

  it.each([
    ['a second before', '2026-11-24T10:00:01.000Z', 'ann'],
    ['at the very moment', now, undefined],
    ['a second after', '2026-11-24T09:59:59.000Z', undefined],
  ])('does not give a token out past its expiry (now is %s it)', (_when, expiresAt, expected) => {
    const db = counter();
    const kept = new SignInCache<string>(db.read);
    kept.get('hash-a', now);
    kept.keep('hash-a', 'ann', expiresAt);
    expect(kept.get('hash-a', now)).toBe(expected);
  });

  it('keeps at most its limit, then starts again', () => {
    const db = counter();
    const kept = new SignInCache<string>(db.read, 2);
    kept.get('hash-a', now);
    kept.keep('hash-a', 'ann', later);
    kept.keep('hash-b', 'bob', later);
    kept.keep('hash-c', 'cy', later);
    expect(kept.get('hash-a', now)).toBeUndefined();
    expect(kept.get('hash-b', now)).toBeUndefined();
    expect(kept.get('hash-c', now)).toBe('cy');
  });
});
