import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { lazyChildLoggerFactory } from '../lazy-child-logger.ts';
import { createTestDatabase } from '../../__tests__/support/databases.ts';

function collect(): { lines: () => Record<string, unknown>[]; stream: Writable } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

describe('lazyChildLoggerFactory', () => {
  it("logs with the parent's and the request's bindings, making the child only when it logs", () => {
    const out = collect();
    const parent = Fastify({ logger: { level: 'info', base: { app: 'marquee' }, stream: out.stream } }).log;
    let made = 0;
    const counting = Object.create(parent, {
      child: { value: (...args: Parameters<typeof parent.child>) => (made++, parent.child(...args)) },
    }) as typeof parent;
    const log = lazyChildLoggerFactory.call(null as never, counting, { reqId: 'req-1' }, {}, null as never);
    expect(log.level).toBe('info');
    expect(made).toBe(0);
    log.debug('not at this level');
    log.warn({ detail: 1 }, 'something to see');
    log.error('and again');
    expect(made).toBe(1);
    expect(out.lines()).toEqual([
      expect.objectContaining({ app: 'marquee', reqId: 'req-1', detail: 1, msg: 'something to see', level: 40 }),
      expect.objectContaining({ app: 'marquee', reqId: 'req-1', msg: 'and again', level: 50 }),
    ]);
    log.child({ part: 'x' }).info('from a child');
    expect(out.lines()[2]).toMatchObject({ reqId: 'req-1', part: 'x', msg: 'from a child' });
  });
});

describe('request logging through the lazy child', () => {
  const out = collect();
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = await buildApp(loadConfig({ LOG_LEVEL: 'debug', WEB_DIST: 'no-web-build' }), {
      db: database.db,
      logStream: out.stream,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it("keeps each request's id on its lines (LOG_LEVEL=debug logs every request)", async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const requestLines = out.lines().filter((line) => line.reqId !== undefined);
    const ids = new Set(requestLines.map((line) => line.reqId));
    expect(ids.size).toBe(2);
    expect(requestLines.filter((line) => line.msg === 'request completed')).toHaveLength(2);
  });
});
