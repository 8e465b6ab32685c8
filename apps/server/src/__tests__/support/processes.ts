import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SET_UP_SERVER_ENV } from './server-env.ts';

/**
 * Real processes for the tests that cross a process boundary: the server as `npm start` runs it, a
 * Redis of the test's own (so a test may stop it without touching the machine's), and free ports.
 */

export const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Polls until `check` is true, or throws after `attempts` × 100 ms. */
export async function waitFor(what: string, check: () => Promise<boolean>, attempts = 150): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * The server's main.ts in a child process on `port`, with only `env` (and PATH) in its environment;
 * resolves once /api/health answers.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000',
      ...SET_UP_SERVER_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`the server on port ${port}`, async () => {
      if (child.exitCode !== null) throw new Error('exited');
      return (await fetch(`${base}/api/health`)).ok;
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start: ${output}`, { cause: error });
  }
  return { child, port, base, output: () => output, exited };
}

export async function killHard(server: { child: ChildProcess; exited: Promise<unknown> }): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

export interface RedisProcess {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on `port` (nothing kept on disk). */
export async function startRedis(port: number): Promise<RedisProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(
    `redis on port ${port}`,
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      }),
  );
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
