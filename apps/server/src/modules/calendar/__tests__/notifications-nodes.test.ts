import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationsReplySchema, type NotificationsReply } from '@marquee/core';
import { openDb, type Db } from '../../../db/connection.ts';
import { buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { ARCANE, HOSTILE_SHOW, MARKED_SHOW, startAiringTmdb, type AiringTmdb } from '../../../__tests__/support/airing-tmdb.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

/**
 * Notifications on two server nodes (docs/behaviour.md#notifications): two app instances on one database, each with
 * its own connections, asked over real connections at the same moment. Each new episode notifies the profile once,
 * and what one node marks read reads as read on the other.
 */

let tmdb: AiringTmdb;
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-notifications-'));
beforeAll(async () => {
  tmdb = await startAiringTmdb();
});
afterAll(async () => {
  await tmdb.close();
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

/** The latest aired episode of each followed show, as the airing TMDB dates them. */
const NEW_EPISODES = [
  [ARCANE, 2, 3],
  [HOSTILE_SHOW, 1, 2],
  [MARKED_SHOW, 1, 4],
];

describeEachDatabase('Notifications on two nodes', (database) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let secondDb: Db;
  beforeAll(async () => {
    const env = () => ({
      TMDB_API_KEY: 'calendar-key',
      TMDB_BASE_URL: tmdb.baseUrl,
      CACHE_DIR: fs.mkdtempSync(path.join(cacheRoot, 'cache-')),
    });
    first = await buildTestApp(database().db, env());
    secondDb = openDb(database().url);
    second = await buildTestApp(secondDb, env());
    for (const app of [first, second]) await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDb.close();
  });

  /** A request over a real connection, as a browser's reaches a node. */
  const send = (app: FastifyInstance, user: SignedUp, method: 'GET' | 'POST', url: string, body?: object) =>
    fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${url}`, {
      method,
      headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const notifications = async (app: FastifyInstance, user: SignedUp): Promise<NotificationsReply> => {
    const res = await send(app, user, 'GET', '/api/notifications');
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return notificationsReplySchema.strict().parse(JSON.parse(text));
  };
  const markRead = async (app: FastifyInstance, user: SignedUp, body: object) => {
    const res = await send(app, user, 'POST', '/api/notifications/read', body);
    expect(res.status, await res.text()).toBe(204);
  };
  const places = (reply: NotificationsReply) => reply.items.map((item) => [item.media_id, item.season, item.episode]).sort();
  /** Both nodes asked at once, a few times each. */
  const askBothAtOnce = (user: SignedUp) =>
    Promise.all(Array.from({ length: 4 }, () => [notifications(first, user), notifications(second, user)]).flat());
  /** The profile's notifications as stored: one row per notification, whichever node made it. */
  const stored = async (user: SignedUp) =>
    (
      await database()
        .db.kysely.selectFrom('notifications')
        .select(['media_id', 'season', 'episode'])
        .where('profile_id', '=', user.user.uid)
        .execute()
    )
      .map((row) => [row.media_id, row.season, row.episode])
      .sort();

  it('makes one notification per new episode of requests to both nodes at once, and a read on one reads on the other', async () => {
    const user = await signUp(first);
    for (const media_id of [ARCANE, HOSTILE_SHOW, MARKED_SHOW]) {
      const res = await send(second, user, 'POST', '/api/watchlist', { media_type: 'tv', media_id, title: 'T' });
      expect(res.status, await res.text()).toBe(201);
    }

    const replies = await askBothAtOnce(user);
    // A request answered before the check that claimed the turn had written lists what was there then.
    expect(replies.some((reply) => places(reply).length === NEW_EPISODES.length)).toBe(true);
    expect(await stored(user)).toEqual(NEW_EPISODES);

    // The next turn, due on both nodes at once, finds the same episodes and makes none again.
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString();
    await database()
      .db.kysely.updateTable('notification_checks')
      .set({ checked_at: eleven })
      .where('profile_id', '=', user.user.uid)
      .execute();
    for (const reply of await askBothAtOnce(user)) expect(places(reply)).toEqual(NEW_EPISODES);
    expect(await stored(user)).toEqual(NEW_EPISODES);

    const onFirst = await notifications(first, user);
    expect((await notifications(second, user)).items.map((item) => item.id)).toEqual(onFirst.items.map((item) => item.id));
    expect(onFirst.unread).toBe(3);

    const arcane = onFirst.items.find((item) => item.media_id === ARCANE)!;
    await markRead(first, user, { ids: [arcane.id] });
    const onSecond = await notifications(second, user);
    expect(onSecond.unread).toBe(2);
    expect(onSecond.items.filter((item) => item.read_at !== null).map((item) => item.id)).toEqual([arcane.id]);

    await markRead(second, user, { all: true });
    const allRead = await notifications(first, user);
    expect(allRead.unread).toBe(0);
    expect(allRead.items.map((item) => item.read_at)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
  });
});
