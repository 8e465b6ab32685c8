import { describe, expect, it } from 'vitest';
import { isAppPath } from '../app-path.ts';

describe('isAppPath', () => {
  it.each(['/', '/movie/27205', '/search?q=the%20thing', '/tv/1399#seasons', '/embed/movie/550?sig=abc', '/a//b'])(
    'takes %j for a path of this app',
    (target) => {
      expect(isAppPath(target)).toBe(true);
    },
  );

  it.each([
    // Another site, as every browser reads it.
    '//evil.example/x',
    '/\\evil.example/x',
    '\\/evil.example/x',
    '\\\\evil.example',
    // A backslash anywhere is refused: browsers read it as a slash, so what it means depends on where it is.
    '/movie\\..\\..\\x',
    // Browsers drop tabs and line breaks from a URL before they read it: these are '//evil.example'.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/ /evil.example',
    '/\u0000/x',
    '/\u007f/x',
    // Not a path at all.
    '',
    'movie/550',
    'https://example.com/',
    'javascript:alert(1)',
    ' /movie/550',
  ])('refuses %j', (target) => {
    expect(isAppPath(target)).toBe(false);
  });
});
