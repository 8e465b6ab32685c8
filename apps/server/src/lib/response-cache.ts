import { LRUCache } from 'lru-cache';
import type { RedisConnection } from './redis-connection.ts';

/**
 * Where upstream answers are cached between requests: in this process (an LRU bounded by entries
 * and bytes) or, with REDIS_URL, in Redis so that every server node shares one cache. The cache
 * is an optimisation: it never fails a request, and never makes one wait on an absent Redis.
 */
export interface ResponseCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, body: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

const DEFAULT_MEMORY_LIMITS: MemoryCacheLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 };
/** In front of Redis: the answers in use right now, or the node's own cache while Redis is away. */
const DEFAULT_FRONT_LIMITS: MemoryCacheLimits = { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 };

export function createMemoryCache(limits: MemoryCacheLimits = DEFAULT_MEMORY_LIMITS): ResponseCache {
  const lru = new LRUCache<string, string>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    // JavaScript strings take two bytes a character.
    sizeCalculation: (body, key) => 2 * (body.length + key.length),
  });
  return {
    get: async (key) => lru.get(key),
    set: async (key, body, ttlMs) => {
      lru.set(key, body, { ttl: ttlMs });
    },
    close: async () => lru.clear(),
  };
}

/** How long an answer read from or written to Redis is also cached in the node's memory. */
const FRONT_TTL_MS = 15_000;

/**
 * Redis, shared by every server node, behind a small LRU of the node's own. Repeat answers come from
 * memory for a few seconds without a round trip. While Redis is not connected it is skipped at once
 * (no request waits on a timeout) and the node caches what it fetches in memory for the answer's
 * whole life, so it goes on caching through the outage; as soon as the shared connection is back
 * (it reconnects by itself and logs the outage and the return) Redis is used again. Writes to Redis
 * are not awaited: the answer is on its way already.
 *
 * `keyPrefix` keeps each cache's keys apart in the one Redis ('marquee:tmdb:', 'marquee:live:').
 */
export function createRedisCache(
  redis: RedisConnection,
  keyPrefix: string,
  front: MemoryCacheLimits = DEFAULT_FRONT_LIMITS,
): ResponseCache {
  const memory = new LRUCache<string, string>({
    max: front.maxEntries,
    maxSize: front.maxBytes,
    sizeCalculation: (body, key) => 2 * (body.length + key.length),
  });
  return {
    async get(key) {
      const cached = memory.get(key);
      if (cached !== undefined || !redis.ready()) return cached;
      // A failed or slow command counts as a miss: the answer then comes from upstream.
      const shared = await redis.client.get(keyPrefix + key).catch(() => null);
      if (shared === null) return undefined;
      memory.set(key, shared, { ttl: FRONT_TTL_MS });
      return shared;
    },
    async set(key, body, ttlMs) {
      if (!redis.ready()) {
        memory.set(key, body, { ttl: ttlMs });
        return;
      }
      memory.set(key, body, { ttl: Math.min(ttlMs, FRONT_TTL_MS) });
      redis.client.set(keyPrefix + key, body, 'PX', ttlMs).catch(() => {});
    },
    // The connection is the app's, closed with it.
    close: async () => memory.clear(),
  };
}
