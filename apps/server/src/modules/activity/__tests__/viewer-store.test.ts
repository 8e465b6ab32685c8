import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIVITY_EXPIRY_MS } from '@marquee/core';
import { openRedis, type RedisConnection } from '../../../lib/redis-connection.ts';
import { createViewerStore, type ViewerEntry } from '../viewer-store.ts';

const silent = pino({ level: 'silent' });
const connections: RedisConnection[] = [];
afterAll(async () => {
  for (const connection of connections) await connection.close();
});

const entry = (id: string, reportedAt: number, startedAt = reportedAt): ViewerEntry => ({
  id,
  account: { id: 'account', name: 'Ada' },
  profile: 'Ada',
  media: { type: 'movie', id: 1 },
  title: 'A film',
  position: 1,
  duration: 2,
  paused: false,
  method: 'direct',
  reasons: [],
  node: 'node:1',
  browser: null,
  system: null,
  startedAt: new Date(startedAt).toISOString(),
  updatedAt: new Date(reportedAt).toISOString(),
  expiresAt: reportedAt + ACTIVITY_EXPIRY_MS,
});

describe.each([
  ['in memory', async () => null],
  [
    'in Redis',
    async () => {
      const redis = openRedis(`redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`, silent);
      connections.push(redis);
      while (!redis.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
      return redis;
    },
  ],
])('the viewers %s', (_where, connect) => {
  it('lists a viewer until 90 s after its last report, the latest to start first', async () => {
    const store = createViewerStore(await connect());
    const now = Date.now();
    await store.put(entry('early', now, now - 60_000));
    await store.put(entry('late', now - 30_000));
    expect((await store.list(now)).map((viewer) => viewer.id)).toEqual(['late', 'early']);
    expect((await store.get('early', now))?.id).toBe('early');
    // 'late' last reported 30 s before 'early': it lapses first.
    const lateGone = now - 30_000 + ACTIVITY_EXPIRY_MS;
    expect((await store.list(lateGone)).map((viewer) => viewer.id)).toEqual(['early']);
    expect(await store.get('late', lateGone)).toBeNull();
    expect(await store.list(now + ACTIVITY_EXPIRY_MS)).toEqual([]);
  });

  it('forgets a removed viewer', async () => {
    const store = createViewerStore(await connect());
    const now = Date.now();
    await store.put(entry('gone', now));
    await store.remove('gone');
    expect(await store.list(now)).toEqual([]);
    expect(await store.get('gone', now)).toBeNull();
  });
});
