import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverHealthSchema } from '@marquee/core';
import { as, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { freePort, startRedis } from '../../../__tests__/support/processes.ts';

/**
 * GET /api/admin/server-health (docs/operations.md#server-health): admins only; the database, Redis, FFmpeg as found
 * at start (never run again for a request) and the watched disks.
 */

/** An FFmpeg and ffprobe stand-in that writes each call's arguments to `log` and says its version. */
function fakeFfmpeg(dir: string, log: string): string {
  const script = path.join(dir, 'ffmpeg');
  fs.writeFileSync(
    script,
    `#!/bin/sh\necho "$*" >> '${log}'\necho 'ffmpeg version 9.9-health-test Copyright (c) 2000-2026 the FFmpeg developers'\n`,
  );
  fs.chmodSync(script, 0o755);
  return script;
}

describeEachDatabase('GET /api/admin/server-health', (database) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-server-health-'));
  const log = path.join(dir, 'calls.log');
  const media = path.join(dir, 'media');
  let app: FastifyInstance;
  let admin: SignedUp;
  const calls = () => fs.readFileSync(log, 'utf8').trim().split('\n');

  beforeAll(async () => {
    fs.mkdirSync(media);
    const tool = fakeFfmpeg(dir, log);
    const env = { DATABASE_URL: database().url, CACHE_DIR: path.join(dir, 'cache'), MEDIA_DIR: media };
    app = await buildTestApp(database().db, { ...env, FFMPEG_PATH: tool, FFPROBE_PATH: tool });
    admin = await signUpAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const read = (user?: SignedUp) =>
    user ? as(app, user, { url: '/api/admin/server-health' }) : app.inject('/api/admin/server-health');

  it('answers 401 to a visitor and 403 to a member, as {error}', async () => {
    const visitor = await read();
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: expect.any(String) });
    const member = await read(await signUp(app));
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ error: expect.any(String) });
  });

  it("tells an admin the database's kind, no Redis, FFmpeg's version and each disk's figures", async () => {
    const res = await read(admin);
    expect(res.statusCode).toBe(200);
    const health = serverHealthSchema.parse(res.json());
    const { dialect } = database();
    expect(health).toMatchObject({
      database: { ok: true, kind: dialect },
      redis: null,
      ffmpeg: { ok: true, version: 'ffmpeg version 9.9-health-test' },
      diskMinFreeBytes: 256 * 1024 * 1024,
    });
    const dataFolder = path.dirname(database().url.slice('sqlite:'.length));
    expect(health.disks.map((disk) => [disk.folder, disk.path])).toEqual([
      ...(dialect === 'sqlite' ? [['data', dataFolder]] : []),
      ['cache', path.join(dir, 'cache')],
    ]);
    for (const disk of health.disks) {
      expect(disk.low).toBe(false);
      expect(disk.freeBytes).toBeGreaterThan(0);
      expect(disk.freeBytes).toBeLessThanOrEqual(disk.totalBytes ?? 0);
    }
  });

  it('runs FFmpeg and ffprobe once each at start, never for a request', async () => {
    const atStart = calls();
    expect(atStart).toEqual(['-hide_banner -version', '-hide_banner -version']);
    for (let i = 0; i < 3; i++) expect((await read(admin)).statusCode).toBe(200);
    expect(calls()).toEqual(atStart);
  });

  it('says when FFmpeg is missing', async () => {
    const missing = await buildTestApp(database().db, {
      DATABASE_URL: database().url,
      FFMPEG_PATH: path.join(dir, 'no-ffmpeg'),
      FFPROBE_PATH: path.join(dir, 'no-ffprobe'),
    });
    try {
      const res = await as(missing, await signUpAdmin(missing), { url: '/api/admin/server-health' });
      expect(res.statusCode).toBe(200);
      expect(serverHealthSchema.parse(res.json())).toMatchObject({
        database: { ok: true },
        ffmpeg: { ok: false, version: null },
      });
    } finally {
      await missing.close();
    }
  });

  it('says whether the configured Redis answers', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const withRedis = await buildTestApp(database().db, { DATABASE_URL: database().url, REDIS_URL: redis.url });
    try {
      const user = await signUpAdmin(withRedis);
      const redisOf = async () => {
        const res = await as(withRedis, user, { url: '/api/admin/server-health' });
        expect(res.statusCode).toBe(200);
        return serverHealthSchema.parse(res.json()).redis;
      };
      expect(await redisOf()).toEqual({ ok: true });
      await redis.stop();
      expect(await redisOf()).toEqual({ ok: false });
      // Running again before the app closes: closing waits for the message bus's subscriber to quit Redis.
      redis = await startRedis(port);
    } finally {
      await withRedis.close();
      await redis.stop();
    }
  });
});
