import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  /** The server's process id (e.g. to read the CPU time it used). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the real server (production build must exist) on a fresh SQLite file and waits for health. `root`: the
 * checkout whose server and build run (another one's, to compare builds: compare-builds.ts).
 */
export async function startServer(port: number, env: Record<string, string> = {}, root = repoRoot): Promise<RunningServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      CACHE_DIR: path.join(dir, 'cache'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      // The benches load one route from one address far past any per-address limit.
      GATEWAY_RATE_LIMIT: '1000000000',
      // A set-up server that anyone may join and play from, so the benches measure the screens and not the setup.
      ADMIN_EMAILS: 'owner@bench.test',
      REGISTRATION: 'open',
      LIBRARY_ACCESS: 'everyone',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** POSTs a JSON body and gives the JSON reply; throws, with the server's answer, on any status but 2xx. */
export async function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
};
