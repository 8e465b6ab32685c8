import { describe, expect, it } from 'vitest';
import { createFeedCache, FEED_CACHE_MS } from '../calendar-feeds.ts';

describe('the feed cache', () => {
  const at = 1_000_000;
  it.each([
    ['just made', 0, 'feed'],
    ['a moment before it expires', FEED_CACHE_MS - 1, 'feed'],
    ['when it expires', FEED_CACHE_MS, undefined],
    ['long after', FEED_CACHE_MS * 10, undefined],
  ])('serves a feed %s: %s', (_case, later, expected) => {
    const cache = createFeedCache();
    cache.set('profile:link:none', 'feed', at);
    expect(cache.get('profile:link:none', at + later)).toBe(expected);
    expect(cache.get('profile:other-link:none', at)).toBeUndefined();
  });

  it('keeps the newest 1000 feeds', () => {
    const cache = createFeedCache();
    for (let i = 0; i <= 1000; i++) cache.set(`p${i}`, `feed ${i}`, at);
    expect(cache.get('p0', at)).toBeUndefined();
    expect(cache.get('p1', at)).toBe('feed 1');
    expect(cache.get('p1000', at)).toBe('feed 1000');
  });
});
