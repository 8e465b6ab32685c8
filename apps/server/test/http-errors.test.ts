import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from './support/app.ts';

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
    as(app, user, { method: method as 'POST', url, payload, headers: { 'content-type': contentType } });

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

    it('answers 415 for a body that is not JSON', async () => {
      const res = await send(method, url, 'email=a@b.c', 'application/x-www-form-urlencoded');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'Send the request body as application/json' });
    });
  });

  it.each(bodyRoutes.filter(([, url]) => url !== '/api/import'))('%s %s refuses a body over 64 KB with 413', async (method, url) => {
    const res = await send(method, url, JSON.stringify({ title: 'x'.repeat(65 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
  });

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
