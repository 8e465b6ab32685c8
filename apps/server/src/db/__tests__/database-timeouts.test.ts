import net from 'node:net';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, openDb, POSTGRES_POOL_LIMITS, type Db } from '../connection.ts';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';
import { buildTestApp } from '../../__tests__/support/app.ts';

/** The error a query on this database gives, or fails the test if it succeeds. */
async function failureOf(query: Promise<unknown>): Promise<Error> {
  try {
    await query;
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query was expected to fail');
}

describeEachDatabase('a database that does not answer in time', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    // A route that meets the database's own time limit: PostgreSQL cancels a statement past its
    // statement_timeout; on SQLite another connection holds the write lock past the busy timeout.
    app.post('/test/over-the-time-limit', async () => {
      if (database().dialect === 'postgres') {
        await database()
          .db.kysely.transaction()
          .execute(async (trx) => {
            await sql`set local statement_timeout = 20`.execute(trx);
            await sql`select pg_sleep(5)`.execute(trx);
          });
      } else {
        const file = database().url.slice('sqlite:'.length);
        const holder = new Database(file);
        const writer = new Database(file, { timeout: 0 });
        try {
          holder.exec('begin immediate');
          writer.exec('begin immediate');
        } finally {
          holder.close();
          writer.close();
        }
      }
      return { unexpected: true };
    });
  });
  afterAll(() => app.close());

  it('bounds its waits', async () => {
    if (database().dialect === 'postgres') {
      const setting = async (name: string) =>
        (await sql<Record<string, string>>`${sql.raw(`show ${name}`)}`.execute(database().db.kysely)).rows[0]?.[name];
      expect(await setting('statement_timeout')).toBe('15s');
      expect(await setting('idle_in_transaction_session_timeout')).toBe('30s');
    } else {
      const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(database().db.kysely);
      expect(rows[0]?.timeout).toBe(5000);
    }
  });

  it('answers 503 {error} (try again), not 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/over-the-time-limit' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The service is busy right now. Please try again in a moment.' });
  });
});

/**
 * A stand-in PostgreSQL server: it records each client's startup parameters, and either never
 * answers at all (`silent`) or accepts the session and then never answers a query.
 */
function fakePostgres(mode: 'silent' | 'accepts-then-stalls') {
  const startups: Record<string, string>[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (data) => {
      // StartupMessage: length, protocol version, then name\0value\0 pairs.
      const fields = data.subarray(8).toString('utf8').split('\u0000');
      const params: Record<string, string> = {};
      for (let i = 0; i + 1 < fields.length && fields[i]; i += 2) params[fields[i]!] = fields[i + 1]!;
      startups.push(params);
      if (mode === 'silent') return;
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, ready]));
    });
  });
  return {
    startups,
    async url() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `postgres://marquee@127.0.0.1:${(server.address() as net.AddressInfo).port}/marquee`;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the PostgreSQL pool', () => {
  let db: Db | undefined;
  let server: ReturnType<typeof fakePostgres> | undefined;
  afterEach(async () => {
    await db?.close().catch(() => {});
    await server?.close();
    db = undefined;
    server = undefined;
  });

  it('asks the server for its statement and idle-in-transaction limits on every connection', async () => {
    server = fakePostgres('accepts-then-stalls');
    db = openDb(await server.url(), process.cwd(), { query_timeout: 50 });
    await failureOf(sql`select 1`.execute(db.kysely));
    expect(server.startups[0]).toMatchObject({
      statement_timeout: String(POSTGRES_POOL_LIMITS.statement_timeout),
      idle_in_transaction_session_timeout: String(POSTGRES_POOL_LIMITS.idle_in_transaction_session_timeout),
    });
  });

  it('gives up on a server that never completes the connection, as unavailable', async () => {
    server = fakePostgres('silent');
    db = openDb(await server.url(), process.cwd(), { connectionTimeoutMillis: 50 });
    const error = await failureOf(sql`select 1`.execute(db.kysely));
    expect(error.message).toMatch(/timeout/);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('gives up on a query the server never answers, as unavailable', async () => {
    server = fakePostgres('accepts-then-stalls');
    db = openDb(await server.url(), process.cwd(), { query_timeout: 50 });
    const error = await failureOf(sql`select 1`.execute(db.kysely));
    expect(error.message).toBe('Query read timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('has every limit set', () => {
    for (const value of Object.values(POSTGRES_POOL_LIMITS)) expect(value).toBeGreaterThan(0);
    // The client's own limit comes after the server's, which says more (the statement is cancelled).
    expect(POSTGRES_POOL_LIMITS.query_timeout).toBeGreaterThan(POSTGRES_POOL_LIMITS.statement_timeout);
  });
});

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each<[string, unknown, boolean]>([
    ['statement timeout', withCode('57014', 'canceling statement due to statement timeout'), true],
    ['idle in transaction timeout', withCode('25P03'), true],
    ['server shutting down', withCode('57P01'), true],
    ['too many connections', withCode('53300'), true],
    ['connection refused', withCode('ECONNREFUSED'), true],
    ['SQLite busy', withCode('SQLITE_BUSY', 'database is locked'), true],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect'), true],
    ['connection lost', new Error('Connection terminated unexpectedly'), true],
    ['unique violation', withCode('23505', 'duplicate key value violates unique constraint'), false],
    ['bad text', withCode('22021', 'invalid byte sequence for encoding "UTF8": 0x00'), false],
    ['integer out of range', withCode('22003'), false],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', { code: '57014' }, false],
  ])('%s', (_label, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
