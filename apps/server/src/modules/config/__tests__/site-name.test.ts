import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { as, buildTestApp, setupCodeOf, signUp, signUpAdmin } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';

/**
 * The site's name (docs/accounts.md#setup): given at setup or changed in the admin screen, it is what the pages, the
 * manifest and GET /api/config say at once, on every node, and after a restart; SITE_NAME is only where it starts.
 */

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-site-name-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Marquee</title></head><body><div id="root"><span data-site-name>Marquee</span></div></body></html>',
);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const password = 'correct horse battery';

/** Every place a visitor reads the name from. */
async function namesOf(app: FastifyInstance) {
  const get = (url: string) => app.inject({ method: 'GET', url });
  const page = (await get('/movie')).body;
  return {
    config: (await get('/api/config')).json().siteName,
    manifest: (await get('/manifest.webmanifest')).json().name,
    title: /<title>(.*?)<\/title>/.exec(page)?.[1],
    header: /<span data-site-name>(.*?)<\/span>/.exec(page)?.[1],
  };
}
const everywhere = (name: string) => ({ config: name, manifest: name, title: name, header: name });

describeEachDatabase("the site's name", (database) => {
  const apps: FastifyInstance[] = [];
  const node = async (env: Record<string, string> = {}) => {
    const app = await buildTestApp(database().db, { WEB_DIST: webDist, SITE_NAME: 'Film Club', ...env });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is the one given at setup, at once and after a restart', async () => {
    const app = await node({ ADMIN_EMAILS: '' });
    expect(await namesOf(app)).toMatchObject({ config: 'Film Club', manifest: 'Film Club' });
    const payload = {
      code: await setupCodeOf(app),
      email: `owner-${randomUUID()}@example.com`,
      password,
      registration: 'open',
      siteName: '  Friday Night Pictures ',
    };
    const done = await app.inject({ method: 'POST', url: '/api/setup', payload });
    expect(done.statusCode).toBe(201);
    expect(await namesOf(app)).toEqual(everywhere('Friday Night Pictures'));
    const settings = await as(
      app,
      { headers: { authorization: `Bearer ${done.json().token}` } },
      {
        method: 'GET',
        url: '/api/admin/settings',
      },
    );
    expect(settings.json()).toMatchObject({ siteName: 'Friday Night Pictures' });
    // The stored name wins over SITE_NAME from then on.
    expect(await namesOf(await node())).toEqual(everywhere('Friday Night Pictures'));
  });

  it('refuses a name that is empty, too long or not one line of plain text, and a member', async () => {
    const admin = await signUpAdmin(await node());
    const app = apps.at(-1)!;
    const rename = (siteName: unknown) => as(app, admin, { method: 'PATCH', url: '/api/admin/settings', payload: { siteName } });
    for (const [siteName, error] of [
      ['   ', "Please enter the site's name"],
      ['x'.repeat(41), "The site's name can be at most 40 characters"],
      ['Film\nNight', "The site's name must be plain text on one line"],
      ['Film\u202eNight', "The site's name must be plain text on one line"],
    ] as const) {
      const refused = await rename(siteName);
      expect([refused.statusCode, refused.json().error]).toEqual([400, expect.stringContaining(error)]);
    }
    expect((await rename(42)).statusCode).toBe(400);
    const member = await signUp(app);
    const byMember = await as(app, member, { method: 'PATCH', url: '/api/admin/settings', payload: { siteName: 'Mine' } });
    expect([byMember.statusCode, byMember.json()]).toEqual([403, { error: 'Only an admin of this server can do this' }]);
    expect((await namesOf(app)).config).not.toBe('Mine');
  });

  it('changes on every node when an admin renames the site', async () => {
    const url = `redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`;
    const [a, b] = [await node({ REDIS_URL: url }), await node({ REDIS_URL: url })];
    while (!a.ctx.redis?.ready() || !b.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all([a.ready(), b.ready()]);
    const admin = await signUpAdmin(a);
    const renamed = await as(a, admin, { method: 'PATCH', url: '/api/admin/settings', payload: { siteName: 'Cinema Paradiso' } });
    expect([renamed.statusCode, renamed.json().siteName]).toEqual([200, 'Cinema Paradiso']);
    // The renaming node says it at once; the other one as soon as Redis carries the word.
    expect(await namesOf(a)).toEqual(everywhere('Cinema Paradiso'));
    await expect.poll(() => namesOf(b)).toEqual(everywhere('Cinema Paradiso'));
  });
});
