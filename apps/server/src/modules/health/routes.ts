import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorReplies, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { readGauge } from '../../lib/metrics.ts';
import type { RedisConnection } from '../../lib/redis-connection.ts';
import type { Db } from '../../db/connection.ts';

/** How long a readiness probe waits for the database or Redis before calling it unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * /api/health and /api/ready, for a load balancer or a container runtime.
 *
 * health is liveness: the process answers. It reads nothing, so a database outage never gets every
 * node restarted. ready is readiness: this node can serve users now (its database answers and, when
 * configured, Redis too); a 503 takes the node out of rotation until it passes again. While the node
 * shuts down, Fastify answers 503 to new requests (return503OnClosing), ready included.
 */
export const healthRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags: ApiTag[] = ['health'];

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags,
        response: { 200: z.object({ status: z.literal('ok') }), ...errorReplies(503) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = {
    summary: 'Readiness: the database (and Redis, when configured) answer',
    tags,
    response: { 200: z.object({ status: z.literal('ready') }), ...errorReplies(503) },
  };
  app.get('/ready', { schema: readiness }, async () => {
    const { redis } = app.ctx;
    if (!(await databaseAnswers(app.ctx.db))) throw new HttpError(503, 'The database is not reachable');
    if (redis && !(await redisAnswers(redis))) throw new HttpError(503, 'Redis is not reachable');
    return { status: 'ready' as const };
  });

  // The same checks, at each scrape of /metrics.
  const { registry } = app.metrics;
  const up = (answers: Promise<boolean>) => answers.then(Number);
  readGauge(registry, 'marquee_database_up', 'Whether the database answers (1) or not (0)', () =>
    up(databaseAnswers(app.ctx.db)),
  );
  const { redis } = app.ctx;
  if (redis) readGauge(registry, 'marquee_redis_up', 'Whether Redis answers (1) or not (0)', () => up(redisAnswers(redis)));
};

const databaseAnswers = (db: Db) => probe(sql`select 1`.execute(db.kysely));

const redisAnswers = (redis: RedisConnection) =>
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
