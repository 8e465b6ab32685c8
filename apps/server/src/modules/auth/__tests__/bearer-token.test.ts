import { describe, expect, it } from 'vitest';
import { bearerToken, newToken } from '../tokens.ts';

describe('bearerToken', () => {
  const token = newToken();
  it.each([
    [`Bearer ${token}`, token],
    [`bearer ${token}`, token],
    [`BEARER ${token}`, token],
    // Anything after the token is not read, as before.
    [`Bearer ${token} more`, token],
    [undefined, null],
    ['', null],
    ['Bearer', null],
    ['Bearer ', null],
    [`Bearer  ${token}`, null],
    [`Bearer\t${token}`, null],
    [` Bearer ${token}`, null],
    [`Basic ${token}`, null],
    [`Bearerx ${token}`, null],
    [`Bearer ${token}x`, null],
    [`Bearer ${token.slice(1)}`, null],
    [`Bearer ${token.slice(0, 42)}!`, null],
  ])('%j → the token or null', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
