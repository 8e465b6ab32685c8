import { sql } from 'kysely';
import type { RedisConnection } from '../../lib/redis-connection.ts';
import type { Db } from '../../db/connection.ts';

/** How long a readiness probe waits for the database or Redis before calling it unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

export const databaseAnswers = (db: Db) => probe(sql`select 1`.execute(db.kysely));

export const redisAnswers = (redis: RedisConnection) =>
  probe(redis.ready() ? redis.client.ping() : Promise.reject(new Error('not connected')));

/** Whether the work settles successfully within the probe's time. */
async function probe(work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
