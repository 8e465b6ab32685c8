import { describe, expect, it } from 'vitest';
import { sameFields } from '../current-session';

describe('sameFields', () => {
  const user = { uid: 'u1', email: 'a@example.com', displayName: null, photoURL: null, role: 'member' };
  it.each([
    [
      'the same fields in another order',
      user,
      { role: 'member', photoURL: null, displayName: null, email: 'a@example.com', uid: 'u1' },
      true,
    ],
    ['one field changed', user, { ...user, displayName: 'Ann' }, false],
    ['a field more', user, { ...user, extra: 1 }, false],
    ['a field fewer', user, { uid: 'u1', email: 'a@example.com', displayName: null, photoURL: null }, false],
    ['nothing stored', user, null, false],
    ['neither', null, null, true],
  ])('%s', (_case, a, b, same) => {
    expect(sameFields<object>(a, b)).toBe(same);
  });
});
