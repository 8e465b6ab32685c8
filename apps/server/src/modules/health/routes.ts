import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { errorReplies, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { readGauge } from '../../lib/metrics.ts';
import { dataDiskProblem, readDiskSpace, watchedFolders } from './disk-space.ts';
import { databaseAnswers, redisAnswers } from './probes.ts';

/**
 * /api/health and /api/ready, for a load balancer or a container runtime.
 *
 * health is liveness: the process answers. It reads nothing, so a database outage never gets every
 * node restarted. ready is readiness: this node can serve users now (its database answers and, when
 * configured, Redis too, and a SQLite database's disk has DISK_MIN_FREE_MB free, so the node leaves the
 * rotation before writes fail); a 503 says which check failed and takes the node out of rotation until it
 * passes again. While the node shuts down, Fastify answers 503 to new requests (return503OnClosing), ready
 * included.
 */
export const healthRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags: ApiTag[] = ['health'];
  const { db, redis, config } = app.ctx;
  const folders = watchedFolders(config, db);

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
    summary: "Readiness: the database (and Redis, when configured) answer, and a SQLite database's disk has room",
    tags,
    response: { 200: z.object({ status: z.literal('ready') }), ...errorReplies(503) },
  };
  app.get('/ready', { schema: readiness }, async () => {
    if (!(await databaseAnswers(db))) throw new HttpError(503, /*i18n*/ 'The database is not reachable');
    if (redis && !(await redisAnswers(redis))) throw new HttpError(503, /*i18n*/ 'Redis is not reachable');
    const diskProblem = dataDiskProblem(await readDiskSpace(folders, config.diskMinFreeMb), config.diskMinFreeMb);
    if (diskProblem !== null) throw new HttpError(503, diskProblem);
    return { status: 'ready' as const };
  });

  // The same checks, at each scrape of /metrics.
  const { registry } = app.metrics;
  const up = (answers: Promise<boolean>) => answers.then(Number);
  readGauge(registry, 'marquee_database_up', 'Whether the database answers (1) or not (0)', () => up(databaseAnswers(db)));
  if (redis) readGauge(registry, 'marquee_redis_up', 'Whether Redis answers (1) or not (0)', () => up(redisAnswers(redis)));
  new Gauge({
    name: 'marquee_disk_free_bytes',
    help: 'Bytes the server may still write on the disk of its database (data), CACHE_DIR (cache) and BACKUP_DIR (backups)',
    labelNames: ['folder'],
    registers: [registry],
    async collect() {
      // A disk that cannot be read has no sample, rather than a 0 that would look full.
      this.reset();
      for (const disk of await readDiskSpace(folders, config.diskMinFreeMb)) {
        if (disk.freeBytes !== null) this.set({ folder: disk.folder }, disk.freeBytes);
      }
    },
  });
};
