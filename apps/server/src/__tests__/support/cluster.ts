import { spawn } from 'node:child_process';
import { freePort, repoRoot, waitFor } from './processes.ts';
import { SET_UP_SERVER_ENV } from './server-env.ts';

/**
 * Two server nodes behind HAProxy, started by `npm run cluster`'s script (deploy/cluster.ts) as a self-hoster
 * would, for the server's cluster tests and the cluster journeys. The database and Redis are the caller's: it
 * passes their DATABASE_URL and REDIS_URL in `env`.
 */
export interface ClusterScript {
  /** HAProxy's address, which shares requests out over the nodes as a deployment's would. */
  proxy: string;
  nodes: string[];
  /** The current pid of node n (1-based), as the script last reported it. */
  pid(n: number): number | undefined;
  /** Everything the script and its nodes wrote, for a failing test's message. */
  output(): string;
  /** Ends the script (which drains and ends its nodes and HAProxy) and waits for it. */
  stop(): Promise<void>;
}

/** Starts the script with `env` (and PATH); resolves once both nodes and the proxy are ready, or throws after `readyAttempts` × 100 ms. */
export async function startClusterScript(env: Record<string, string>, readyAttempts = 300): Promise<ClusterScript> {
  const [proxyPort, ...nodePorts] = await Promise.all([freePort(), freePort(), freePort()]);
  const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/cluster.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(proxyPort),
      NODE_PORTS: nodePorts.join(','),
      LOG_LEVEL: 'warn',
      ...SET_UP_SERVER_ENV,
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
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cluster: ClusterScript = {
    proxy: `http://127.0.0.1:${proxyPort}`,
    nodes: nodePorts.map((p) => `http://127.0.0.1:${p}`),
    pid: (n) => pids.get(n),
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitFor(
      'every node and the proxy',
      async () => {
        if (child.exitCode !== null) throw new Error('the cluster script exited');
        const answers = await Promise.all([...cluster.nodes, cluster.proxy].map((base) => fetch(`${base}/api/ready`)));
        return answers.every((answer) => answer.ok);
      },
      readyAttempts,
    );
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`the cluster did not start:\n${output}`, { cause: error });
  }
  return cluster;
}
