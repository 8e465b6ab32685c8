import { describe, expect, it } from 'vitest';
import { ssrCacheKey } from '../ssr-cache-key.ts';

describe('ssrCacheKey', () => {
  it.each<[string, string | null]>([
    ['/', '/'],
    ['/?utm_source=x&page=9', '/'],
    ['/search', '/search'],
    ['/search?q=the', '/search?q=the'],
    ['/search?q=%20the%20&x=1', '/search?q=the'],
    ['/search?x=1&q=the', '/search?q=the'],
    ['/search?q=', '/search'],
    ['/search?q=%20%20', '/search'],
    ['/search?q=a+b', '/search?q=a+b'],
    ['/search?q=a%20b', '/search?q=a+b'],
    ['/search?q=the&type=movie&sort=rating', '/search?q=the&type=movie&sort=rating'],
    ['/search?sort=rating&type=tv&q=the', '/search?q=the&type=tv&sort=rating'],
    ['/search?q=the&type=all&sort=popularity', '/search?q=the'],
    ['/search?q=the&type=book&sort=random', '/search?q=the'],
    ['/search?q=one&q=two', '/search?q=one'],
    ['/movie/550', '/movie/550'],
    ['/movie/0991090', '/movie/991090'],
    ['/movie/550?tab=cast', '/movie/550'],
    ['/movie/%35%35%30', '/movie/550'],
    ['/tv/1399', '/tv/1399'],
    ['/sports', '/sports'],
    ['/sports?tab=popular&sort=time', '/sports'],
    ['/sports?sort=relevance&tab=live&x=1', '/sports?tab=live&sort=relevance'],
    ['/sports?tab=all', '/sports?tab=all'],
    ['/sports?tab=yesterday&sort=random', '/sports'],
    ['/sports?sport=all', '/sports'],
    ['/sports?sport=football', null],
    ['/sports?q=arsenal', null],
    ['/sports?q=%20', '/sports'],
    ['/sports/', null],
    ['/sports/player/123', null],
    ['/tv/001399', '/tv/1399'],
    ['/movie/abc', null],
    ['/movie/0', null],
    ['/movie/%E0%A4%A', null],
    ['/movie/99999999999999999999', null],
    ['/movie/550/', null],
    ['/movie', null],
    ['/search/', null],
    ['//', null],
    ['//x/', null],
    ['//search', null],
    ['/player/movie/550', null],
    ['/profile', null],
  ])('%s → %j', (url, expected) => {
    const parsed = new URL(`http://page.invalid${url}`);
    expect(ssrCacheKey(parsed.pathname, parsed.searchParams)).toBe(expected);
  });
});
