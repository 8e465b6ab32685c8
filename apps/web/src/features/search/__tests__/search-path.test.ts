import { describe, expect, it } from 'vitest';
import { searchPath } from '../search-path';

describe('searchPath', () => {
  it.each<[Parameters<typeof searchPath>, string]>([
    [['heat'], '/search?q=heat'],
    [['heat', 'movie', 'rating'], '/search?q=heat&type=movie&sort=rating'],
    // A new search from a page narrowed to what can be watched stays narrowed.
    [['heat', 'all', 'popularity', true], '/search?q=heat&available=1'],
    [['the godfather', 'tv', 'popularity', false], '/search?q=the+godfather&type=tv'],
  ])('%j → %s', (args, path) => {
    expect(searchPath(...args)).toBe(path);
  });
});
