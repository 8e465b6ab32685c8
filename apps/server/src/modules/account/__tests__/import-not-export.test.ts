import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { as, buildTestApp, signUp, type SignedUp } from '../../../__tests__/support/app.ts';

/**
 * 'Import data' with a JSON file that is no export of this app (docs/behaviour.md#your-data): the person is told so
 * in words of their own, not in the schema's, and nothing is added.
 */
describeEachDatabase('import: a file that is not an export', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db);
  });
  afterAll(() => app.close());

  const upload = (user: SignedUp, body: string) =>
    as(app, user, { method: 'POST', url: '/api/import', payload: body, headers: { 'content-type': 'application/json' } });

  it.each([
    ['an empty object', '{}'],
    ["another program's settings", JSON.stringify({ name: 'my-app', version: '1.0.0', dependencies: {} })],
    ['a list', JSON.stringify([{ title: 'Heat' }])],
    ['a string', JSON.stringify('watchlist')],
    ['a number', '1'],
    ['a watchlist without a version', JSON.stringify({ watchlist: [] })],
  ])('answers 400 "This file is not a Marquee export" for %s, adding nothing', async (_what, body) => {
    const user = await signUp(app);
    const res = await upload(user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This file is not a Marquee export' });
    const exported = (await as(app, user, { method: 'GET', url: '/api/export' })).json();
    expect([exported.watchlist, exported.favourites, exported.history]).toEqual([[], [], []]);
  });

  it('still names the version an export of another version has', async () => {
    const user = await signUp(app);
    const res = await upload(user, JSON.stringify({ version: 2, watchlist: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'version: Unsupported export version (expected 1)' });
  });
});
