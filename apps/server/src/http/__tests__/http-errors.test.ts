import net, { type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../__tests__/support/app.ts';

/** Helmet's headers that every reply carries (http/security-headers.ts). */
const RESOURCE_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** Every route of the own API that reads a JSON body. */
const bodyRoutes = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['PATCH', '/api/auth/update-profile'],
  ['DELETE', '/api/auth/account'],
  ['POST', '/api/watchlist'],
  ['POST', '/api/watchlist/bulk-delete'],
  ['POST', '/api/favourites'],
  ['POST', '/api/favourites/bulk-delete'],
  ['POST', '/api/watch-history'],
  ['POST', '/api/watch-history/bulk-delete'],
  ['PATCH', '/api/preferences'],
  ['POST', '/api/import'],
  ['POST', '/api/analytics/pageview'],
] as const;

/** Well-formed JSON of the wrong shape. */
const wrongShapes = [null, [], 'text', 42, true, { nested: { deeper: [1, { x: null }] } }, { media_id: 1e308, email: [] }];

describeEachDatabase('bad input never causes a 500', (database) => {
  let app: FastifyInstance;
  let user: SignedUp;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    user = await signUp(app);
  });
  afterAll(() => app.close());

  const send = (method: string, url: string, payload: string, contentType = 'application/json') =>
    as(app, user, { method: method, url, payload, headers: { 'content-type': contentType } });

  describe.each(bodyRoutes)('%s %s', (method, url) => {
    it('answers 400 with a readable error for JSON that does not parse', async () => {
      const res = await send(method, url, '{"email": "a@b.c",');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Request body is not valid JSON' });
    });

    it.each(wrongShapes.map((shape) => [JSON.stringify(shape)]))('answers 400 {error} for %s', async (payload) => {
      const res = await send(method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    });

    it('answers 400 saying what came for a request without a body', async () => {
      const res = await as(app, user, { method, url });
      expect(res.statusCode).toBe(400);
      // The import reads the body as the export file it should be: nothing at all is no export.
      const error =
        url === '/api/import' ? 'This file is not a Marquee export' : 'Invalid input: expected object, received undefined';
      expect(res.json()).toEqual({ error });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const res = await send(method, url, 'email=a@b.c', 'application/x-www-form-urlencoded');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'Send the request body as application/json' });
    });
  });

  it.each(bodyRoutes.filter(([, url]) => url !== '/api/import'))(
    '%s %s refuses a body over 64 KB with 413',
    async (method, url) => {
      const res = await send(method, url, JSON.stringify({ title: 'x'.repeat(65 * 1024) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'Request body is too large' });
    },
  );

  it('answers 404 {error} for an unknown API path', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });

  it('treats ids it does not know, of any shape, as not found', async () => {
    for (const id of ['does-not-exist', "1' or '1'='1", '%E2%9C%93', 'x'.repeat(100)]) {
      for (const list of ['watchlist', 'favourites', 'watch-history']) {
        const res = await as(app, user, { method: 'DELETE', url: `/api/${list}/${id}` });
        expect(res.statusCode, `${list}/${id}`).toBe(404);
        expect(res.json()).toEqual({ error: 'Item not found' });
      }
    }
    // Past Fastify's 100-character limit for a path parameter the router itself answers 414.
    const tooLong = await as(app, user, { method: 'DELETE', url: `/api/watchlist/${'x'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: expect.any(String) });
  });
});

/**
 * Failures answered before a route runs (by the router, by Fastify's body parser, or by Node's HTTP parser)
 * carry the headers every reply carries and the same `{error}` shape.
 */
describeEachDatabase('framework errors', (database) => {
  let app: FastifyInstance;
  let everyReply: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    everyReply = Object.fromEntries(RESOURCE_HEADERS.map((name) => [name, String(health.headers[name])]));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  it('the resource headers are known', () => {
    expect(everyReply['x-content-type-options']).toBe('nosniff');
    expect(everyReply['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each([
    ['bad URL encoding', 'GET', '/%E0%A4%A', 400],
    ['bad URL encoding under /api', 'GET', '/api/watchlist/%E0%A4%A', 400],
    ['a path parameter past the router’s limit', 'DELETE', `/api/watchlist/${'x'.repeat(101)}`, 414],
    ['a body that is not JSON', 'POST', '/api/auth/login', 400],
  ] as const)('%s: %s %s answers %i {error} with them', async (_label, method, url, status) => {
    const res = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: '{"email":', headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(res.headers).toMatchObject(everyReply);
  });

  /** Sends raw bytes to the server and reads its whole answer (status line, headers, body). */
  async function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const { port } = app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    socket.write(request);
    await new Promise((resolve) => socket.once('close', resolve));
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  it.each([
    ['an address past the header size', 431, `GET /${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ['a request line that is not HTTP', 400, 'NOT HTTP AT ALL\r\n\r\n'],
  ])('%s is answered %i {error} with them', async (_label, status, request) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers).toMatchObject(everyReply);
  });
});
