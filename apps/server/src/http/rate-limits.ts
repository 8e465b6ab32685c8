import { randomBytes } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RedisConnection } from '../lib/redis-connection.ts';
import { addressKey } from './client-address.ts';
import { HttpError } from './errors.ts';

/**
 * Every @fastify/rate-limit use goes through registerRateLimit, so that all of them count alike: in
 * the shared Redis when REDIS_URL is set (so N nodes behind one proxy allow what one node allows),
 * in memory otherwise.
 *
 * Redis is a helper here as everywhere: while it cannot be reached, each node limits by its own count
 * in memory, so an outage neither fails every limited request (the plugin's Redis store alone would)
 * nor lets every request through (its skipOnError would).
 */

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Keeps the rate-limit counters apart from everything else in a shared Redis. */
/** A route's `config` that limits it per client address: at most `max` requests per `timeWindow` milliseconds. */
export interface RouteRateLimit {
  rateLimit: { max: number; timeWindow: number };
}

export const RATE_LIMIT_PREFIX = 'marquee:rate-limit:';

/** Counters a node keeps in memory at most: the oldest go first (a client that stopped long ago). */
const LOCAL_COUNTERS = 10_000;

/** A key's count in its window: `current` requests, the window ending in `ttl` milliseconds. */
interface Count {
  current: number;
  ttl: number;
}

/**
 * Counts in one window per key, in memory: a fixed window from the key's first request, as the plugin counts.
 * A Map in use order, so the least recently counted key is the first to go past LOCAL_COUNTERS.
 */
class MemoryCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number): Count {
    const now = Date.now();
    const known = this.windows.get(key);
    const window =
      known && known.endsAt > now ? { count: known.count + 1, endsAt: known.endsAt } : { count: 1, endsAt: now + timeWindow };
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > LOCAL_COUNTERS) this.windows.delete(this.windows.keys().next().value!);
    return { current: window.count, ttl: window.endsAt - now };
  }

  read(key: string): Count {
    const known = this.windows.get(key);
    const now = Date.now();
    return known && known.endsAt > now ? { current: known.count, ttl: known.endsAt - now } : { current: 0, ttl: 0 };
  }
}

// One round trip, atomic on every node: the count, and the window started on the first request.
const INCR_SCRIPT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** The same counts in the shared Redis: every node adds to and reads one count per key. */
async function redisIncr(redis: RedisConnection, key: string, timeWindow: number): Promise<Count> {
  const [current, ttl] = (await redis.client.eval(INCR_SCRIPT, 1, key, String(timeWindow))) as [number, number];
  return { current, ttl };
}

async function redisRead(redis: RedisConnection, key: string): Promise<Count> {
  const [count, ttl] = await redis.client
    .multi()
    .get(key)
    .pttl(key)
    .exec()
    .then((replies) => replies?.map(([, value]) => value) ?? []);
  const current = Number(count ?? 0);
  return { current, ttl: current > 0 && typeof ttl === 'number' && ttl > 0 ? ttl : 0 };
}

/**
 * The plugin's store (its documented `store` option) for `redis`, or memory alone without it. Each route counts
 * apart (`child`), as the plugin's own stores do.
 */
export function sharedStore(redis: RedisConnection | null) {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
      readonly local = new MemoryCounters(),
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      // Every request is counted in memory too, so the moment Redis fails this node goes on from its own full
      // count rather than from nothing.
      const local = this.local.incr(this.prefix + key, timeWindow);
      // Not connected: memory at once, without waiting for a command to fail.
      if (!redis?.ready()) return callback(null, local);
      redisIncr(redis, RATE_LIMIT_PREFIX + this.prefix + key, timeWindow).then(
        (shared) => callback(null, shared),
        () => callback(null, local),
      );
    }

    read(key: string, callback: Callback): void {
      const local = this.local.read(this.prefix + key);
      if (!redis?.ready()) return callback(null, local);
      redisRead(redis, RATE_LIMIT_PREFIX + this.prefix + key).then(
        (shared) => callback(null, shared),
        () => callback(null, local),
      );
    }

    child(options: ChildOptions): SharedRateLimitStore {
      // The plugin passes the route it counts for (method and path), as it does to its own stores.
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateLimitStore({}, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}-`, this.local);
    }
  };
}

/**
 * Registers @fastify/rate-limit in `app`'s scope with the shared store: routes opt in with
 * `config: { rateLimit: { max, timeWindow } }` and, past their limit, answer 429 `{error: tooMany}`.
 */
export async function registerRateLimit(app: FastifyInstance, tooMany: string): Promise<void> {
  const options: RateLimitPluginOptions = {
    global: false,
    store: sharedStore(app.ctx.redis),
    // Spelled out, so that every per-address count (these and the failed sign-ins) keys a client alike.
    keyGenerator: (request) => addressKey(chargedAddress(request) ?? request.ip),
    errorResponseBuilder: () => new HttpError(429, tooMany),
    // Only the server's own requests made for no client (the renderings made as it starts) pass uncounted.
    allowList: (request) => isInProcess(request) && chargedAddress(request) === null,
  };
  await app.register(rateLimit, options);
}

const IN_PROCESS_HEADER = 'x-marquee-in-process';
const ON_BEHALF_OF_HEADER = 'x-marquee-on-behalf-of';
// Made at start and never sent out, so no client can claim to be the server itself.
const IN_PROCESS_SECRET = randomBytes(24).toString('base64url');

/**
 * Headers for the server's own in-process requests (`app.inject`) made for no client: the renderings made as
 * it starts, a fixed few. No per-address limit holds them back.
 */
export const IN_PROCESS_HEADERS: Readonly<Record<string, string>> = Object.freeze({ [IN_PROCESS_HEADER]: IN_PROCESS_SECRET });

/**
 * Headers for an in-process request made for a client (a page's rendering asking the gateways): it is counted
 * against that client's address, as if the client had asked itself, so rendered pages spend the same budget.
 */
export function inProcessHeadersFor(clientAddress: string): Record<string, string> {
  return { [IN_PROCESS_HEADER]: IN_PROCESS_SECRET, [ON_BEHALF_OF_HEADER]: clientAddress };
}

function isInProcess(request: FastifyRequest): boolean {
  return request.headers[IN_PROCESS_HEADER] === IN_PROCESS_SECRET;
}

/** The client an in-process request was made for; null for any other request (a client's own claim is ignored). */
function chargedAddress(request: FastifyRequest): string | null {
  const address = request.headers[ON_BEHALF_OF_HEADER];
  return isInProcess(request) && typeof address === 'string' && address !== '' ? address : null;
}

/**
 * The per-address limit of the gateway routes (`config: gatewayRateLimit(app)`): generous for a
 * person browsing, but it stops anonymous scripts from spending the operator's upstream quota.
 * Registers the plugin in `app`'s scope: call it once per plugin.
 */
export async function registerGatewayRateLimit(app: FastifyInstance): Promise<RouteRateLimit> {
  await registerRateLimit(app, /*i18n*/ 'Too many requests. Please wait a minute and try again.');
  return { rateLimit: { max: app.ctx.config.gatewayRateLimit, timeWindow: 60_000 } };
}
