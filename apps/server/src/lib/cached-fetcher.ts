import type { ResponseCache } from './response-cache.ts';

/**
 * Cache in front of a loader, with in-flight coalescing: while one request for a key is being
 * answered (cache lookup included), identical requests wait for the same answer, so 50 concurrent
 * requests for an uncached path cost one upstream call. Failures are shared with the waiters but
 * never cached.
 */
export function createCachedFetcher(cache: ResponseCache) {
  const inFlight = new Map<string, Promise<string>>();

  async function lookupOrLoad(key: string, ttlMs: number, load: () => Promise<string>): Promise<string> {
    const cached = await cache.get(key);
    if (cached !== undefined) return cached;
    const body = await load();
    await cache.set(key, body, ttlMs);
    return body;
  }

  return {
    get(key: string, ttlMs: number, load: () => Promise<string>): Promise<string> {
      const pending = inFlight.get(key);
      if (pending) return pending;
      // The key leaves the map only once the answer is in the cache, so no request slips between.
      const promise = lookupOrLoad(key, ttlMs, load).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
