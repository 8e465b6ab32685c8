import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SET_UP_SERVER_ENV } from './support/server-env.ts';

/**
 * docs/architecture.md#figures: every acknowledged write survives a crash of the server process (`kill -9`). The real
 * server runs as its own process on a SQLite file; writes are fired concurrently, the process is
 * killed the moment the last one is acknowledged, and a new process must show every one of them.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-crash-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      CACHE_DIR: path.join(dir, 'cache'),
      WEB_DIST: path.join(dir, 'no-web'),
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'error',
      ...SET_UP_SERVER_ENV,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('a crash of the server process', () => {
  it('loses no acknowledged write', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const json = { 'content-type': 'application/json' };

    const first = await startServer(port);
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'crash@example.com', password: 'correct horse battery' }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const auth = { ...json, authorization: `Bearer ${token}` };

    const writes = Array.from({ length: 40 }, (_, i) =>
      fetch(`${base}/${i % 2 ? 'watchlist' : 'watch-history'}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ media_id: 1000 + i, media_type: 'movie', title: `Title ${i}`, watch_position: i, duration: 100 }),
      }),
    );
    const statuses = (await Promise.all(writes)).map((res) => res.status);
    await killHard(first);
    expect(statuses.every((status) => status === 201)).toBe(true);

    const second = await startServer(port);
    try {
      const list = (await (await fetch(`${base}/watchlist`, { headers: auth })).json()) as Array<{ media_id: number }>;
      const history = (await (await fetch(`${base}/watch-history?limit=100`, { headers: auth })).json()) as {
        items: Array<{ media_id: number }>;
      };
      const expectedIds = (parity: number) => Array.from({ length: 20 }, (_, k) => 1000 + 2 * k + parity).sort((a, b) => a - b);
      expect(list.map((entry) => entry.media_id).sort((a, b) => a - b)).toEqual(expectedIds(1));
      expect(history.items.map((entry) => entry.media_id).sort((a, b) => a - b)).toEqual(expectedIds(0));
    } finally {
      await killHard(second);
    }
  }, 60_000);
});
