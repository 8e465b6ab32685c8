import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { movieCertification, SOURCE_LANGUAGE, tvCertification, type MetadataSourceName } from '@marquee/core';
import type { AppConfig } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { parseArtworkFile } from './artwork/artwork-paths.ts';
import { drawArtwork } from './artwork/catalogue-artwork.ts';
import { catalogueRating, getCatalogue, type TitleRating } from './catalogue/catalogue.ts';
import { withLanguage, type GatewayRequest, type MediaType } from './gateway-request.ts';
import { answerOffline } from './offline/offline-answers.ts';
import { createCachedFetcher } from '../../lib/cached-fetcher.ts';
import { createImageDiskCache } from '../../lib/image-disk-cache.ts';
import type { RedisConnection } from '../../lib/redis-connection.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { UpstreamBudget } from '../../lib/upstream-budget.ts';
import { createMemoryCache, createRedisCache } from '../../lib/response-cache.ts';
import { withEnglishWhereUntranslated } from './upstream/english-fallback.ts';
import { createTmdbClient } from './upstream/tmdb-client.ts';

/**
 * Where metadata comes from: TMDB when a credential is configured, else the offline catalogue.
 * Both answer the same requests with the same shapes; the routes do not know which one they have.
 */
export type MetadataMode = 'upstream' | 'offline';

export interface MetadataAnswer {
  /** JSON text, as it goes out. */
  body: string;
  /** Seconds browsers may cache it. */
  maxAge: number;
}

export interface MetadataImage {
  body: Buffer | string;
  contentType: string;
  cacheControl: string;
}

export interface MetadataSource {
  mode: MetadataMode;
  /** Whose ids its titles carry, as stored entries record it. */
  source: MetadataSourceName;
  /** Readies what the first request would otherwise wait for, without holding up start-up. */
  prepare(): void;
  /**
   * `maxRank` is the highest rank on the content rating scale the asker may see (profileMaxRank), null or
   * left out for no limit. The offline source draws its lists from the titles the limit allows; the
   * upstream source answers as TMDB does, and profile-limit.ts filters what it gives.
   */
  answer(request: GatewayRequest, maxRank?: number | null): Promise<MetadataAnswer>;
  /**
   * A title's US rating and adult flag, undefined when the title is unknown (read through the cache upstream).
   * A read that has to ask upstream spends one call of `budget`, and fails with BudgetSpent when it is spent.
   */
  titleRating(media: MediaType, id: number, budget?: UpstreamBudget): Promise<TitleRating | undefined>;
  image(size: string, file: string): Promise<MetadataImage>;
  /**
   * The source's id of the film or show an IMDb id (`tt0133093`) or TVDB id names, null when it knows none (the
   * offline catalogue keeps no outside ids). For the library's files named by them (docs/behaviour.md#library-file-names).
   */
  findByOutsideId(media: MediaType, outside: OutsideId): Promise<number | null>;
  close(): Promise<void>;
}

/** An id of another database: IMDb's (`tt0133093`) or TVDB's (a number). */
export type OutsideId = { kind: 'imdb'; id: string } | { kind: 'tvdb'; id: number };

export function metadataMode(config: AppConfig): MetadataMode {
  return config.tmdb.apiKey || config.tmdb.readToken ? 'upstream' : 'offline';
}

/** How long an answer stays fresh: TMDB's lists move within minutes, details within hours. */
const FRESHNESS_MS = { list: 5 * 60_000, details: 6 * 60 * 60_000 } as const;

/** Disk for the cache of TMDB's images: a w342 poster is about 30 KB, so tens of thousands of them. */
const IMAGE_CACHE_BYTES = 1024 * 1024 * 1024;

/**
 * `redis` is the app's shared connection (REDIS_URL), where the answers are cached for every node; `metrics` counts
 * the cache's hits and the calls to TMDB.
 */
export function createMetadataSource(
  config: AppConfig,
  logger: FastifyBaseLogger,
  redis: RedisConnection | null = null,
  metrics?: Metrics,
): MetadataSource {
  return metadataMode(config) === 'upstream' ? upstreamSource(config, logger, redis, metrics) : offlineSource();
}

/** A catalogue title's artwork, drawn from its facts. */
function catalogueImage(size: string, file: string): MetadataImage {
  const art = parseArtworkFile(file);
  const svg = art && drawArtwork(getCatalogue(), art, size);
  if (!svg) throw new HttpError(404, /*i18n*/ 'Image not found');
  // Drawn from the title, so it only changes when the drawing code does.
  return { body: svg, contentType: 'image/svg+xml; charset=utf-8', cacheControl: 'public, max-age=2592000' };
}

