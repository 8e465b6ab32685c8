import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp } from '../../../__tests__/support/app.ts';

describeEachDatabase('page views', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const viewsOf = (path: string) =>
    database()
      .db.kysely.selectFrom('pageviews')
      .select(['path', 'referrer', 'not_found', 'user_id'])
      .where('path', '=', path)
      .execute();

  it("stores a visitor's page view without a user", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/tv/1399', referrer: 'https://search.example/' },
    });
    expect(res.statusCode).toBe(204);
    expect(await viewsOf('/tv/1399')).toEqual([
      { path: '/tv/1399', referrer: 'https://search.example/', not_found: 0, user_id: null },
    ]);
  });

  it("stores a signed-in user's page view with the user, and 404 pages as not found", async () => {
    const user = await signUp(app);
    const res = await as(app, user, {
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: { path: '/nowhere', notFound: true },
    });
    expect(res.statusCode).toBe(204);
    expect(await viewsOf('/nowhere')).toEqual([{ path: '/nowhere', referrer: null, not_found: 1, user_id: user.user.uid }]);
  });

  it.each([[{}], [{ path: '' }], [{ path: '/x', notFound: 'yes' }], [{ path: '/x', extra: 1 }]])(
    'rejects %j',
    async (payload) => {
      const res = await app.inject({ method: 'POST', url: '/api/analytics/pageview', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    },
  );

  it('limits each address to 300 page views a minute', async () => {
    const view = () =>
      app.inject({ method: 'POST', url: '/api/analytics/pageview', remoteAddress: '10.9.9.9', payload: { path: '/flood' } });
    for (let i = 0; i < 300; i++) expect((await view()).statusCode).toBe(204);
    const limited = await view();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many page views. Please slow down.' });
    expect(await viewsOf('/flood')).toHaveLength(300);
  });
});
