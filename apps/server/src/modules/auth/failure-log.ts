import {
  activityFailedSignInSchema,
  ACTIVITY_SIGN_INS,
  type ActivityFailedSignIn,
  type SignInFailureReason,
} from '@marquee/core';
import type { FastifyRequest } from 'fastify';
import type { RedisConnection } from '../../lib/redis-connection.ts';
import { deviceName } from './device-name.ts';

/**
 * The failed sign-ins the admins' Activity lists (docs/operations.md#activity): the last FAILURES_KEPT of them, in a
 * Redis list when nodes share one (so every node's admins see every node's), in this node's memory otherwise or
 * while Redis cannot be reached. Noting one never fails the sign-in's reply.
 */
export interface FailureLog {
  note(request: FastifyRequest, failure: { email: string; known: boolean; reason: SignInFailureReason }): Promise<void>;
  /** The newest first, at most ACTIVITY_SIGN_INS. */
  recent(): Promise<ActivityFailedSignIn[]>;
}

const REDIS_KEY = 'marquee:activity:failed-sign-ins';
const FAILURES_KEPT = 100;

export function createFailureLog(redis: RedisConnection | null): FailureLog {
  const local: ActivityFailedSignIn[] = [];
  const keep = (entry: ActivityFailedSignIn) => {
    local.unshift(entry);
    local.length = Math.min(local.length, FAILURES_KEPT);
  };
  return {
    async note(request, { email, known, reason }) {
      const entry: ActivityFailedSignIn = {
        at: new Date().toISOString(),
        email,
        known,
        address: request.ip,
        reason,
        ...deviceName(request.headers['user-agent']?.slice(0, 512) ?? null),
      };
      keep(entry);
      if (!redis?.ready()) return;
      try {
        await redis.client
          .multi()
          .lpush(REDIS_KEY, JSON.stringify(entry))
          .ltrim(REDIS_KEY, 0, FAILURES_KEPT - 1)
          .exec();
      } catch {
        // This node's own list still has it.
      }
    },
    async recent() {
      if (redis?.ready()) {
        try {
          const texts = await redis.client.lrange(REDIS_KEY, 0, ACTIVITY_SIGN_INS - 1);
          return texts.flatMap((text) => parsed(text) ?? []);
        } catch {
          // Redis went away between the check and the command: this node's own list answers.
        }
      }
      return local.slice(0, ACTIVITY_SIGN_INS);
    },
  };
}

/** An entry read back from the shared Redis, which other processes can write too: checked, not trusted. */
function parsed(text: string): ActivityFailedSignIn | null {
  try {
    const result = activityFailedSignInSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
