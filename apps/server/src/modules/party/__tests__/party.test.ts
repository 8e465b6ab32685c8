import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { PARTY_MAX_MEMBERS, PARTY_CODE_PATTERN, PARTY_STARTS_PER_MINUTE, type PartyState } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bearer, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { createTestDatabase, testDialects } from '../../../__tests__/support/databases.ts';
import { connect } from '../../../__tests__/support/party-client.ts';
import { freePort, startRedis, waitFor, type RedisProcess } from '../../../__tests__/support/processes.ts';
import { BUS_PREFIX } from '../../../lib/message-bus.ts';
import { textIn } from '../../../http/texts.ts';
import { catalogueRating, getCatalogue, NOT_ON_THIS_PROFILE } from '../../metadata/index.ts';

/**
 * Watch parties through real sockets: a party started over HTTP, members joining over WebSocket, every
 * change reaching every member; bad messages answered and dropped; limits; two nodes sharing a party
 * through Redis.
 */

const movie = { type: 'movie', id: 550, source: 'tmdb' } as const;

async function startParty(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/parties', payload: { media: movie, playbackSource: 'local' } });
  expect(res.statusCode).toBe(201);
  return res.json().code;
}

const stateWhere = (check: (party: PartyState) => boolean) => (m: { party: PartyState }) => check(m.party);

