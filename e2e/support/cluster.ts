import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * Two server nodes behind HAProxy on one PostgreSQL (a schema of their own in DATABASE_URL_PG) and one
 * Redis (a redis-server of their own), started by `npm run cluster`'s script, for journeys that need
 * people on different nodes.
 */
export interface E2eCluster {
  nodes: string[];
  /** HAProxy's address, which shares requests out over the nodes as a deployment's would. */
  proxy: string;
  /** The current pid of node n (1-based), as the script last reported it. */
  pid(n: number): number | undefined;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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

export async function startCluster(postgresUrl: string, env: Record<string, string>): Promise<E2eCluster> {
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  await admin(postgresUrl, `create schema ${schema}`);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);

  const [redisPort, proxyPort, ...nodePorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const cluster = spawn(process.execPath, ['--import', 'tsx', 'deploy/cluster.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(proxyPort),
      NODE_PORTS: nodePorts.join(','),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const pids = new Map<number, number>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of chunk.toString().matchAll(/cluster: node (\d+) started \(pid (\d+)/g))
      pids.set(Number(match[1]), Number(match[2]));
  };
  cluster.stdout.on('data', read);
  cluster.stderr.on('data', read);
  const exited = (child: typeof cluster | typeof redis) =>
    child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nodes = nodePorts.map((port) => `http://127.0.0.1:${port}`);
  const stop = async () => {
    if (cluster.exitCode === null) cluster.kill('SIGTERM');
    await exited(cluster);
    redis.kill('SIGKILL');
    await exited(redis);
    await admin(postgresUrl, `drop schema ${schema} cascade`);
  };
  const proxy = `http://127.0.0.1:${proxyPort}`;
  try {
    await until('both nodes and the proxy', async () => {
      if (cluster.exitCode !== null) throw new Error('the cluster script exited');
      const answers = await Promise.all([...nodes, proxy].map((base) => fetch(`${base}/api/ready`)));
      return answers.every((answer) => answer.ok);
    });
  } catch (error) {
    await stop();
    throw new Error(`the cluster did not start:\n${output}`, { cause: error });
  }
  return { nodes, proxy, pid: (n) => pids.get(n), stop };
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
