import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LibraryStatusReply, LibraryTitle } from '@marquee/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as, bearer, buildTestApp, signUp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { getCatalogue } from '../../metadata/index.ts';

function put(root: string, relative: string): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'video');
}

/** The catalogue's id of a title by its name. */
function catalogueId(media: 'movie' | 'tv', name: string): number {
  const catalogue = getCatalogue();
  const found =
    media === 'movie' ? catalogue.movies.find((m) => m.title === name) : catalogue.series.find((s) => s.name === name);
  if (!found) throw new Error(`no ${media} named ${name} in the catalogue`);
  return found.id;
}

describeEachDatabase('the library routes', (database) => {
  let root: string;
  let app: FastifyInstance;
  let owner: SignedUp;
  let other: SignedUp;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-routes-'));
    put(root, 'Films/Fight Club (1999)/Fight Club (1999).mp4');
    put(root, 'Toy.Story.1995.1080p.BluRay.x264-GRP.mkv');
    put(root, 'Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.webm');
    put(root, 'Shows/Arcane/Season 01/Arcane - S01E01.webm');
    put(root, 'Shows/Arcane/Season 01/Arcane - S01E01.720p.mp4');
    put(root, 'A Film Nobody Ever Made (2003).mp4');
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
    await app.ready();
    await app.ctx.library.rescan();
    owner = await signUpAdmin(app);
    other = await signUp(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lists the matched films and shows, with a show’s episodes once each, to anyone, visitors too', async () => {
    // A visitor may play the library here (LIBRARY_ACCESS=everyone), so it may know what is there before pressing Play.
    const visitor = await app.inject({ method: 'GET', url: '/api/library' });
    expect(visitor.statusCode).toBe(200);
    const res = await as(app, other, { method: 'GET', url: '/api/library' });
    expect(visitor.json()).toEqual(res.json());
    expect(res.statusCode).toBe(200);
    // Only the owner is told it may manage the library: no one else's screen asks for the owner's status.
    expect([visitor.json().manage, res.json().manage]).toEqual([false, false]);
    expect((await as(app, owner, { method: 'GET', url: '/api/library' })).json().manage).toBe(true);
    const titles = res.json<{ titles: LibraryTitle[] }>().titles;
    const byName = new Map(titles.map((title) => [title.title, title]));
    expect([...byName.keys()].sort()).toEqual(['Arcane', 'Fight Club', 'Toy Story']);
    expect(byName.get('Fight Club')).toMatchObject({
      media_type: 'movie',
      id: catalogueId('movie', 'Fight Club'),
      year: 1999,
      files: 1,
    });
    expect(byName.get('Fight Club')!.poster_path).toMatch(/^\//);
    expect(byName.get('Arcane')).toMatchObject({
      media_type: 'tv',
      files: 3,
      episodes: [
        { season: 1, episode: 1, episode_end: null },
        { season: 1, episode: 2, episode_end: null },
      ],
    });
  });

  it('keeps a limited profile to the titles within its limit', async () => {
    // Choosing a profile ends the token it was chosen with: an account of its own.
    const parent = await signUp(app);
    const created = await as(app, parent, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', maxRating: 'G' } });
    const chosen = await as(app, parent, { method: 'POST', url: `/api/profiles/${created.json().id}/select`, payload: {} });
    const kid = { headers: bearer(chosen.json().token) };
    const titles = (await as(app, kid, { method: 'GET', url: '/api/library' })).json<{ titles: LibraryTitle[] }>().titles;
    // Toy Story is rated G; Fight Club (R) and Arcane (TV-14) are above the limit.
    expect(titles.map((title) => title.title)).toEqual(['Toy Story']);
  });

  it('shows the owner the scan and the unmatched files, and nobody else', async () => {
    const refused = await as(app, other, { method: 'GET', url: '/api/library/status' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only an admin of this server can do this' });
    expect((await as(app, other, { method: 'POST', url: '/api/library/rescan' })).statusCode).toBe(403);
    const status = await as(app, owner, { method: 'GET', url: '/api/library/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json<LibraryStatusReply>()).toMatchObject({
      scanning: false,
      files: 6,
      error: null,
      unmatched: [
        { path: 'A Film Nobody Ever Made (2003).mp4', media_type: 'movie', title: 'A Film Nobody Ever Made', year: 2003 },
      ],
      // Where files go, as the operator wrote it and where that is, for the owner's 'Add your films and shows'.
      media_dir: { setting: root, path: root },
    });
    const rescan = await as(app, owner, { method: 'POST', url: '/api/library/rescan' });
    expect(rescan.statusCode).toBe(202);
    await app.ctx.library.rescan();
  });

  it('matches a file by hand, kept by later scans, and refuses what cannot be', async () => {
    const path = 'A Film Nobody Ever Made (2003).mp4';
    const pulp = catalogueId('movie', 'Pulp Fiction');
    const match = (user: SignedUp, payload: object) => as(app, user, { method: 'PUT', url: '/api/library/match', payload });
    expect((await match(other, { path, media_type: 'movie', id: pulp })).statusCode).toBe(403);
    const cases: Array<[object, number, string]> = [
      [{ path: 'Nope.mp4', media_type: 'movie', id: pulp }, 404, 'No such file in the library'],
      [{ path, media_type: 'tv', id: catalogueId('tv', 'Arcane') }, 400, 'This file is a film: choose a film'],
      [{ path, media_type: 'movie', id: 999_999_999 }, 404, 'Title not found'],
      [{ path, media_type: 'movie' }, 400, ''],
      [{ path: '', media_type: 'movie', id: pulp }, 400, ''],
      [{ path, media_type: 'movie', id: pulp, extra: 1 }, 400, ''],
    ];
    for (const [payload, code, error] of cases) {
      const res = await match(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(code);
      if (error) expect(res.json()).toEqual({ error });
      else expect(res.json().error).toEqual(expect.any(String));
    }
    expect((await match(owner, { path, media_type: 'movie', id: pulp })).statusCode).toBe(204);
    await app.ctx.library.rescan();
    const titles = (await as(app, owner, { method: 'GET', url: '/api/library' })).json<{ titles: LibraryTitle[] }>().titles;
    expect(titles.find((title) => title.id === pulp)).toMatchObject({ title: 'Pulp Fiction', media_type: 'movie', files: 1 });
    const status = (await as(app, owner, { method: 'GET', url: '/api/library/status' })).json<LibraryStatusReply>();
    expect(status.unmatched).toEqual([]);
  });

  it('does not take a limited profile of the owner’s account for the owner', async () => {
    // Last: choosing the profile ends the owner's token.
    const ownKid = await as(app, owner, { method: 'POST', url: '/api/profiles', payload: { name: 'Kid', kids: true } });
    const ownKidToken = await as(app, owner, { method: 'POST', url: `/api/profiles/${ownKid.json().id}/select`, payload: {} });
    const ownKidRes = await app.inject({ method: 'GET', url: '/api/library/status', headers: bearer(ownKidToken.json().token) });
    expect(ownKidRes.statusCode).toBe(403);
  });
});

describeEachDatabase('the server owner by ADMIN_EMAILS', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database().db, {
      MEDIA_DIR: os.tmpdir() + '/marquee-no-library',
      ADMIN_EMAILS: 'Boss@Example.com, other@example.com',
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is the accounts listed, not the first one', async () => {
    const first = await signUp(app);
    expect((await as(app, first, { method: 'GET', url: '/api/library/status' })).statusCode).toBe(403);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'boss@example.com', password: 'correct horse battery' },
    });
    const boss = { headers: bearer(res.json().token as string) };
    const status = await as(app, boss, { method: 'GET', url: '/api/library/status' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ files: 0, unmatched: [] });
  });
});