describe('watch parties on one node', () => {
  let app: FastifyInstance;
  let origin: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const members: Awaited<ReturnType<typeof connect>>[] = [];
  const join = async (code: string, name?: string, resume?: string) => {
    const member = await connect(origin, code, name, resume);
    members.push(member);
    return member;
  };

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db);
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const member of members) member.socket.terminate();
    await app.close();
    await database.destroy();
  });

  it('starts a party with a code of 10 base32 characters, reads it, and says when there is none', async () => {
    const code = await startParty(app);
    expect(code).toMatch(PARTY_CODE_PATTERN);
    const party = (await app.inject(`/api/parties/${code}`)).json();
    expect(party).toMatchObject({ code, media: movie, playbackSource: 'local', members: [], waitingFor: [] });
    expect(party.playback).toMatchObject({ playing: false, position: 0 });

    const unknown = await app.inject('/api/parties/abcdefghij');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'This party has ended' }]);
    expect((await app.inject('/api/parties/NOT-A-CODE')).statusCode).toBe(400);
    const badBody = await app.inject({
      method: 'POST',
      url: '/api/parties',
      payload: { media: { type: 'movie', id: -1, source: 'tmdb' }, playbackSource: 'x' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json()).toEqual({ error: expect.any(String) });
    const plain = await app.inject(`/api/parties/${code}/socket`);
    expect([plain.statusCode, plain.json()]).toEqual([426, { error: 'Connect to a party with a WebSocket' }]);
    // No socket for a party that is not there.
    await expect(connect(origin, 'abcdefghij')).rejects.toThrow(/404/);
  });

  it(`lets one address start ${PARTY_STARTS_PER_MINUTE} parties a minute, and answers 429 past that`, async () => {
    const start = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/parties', remoteAddress, payload: { media: movie, playbackSource: 'local' } });
    for (let i = 0; i < PARTY_STARTS_PER_MINUTE; i++) expect((await start('203.0.113.7')).statusCode).toBe(201);
    const refused = await start('203.0.113.7');
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: 'Too many parties started; please wait a minute' }]);
    // Another address is not held back, nor is reading or joining a party.
    const other = await start('203.0.113.8');
    expect(other.statusCode).toBe(201);
    expect((await app.inject({ url: `/api/parties/${other.json().code}`, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('gives everyone each play, pause and seek, with who did it; a play starts a little ahead for all', async () => {
    const code = await startParty(app);
    const sam = await join(code, 'Sam');
    const guest = await join(code);
    const both = await sam.next(
      'state',
      stateWhere((p) => p.members.length === 2),
    );
    expect(both.party.members.map((m) => m.name)).toEqual(['Sam', 'Guest 1']);
    await sam.next('event', (e) => e.event === 'joined' && e.by === 'Guest 1');

    const before = Date.now();
    sam.send({ type: 'play', position: 10 });
    for (const member of [sam, guest]) {
      const { party } = await member.next(
        'state',
        stateWhere((p) => p.playback.playing),
      );
      expect(party.playback.position).toBe(10);
      expect(party.playback.at).toBeGreaterThanOrEqual(before + 300);
      await member.next('event', (e) => e.event === 'play' && e.by === 'Sam');
    }
    guest.send({ type: 'pause', position: 12.5 });
    for (const member of [sam, guest]) {
      expect(
        (
          await member.next(
            'state',
            stateWhere((p) => !p.playback.playing),
          )
        ).party.playback.position,
      ).toBe(12.5);
      await member.next('event', (e) => e.event === 'pause' && e.by === 'Guest 1');
    }
    sam.send({ type: 'seek', position: 600 });
    expect(
      (
        await guest.next(
          'state',
          stateWhere((p) => p.playback.position === 600),
        )
      ).party.playback.playing,
    ).toBe(false);
    sam.send({ type: 'media', media: { type: 'tv', id: 1399, source: 'tmdb', season: 1, episode: 2 }, playbackSource: 'alpha' });
    const moved = await guest.next(
      'state',
      stateWhere((p) => p.media.type === 'tv'),
    );
    expect(moved.party).toMatchObject({ playbackSource: 'alpha', playback: { playing: false, position: 0 } });

    const pong = (sam.send({ type: 'ping', sentAt: 123, roundTrip: 40 }), await sam.next('pong'));
    expect(pong.sentAt).toBe(123);
    expect(Math.abs(pong.serverTime - Date.now())).toBeLessThan(1_000);
  });

  it('answers a bad message with an error and goes on', async () => {
    const code = await startParty(app);
    const sam = await join(code, 'Sam');
    for (const bad of [
      'not json',
      { type: 'kick' },
      { type: 'seek', position: -5 },
      { type: 'chat', text: 'x'.repeat(501) },
      { type: 'play' },
    ]) {
      sam.send(bad);
      expect((await sam.next('error')).error).toEqual(expect.any(String));
    }
    sam.send({ type: 'chat', text: 'still here' });
    expect(await sam.next('chat')).toMatchObject({ from: 'Sam', text: 'still here' });
    expect(sam.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('drops messages past the rate limit with an error', async () => {
    const code = await startParty(app);
    const sam = await join(code, 'Sam');
    for (let i = 0; i < 30; i++) sam.send({ type: 'ping', sentAt: i });
    expect((await sam.next('error')).error).toBe('Too many messages; slow down');
  });

  it("tells a member why in the language of their connection's upgrade request", async () => {
    const code = await startParty(app);
    const pierre = await connect(origin, code, 'Pierre', undefined, undefined, { 'accept-language': 'en-XA' });
    members.push(pierre);
    for (let i = 0; i < 30; i++) pierre.send({ type: 'ping', sentAt: i });
    const words = textIn('en-XA', 'Too many messages; slow down');
    expect(words).not.toBe('Too many messages; slow down');
    expect((await pierre.next('error')).error).toBe(words);
  });

  it('waits for a member who buffers, and starts again together when they are ready', async () => {
    const code = await startParty(app);
    const sam = await join(code, 'Sam');
    const guest = await join(code);
    sam.send({ type: 'play', position: 30 });
    await guest.next(
      'state',
      stateWhere((p) => p.playback.playing),
    );
    guest.send({ type: 'buffering', buffering: true });
    const waiting = await sam.next(
      'state',
      stateWhere((p) => p.waitingFor.length > 0),
    );
    expect(waiting.party.waitingFor).toEqual(['Guest 1']);
    expect(waiting.party.playback.playing).toBe(false);
    const held = waiting.party.playback.position;
    expect(held).toBeGreaterThanOrEqual(30);
    const ready = Date.now();
    guest.send({ type: 'buffering', buffering: false });
    const resumed = await sam.next(
      'state',
      stateWhere((p) => p.playback.playing),
    );
    expect(resumed.party.waitingFor).toEqual([]);
    expect(resumed.party.playback.position).toBe(held);
    expect(resumed.party.playback.at).toBeGreaterThanOrEqual(ready + 300);
  });

  it(`takes ${PARTY_MAX_MEMBERS} members, refuses one more, and tells the others who left`, async () => {
    const code = await startParty(app);
    const first = await join(code, 'First');
    for (let i = 1; i < PARTY_MAX_MEMBERS; i++) await join(code);
    const extra = new WebSocket(`${origin.replace('http', 'ws')}/api/parties/${code}/socket`);
    const refused = new Promise<[string, number]>((resolve) => {
      let error = '';
      extra.on('message', (data) => (error = JSON.parse((data as Buffer).toString()).error ?? error));
      extra.on('close', (closeCode) => resolve([error, closeCode]));
    });
    extra.on('open', () => extra.send(JSON.stringify({ type: 'hello', name: 'Late' })));
    expect(await refused).toEqual(['This party is full', 4409]);

    const last = members.at(-1)!;
    last.socket.close();
    await first.next('event', (e) => e.event === 'left' && e.by === `Guest ${PARTY_MAX_MEMBERS - 1}`);
    expect(
      (
        await first.next(
          'state',
          stateWhere((p) => p.members.length === PARTY_MAX_MEMBERS - 1),
        )
      ).party.members,
    ).toHaveLength(PARTY_MAX_MEMBERS - 1);
  });

  it('renames a member for everyone, and gives a member who comes back with their key the same place', async () => {
    const code = await startParty(app);
    const guest = await join(code);
    const kim = await join(code, 'Kim');
    expect(guest.joined.party.members.map((m) => m.name)).toEqual(['Guest 1']);
    guest.send({ type: 'name', name: '  Sam ' });
    await kim.next(
      'state',
      stateWhere((p) => p.members.map((m) => m.name).join() === 'Sam,Kim'),
    );
    guest.send({ type: 'name', name: '   ' });
    expect((await guest.next('error')).error).toBe('Give a name');

    // The same member on a new connection, while the old one still seems open: one Sam, on the new socket.
    const again = await join(code, undefined, guest.joined.resume);
    expect(again.joined.you).toBe(guest.joined.you);
    expect(again.joined.party.members.map((m) => m.name)).toEqual(['Sam', 'Kim']);
    expect(await guest.closed).toBe(4410);
    again.send({ type: 'pause', position: 3 });
    expect(await kim.next('event', (e) => e.event === 'pause')).toMatchObject({ by: 'Sam' });
    // The old socket's end did not take Sam away; a key nobody has is somebody new.
    const stranger = await join(code, undefined, 'not-a-key');
    expect(stranger.joined.party.members.map((m) => m.name)).toEqual(['Sam', 'Kim', 'Guest 2']);
    // Leaving is told under the name the party knows now.
    again.socket.close();
    expect(await kim.next('event', (e) => e.event === 'left')).toMatchObject({ by: 'Sam' });
  });
});

// The member's token is looked up in the database: on each one the tests run on.
describe.each(testDialects)('a watch party with a limited profile in it [%s]', (dialect) => {
  let app: FastifyInstance;
  let origin: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const sockets: WebSocket[] = [];
  const catalogue = getCatalogue();
  const filmRated = (rating: string) => catalogue.movies.find((m) => catalogueRating('movie', m.id)?.rating === rating)!;
  const film = (rating: string) => ({ type: 'movie', id: filmRated(rating).id, source: 'catalogue' }) as const;
  let kids: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildTestApp(database.db);
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
    // A Kids profile of a new account, and its token.
    const owner = await signUp(app);
    const created = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
    const chosen = await as(app, owner, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} });
    kids = chosen.json().token;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await app.close();
    await database.destroy();
  });

  const startOn = async (media: ReturnType<typeof film>, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/api/parties', headers, payload: { media, playbackSource: 'local' } });
    expect(res.statusCode).toBe(201);
    return res.json().code as string;
  };
  const member = async (code: string, name: string, token?: string) => {
    const joined = await connect(origin, code, name, undefined, token);
    sockets.push(joined.socket);
    return joined;
  };

  it("refuses a move to a title above a member's limit, to whoever asked; the party stays where it is", async () => {
    const code = await startOn(film('G'), bearer(kids));
    const kid = await member(code, 'Kid', kids);
    const sam = await member(code, 'Sam');
    sam.send({ type: 'media', media: film('R'), playbackSource: 'local' });
    expect((await sam.next('error')).error).toBe("That title isn't available to everyone in this party");
    // A title within the limit moves everyone, the kid included.
    sam.send({ type: 'media', media: film('PG'), playbackSource: 'local' });
    await kid.next(
      'state',
      stateWhere((p) => p.media.id === film('PG').id),
    );
    expect(kid.received.some((m) => m.type === 'state' && m.party.media.id === film('R').id)).toBe(false);
    expect((await app.inject(`/api/parties/${code}`)).json<PartyState>().media).toEqual(film('PG'));

    // Once the kid has left, the others may watch what they like.
    kid.socket.close();
    await sam.next('event', (e) => e.event === 'left' && e.by === 'Kid');
    sam.send({ type: 'media', media: film('R'), playbackSource: 'local' });
    await sam.next(
      'state',
      stateWhere((p) => p.media.id === film('R').id),
    );
  });

  it('does not let a Kids profile join a party on a title above its limit', async () => {
    const code = await startOn(film('R'));
    const sam = await member(code, 'Sam');
    // Its token in the hello, as the browser sends it.
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/parties/${code}/socket`);
    sockets.push(socket);
    const refused = new Promise<[string, number]>((resolve) => {
      let error = '';
      socket.on('message', (data) => (error = JSON.parse((data as Buffer).toString()).error ?? error));
      socket.on('close', (closeCode) => resolve([error, closeCode]));
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', name: 'Kid', token: kids })));
    expect(await refused).toEqual([NOT_ON_THIS_PROFILE, 4403]);
    // Its token on the upgrade request: refused before any socket, as reading the party is.
    const upgrade = new WebSocket(`${origin.replace('http', 'ws')}/api/parties/${code}/socket`, { headers: bearer(kids) });
    sockets.push(upgrade);
    await expect(
      new Promise((resolve, reject) => {
        upgrade.once('open', resolve);
        upgrade.once('error', reject);
      }),
    ).rejects.toThrow(/403/);
    expect((await app.inject(`/api/parties/${code}`)).json<PartyState>().members.map((m) => m.name)).toEqual(['Sam']);
    expect(sam.received.some((m) => m.type === 'event' && m.event === 'joined' && m.by === 'Kid')).toBe(false);
    // The same profile joins a party on a film within its limit.
    const family = await startOn(film('G'));
    expect((await member(family, 'Kid', kids)).joined.party.members.map((m) => m.name)).toEqual(['Kid']);
  });
});

describe('a watch party across two nodes sharing Redis', () => {
  let redis: RedisProcess;
  const apps: FastifyInstance[] = [];
  const origins: string[] = [];
  let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    redis = await startRedis(await freePort());
    databases = [await createTestDatabase('sqlite'), await createTestDatabase('sqlite')];
    for (const database of databases) {
      const app = await buildTestApp(database.db, { REDIS_URL: redis.url });
      apps.push(app);
      origins.push(await app.listen({ host: '127.0.0.1', port: 0 }));
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    for (const app of apps) await app.close();
    for (const database of databases) await database.destroy();
    await redis.stop();
  });

  it('members on different nodes see each other join, play and chat', async () => {
    const code = await startParty(apps[0]!);
    expect((await apps[1]!.inject(`/api/parties/${code}`)).statusCode).toBe(200);
    const sam = await connect(origins[0]!, code, 'Sam');
    const kim = await connect(origins[1]!, code, 'Kim');
    sockets.push(sam.socket, kim.socket);
    await sam.next(
      'state',
      stateWhere((p) => p.members.length === 2),
    );
    kim.send({ type: 'play', position: 42 });
    expect(
      (
        await sam.next(
          'state',
          stateWhere((p) => p.playback.playing),
        )
      ).party.playback.position,
    ).toBe(42);
    await sam.next('event', (e) => e.event === 'play' && e.by === 'Kim');
    sam.send({ type: 'chat', text: 'hi Kim' });
    expect(await kim.next('chat')).toMatchObject({ from: 'Sam', text: 'hi Kim' });
  });

  it("holds the party to every member's limit, whichever node they are on", async () => {
    const film = (rating: string) => {
      const found = getCatalogue().movies.find((m) => catalogueRating('movie', m.id)?.rating === rating)!;
      return { type: 'movie', id: found.id, source: 'catalogue' } as const;
    };
    const owner = await signUp(apps[0]!);
    const created = await as(apps[0]!, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
    const kids = (
      await as(apps[0]!, owner, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} })
    ).json().token as string;
    const start = async (media: ReturnType<typeof film>) =>
      (await apps[0]!.inject({ method: 'POST', url: '/api/parties', payload: { media, playbackSource: 'local' } })).json()
        .code as string;

    const family = await start(film('G'));
    const kid = await connect(origins[0]!, family, 'Kid', undefined, kids);
    const sam = await connect(origins[1]!, family, 'Sam');
    sockets.push(kid.socket, sam.socket);
    sam.send({ type: 'media', media: film('R'), playbackSource: 'local' });
    expect((await sam.next('error')).error).toBe("That title isn't available to everyone in this party");
    expect((await apps[1]!.inject(`/api/parties/${family}`)).json<PartyState>().media).toEqual(film('G'));

    const grownUps = await start(film('R'));
    const refused = new WebSocket(`${origins[0]!.replace('http', 'ws')}/api/parties/${grownUps}/socket`);
    sockets.push(refused);
    const answer = new Promise<[string, number]>((resolve) => {
      let error = '';
      refused.on('message', (data) => (error = JSON.parse((data as Buffer).toString()).error ?? error));
      refused.on('close', (closeCode) => resolve([error, closeCode]));
    });
    refused.on('open', () => refused.send(JSON.stringify({ type: 'hello', token: kids })));
    expect(await answer).toEqual([NOT_ON_THIS_PROFILE, 4403]);
  });

  it('lets go of a socket that closed while it was joining: its node unsubscribes, and it is no member', async () => {
    const code = await startParty(apps[0]!);
    // Kim, on the other node, keeps the party's channel subscribed there and sees who comes and goes.
    const kim = await connect(origins[1]!, code, 'Kim');
    sockets.push(kim.socket);
    const inspect = new Redis(redis.url);
    const subscribers = async () => {
      const [, count] = (await inspect.pubsub('NUMSUB', `${BUS_PREFIX}party:${code}`)) as [string, number];
      return count;
    };
    try {
      expect(await subscribers()).toBe(1);
      for (let i = 0; i < 10; i++) {
        const socket = new WebSocket(`${origins[0]!.replace('http', 'ws')}/api/parties/${code}/socket`);
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ type: 'hello', name: `Quick ${i}` }));
        // Gone before the server's join (a subscription and a few Redis round trips) can finish.
        socket.terminate();
      }
      // Their hellos were taken (so the joins did run), and yet all of them were let go.
      await kim.next('event', (e) => e.event === 'joined' && e.by.startsWith('Quick'));
      await waitFor(
        'the closed sockets to be let go',
        async () => {
          const party = (await apps[0]!.inject(`/api/parties/${code}`)).json<PartyState>();
          return party.members.length === 1 && (await subscribers()) === 1;
        },
        50,
      );
      expect((await apps[1]!.inject(`/api/parties/${code}`)).json<PartyState>().members.map((m) => m.name)).toEqual(['Kim']);
    } finally {
      inspect.disconnect();
    }
  });
});
