import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * The server's connection to Redis (REDIS_URL), shared by every feature that uses it: the gateway
 * caches, the rate limits and the message bus.
 *
 * Redis is a helper, never a dependency of a request: while it is down a command fails at once
 * instead of queueing (no offline queue, one try), so callers skip it and go on; the connection keeps
 * retrying in the background and callers use it again as soon as it is back. The outage is logged
 * once, and the recovery once.
 */
export interface RedisConnection {
  /** The command connection. Check `ready()` first where skipping is cheaper than failing. */
  readonly client: Redis;
  /** Whether the connection is up and commands will be sent now. */
  ready(): boolean;
  /** Whether an outage is on: the connection failed and has not come back. Not while it first connects. */
  down(): boolean;
  /** A new connection with the same options but `override`, e.g. for a pub/sub subscriber (which cannot send commands). */
  duplicate(override?: Partial<RedisOptions>): Redis;
  close(): Promise<void>;
}

/** How long one command may take before the caller treats Redis as unavailable for it. */
const COMMAND_TIMEOUT_MS = 250;

export const redisOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: 2_000,
  // Reconnect quickly at first, then every 2 s, for as long as the server runs.
  retryStrategy: (times) => Math.min(times * 200, 2_000),
  lazyConnect: false,
};

export function openRedis(url: string, logger: FastifyBaseLogger): RedisConnection {
  const client = new Redis(url, redisOptions);
  const availability = watchAvailability(client, logger, 'Redis');
  const extra: Redis[] = [];
  return {
    client,
    ready: () => client.status === 'ready',
    down: () => availability.down && client.status !== 'ready',
    duplicate(override) {
      const copy = client.duplicate(override);
      watchAvailability(copy, logger, 'Redis subscriber');
      extra.push(copy);
      return copy;
    },
    async close() {
      // QUIT on a connection that is not up would wait in its offline queue (the bus's subscriber has one) for a
      // Redis that may never come back: those are dropped at once.
      const quit = async (c: Redis) => {
        if (c.status === 'ready') await c.quit().catch(() => c.disconnect());
        else c.disconnect();
      };
      await Promise.all([client, ...extra].map(quit));
    },
  };
}

/** Logs the first error of an outage and the return, never each retry; `down` says whether one is on. */
function watchAvailability(client: Redis, logger: FastifyBaseLogger, name: string): { readonly down: boolean } {
  const state = { down: false };
  client.on('error', (error: Error) => {
    if (state.down) return;
    state.down = true;
    logger.warn({ err: error.message }, `${name} unavailable; going on without it until it returns`);
  });
  client.on('ready', () => {
    if (!state.down) return;
    state.down = false;
    logger.info(`${name} is back`);
  });
  return state;
}
