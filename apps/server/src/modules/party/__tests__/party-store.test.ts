import { PARTY_IDLE_END_MS, PARTY_MAX_IN_MEMORY } from '@marquee/core';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedis, type RedisConnection } from '../../../lib/redis-connection.ts';
import { freePort, startRedis, waitFor, type RedisProcess } from '../../../__tests__/support/processes.ts';
import { join, MEMBER_GONE_MS, newParty } from '../party-record.ts';
import { memoryPartyStore, redisPartyStore } from '../party-store.ts';

/**
 * Parties end on their own: a party nobody reads again is still dropped once it has ended, from memory by
 * the store's sweep and from Redis by its key's expiry, which every write moves on.
 */

const movie = { type: 'movie', id: 550, source: 'tmdb' } as const;
const member = (id: string) => ({ id, key: `key-${id}`, connection: `connection-${id}`, maxRank: null });

describe('the memory store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops ended parties without their being read', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const store = memoryPartyStore();
    try {
      const start = Date.now();
      for (let i = 0; i < 50; i++) await store.create(newParty(`idle${String(i).padStart(6, '0')}`, movie, 'local', start));
      // One party whose member was last heard from at the start (a member of a node that died, or a socket that
      // never said goodbye), and one whose member keeps pinging.
      await store.create(newParty('ghostparty', movie, 'local', start));
      await store.update('ghostparty', start, (party) => join(party, member('ghost'), 'Ghost', start));
      await store.create(newParty('liveparty', movie, 'local', start));
      await store.update('liveparty', start, (party) => join(party, member('sam'), 'Sam', start));
      expect(store.size()).toBe(52);

      for (let elapsed = 0; elapsed < PARTY_IDLE_END_MS + 2 * 60_000; elapsed += 5_000) {
        await vi.advanceTimersByTimeAsync(5_000);
        const now = Date.now();
        await store.update('liveparty', now, (party) => ({
          ...party,
          members: party.members.map((m) => ({ ...m, lastSeen: now })),
        }));
      }
      expect(store.size()).toBe(1);
      expect(await store.get('liveparty', Date.now())).not.toBeNull();
    } finally {
      store.close();
    }
  });

  it(`holds at most ${PARTY_MAX_IN_MEMORY} parties, and takes new ones again once old ones have ended`, async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const store = memoryPartyStore();
    try {
      const now = Date.now();
      for (let i = 0; i < PARTY_MAX_IN_MEMORY; i++)
        await store.create(newParty(`p${String(i).padStart(9, '0')}`, movie, 'local', now));
      await expect(store.create(newParty('onetoomany', movie, 'local', now))).rejects.toMatchObject({ statusCode: 503 });
      await vi.advanceTimersByTimeAsync(PARTY_IDLE_END_MS + 60_000);
      await store.create(newParty('onetoomany', movie, 'local', Date.now()));
      expect(store.size()).toBe(1);
    } finally {
      store.close();
    }
  });
});

describe('the Redis store', () => {
  let redis: RedisProcess;
  let connection: RedisConnection;
  let inspect: Redis;

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    connection = openRedis(redis.url, pino({ level: 'silent' }));
    inspect = new Redis(redis.url);
    await waitFor('the store to reach Redis', async () => connection.ready());
  });
  afterAll(async () => {
    await connection.close();
    inspect.disconnect();
    await redis.stop();
  });

  it('keeps a party only until it would end, and moves that on with every change', async () => {
    const store = redisPartyStore(connection);
    const now = Date.now();
    await store.create(newParty('emptyparty', movie, 'local', now));
    const emptyTtl = await inspect.pttl('marquee:party:emptyparty');
    expect(emptyTtl).toBeGreaterThan(PARTY_IDLE_END_MS - 60_000);
    expect(emptyTtl).toBeLessThanOrEqual(PARTY_IDLE_END_MS);

    // With a member, until the member has been gone long enough for the party to have ended.
    await store.update('emptyparty', now, (party) => join(party, member('sam'), 'Sam', now));
    const withMemberTtl = await inspect.pttl('marquee:party:emptyparty');
    expect(withMemberTtl).toBeGreaterThan(0);
    expect(withMemberTtl).toBeLessThanOrEqual(Math.max(MEMBER_GONE_MS, PARTY_IDLE_END_MS));

    // A party that has been empty for almost the whole wait goes from Redis when it ends, unread.
    const almostEnded = newParty('oldparty00', movie, 'local', now - PARTY_IDLE_END_MS + 300);
    await store.create(almostEnded);
    expect(await inspect.exists('marquee:party:oldparty00')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await inspect.exists('marquee:party:oldparty00')).toBe(0);
  });
});
