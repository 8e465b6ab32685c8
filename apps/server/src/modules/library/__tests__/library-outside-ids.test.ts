import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { allLibraryFiles } from '../index.ts';

/**
 * Files named by an IMDb or TVDB id, in their name or their NFO, are matched by it under TMDB: a fake TMDB knows
 * The Matrix by its IMDb id and Game of Thrones by its TVDB id, and nothing by the files' misleading names.
 */

function put(root: string, relative: string, content = 'video'): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

interface FakeTmdb {
  baseUrl: string;
  asked: string[];
  close(): Promise<void>;
}

async function startFakeTmdb(): Promise<FakeTmdb> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const tmdbPath = url.pathname.replace(/^\/3\//, '');
    asked.push(`${tmdbPath}?${url.searchParams.get('external_source') ?? ''}`);
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const source = url.searchParams.get('external_source');
    if (tmdbPath === 'find/tt0133093' && source === 'imdb_id') return json({ movie_results: [{ id: 603 }], tv_results: [] });
    if (tmdbPath === 'find/121361' && source === 'tvdb_id') return json({ movie_results: [], tv_results: [{ id: 1399 }] });
    if (tmdbPath.startsWith('find/')) return json({ movie_results: [], tv_results: [] });
    if (tmdbPath === 'movie/603') return json({ id: 603, title: 'The Matrix', release_date: '1999-03-30', poster_path: null });
    if (tmdbPath === 'tv/1399') {
      return json({
        id: 1399,
        name: 'Game of Thrones',
        first_air_date: '2011-04-17',
        seasons: [{ season_number: 1, episode_count: 10 }],
      });
    }
    if (tmdbPath.startsWith('search/')) return json({ page: 1, results: [], total_pages: 1, total_results: 0 });
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"status_code":34}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeEachDatabase('the library scan and outside ids', (database) => {
  let tmdb: FakeTmdb;
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    tmdb = await startFakeTmdb();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-ids-'));
    put(root, 'Films/Red Pill Story [imdbid-tt0133093].mkv');
    put(root, 'Shows/Winter/Season 1/Winter S01E02.mkv');
    put(root, 'Shows/Winter/tvshow.nfo', '<tvshow><title>Winter</title><uniqueid type="tvdb">121361</uniqueid></tvshow>');
    put(root, 'Films/Nobody Knows [imdbid-tt9999999].mkv');
    app = await buildTestApp(database().db, {
      MEDIA_DIR: root,
      TMDB_API_KEY: 'test-key',
      TMDB_BASE_URL: tmdb.baseUrl,
      CACHE_DIR: path.join(root, '.cache'),
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    await tmdb.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('matches a film by the IMDb id in its name, and a show by the TVDB id in its NFO', async () => {
    const rows = new Map((await allLibraryFiles(database().db.kysely)).map((row) => [row.path, row]));
    expect(rows.get('Films/Red Pill Story [imdbid-tt0133093].mkv')).toMatchObject({
      match: 'matched',
      source: 'tmdb',
      mediaId: 603,
      shown: { title: 'The Matrix', year: 1999 },
    });
    expect(rows.get('Shows/Winter/Season 1/Winter S01E02.mkv')).toMatchObject({
      match: 'matched',
      mediaId: 1399,
      season: 1,
      episode: 2,
      shown: { title: 'Game of Thrones' },
    });
    // An id TMDB does not know leaves the file to its name, which finds nothing here.
    expect(rows.get('Films/Nobody Knows [imdbid-tt9999999].mkv')).toMatchObject({ match: 'unmatched' });
    expect(tmdb.asked).toEqual(
      expect.arrayContaining(['find/tt0133093?imdb_id', 'find/121361?tvdb_id', 'find/tt9999999?imdb_id']),
    );
  });
});
