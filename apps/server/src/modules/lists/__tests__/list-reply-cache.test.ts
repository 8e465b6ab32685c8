import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXPORT_VERSION } from '@marquee/core';
import { openDb, type Db } from '../../../db/connection.ts';
import { ListReplyCache } from '../list-reply-cache.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

/**
 * GET /api/watchlist and /api/favourites answer from a body kept per user and checked against
 * profiles.lists_version on every request (modules/lists/list-reply-cache.ts). Two app instances on
 * one database, each with its own connections, stand for two server processes: a change through
 * either must show in the other's next answer, and a sign-out, an expiry or a deleted account must
 * count at once everywhere, although each instance keeps who a token signs in while the database is
 * unchanged (modules/auth/sign-in-cache.ts).
 *
 * Requests go over real connections, each sent once the reply before it has arrived, as a browser sends
 * them: an instance learns of the other's commits when a request comes in (db/data-version.ts), and
 * `inject`, which hands a request over inside the same turn of the event loop, would not be such a request.
 */
describeEachDatabase('kept list replies', (database) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondDb: Db;
  beforeAll(async () => {
    first = await buildTestApp(database().db);
    secondDb = openDb(database().url);
    second = await buildTestApp(secondDb);
    for (const app of [first, second]) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDb.close();
  });

  /** A request as a signed-in user over a real connection, answered as `inject` answers (raw bytes, no decoding). */
  const as = (
    app: FastifyInstance,
    user: { headers: { authorization: string } },
    options: { method: string; url: string; payload?: unknown; headers?: Record<string, string> },
  ) =>
    new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; rawPayload: Buffer; json<T = unknown>(): T }>(
      (resolve, reject) => {
        const body = options.payload === undefined ? undefined : JSON.stringify(options.payload);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: (app.server.address() as AddressInfo).port,
            method: options.method,
            path: options.url,
            headers: {
              ...options.headers,
              ...user.headers,
              // Node sends a DELETE's body only with its length given.
              ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const rawPayload = Buffer.concat(chunks);
              resolve({
                statusCode: res.statusCode!,
                headers: res.headers,
                rawPayload,
                json: <T>() => JSON.parse(rawPayload.toString()) as T,
              });
            });
          },
        );
        request.on('error', reject);
        request.end(body);
      },
    );

  const titleOf = (media_id: number) => ({ media_id, media_type: 'movie', title: `Title ${media_id}` });
  const ids = async (app: FastifyInstance, user: SignedUp, list = 'watchlist') => {
    const res = await as(app, user, { method: 'GET', url: `/api/${list}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ media_id: number }[]>().map((e) => e.media_id);
  };
  const add = async (app: FastifyInstance, user: SignedUp, media_id: number, list = 'watchlist') => {
    const res = await as(app, user, { method: 'POST', url: `/api/${list}`, payload: titleOf(media_id) });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>();
  };

  it('shows a change made through one instance in the next answer of the other, whichever way', async () => {
    const user = await signUp(first);
    // Both instances keep the empty list first.
    expect(await ids(first, user)).toEqual([]);
    expect(await ids(second, user)).toEqual([]);

    const one = await add(first, user, 1);
    expect(await ids(second, user)).toEqual([1]);
    expect(await ids(first, user)).toEqual([1]);

    await add(second, user, 2);
    expect(await ids(first, user)).toEqual([2, 1]);

    expect((await as(second, user, { method: 'DELETE', url: `/api/watchlist/${one.id}` })).statusCode).toBe(204);
    expect(await ids(first, user)).toEqual([2]);

    const three = await add(first, user, 3);
    const four = await add(first, user, 4);
    expect(await ids(second, user)).toEqual([4, 3, 2]);
    const bulk = await as(first, user, {
      method: 'POST',
      url: '/api/watchlist/bulk-delete',
      payload: { ids: [three.id, four.id] },
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(await ids(second, user)).toEqual([2]);
  });

  it('shows an import through one instance in the other, on both lists', async () => {
    const user = await signUp(first);
    expect(await ids(second, user)).toEqual([]);
    expect(await ids(second, user, 'favourites')).toEqual([]);
    const added_at = '2026-01-01T00:00:00.000Z';
    const res = await as(first, user, {
      method: 'POST',
      url: '/api/import',
      payload: { version: EXPORT_VERSION, watchlist: [{ ...titleOf(7), added_at }], favourites: [{ ...titleOf(8), added_at }] },
    });
    expect(res.statusCode).toBe(200);
    expect(await ids(second, user)).toEqual([7]);
    expect(await ids(second, user, 'favourites')).toEqual([8]);
  });

  it('keeps each list apart: a change to one list shows in that list only', async () => {
    const user = await signUp(first);
    await add(first, user, 10);
    expect(await ids(second, user)).toEqual([10]);
    expect(await ids(second, user, 'favourites')).toEqual([]);
    await add(first, user, 11, 'favourites');
    expect(await ids(second, user)).toEqual([10]);
    expect(await ids(second, user, 'favourites')).toEqual([11]);
  });

  it("never answers one user with another's kept list, even at the same version", async () => {
    const alice = await signUp(first);
    const bob = await signUp(first);
    // Both at lists_version 1 after one change each; each instance keeps both lists.
    await add(first, alice, 21);
    await add(first, bob, 22);
    for (const app of [first, second, first, second]) {
      expect(await ids(app, alice)).toEqual([21]);
      expect(await ids(app, bob)).toEqual([22]);
    }
    // Another user's entry id deletes nothing and bumps nothing visible to the owner.
    const [bobEntry] = (await as(first, bob, { method: 'GET', url: '/api/watchlist' })).json<{ id: string }[]>();
    expect((await as(second, alice, { method: 'DELETE', url: `/api/watchlist/${bobEntry!.id}` })).statusCode).toBe(404);
    expect(await ids(first, bob)).toEqual([22]);
  });

  it('sends the kept list brotli- or gzip-encoded as the request accepts, the same JSON once decoded', async () => {
    const user = await signUp(first);
    for (let i = 1; i <= 12; i++) await add(first, user, 100 + i);
    const get = (headers: Record<string, string>) => as(first, user, { method: 'GET', url: '/api/watchlist', headers });
    const plain = await get({});
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
    ] as const) {
      for (const app of [first, first, second]) {
        const res = await as(app, user, { method: 'GET', url: '/api/watchlist', headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(decode(res.rawPayload)).toEqual(plain.rawPayload);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    // Below the compress plugin's threshold a list goes out as it is.
    const few = await signUp(first);
    await add(first, few, 1);
    const small = await as(first, few, { method: 'GET', url: '/api/watchlist', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveLength(1);
  });

  describe('a token stops working at once in every instance', () => {
    const cachedBy = async (user: SignedUp) => {
      await add(first, user, 31);
      expect(await ids(first, user)).toEqual([31]);
      expect(await ids(second, user)).toEqual([31]);
    };
    const refusedBy = async (user: SignedUp) => {
      for (const app of [first, second]) {
        const res = await as(app, user, { method: 'GET', url: '/api/watchlist' });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Please sign in' });
      }
    };

    it('after a sign-out through the other instance', async () => {
      const user = await signUp(first);
      await cachedBy(user);
      expect((await as(second, user, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
      await refusedBy(user);
    });

    it('when it expires', async () => {
      const user = await signUp(first);
      await cachedBy(user);
      await database()
        .db.kysely.updateTable('tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('profile_id', '=', user.user.uid)
        .execute();
      await refusedBy(user);
    });

    it('when its time is up, with nothing written since it was kept', async () => {
      const user = await signUp(first);
      await cachedBy(user);
      const { expires_at } = await database()
        .db.kysely.selectFrom('tokens')
        .select('expires_at')
        .where('profile_id', '=', user.user.uid)
        .executeTakeFirstOrThrow();
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(expires_at).getTime() + 1 });
      try {
        await refusedBy(user);
      } finally {
        vi.useRealTimers();
      }
    });

    it('when the account is deleted through the other instance', async () => {
      const user = await signUp(first);
      await cachedBy(user);
      const res = await as(second, user, { method: 'DELETE', url: '/api/auth/account', payload: { password: user.password } });
      expect(res.statusCode).toBe(204);
      await refusedBy(user);
    });
  });

  it('shows a profile change through one instance in the next answer of the other', async () => {
    const user = await signUp(first);
    const me = async (app: FastifyInstance) =>
      (await as(app, user, { method: 'GET', url: '/api/auth/me' })).json<{ displayName: string }>();
    expect((await me(first)).displayName).toBe((await me(second)).displayName);
    const res = await as(first, user, {
      method: 'PATCH',
      url: '/api/auth/update-profile',
      payload: { displayName: 'Renamed Person' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(second)).displayName).toBe('Renamed Person');
    expect((await me(first)).displayName).toBe('Renamed Person');
  });

  it('answers from committed data only: a change still inside a transaction is neither shown nor kept', async () => {
    const user = await signUp(first);
    await add(first, user, 41);
    expect(await ids(first, user)).toEqual([41]);
    const rollback = new Error('rolled back on purpose');
    await expect(
      database()
        .db.kysely.transaction()
        .execute(async (trx) => {
          await trx
            .updateTable('profiles')
            .set((eb) => ({ lists_version: eb('lists_version', '+', 1) }))
            .where('id', '=', user.user.uid)
            .execute();
          await trx.deleteFrom('list_entries').where('profile_id', '=', user.user.uid).execute();
          // The transaction is open (on SQLite, on the very connection the app writes with).
          expect(await ids(first, user)).toEqual([41]);
          expect(await ids(second, user)).toEqual([41]);
          throw rollback;
        }),
    ).rejects.toBe(rollback);
    expect(await ids(first, user)).toEqual([41]);
    expect(await ids(second, user)).toEqual([41]);
  });
});

describe('ListReplyCache', () => {
  it('gives a reply only for the user and version it was kept under', () => {
    const cache = new ListReplyCache();
    cache.set('user-a', 3, '[1]');
    expect(cache.get('user-a', 3)?.body.toString()).toBe('[1]');
    expect(cache.get('user-a', 4)).toBeUndefined();
    expect(cache.get('user-a', 2)).toBeUndefined();
    expect(cache.get('user-b', 3)).toBeUndefined();
  });

  it('keeps the later version when an earlier read finishes last, and still answers that read', () => {
    const cache = new ListReplyCache();
    cache.set('user-a', 5, '[5]');
    expect(cache.set('user-a', 4, '[4]').body.toString()).toBe('[4]');
    expect(cache.get('user-a', 5)?.body.toString()).toBe('[5]');
    expect(cache.get('user-a', 4)).toBeUndefined();
    cache.set('user-a', 6, '[6]');
    expect(cache.get('user-a', 6)?.body.toString()).toBe('[6]');
  });

  it('encodes a kept reply once per encoding, and it decodes to the body', () => {
    const kept = new ListReplyCache().set('user-a', 1, JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ i }))));
    const br = kept.encodedAs('br');
    expect(kept.encodedAs('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br)).toEqual(kept.body);
    expect(zlib.gunzipSync(kept.encodedAs('gzip'))).toEqual(kept.body);
  });
});
