import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it } from 'vitest';
import { serverHealthSchema } from '@marquee/core';
import { ConfigError, loadConfig } from '../../../config.ts';
import { as, buildTestApp, signUpAdmin } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

/**
 * GET /api/ready's disk check and the disks' gauge (docs/operations.md#several-nodes): a SQLite database's folder under
 * DISK_MIN_FREE_MB makes the node unready, saying so with the figures; CACHE_DIR and BACKUP_DIR never do. The
 * minimum is set far above any disk's size rather than the disk filled.
 */

const TOKEN = 'health-suite-token-0123456789';
const ABSURD_MINIMUM = '1000000000';
const MB = 1024 * 1024;

describeEachDatabase('readiness and disk space', (database) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-disk-'));
  // CACHE_DIR is not made yet: its disk is its parent's.
  const folders = { CACHE_DIR: path.join(dir, 'cache', 'not-made-yet'), BACKUP_DIR: path.join(dir, 'backups') };
  const apps: FastifyInstance[] = [];
  const build = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database().db, { DATABASE_URL: database().url, METRICS_TOKEN: TOKEN, ...folders, ...env });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const sqlite = () => database().dialect === 'sqlite';

  it('is ready while every disk has more than the minimum free', async () => {
    const app = await build();
    const ready = await app.inject('/api/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('shows each watched folder’s free bytes at /metrics, the data folder with SQLite only', async () => {
    const app = await build();
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const family = parsePrometheusTextFormat(res.body).find((candidate) => candidate.name === 'marquee_disk_free_bytes');
    expect(family?.type).toBe('GAUGE');
    const samples = new Map(family?.metrics.map((metric) => [metric.labels?.folder, Number(metric.value)]));
    expect([...samples.keys()].sort()).toEqual(sqlite() ? ['backups', 'cache', 'data'] : ['backups', 'cache']);
    const disk = fs.statfsSync(dir);
    for (const free of samples.values()) {
      expect(free).toBeGreaterThan(0);
      expect(free).toBeLessThanOrEqual(disk.blocks * disk.bsize);
    }
  });

  it('is unready with SQLite when the data disk is under DISK_MIN_FREE_MB, saying so with the figures', async () => {
    const app = await build({ DISK_MIN_FREE_MB: ABSURD_MINIMUM });
    const ready = await app.inject('/api/ready');
    if (!sqlite()) {
      // PostgreSQL's disk is the database server's: a low cache or backup disk leaves the node in rotation.
      expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
      return;
    }
    expect(ready.statusCode).toBe(503);
    const { error } = ready.json<{ error: string }>();
    const match = /^The data disk has (\d+) MB free, under the 1000000000 MB minimum \(DISK_MIN_FREE_MB\)$/.exec(error);
    expect(match, error).not.toBeNull();
    const disk = fs.statfsSync(path.dirname(database().url.slice('sqlite:'.length)));
    expect(Number(match?.[1])).toBeLessThanOrEqual((disk.blocks * disk.bsize) / MB);
    // Alive all the same: only the rotation is left.
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });

  it('reports every low disk to the admin, and none with the check off', async () => {
    const low = await build({ DISK_MIN_FREE_MB: ABSURD_MINIMUM });
    const report = serverHealthSchema.parse((await as(low, await signUpAdmin(low), { url: '/api/admin/server-health' })).json());
    expect(report.diskMinFreeBytes).toBe(Number(ABSURD_MINIMUM) * MB);
    expect(report.disks.map((disk) => [disk.folder, disk.low])).toEqual([
      ...(sqlite() ? [['data', true]] : []),
      ['cache', true],
      ['backups', true],
    ]);

    const off = await build({ DISK_MIN_FREE_MB: '0' });
    expect((await off.inject('/api/ready')).statusCode).toBe(200);
    const quiet = serverHealthSchema.parse((await as(off, await signUpAdmin(off), { url: '/api/admin/server-health' })).json());
    expect(quiet.disks.some((disk) => disk.low)).toBe(false);
  });
});

describe('DISK_MIN_FREE_MB', () => {
  it('stops start-up on a value that is not a whole number of MB', () => {
    expect(loadConfig({}).diskMinFreeMb).toBe(256);
    expect(loadConfig({ DISK_MIN_FREE_MB: ' 1024 ' }).diskMinFreeMb).toBe(1024);
    for (const bad of ['lots', '-1', '1.5', '2000000000']) {
      expect(() => loadConfig({ DISK_MIN_FREE_MB: bad })).toThrow(
        new ConfigError(`DISK_MIN_FREE_MB must be a whole number from 0 to 1000000000, got "${bad}"`),
      );
    }
  });
});
