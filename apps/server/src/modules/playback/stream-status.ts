import type { FastifyBaseLogger } from 'fastify';
import { streamStatusReplySchema, type StreamStatusReply } from '@marquee/core';
import type { RedisConnection } from '../../lib/redis-connection.ts';

/**
 * How each running conversion keeps up (GET /api/media/stream-status/{session}), readable from any node: the
 * player's request may reach another node than its stream. Kept in this node's memory and, with Redis, there
 * for a short while, renewed as the conversion reports; gone when it ends.
 */
export interface StreamStatusStore {
  put(session: string, status: StreamStatusReply): void;
  remove(session: string): void;
  get(session: string): Promise<StreamStatusReply | null>;
}

/** How long Redis keeps a status its node stopped renewing (the node crashed): a few renewals. */
export const STATUS_TTL_S = 30;
/** Renewals in Redis at most this often; this node's memory always has the latest. */
const RENEW_EVERY_MS = 5_000;
const key = (session: string) => `marquee:stream-status:${session}`;

export function createStreamStatusStore(redis: RedisConnection | null, log: FastifyBaseLogger): StreamStatusStore {
  const local = new Map<string, StreamStatusReply>();
  const renewedAt = new Map<string, number>();
  // Redis is a helper here: a failed write or read leaves the status to this node alone.
  const unavailable = (error: unknown) => log.debug({ err: error }, 'stream status not shared: Redis unavailable');

  return {
    put(session, status) {
      local.set(session, status);
      if (!redis?.ready()) return;
      const now = Date.now();
      if (now - (renewedAt.get(session) ?? 0) < RENEW_EVERY_MS) return;
      renewedAt.set(session, now);
      redis.client.set(key(session), JSON.stringify(status), 'EX', STATUS_TTL_S).catch(unavailable);
    },
    remove(session) {
      local.delete(session);
      renewedAt.delete(session);
      if (redis?.ready()) redis.client.del(key(session)).catch(unavailable);
    },
    async get(session) {
      const mine = local.get(session);
      if (mine) return mine;
      if (!redis?.ready()) return null;
      const stored = await redis.client.get(key(session)).catch((error: unknown) => {
        unavailable(error);
        return null;
      });
      if (stored === null) return null;
      try {
        const parsed = streamStatusReplySchema.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
