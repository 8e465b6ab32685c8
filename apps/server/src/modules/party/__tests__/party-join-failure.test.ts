import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase } from '../../../__tests__/support/databases.ts';
import { connect } from '../../../__tests__/support/party-client.ts';
import { JOIN_FAILED_CODE } from '../party-sockets.ts';

/**
 * A hello the party's store fails (a store or bus that is briefly away, as under load across nodes): the socket is
 * closed for the client to join again, not left open unjoined, refusing its every ping with 'Say hello first'.
 */

const failures = vi.hoisted(() => ({ updates: 0 }));

vi.mock('../party-store.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../party-store.ts')>();
  return {
    ...actual,
    memoryPartyStore: () => {
      const store = actual.memoryPartyStore();
      return {
        ...store,
        update: (...args: Parameters<typeof store.update>) =>
          failures.updates-- > 0 ? Promise.reject(new Error('the store is away')) : store.update(...args),
      };
    },
  };
});

describe('a hello the party cannot take', () => {
  let app: FastifyInstance;
  let origin: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db);
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('closes the socket for the client to join again, and a new hello joins', async () => {
    const started = await app.inject({
      method: 'POST',
      url: '/api/parties',
      payload: { media: { type: 'movie', id: 550, source: 'tmdb' }, playbackSource: 'local' },
    });
    const { code } = started.json<{ code: string }>();

    failures.updates = 1;
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/parties/${code}/socket`);
    const heard: unknown[] = [];
    socket.on('message', (data: Buffer) => heard.push(JSON.parse(data.toString())));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'hello', name: 'Sam' }));
    socket.send(JSON.stringify({ type: 'ping', sentAt: 1, roundTrip: 0 }));
    expect(await closed).toBe(JOIN_FAILED_CODE);
    expect(heard).toEqual([]);

    const again = await connect(origin, code, 'Sam');
    try {
      expect(again.joined.party.members.map((member) => member.name)).toEqual(['Sam']);
    } finally {
      again.socket.terminate();
    }
  });
});
