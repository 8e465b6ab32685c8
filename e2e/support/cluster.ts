import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startClusterScript } from '../../apps/server/src/__tests__/support/cluster.ts';
import { freePort, startRedis, type RedisProcess } from '../../apps/server/src/__tests__/support/processes.ts';

/**
 * Two server nodes behind HAProxy on one PostgreSQL (a schema of their own in DATABASE_URL_PG) and one
 * Redis (a redis-server of their own), started by `npm run cluster`'s script
 * (apps/server/src/__tests__/support/cluster.ts), for journeys that need people on different nodes.
 */
export interface E2eCluster {
  nodes: string[];
  /** HAProxy's address, which shares requests out over the nodes as a deployment's would. */
  proxy: string;
  /** The current pid of node n (1-based), as the script last reported it. */
  pid(n: number): number | undefined;
  stop(): Promise<void>;
}

async function admin(postgresUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The cluster on a PostgreSQL schema and a Redis of its own, both removed when it stops. */
export async function startCluster(postgresUrl: string, env: Record<string, string>): Promise<E2eCluster> {
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  await admin(postgresUrl, `create schema ${schema}`);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  const removeSchema = () => admin(postgresUrl, `drop schema ${schema} cascade`);
  let redis: RedisProcess | undefined;
  try {
    redis = await startRedis(await freePort());
    const script = await startClusterScript({ DATABASE_URL: databaseUrl.toString(), REDIS_URL: redis.url, ...env }, 600);
    const stop = async () => {
      await script.stop();
      await redis?.stop();
      await removeSchema();
    };
    return { nodes: script.nodes, proxy: script.proxy, pid: script.pid, stop };
  } catch (error) {
    await redis?.stop();
    await removeSchema();
    throw error;
  }
}

/**
 * A cluster for a journey: its nodes play the run's media folder (`mediaDir`), keep their caches in a folder
 * named `name` beside it, and take the many sign-ups and requests of one test address.
 */
export function startJourneyCluster(postgresUrl: string, mediaDir: string, name: string): Promise<E2eCluster> {
  return startCluster(postgresUrl, {
    MEDIA_DIR: mediaDir,
    CACHE_DIR: path.join(mediaDir, '..', `${name}-cache`),
    AUTH_RATE_LIMIT: '10000',
    GATEWAY_RATE_LIMIT: '1000000',
  });
}
