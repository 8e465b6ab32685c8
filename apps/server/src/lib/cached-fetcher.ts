import type { CacheCounts } from './metrics.ts';
import type { ResponseCache } from './response-cache.ts';

/**
 * Cache in front of a loader, with in-flight coalescing: while one request for a key is being
 * answered (cache lookup included), identical requests wait for the same answer, so 50 concurrent
 * requests for an uncached path cost one upstream call. Failures are shared with the waiters but
 * never cached. `counts`, when given, counts the answers given without an upstream call and the calls (metrics).
 */
export function createCachedFetcher(cache: ResponseCache, counts?: CacheCounts) {
  const inFlight = new Map<string, Promise<string>>();

  async function lookupOrLoad(key: string, ttlMs: number, load: () => Promise<string>): Promise<string> {
    const cached = await cache.get(key);
    if (cached !== undefined) {
      counts?.hit();
      return cached;
    }
    counts?.upstream();
    const body = await load();
    await cache.set(key, body, ttlMs);
    return body;
  }

  return {
    get(key: string, ttlMs: number, load: () => Promise<string>): Promise<string> {
      const pending = inFlight.get(key);
      if (pending) {
        counts?.hit();
        return pending;
      }
      // The key leaves the map only once the answer is in the cache, so no request slips between.
      const promise = lookupOrLoad(key, ttlMs, load).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
