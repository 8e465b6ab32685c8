import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app.ts';
import { describeEachDatabase } from './support/databases.ts';
import { freePort, killHard, startServer } from './support/processes.ts';

describeEachDatabase('liveness and readiness', (database) => {
  it('answers health without reading anything, and ready once the database answers', async () => {
    const app = await buildTestApp(database().db);
    try {
      expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
    }
  });

  it('is not ready while the configured Redis cannot be reached, but stays alive', async () => {
    // Nothing listens on this port: the node must leave the rotation, not crash or hang.
    const app = await buildTestApp(database().db, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Redis is not reachable' });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 with an error once the database is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ready-'));
    const { openDb } = await import('../db/connection.ts');
    const db = openDb(`sqlite:${path.join(dir, 'app.db')}`);
    const app = await buildTestApp(db);
    try {
      await db.close();
      const ready = await app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'The database is not reachable' });
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('SIGTERM', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-drain-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finishes the request in flight, refuses new ones, and exits 0', async () => {
    // A TMDB stand-in that holds its answer until the test lets it go: the request is in flight at the server.
    let release: (() => void) | undefined;
    let arrived: () => void = () => {};
    const upstreamReached = new Promise<void>((resolve) => (arrived = resolve));
    const upstream = http.createServer((_request, response) => {
      arrived();
      release = () =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 550, title: 'Held' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

    const server = await startServer(await freePort(), {
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      CACHE_DIR: path.join(dir, 'cache'),
      WEB_DIST: path.join(dir, 'no-web'),
      TMDB_API_KEY: 'drain-test-key',
      TMDB_BASE_URL: upstreamUrl,
      TMDB_IMAGE_BASE_URL: upstreamUrl,
    });
    try {
      const inFlight = fetch(`${server.base}/api/tmdb/movie/550`);
      await upstreamReached;
      server.child.kill('SIGTERM');
      // Closing: new connections are refused (or answered 503) while the first request is still held.
      await expect
        .poll(async () => {
          try {
            return (await fetch(`${server.base}/api/health`, { headers: { connection: 'close' } })).status;
          } catch {
            return 'refused';
          }
        })
        .toMatch(/refused|503/);
      release?.();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ id: 550, title: 'Held' });
      expect(await server.exited).toBe(0);
    } finally {
      await killHard(server);
      upstream.close();
    }
  }, 60_000);
});
