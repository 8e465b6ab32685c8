import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaInfo } from '@marquee/core';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase, describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { signedFile } from '../../../__tests__/support/media-urls.ts';
import { allLibraryFiles, saveMediaInfo } from '../../library/index.ts';
import { encodePath } from '../index.ts';

/** A file of `size` bytes whose every byte says where it is (i mod 251), so any slice can be checked. */
function videoBytes(size: number): Buffer {
  return Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
}

function writeFile(root: string, relativePath: string, content: Buffer | string): void {
  const file = path.join(root, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' };
const FIGHT_CLUB = 'Films/Fight Club (1999)/Fight Club (1999)';

/** What ffprobe reads of an HEVC 1080p film with DTS 5.1 sound. */
const HEVC_DTS: MediaInfo = {
  container: 'matroska',
  duration: 8340,
  bit_rate: 12_000_000,
  video: { index: 0, codec: 'hevc', profile: 'Main 10', bit_depth: 10, width: 1920, height: 800, frame_rate: 23.976, hdr: 'sdr' },
  audio: [{ index: 1, codec: 'dts', profile: 'DTS', channels: 6, language: 'en', title: null, default: true }],
  subtitles: [],
  chapters: [],
};

describeEachDatabase('downloads gateway over the local media library (MEDIA_DIR)', (database) => {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-media-'));
  const movie = videoBytes(4096);
  let app: FastifyInstance;
  let fightClub: number;

  beforeAll(async () => {
    writeFile(mediaDir, 'movie/550.mp4', movie);
    writeFile(mediaDir, 'movie/550.webm', videoBytes(3 * 1024 * 1024));
    writeFile(mediaDir, 'tv/1399/s01e01.mp4', videoBytes(2048));
    writeFile(mediaDir, 'tv/1399/s2e3.mkv', videoBytes(100));
    // A film found by its name, in two formats, one of them read by ffprobe.
    writeFile(mediaDir, `${FIGHT_CLUB}.mkv`, videoBytes(1536 * 1024));
    writeFile(mediaDir, `${FIGHT_CLUB}.mp4`, videoBytes(700));
    writeFile(mediaDir, 'notes.txt', 'not a video');
    writeFile(mediaDir, 'movie/551.txt', 'not a video either');
    app = await buildTestApp(database().db, { MEDIA_DIR: mediaDir, ...NO_FFMPEG });
    await app.ready();
    await app.ctx.library.rescan();
    const rows = await allLibraryFiles(database().db.kysely);
    const mkv = rows.find((row) => row.path === `${FIGHT_CLUB}.mkv`)!;
    fightClub = mkv.mediaId!;
    // As the background reading keeps it (without FFmpeg here, nothing else is read).
    expect(await saveMediaInfo(database().db.kysely, mkv, HEVC_DTS, new Date().toISOString())).toBe(true);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  // The links are signed (docs/behaviour.md#ratings): each for its own file, valid for hours.
  const fileLink = (relativePath: string) =>
    expect.stringMatching(
      new RegExp(
        `^http://localhost:80/api/media/file/${encodePath(relativePath).replace(/[.()]/g, '\\$&')}\\?exp=\\d+&sig=[\\w-]+&download$`,
      ),
    );

  it('lists each file of a film once, by its own name, with its size and the quality ffprobe read', async () => {
    const res = await get(`/api/download/movie/${fightClub}`);
    expect(res.statusCode).toBe(200);
    // In the local player's order: the format every browser plays first.
    expect(res.json()).toEqual({
      files: [
        { name: 'Fight Club (1999).mp4', size: '700 B', bytes: 700, quality: null, url: fileLink(`${FIGHT_CLUB}.mp4`) },
        {
          name: 'Fight Club (1999).mkv',
          size: '1.5 MB',
          bytes: 1536 * 1024,
          quality: '1080p · HEVC · DTS 5.1',
          url: fileLink(`${FIGHT_CLUB}.mkv`),
        },
      ],
    });
  });

  it('names a file named by id by its name too', async () => {
    expect((await get('/api/download/movie/550')).json()).toEqual({
      files: [
        { name: '550.mp4', size: '4.0 KB', bytes: 4096, quality: null, url: fileLink('movie/550.mp4') },
        { name: '550.webm', size: '3.0 MB', bytes: 3 * 1024 * 1024, quality: null, url: fileLink('movie/550.webm') },
      ],
    });
  });

  it('finds episodes named with or without zero padding', async () => {
    expect((await get('/api/download/tv/1399/1/1')).json()).toEqual({
      files: [{ name: 's01e01.mp4', size: '2.0 KB', bytes: 2048, quality: null, url: fileLink('tv/1399/s01e01.mp4') }],
    });
    expect((await get('/api/download/tv/1399/2/3')).json()).toEqual({
      files: [{ name: 's2e3.mkv', size: '100 B', bytes: 100, quality: null, url: fileLink('tv/1399/s2e3.mkv') }],
    });
  });

  it('lists no file for a title the library does not have', async () => {
    for (const url of ['/api/download/movie/13', '/api/download/tv/1399/1/2', '/api/download/tv/1400/1/1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ files: [] });
    }
    // A text file named like a title is not a video of it.
    expect((await get('/api/download/movie/551')).json()).toEqual({ files: [] });
  });

  it("answers a download service's versions with 404: the library has none, and lists each file once", async () => {
    for (const url of ['/api/download/movie/v1/550', '/api/download/movie/v4/550', '/api/download/tv/v3/1399/1/1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringContaining('/api/download/movie/{id}') });
    }
  });

  it('serves a library file whole, as a video, announcing range support', async () => {
    const res = await get(signedFile(app, 'movie/550.mp4'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(movie)).toBe(true);
  });

  it('serves byte ranges for seeking and resumed downloads', async () => {
    const middle = await get(signedFile(app, 'movie/550.mp4'), { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 1000-1999/4096');
    expect(middle.rawPayload.equals(movie.subarray(1000, 2000))).toBe(true);

    const tail = await get(signedFile(app, 'movie/550.mp4'), { range: 'bytes=-96' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(movie.subarray(4000))).toBe(true);

    const beyond = await get(signedFile(app, 'movie/550.mp4'), { range: 'bytes=5000-6000' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */4096');
  });

  it('offers a file named by id as an attachment named after the title, and any other under its own name', async () => {
    const res = await get(signedFile(app, 'tv/1399/s01e01.mp4', undefined, true));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=tv-1399-s01e01.mp4');
    expect(res.rawPayload.length).toBe(2048);
    const found = await get(signedFile(app, `${FIGHT_CLUB}.mp4`, encodePath(`${FIGHT_CLUB}.mp4`), true));
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-disposition']).toBe('attachment; filename="Fight Club (1999).mp4"');
  });

  it.each([
    ['a file that is not a library video', 'notes.txt', 'notes.txt'],
    ['a library name with another extension', 'movie/551.txt', 'movie/551.txt'],
    ['a way out of the library', 'movie/../../etc/passwd', 'movie/..%2F..%2Fetc%2Fpasswd'],
    ['a title the library does not have', 'movie/552.mp4', 'movie/552.mp4'],
  ])('answers 404 with an error for %s, at a signed URL', async (_case, relativePath, urlPath) => {
    const res = await get(signedFile(app, relativePath, urlPath));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    ['/api/download/movie/v2/550', 'version: must be v1, v3, v4 or v5'],
    ['/api/download/movie/v1/abc', 'id: must be a whole number'],
    ['/api/download/movie/v1/0', 'id: must be 1 or more'],
    ['/api/download/tv/v1/1399/one/1', 'season: must be a whole number'],
    ['/api/download/tv/v1/1399/1/0', 'episode: must be 1 or more'],
    ['/api/download/movie/abc', 'id: must be a whole number'],
    ['/api/download/movie/0', 'id: must be 1 or more'],
    ['/api/download/movie/99999999999', 'id: must be a whole number'],
    ['/api/download/tv/1399/one/1', 'season: must be a whole number'],
    ['/api/download/tv/1399/1/0', 'episode: must be 1 or more'],
  ])('refuses %s with 400 and a readable error', async (url, error) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});

const database = await createTestDatabase('sqlite');
afterAll(() => database.destroy());

describe('downloads gateway forwarding to DOWNLOAD_API_URL', () => {
  /** What the fake download service received: path and whether any credentials came along. */
  const received: Array<{ url: string; authorization: string | undefined }> = [];
  const service = http.createServer((req, res) => {
    received.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (req.url) {
      case '/base/download/movie/v1/550':
        return json(
          200,
          JSON.stringify({
            downloadLink: 'https://files.example/fc.mp4',
            movieTitle: 'Fight Club',
            releaseYear: 1999,
            internal: 'x',
          }),
        );
      case '/base/download/movie/v3/550':
        return json(500, JSON.stringify({ message: 'boom' }));
      case '/base/download/movie/v4/550':
        return json(200, 'not json');
      case '/base/download/movie/v5/550':
        return json(200, '[1, 2]');
      case '/base/download/tv/v4/1399/2/5':
        return json(
          200,
          JSON.stringify({
            results: [{ file_id: 7, title: 'GoT S02E05', size: '700 MB', download_url: 'https://files.example/7' }],
            download_links: 'oops',
          }),
        );
      default:
        return json(404, '{}');
    }
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const { port } = service.address() as AddressInfo;
    app = await buildTestApp(database.db, { DOWNLOAD_API_URL: `http://127.0.0.1:${port}/base/` });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => service.close(resolve));
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-for-them' } });

  it('passes on the service reply, keeping only the fields of the version shapes', async () => {
    const res = await get('/api/download/movie/v1/550');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ downloadLink: 'https://files.example/fc.mp4', movieTitle: 'Fight Club', releaseYear: 1999 });
    expect(received.at(-1)).toEqual({ url: '/base/download/movie/v1/550', authorization: undefined });
  });

  it('forwards TV requests with season and episode, dropping a field of the wrong type', async () => {
    expect((await get('/api/download/tv/v4/1399/2/5')).json()).toEqual({
      results: [{ file_id: 7, title: 'GoT S02E05', size: '700 MB', download_url: 'https://files.example/7' }],
    });
  });

  it.each([
    ['an error status', '/api/download/movie/v3/550'],
    ['a reply that is not JSON', '/api/download/movie/v4/550'],
    ['a reply that is not an object', '/api/download/movie/v5/550'],
    ['a not-found status', '/api/download/tv/v1/1399/1/1'],
  ])('gives null for %s', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('gives null when the service cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await buildTestApp(database.db, { DOWNLOAD_API_URL: `http://127.0.0.1:${port}` });
    try {
      const res = await offline.inject({ method: 'GET', url: '/api/download/movie/v1/550' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    } finally {
      await offline.close();
    }
  });
});
