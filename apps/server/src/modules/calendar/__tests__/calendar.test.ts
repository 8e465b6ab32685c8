import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  calendarFeedLinkSchema,
  calendarFeedStateSchema,
  calendarReplySchema,
  notificationsReplySchema,
  type CalendarItem,
  type NotificationsReply,
} from '@marquee/core';
import { as, bearer, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { checkNewEpisodes } from '../notifications.ts';
import {
  ADULT_FILM,
  ARCANE,
  dayFromToday,
  ENDED_SHOW,
  FAVOURITE_FILM,
  FILM,
  HOSTILE_EPISODE,
  HOSTILE_NAME,
  HOSTILE_SHOW,
  MARKED_SHOW,
  startAiringTmdb,
  type AiringTmdb,
} from '../../../__tests__/support/airing-tmdb.ts';

type Headers = { headers: { authorization: string } };

let tmdb: AiringTmdb;
const cacheRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-calendar-'));
beforeAll(async () => {
  tmdb = await startAiringTmdb();
});
afterAll(async () => {
  await tmdb.close();
  fs.rmSync(cacheRoot, { recursive: true, force: true });
});

const arcane = (season: number, episode: number, day: number, episode_name: string): CalendarItem => ({
  date: dayFromToday(day),
  media_type: 'tv',
  media_id: ARCANE,
  title: 'Arcane',
  poster_path: `/poster-${ARCANE}.jpg`,
  season,
  episode,
  episode_name,
});
const film: CalendarItem = {
  date: dayFromToday(7),
  media_type: 'movie',
  media_id: FILM,
  title: 'Coming Soon',
  poster_path: `/film-${FILM}.jpg`,
  season: null,
  episode: null,
  episode_name: null,
};
const marked = (episode: number, day: number, episode_name: string): CalendarItem => ({
  date: dayFromToday(day),
  media_type: 'tv',
  media_id: MARKED_SHOW,
  title: 'Marked Show',
  poster_path: `/poster-${MARKED_SHOW}.jpg`,
  season: 1,
  episode,
  episode_name,
});

/** What ical.js reads of a feed: its properties and each event's. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    version: calendar.getFirstPropertyValue('version'),
    prodid: calendar.getFirstPropertyValue('prodid'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        stamp: component.getFirstPropertyValue('dtstamp') !== null,
      };
    }),
  };
}

describeEachDatabase('Calendar and notifications API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      TMDB_API_KEY: 'calendar-key',
      TMDB_BASE_URL: tmdb.baseUrl,
      CACHE_DIR: fs.mkdtempSync(path.join(cacheRoot, 'cache-')),
    });
  });
  afterAll(() => app.close());

  const add = async (user: Headers, list: 'watchlist' | 'favourites', media_type: 'movie' | 'tv', media_id: number) => {
    const res = await as(app, user, { method: 'POST', url: `/api/${list}`, payload: { media_type, media_id, title: 'T' } });
    expect(res.statusCode, res.body).toBe(201);
  };
  const mark = async (user: Headers, media_id: number, season: number, episode: number) => {
    const res = await as(app, user, {
      method: 'PUT',
      url: '/api/watched',
      payload: { media_type: 'tv', media_id, season, episode },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const calendar = async (user: Headers, query = '') => {
    const res = await as(app, user, { method: 'GET', url: `/api/calendar${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return calendarReplySchema.strict().parse(res.json());
  };
  const feedLink = async (user: Headers) => {
    const res = await as(app, user, { method: 'POST', url: '/api/calendar/feed' });
    expect(res.statusCode, res.body).toBe(200);
    return calendarFeedLinkSchema.strict().parse(res.json()).url;
  };
  /** A feed link read as a calendar app would: no sign-in. */
  const readFeed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });
  const notifications = async (user: Headers): Promise<NotificationsReply> => {
    const res = await as(app, user, { method: 'GET', url: '/api/notifications' });
    expect(res.statusCode, res.body).toBe(200);
    return notificationsReplySchema.strict().parse(res.json());
  };
  const places = (reply: NotificationsReply) => reply.items.map((item) => [item.media_id, item.season, item.episode]).sort();
  const markRead = (user: Headers, payload: unknown) =>
    as(app, user, { method: 'POST', url: '/api/notifications/read', payload: payload as object });

  /** A second profile of the owner's account, signed in (the owner's token is signed out by the switch). */
  async function otherProfile(owner: SignedUp, body: Record<string, unknown> = {}) {
    const created = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Other', ...body } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const chosen = await as(app, owner, { method: 'POST', url: `/api/profiles/${id}/select`, payload: {} });
    return { id, headers: bearer(chosen.json<{ token: string }>().token) };
  }

  it('answers a visitor 401, and an unknown feed 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/calendar'],
      ['GET', '/api/calendar/feed'],
      ['POST', '/api/calendar/feed'],
      ['DELETE', '/api/calendar/feed'],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { all: true } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    for (const file of ['x'.repeat(43) + '.ics', 'nothing', '.ics', `${'a'.repeat(43)}.txt`, encodeURIComponent('\u0000.ics')]) {
      const res = await app.inject({ method: 'GET', url: `/api/calendar/feed/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("lists the followed titles' episodes and releases by day, reading only the seasons that may air in the range", async () => {
    const user = await signUp(app);
    expect(await calendar(user)).toEqual({ from: dayFromToday(-7), to: dayFromToday(30), items: [] });
    await add(user, 'favourites', 'tv', ARCANE);
    await add(user, 'watchlist', 'movie', FILM);
    await add(user, 'watchlist', 'tv', ENDED_SHOW);
    // A film only among the favourites is not followed; a show only marked watched is.
    await add(user, 'favourites', 'movie', FAVOURITE_FILM);
    await mark(user, MARKED_SHOW, 1, 1);

    expect((await calendar(user)).items).toEqual([
      marked(3, -6, 'Three'),
      marked(4, -3, 'Four'),
      arcane(2, 3, -1, 'Finally Got the Right Name'),
      marked(5, 2, 'Five'),
      arcane(2, 4, 3, 'Paint the Town Blue'),
      film,
      marked(6, 9, 'Six'),
      arcane(2, 5, 10, 'Blisters and Bedrock'),
    ]);
    expect(tmdb.count(`tv/${ENDED_SHOW}/season/1`)).toBe(0);

    expect((await calendar(user, `?from=${dayFromToday(3)}&to=${dayFromToday(3)}`)).items).toEqual([
      arcane(2, 4, 3, 'Paint the Town Blue'),
    ]);
    const from = await calendar(user, `?from=${dayFromToday(8)}`);
    expect(from.to).toBe(dayFromToday(8 + 37));
    expect(from.items).toEqual([marked(6, 9, 'Six'), arcane(2, 5, 10, 'Blisters and Bedrock')]);
    expect((await calendar(user, `?to=${dayFromToday(-2)}`)).items.map((item) => item.date)).toEqual([
      dayFromToday(-20),
      dayFromToday(-13),
      dayFromToday(-10),
      dayFromToday(-9),
      dayFromToday(-6),
      dayFromToday(-3),
    ]);
  });

  it('refuses a bad range with 400', async () => {
    const user = await signUp(app);
    for (const query of [
      '?from=2026-02-30',
      '?from=tomorrow',
      '?to=2026-1-1',
      `?from=${dayFromToday(0)}&to=${dayFromToday(-1)}`,
      `?from=${dayFromToday(0)}&to=${dayFromToday(62)}`,
      `?from=${dayFromToday(0)}&from=${dayFromToday(1)}`,
      `?from=${encodeURIComponent('2026-01-01\u0000')}`,
      `?from=${'9'.repeat(5000)}`,
    ]) {
      const res = await as(app, user, { method: 'GET', url: `/api/calendar${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    expect((await calendar(user, `?from=${dayFromToday(0)}&to=${dayFromToday(61)}`)).items).toEqual([]);
  });

  it('serves the calendar feed at a secret link, replaced by a new one and gone once revoked', async () => {
    const user = await signUp(app);
    await add(user, 'favourites', 'tv', ARCANE);
    await add(user, 'watchlist', 'movie', FILM);
    const state = async () =>
      calendarFeedStateSchema.parse((await as(app, user, { method: 'GET', url: '/api/calendar/feed' })).json());
    expect(await state()).toEqual({ active: false, created_at: null });

    const url = await feedLink(user);
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await state()).toEqual({ active: true, created_at: expect.any(String) });
    const res = await readFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const feed = parseFeed(res.body);
    expect(feed).toMatchObject({ version: '2.0', prodid: expect.any(String), name: expect.any(String) });
    // The feed's range is a month back to three months ahead: Arcane's seasons within it, and the film.
    expect(feed.events.map(({ summary, start }) => [start, summary])).toEqual([
      [dayFromToday(-10), 'Arcane S2 E1: Heavy Is the Crown'],
      [dayFromToday(-9), 'Arcane S2 E2: Watch It All Burn'],
      [dayFromToday(-1), 'Arcane S2 E3: Finally Got the Right Name'],
      [dayFromToday(3), 'Arcane S2 E4: Paint the Town Blue'],
      [dayFromToday(7), 'Coming Soon'],
      [dayFromToday(10), 'Arcane S2 E5: Blisters and Bedrock'],
    ]);
    expect(feed.events.every((event) => event.allDay && event.stamp)).toBe(true);
    expect(new Set(feed.events.map((event) => event.uid)).size).toBe(feed.events.length);
    // The same items keep their UIDs from one reading to the next.
    expect(parseFeed((await readFeed(url)).body).events.map((event) => event.uid)).toEqual(feed.events.map((event) => event.uid));

    const second = await feedLink(user);
    expect(second).not.toBe(url);
    const replaced = await readFeed(url);
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toEqual({ error: expect.any(String) });
    expect((await readFeed(second)).statusCode).toBe(200);

    expect((await as(app, user, { method: 'DELETE', url: '/api/calendar/feed' })).statusCode).toBe(204);
    expect((await readFeed(second)).statusCode).toBe(404);
    expect(await state()).toEqual({ active: false, created_at: null });
    // Revoking again changes nothing.
    expect((await as(app, user, { method: 'DELETE', url: '/api/calendar/feed' })).statusCode).toBe(204);
  });

  it('escapes and folds hostile titles in the feed', async () => {
    const user = await signUp(app);
    // Followed through its history, not a list.
    const viewing = {
      media_type: 'tv',
      media_id: HOSTILE_SHOW,
      title: 'T',
      season: 1,
      episode: 1,
      watch_position: 30,
      duration: 1200,
    };
    expect((await as(app, user, { method: 'POST', url: '/api/watch-history', payload: viewing })).statusCode).toBe(201);
    const text = (await readFeed(await feedLink(user))).body;

    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(4);
    // Escaped as RFC 5545 says, which a lenient parser would not tell: a bare comma or semicolon reads the same to it.
    const summaries = text
      .replaceAll('\r\n ', '')
      .split('\r\n')
      .filter((line) => line.startsWith('SUMMARY:'));
    expect(summaries).toHaveLength(4);
    for (const summary of summaries) {
      expect(summary).toMatch(/^SUMMARY:Bad\\, show\\; with\\\\ and\\nnew\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:injected é/);
    }
    expect(summaries[2]).toMatch(/ S1 E3: Part one\\; two\\, three\\nlong long /);
    const name = HOSTILE_NAME.replace(/\r\n?/g, '\n');
    expect(parseFeed(text).events.map(({ summary, start }) => [start, summary])).toEqual([
      [dayFromToday(-9), `${name} S1 E1: Pilot`],
      [dayFromToday(-2), `${name} S1 E2: Second`],
      [dayFromToday(1), `${name} S1 E3: ${HOSTILE_EPISODE}`],
      [dayFromToday(8), `${name} S1 E4`],
    ]);
    // The calendar's JSON gives the names as they are.
    expect((await calendar(user)).items.map((item) => item.title)).toEqual([HOSTILE_NAME, HOSTILE_NAME, HOSTILE_NAME]);
  });

  it('notifies of each followed show’s latest episode once, leaving out one marked watched', async () => {
    const user = await signUp(app);
    await add(user, 'watchlist', 'tv', ARCANE);
    await add(user, 'watchlist', 'tv', HOSTILE_SHOW);
    await add(user, 'watchlist', 'tv', ENDED_SHOW);
    // Its latest episode (S1 E4, three days ago) is marked watched: nothing to tell.
    await mark(user, MARKED_SHOW, 1, 4);

    const first = await notifications(user);
    expect(places(first)).toEqual([
      [ARCANE, 2, 3],
      [HOSTILE_SHOW, 1, 2],
    ]);
    expect(first.unread).toBe(2);
    expect(first.items.find((item) => item.media_id === ARCANE)).toMatchObject({
      kind: 'new-episode',
      media_type: 'tv',
      title: 'Arcane',
      read_at: null,
    });

    // Checked again, at once and one after another (as several nodes might): still one notification each.
    const db = app.ctx.db.kysely;
    const check = () => checkNewEpisodes(db, app.ctx.metadata, user.user.uid, null);
    await Promise.all([check(), check(), check()]);
    await check();
    const again = await notifications(user);
    expect(again.items).toEqual(first.items);

    // Read one, then all.
    const arcaneId = first.items.find((item) => item.media_id === ARCANE)!.id;
    expect((await markRead(user, { ids: [arcaneId, 'no-such-id'] })).statusCode).toBe(204);
    const oneRead = await notifications(user);
    expect(oneRead.unread).toBe(1);
    expect(oneRead.items.find((item) => item.id === arcaneId)?.read_at).toEqual(expect.any(String));
    expect((await markRead(user, { all: true })).statusCode).toBe(204);
    const allRead = await notifications(user);
    expect(allRead.unread).toBe(0);
    expect(allRead.items.every((item) => item.read_at !== null)).toBe(true);
  });

  it('makes one notification of requests at once, and checks a profile at most every 10 minutes', async () => {
    const user = await signUp(app);
    await add(user, 'watchlist', 'tv', ARCANE);
    const replies = await Promise.all([notifications(user), notifications(user), notifications(user)]);
    expect(replies.some((reply) => reply.items.length === 1)).toBe(true);
    expect(places(await notifications(user))).toEqual([[ARCANE, 2, 3]]);

    // Followed since the check: not told until the next one is due.
    await add(user, 'watchlist', 'tv', HOSTILE_SHOW);
    expect(places(await notifications(user))).toEqual([[ARCANE, 2, 3]]);
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString();
    await app.ctx.db.kysely
      .updateTable('notification_checks')
      .set({ checked_at: eleven })
      .where('profile_id', '=', user.user.uid)
      .execute();
    expect(places(await notifications(user))).toEqual([
      [ARCANE, 2, 3],
      [HOSTILE_SHOW, 1, 2],
    ]);
  });

  it("keeps profiles' calendars, feeds and notifications apart", async () => {
    const owner = await signUp(app);
    await add(owner, 'watchlist', 'tv', ARCANE);
    const ownerFeed = await feedLink(owner);
    const ownerItems = await notifications(owner);
    expect(ownerItems.items).toHaveLength(1);

    const other = await otherProfile(owner);
    expect((await calendar(other)).items).toEqual([]);
    expect(await notifications(other)).toEqual({ items: [], unread: 0 });
    expect(calendarFeedStateSchema.parse((await as(app, other, { method: 'GET', url: '/api/calendar/feed' })).json())).toEqual({
      active: false,
      created_at: null,
    });
    expect((await markRead(other, { ids: [ownerItems.items[0]!.id] })).statusCode).toBe(204);
    expect((await markRead(other, { all: true })).statusCode).toBe(204);
    const otherFeed = await feedLink(other);
    expect(parseFeed((await readFeed(otherFeed)).body).events).toEqual([]);
    // Revoking the other profile's link leaves the owner's.
    expect((await as(app, other, { method: 'DELETE', url: '/api/calendar/feed' })).statusCode).toBe(204);
    expect((await readFeed(ownerFeed)).statusCode).toBe(200);
    const unread = await app.ctx.db.kysely
      .selectFrom('notifications')
      .select('read_at')
      .where('profile_id', '=', owner.user.uid)
      .execute();
    expect(unread).toEqual([{ read_at: null }]);
  });

  it("keeps a Kids profile's calendar, feed and notifications within its limit", async () => {
    const owner = await signUp(app);
    const child = await otherProfile(owner);
    await add(child, 'watchlist', 'tv', ARCANE);
    await add(child, 'watchlist', 'tv', HOSTILE_SHOW);
    await add(child, 'watchlist', 'movie', FILM);
    await add(child, 'watchlist', 'movie', ADULT_FILM);
    expect((await calendar(child)).items.map((item) => item.media_id)).toContain(HOSTILE_SHOW);
    const link = await feedLink(child);
    const unlimited = parseFeed((await readFeed(link)).body).events;
    expect(unlimited.some((event) => event.summary === 'Grown-Ups Only')).toBe(true);

    // The owner makes it a Kids profile (PG at most): TV-MA and R titles leave its calendar.
    const back = await as(app, child, { method: 'POST', url: `/api/profiles/${owner.user.uid}/select`, payload: {} });
    const parent = bearer(back.json<{ token: string }>().token);
    const limited = await app.inject({
      method: 'PATCH',
      url: `/api/profiles/${child.id}`,
      headers: parent,
      payload: { kids: true },
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const chosen = await app.inject({ method: 'POST', url: `/api/profiles/${child.id}/select`, headers: parent, payload: {} });
    const kids = { headers: bearer(chosen.json<{ token: string }>().token) };

    const items = (await calendar(kids)).items;
    expect(new Set(items.map((item) => item.media_id))).toEqual(new Set([ARCANE, FILM]));
    // The same link, read again within the minutes a feed is kept: the new limit is a new feed.
    const feed = parseFeed((await readFeed(link)).body);
    expect(feed.events.some((event) => event.summary.startsWith('Arcane'))).toBe(true);
    expect(feed.events.filter((event) => event.summary.startsWith('Bad') || event.summary === 'Grown-Ups Only')).toEqual([]);
    expect(places(await notifications(kids))).toEqual([[ARCANE, 2, 3]]);
  });

  it('refuses bad input to the notifications with 400', async () => {
    const user = await signUp(app);
    for (const payload of [
      {},
      { ids: [] },
      { ids: [1] },
      { ids: ['\u0000'] },
      { ids: ['x'.repeat(65)] },
      { ids: Array.from({ length: 501 }, (_, i) => `id-${i}`) },
      { all: false },
      { all: 'yes' },
      { ids: ['a'], all: true },
      { all: true, extra: 1 },
      [],
    ]) {
      const res = await markRead(user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describeEachDatabase('The calendar feed link under BASE_PATH', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      TMDB_API_KEY: 'calendar-key',
      TMDB_BASE_URL: tmdb.baseUrl,
      CACHE_DIR: fs.mkdtempSync(path.join(cacheRoot, 'cache-')),
      BASE_PATH: '/marquee',
      PUBLIC_URL: 'https://films.example.com',
    });
  });
  afterAll(() => app.close());

  it('is an address at PUBLIC_URL under BASE_PATH, which serves the feed', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/marquee/api/auth/register',
      payload: { email: `feed-${Date.now()}@example.com`, password: 'correct horse battery' },
    });
    expect(register.statusCode, register.body).toBe(201);
    const headers = bearer(register.json<{ token: string }>().token);
    const res = await app.inject({ method: 'POST', url: '/marquee/api/calendar/feed', headers });
    expect(res.statusCode, res.body).toBe(200);
    const { url } = calendarFeedLinkSchema.parse(res.json());
    expect(url).toMatch(/^https:\/\/films\.example\.com\/marquee\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(parseFeed(feed.body).events).toEqual([]);
  });
});
