import type { FastifyInstance } from 'fastify';
import type { ServerHealth } from '@marquee/core';
import { MB, readDiskSpace, watchedFolders } from './disk-space.ts';
import { databaseAnswers, redisAnswers } from './probes.ts';

type HealthContext = Pick<FastifyInstance['ctx'], 'config' | 'db' | 'redis' | 'mediaTools'>;

/**
 * What the server depends on, for its admins: the probes /api/ready makes, the disks, and FFmpeg as found at start
 * (never run again here: a request must not start a process).
 */
export async function serverHealth({ config, db, redis, mediaTools }: HealthContext): Promise<ServerHealth> {
  const [database, redisOk, disks] = await Promise.all([
    databaseAnswers(db),
    redis ? redisAnswers(redis) : null,
    readDiskSpace(watchedFolders(config, db), config.diskMinFreeMb),
  ]);
  return {
    database: { ok: database, kind: db.dialect },
    redis: redisOk === null ? null : { ok: redisOk },
    ffmpeg: { ok: mediaTools.available, version: mediaTools.version },
    disks,
    diskMinFreeBytes: config.diskMinFreeMb * MB,
  };
}