function offlineSource(): MetadataSource {
  return {
    mode: 'offline',
    source: 'catalogue',
    prepare() {
      // Builds the catalogue (a few hundred milliseconds) just after start rather than in the first request.
      setImmediate(getCatalogue);
    },
    async answer(request, maxRank = null) {
      const body = JSON.stringify(answerOffline(getCatalogue(), request, new Date(), maxRank));
      return { body, maxAge: FRESHNESS_MS[request.freshness] / 1000 };
    },
    async titleRating(media, id) {
      return catalogueRating(media, id);
    },
    async image(size, file) {
      return catalogueImage(size, file);
    },
    async findByOutsideId() {
      return null;
    },
    async close() {},
  };
}

function upstreamSource(
  config: AppConfig,
  logger: FastifyBaseLogger,
  redis: RedisConnection | null,
  metrics: Metrics | undefined,
): MetadataSource {
  const client = createTmdbClient({ ...config.tmdb, logger });
  const cache = redis ? createRedisCache(redis, 'marquee:tmdb:') : createMemoryCache();
  const fetcher = createCachedFetcher(cache, metrics?.gateway('tmdb'));
  const images = createImageDiskCache({
    dir: path.join(config.cacheDir, 'images'),
    imageBaseUrl: config.tmdb.imageBaseUrl,
    maxBytes: IMAGE_CACHE_BYTES,
    logger,
  });
  return {
    mode: 'upstream',
    source: 'tmdb',
    prepare() {},
    async answer(request) {
      const ttlMs = FRESHNESS_MS[request.freshness];
      const read = (asked: GatewayRequest) => client.get(asked.path, asked.upstreamParams);
      const english = withLanguage(request, SOURCE_LANGUAGE);
      const body = await fetcher.get(request.cacheKey, ttlMs, async () => {
        const answer = await read(request);
        if (english.cacheKey === request.cacheKey) return answer;
        // Texts TMDB has no translation of come in English, read through the cache as an English request would be.
        return withEnglishWhereUntranslated(answer, () => fetcher.get(english.cacheKey, ttlMs, () => read(english)));
      });
      return { body, maxAge: ttlMs / 1000 };
    },
    async titleRating(media, id, budget) {
      const path = `${media}/${id}/${media === 'movie' ? 'release_dates' : 'content_ratings'}`;
      try {
        const body = await fetcher.get(path, FRESHNESS_MS.details, async () => {
          budget?.spend();
          return client.get(path, new URLSearchParams());
        });
        return { rating: upstreamRating(media, body), adult: false };
      } catch (error) {
        // A title TMDB does not know has no rating; any other failure is the gateway's to report.
        if (error instanceof HttpError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    async image(size, file) {
      // A catalogue title kept in a list under TMDB (not found there) keeps its drawn poster; TMDB's paths never look like these.
      if (parseArtworkFile(file)) return catalogueImage(size, file);
      const image = await images.get(size, file);
      // TMDB's image paths name their content: a path never shows another picture.
      return { ...image, cacheControl: 'public, max-age=31536000, immutable' };
    },
    async findByOutsideId(media, outside) {
      // Checked again here: the id goes into TMDB's path.
      const id = outside.kind === 'imdb' ? (/^tt\d{7,9}$/.test(outside.id) ? outside.id : null) : String(outside.id);
      if (id === null || !/^(?:tt)?\d{1,10}$/.test(id)) return null;
      const params = new URLSearchParams({ external_source: `${outside.kind}_id` });
      const body = await fetcher.get(`find/${id}?${params}`, FRESHNESS_MS.details, () => client.get(`find/${id}`, params));
      const found = JSON.parse(body) as { movie_results?: Array<{ id?: unknown }>; tv_results?: Array<{ id?: unknown }> };
      const first = (media === 'movie' ? found.movie_results : found.tv_results)?.[0]?.id;
      return typeof first === 'number' && Number.isInteger(first) && first > 0 ? first : null;
    },
    async close() {
      // A folder check under way finishes before the app is gone.
      await images.idle();
      await cache.close();
    },
  };
}

/** A TMDB title's US rating from its release dates or content ratings answer. */
function upstreamRating(media: MediaType, answerBody: string): string | null {
  const parsed: unknown = JSON.parse(answerBody);
  return media === 'movie' ? movieCertification(parsed as never) : tvCertification(parsed as never);
}
