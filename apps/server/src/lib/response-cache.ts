import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Where upstream answers are kept between requests: in this process (an LRU bounded by entries
 * and bytes) or, with REDIS_URL, in Redis so that every server node shares one cache. The cache
 * is an optimisation: when Redis fails, requests go upstream rather than fail.
 */
export interface ResponseCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, body: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}

interface MemoryCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

const DEFAULT_MEMORY_LIMITS: MemoryCacheLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 };

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

/** `keyPrefix` keeps each cache's keys apart in the one Redis ('marquee:tmdb:', 'marquee:live:'). */
export function createRedisCache(url: string, keyPrefix: string, logger: FastifyBaseLogger): ResponseCache {
  const redis = new Redis(url, {
    keyPrefix,
    // Fail fast so a slow or absent Redis costs a request little: it then goes upstream.
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'Redis cache unavailable; answering from upstream');
  };
  redis.on('error', warnOnce);
  redis.on('ready', () => {
    warned = false;
  });
  return {
    async get(key) {
      try {
        return (await redis.get(key)) ?? undefined;
      } catch (error) {
        warnOnce(error);
        return undefined;
      }
    },
    async set(key, body, ttlMs) {
      try {
        await redis.set(key, body, 'PX', ttlMs);
      } catch (error) {
        warnOnce(error);
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
