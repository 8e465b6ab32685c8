import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGEVIEW_RETENTION_DAYS } from '@marquee/core';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp } from '../../../__tests__/support/app.ts';
import { prunePageviews } from '../pageview-store.ts';

const DAY_MS = 24 * 60 * 60_000;

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

  /** Stores page views of `path` made `daysAgo` days ago, straight in the table. */
  const seedViews = async (path: string, daysAgo: number[]) => {
    const rows = daysAgo.map((days) => ({
      id: randomUUID(),
      path,
      referrer: null,
      not_found: 0 as const,
      user_id: null,
      created_at: new Date(Date.now() - days * DAY_MS).toISOString(),
    }));
    await database().db.kysely.insertInto('pageviews').values(rows).execute();
  };
  const daysAgoOf = async (path: string) =>
    (await database().db.kysely.selectFrom('pageviews').select('created_at').where('path', '=', path).execute())
      .map((row) => Math.round((Date.now() - Date.parse(row.created_at)) / DAY_MS))
      .sort((a, b) => a - b);

  it(`keeps page views ${PAGEVIEW_RETENTION_DAYS} days, and the newest of them past the cap on rows`, async () => {
    await database().db.kysely.deleteFrom('pageviews').execute();
    await seedViews('/pruned', [PAGEVIEW_RETENTION_DAYS + 1, PAGEVIEW_RETENTION_DAYS + 30, 1, 2, 3, 4]);
    expect(await prunePageviews(database().db.kysely, { maxRows: 2 })).toBe(4);
    expect(await daysAgoOf('/pruned')).toEqual([1, 2]);
  });

  it('prunes after the first page view a server stores, and not before answering it', async () => {
    await seedViews('/old', [PAGEVIEW_RETENTION_DAYS + 1, PAGEVIEW_RETENTION_DAYS + 2]);
    await seedViews('/recent', [PAGEVIEW_RETENTION_DAYS - 1]);
    const fresh = await buildTestApp(database().db);
    const res = await fresh.inject({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/recent' } });
    expect(res.statusCode).toBe(204);
    // Closing waits for the pruning the view started.
    await fresh.close();
    expect(await daysAgoOf('/old')).toEqual([]);
    expect(await daysAgoOf('/recent')).toEqual([0, PAGEVIEW_RETENTION_DAYS - 1]);
  });
});
