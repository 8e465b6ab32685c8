import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { createCachedFetcher } from '../../lib/cached-fetcher.ts';
import { createImageDiskCache } from '../../lib/image-disk-cache.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { RedisConnection } from '../../lib/redis-connection.ts';
import { createMemoryCache, createRedisCache } from '../../lib/response-cache.ts';
import { HttpError } from '../../http/errors.ts';
import { answerDemo, drawDemoImage } from './demo/demo-answers.ts';
import { checkedAnswer } from './live-answer.ts';
import { freshnessMs, type LiveDataRequest, type LiveImageRequest } from './live-request.ts';
import { createLiveClient } from './upstream/live-client.ts';

export interface LiveAnswer {
  /** JSON text, as it goes out. */
  body: string;
  /** Seconds browsers may cache it. */
  maxAge: number;
}

export interface LiveImage {
  body: Buffer | string;
  contentType: string;
  cacheControl: string;
}

/**
 * Where sports data comes from: the streamed-style service at SPORTS_API_URL, else the demo schedule.
 * Both answer the same paths in the same shapes; the routes do not know which one they have.
 */
export interface LiveSource {
  /** `path` is the request's raw path after the service's /api/, sent upstream as it came. */
  answer(request: LiveDataRequest, path: string): Promise<LiveAnswer>;
  image(request: LiveImageRequest): Promise<LiveImage>;
  close(): Promise<void>;
}

const IMAGE_CACHE_BYTES = 256 * 1024 * 1024;
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `redis` is the app's shared connection (REDIS_URL), where the answers are cached for every node; `metrics` counts
 * the cache's hits and the calls to the service.
 */
export function createLiveSource(
  config: AppConfig,
  logger: FastifyBaseLogger,
  redis: RedisConnection | null = null,
  metrics?: Metrics,
): LiveSource {
  return config.sportsApiUrl ? upstreamSource(config.sportsApiUrl, config, logger, redis, metrics) : demoSource(config.basePath);
}

/** `basePath`: BASE_PATH, under which the demo's stream pages (this server's own) are. */
function demoSource(basePath: string): LiveSource {
  return {
    async answer(request) {
      return { body: JSON.stringify(answerDemo(request, Date.now(), basePath)), maxAge: freshnessMs(request) / 1000 };
    },
    async image(request) {
      // Served under the service's .webp paths, but drawn as SVG: the content type tells the browser.
      return { body: drawDemoImage(request), contentType: 'image/svg+xml; charset=utf-8', cacheControl: IMAGE_CACHE_CONTROL };
    },
    async close() {},
  };
}

/** The folder and file name an image path maps to, both for the upstream URL and the disk cache. */
function imageLocation(request: LiveImageRequest): { folder: string; file: string } {
  switch (request.kind) {
    case 'badge':
      return { folder: 'badge', file: `${request.badge}.webp` };
    case 'poster':
      return { folder: `poster/${request.home}`, file: `${request.away}.webp` };
    case 'proxy':
      return { folder: 'proxy', file: `${request.path}.webp` };
  }
}

function upstreamSource(
  baseUrl: string,
  config: AppConfig,
  logger: FastifyBaseLogger,
  redis: RedisConnection | null,
  metrics: Metrics | undefined,
): LiveSource {
  const client = createLiveClient({ baseUrl, logger });
  const cache = redis
    ? createRedisCache(redis, 'marquee:live:', { maxEntries: 500, maxBytes: 8 * 1024 * 1024 })
    : createMemoryCache({ maxEntries: 1_000, maxBytes: 32 * 1024 * 1024 });
  const fetcher = createCachedFetcher(cache, metrics?.gateway('sports'));
  const images = createImageDiskCache({
    dir: path.join(config.cacheDir, 'sports-images'),
    imageBaseUrl: `${baseUrl}/api/images`,
    maxBytes: IMAGE_CACHE_BYTES,
    logger,
  });
  return {
    async answer(request, livePath) {
      const ttlMs = freshnessMs(request);
      // Checked before it is cached: an answer of another shape is a failure, asked again next time.
      const body = await fetcher.get(livePath, ttlMs, async () => {
        const checked = checkedAnswer(request, await client.get(livePath));
        if (checked === null) {
          logger.warn({ sportsPath: livePath }, 'The sports service sent an answer of another shape');
          throw new HttpError(502, /*i18n*/ 'The sports service sent an unreadable answer');
        }
        return checked;
      });
      return { body, maxAge: ttlMs / 1000 };
    },
    async image(request) {
      const { folder, file } = imageLocation(request);
      const image = await images.get(folder, file);
      return { ...image, cacheControl: IMAGE_CACHE_CONTROL };
    },
    async close() {
      // A folder check under way finishes before the app is gone.
      await images.idle();
      await cache.close();
    },
  };
}
