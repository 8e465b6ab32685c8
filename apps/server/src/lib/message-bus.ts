import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisConnection } from './redis-connection.ts';

/**
 * Messages that must reach every server node (a watch party's state, say): published on one node,
 * handed to the subscribers of that channel on every node, the publishing one included, once each.
 *
 * On one node it is an in-process event emitter; with REDIS_URL it is Redis pub/sub, so nodes
 * behind one proxy hear each other. Delivery is at most once and best effort (pub/sub keeps
 * nothing): a feature keeps its state in the database or Redis and uses the bus to say "look again".
 * While Redis is down, a message reaches this node's subscribers only.
 *
 * What arrives is parsed JSON from any node, not a trusted value: subscribers validate it.
 */
export interface MessageBus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): Subscription;
  close(): Promise<void>;
}

export interface Subscription {
  /**
   * Settles once messages published on any node from now on reach the handler: when Redis confirmed
   * the SUBSCRIBE (also when the node has just started and is still connecting), at once on one node
   * or during an outage of Redis, and after SUBSCRIBE_WAIT_MS at most.
   * Never rejects. A feature that reads its state and then listens for changes waits for it between
   * the two, or a change made on another node in that gap would be missed.
   */
  ready: Promise<void>;
  /** Ends this subscription; calling it again does nothing. */
  stop(): void;
}

/** The longest a subscriber waits for Redis to confirm a SUBSCRIBE before going on without it. */
const SUBSCRIBE_WAIT_MS = 2_000;

/** Keeps the bus's channels apart from everything else in a shared Redis. */
export const BUS_PREFIX = 'marquee:bus:';

export function createMessageBus(redis: RedisConnection | null, logger: FastifyBaseLogger): MessageBus {
  return redis ? redisBus(redis, logger) : localBus();
}

function localBus(): MessageBus & { deliver(channel: string, message: unknown): void } {
  const emitter = new EventEmitter();
  // Any number of rooms or features may listen; the default cap of 10 is a leak warning, not a limit.
  emitter.setMaxListeners(0);
  return {
    deliver(channel, message) {
      emitter.emit(channel, message);
    },
    async publish(channel, message) {
      // Asynchronous like Redis delivery, so a publisher never runs its subscribers inside its own call,
      // and a copy, so no subscriber shares (or mutates) the publisher's object.
      const copy: unknown = JSON.parse(JSON.stringify(message ?? null));
      queueMicrotask(() => emitter.emit(channel, copy));
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return { ready: Promise.resolve(), stop: () => emitter.off(channel, handler) };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

function redisBus(redis: RedisConnection, logger: FastifyBaseLogger): MessageBus {
  const local = localBus();
  const counts = new Map<string, number>();
  /** Per channel: settles when Redis confirmed this node's SUBSCRIBE to it. */
  const confirmed = new Map<string, Promise<void>>();
  let subscriber: Redis | undefined;

  function subscriberConnection(): Redis {
    if (subscriber) return subscriber;
    // A subscribed connection can send no other commands, so it is a connection of its own. Its
    // SUBSCRIBEs wait for the connection (an offline queue, unlike the command connection: no request
    // waits on them), and it resubscribes by itself after a reconnect (ioredis' autoResubscribe).
    subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
    subscriber.on('message', (fullChannel: string, text: string) => {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        logger.warn({ channel: fullChannel }, 'message bus: a message that is not JSON was dropped');
        return;
      }
      local.deliver(fullChannel.slice(BUS_PREFIX.length), message);
    });
    return subscriber;
  }

  return {
    async publish(channel, message) {
      const text = JSON.stringify(message ?? null);
      if (redis.ready()) {
        try {
          await redis.client.publish(BUS_PREFIX + channel, text);
          return;
        } catch {
          // Redis went away between the check and the command: this node still hears its own message.
        }
      }
      local.deliver(channel, JSON.parse(text));
    },
    subscribe(channel, handler) {
      const connection = subscriberConnection();
      const count = counts.get(channel) ?? 0;
      counts.set(channel, count + 1);
      if (count === 0) {
        confirmed.set(
          channel,
          connection.subscribe(BUS_PREFIX + channel).then(
            () => undefined,
            (error: unknown) => {
              // Resubscribed on reconnect; until then only this node's own messages arrive.
              logger.debug(
                { err: error instanceof Error ? error.message : String(error), channel },
                'message bus: subscribe deferred',
              );
            },
          ),
        );
      }
      const own = local.subscribe(channel, handler);
      // Also while the connection is first being made (a node just started): only an outage goes on at once.
      const ready = redis.down() ? Promise.resolve() : settledWithin(confirmed.get(channel)!, SUBSCRIBE_WAIT_MS);
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        own.stop();
        const left = (counts.get(channel) ?? 1) - 1;
        if (left > 0) {
          counts.set(channel, left);
          return;
        }
        counts.delete(channel);
        confirmed.delete(channel);
        connection.unsubscribe(BUS_PREFIX + channel).catch(() => {
          /* the connection is gone; nothing is subscribed any more */
        });
      };
      return { ready, stop };
    },
    async close() {
      await local.close();
      counts.clear();
      confirmed.clear();
      // The connection itself is closed with the Redis connection it was duplicated from.
    },
  };
}

/** `promise`, or nothing after `ms`: whichever comes first. */
function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
