import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
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

interface PluginStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(options: ChildOptions): PluginStore;
}

// The plugin's own stores: it exports neither, and a store given as `store` replaces both.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => PluginStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: RedisConnection['client'],
  key?: string,
) => PluginStore;

/** Keeps the rate-limit counters apart from everything else in a shared Redis. */
export const RATE_LIMIT_PREFIX = 'marquee:rate-limit:';

/** The plugin store for `redis` (or memory alone without it). */
export function sharedStore(redis: RedisConnection | null) {
  return class SharedRateLimitStore {
    readonly local: PluginStore;
    readonly shared: PluginStore | null;

    constructor(
      options: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      children?: [PluginStore, PluginStore | null],
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      [this.local, this.shared] = children ?? [
        new LocalStore(continueExceeding, exponentialBackoff),
        redis ? new RedisStore(continueExceeding, exponentialBackoff, redis.client, RATE_LIMIT_PREFIX) : null,
      ];
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.either('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.either('read', key, callback, timeWindow, max);
    }

    child(options: ChildOptions): SharedRateLimitStore {
      return new SharedRateLimitStore({}, [this.local.child(options), this.shared?.child(options) ?? null]);
    }

    private either(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
      // Every request is counted in memory too (synchronously), so the moment Redis fails this node
      // goes on from its own full count rather than from nothing.
      let local: { current: number; ttl: number } | undefined;
      this.local[method](key, (_error, result) => (local = result), timeWindow, max);
      // Not connected: memory at once, without waiting for a command to fail.
      if (!this.shared || !redis?.ready()) return callback(null, local);
      this.shared[method](key, (error, result) => (error ? callback(null, local) : callback(null, result)), timeWindow, max);
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
export async function registerGatewayRateLimit(
  app: FastifyInstance,
): Promise<{ rateLimit: { max: number; timeWindow: number } }> {
  await registerRateLimit(app, 'Too many requests. Please wait a minute and try again.');
  return { rateLimit: { max: app.ctx.config.gatewayRateLimit, timeWindow: 60_000 } };
}
