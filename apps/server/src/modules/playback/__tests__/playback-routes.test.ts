import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { playbackReplySchema, type BrowserProfile, type PlaybackReply } from '@marquee/core';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { waitFor } from '../../../__tests__/support/processes.ts';
import { encodePath, playbackUrl, streamStartUrl, streamUrl } from '../../downloads/index.ts';
import { NO_FFMPEG } from '../playback-reply.ts';
import { CHROMIUM, makeFilm, probeBytes } from './test-media.ts';

/** Safari: MP4 with HEVC and AC-3 as they are. */
const SAFARI: BrowserProfile = {
  containers: ['mp4', 'quicktime'],
  video: ['h264', 'hevc', 'hevc-10'],
  audio: ['aac', 'mp3', 'ac3'],
};
const ORIGINAL = { audio: null, quality: 'original' } as const;

describeEachDatabase('playback: the plan, the stream and where it starts', (database) => {
  let root: string;
  let app: FastifyInstance;
  let bare: FastifyInstance;
  /** A server that a file in disguise would make FFmpeg fetch from: it counts what reaches it. */
  let lure: http.Server;
  let lured = 0;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-playback-'));
    lure = http.createServer((_request, response) => {
      lured++;
      response.end('#EXTM3U\n');
    });
    await new Promise<void>((resolve) => lure.listen(0, '127.0.0.1', resolve));
    const { port } = lure.address() as AddressInfo;
    makeFilm(path.join(root, 'movie/1.mp4'), 'h264Aac');
    makeFilm(path.join(root, 'movie/2.mkv'), 'h264Ac3');
    makeFilm(path.join(root, 'movie/3.mkv'), 'hevcAc3');
    makeFilm(path.join(root, 'movie/5.mkv'), 'audioOnly');
    makeFilm(path.join(root, 'tv/1668/s01e01.mp4'), 'h264Aac', [
      [0, 1, 'Intro'],
      [1, 2, 'Story'],
      [2, 3, 'End Credits'],
    ]);
    makeFilm(path.join(root, 'Heat (1995).avi'), 'mpeg4Mp3');
    makeFilm(path.join(root, 'Recording (2020).ts'), 'tsH264Aac');
    fs.writeFileSync(path.join(root, 'movie/4.mkv'), Buffer.from('not a film at all, only words '.repeat(400)));
    fs.writeFileSync(
      path.join(root, 'movie/6.mkv'),
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/x.ts\n#EXT-X-ENDLIST\n`,
    );
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
    await app.ready();
    // The AVI is served as the scan found it (only id-named files are served without).
    await app.ctx.library.rescan();
    bare = await buildTestApp(database().db, {
      MEDIA_DIR: root,
      FFMPEG_PATH: path.join(root, 'no-ffmpeg'),
      FFPROBE_PATH: path.join(root, 'no-ffprobe'),
    });
  });
  afterAll(async () => {
    await app.close();
    await bare.close();
    await new Promise((resolve) => lure.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const ask = (
    relativePath: string,
    browser = CHROMIUM,
    choice: { audio: number | null; quality: string } = ORIGINAL,
    on = app,
  ) =>
    on.inject({
      method: 'POST',
      url: playbackUrl(on.ctx.urls, relativePath),
      payload: { browser, choice, audio_language: '' },
    });
  const planOf = async (relativePath: string, browser = CHROMIUM): Promise<PlaybackReply> => {
    const res = await ask(relativePath, browser);
    expect(res.statusCode, res.body).toBe(200);
    return playbackReplySchema.parse(res.json());
  };
  /** The stream of a reply's URL, read to its end. */
  const streamOf = async (url: string, start = 0) => {
    const res = await app.inject({
      url: `${url}&start=${start}&session=test-${Math.random().toString(36).slice(2, 10)}`,
      // As a browser asks: the stream is sent as FFmpeg writes it all the same.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    await waitFor('the conversion to end', async () => app.ctx.streams.count === 0);
    return res;
  };

  it('plays MP4 with H.264 and AAC directly, from the file route', async () => {
    const reply = await planOf('movie/1.mp4');
    expect(reply.plan.method).toBe('direct');
    expect(reply.url).toMatch(/^\/api\/media\/file\/movie\/1\.mp4\?exp=\d+&sig=/);
    expect(reply.duration).toBeCloseTo(3, 0);
    expect(reply.audio_tracks).toEqual([{ index: 1, label: 'Mono · AAC', language: null }]);
    expect(reply).toMatchObject({ audio: 1, quality: 'original', qualities: ['original'], chapters: [] });
  });

  it("gives the file's chapters, each marked when it is an intro, a recap or credits to skip", async () => {
    const reply = await planOf('tv/1668/s01e01.mp4');
    expect(reply.chapters).toEqual([
      { start: 0, end: 1, title: 'Intro', skip: 'intro' },
      { start: 1, end: 2, title: 'Story', skip: null },
      { start: 2, end: 3, title: 'End Credits', skip: 'credits' },
    ]);
  });

  it('remuxes Matroska with H.264 and AC-3 for Chromium, converting the audio', async () => {
    const reply = await planOf('movie/2.mkv');
    expect(reply.plan).toMatchObject({
      method: 'remux',
      video: { index: 0, action: 'copy' },
      audio: { index: 1, action: 'convert' },
    });
    expect(reply.url).toMatch(/^\/api\/media\/stream\/movie\/2\.mkv\?v=copy-0&a=aac-1&exp=\d+&sig=/);
    const delivered = probeBytes((await streamOf(reply.url)).rawPayload);
    expect(delivered.format).toContain('mp4');
    expect(delivered.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
  });

  it('transcodes HEVC for Chromium, and repackages it as it is for Safari', async () => {
    const chromium = await planOf('movie/3.mkv');
    expect(chromium.plan).toMatchObject({ method: 'transcode', video: { index: 0, action: 'convert', height: 180 } });
    const res = await streamOf(chromium.url);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(probeBytes(res.rawPayload).streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);

    const safari = await planOf('movie/3.mkv', SAFARI);
    expect(safari.plan).toMatchObject({ method: 'remux', video: { action: 'copy' }, audio: { action: 'copy' } });
    const copied = probeBytes((await streamOf(safari.url)).rawPayload);
    expect(copied.streams.map((stream) => stream.codec_name)).toEqual(['hevc', 'ac3']);
  });

  it('transcodes an AVI of MPEG-4 Part 2 the scan found, keeping its MP3', async () => {
    const reply = await planOf('Heat (1995).avi');
    expect(reply.plan).toMatchObject({ method: 'transcode', audio: { action: 'copy' } });
    expect(reply.url.startsWith(`/api/media/stream/${encodePath('Heat (1995).avi')}?`)).toBe(true);
    expect(probeBytes((await streamOf(reply.url)).rawPayload).streams.map((stream) => stream.codec_name)).toEqual([
      'h264',
      'mp3',
    ]);
  });

  it('repackages an MPEG-TS recording with H.264 and AAC, copying both', async () => {
    const reply = await planOf('Recording (2020).ts');
    expect(reply.plan).toMatchObject({ method: 'remux', video: { action: 'copy' }, audio: { action: 'copy' } });
    const delivered = probeBytes((await streamOf(reply.url)).rawPayload);
    expect(delivered.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
    // The whole film, not a header FFmpeg wrote before it stopped at the first audio packet.
    expect(delivered.duration).toBeGreaterThan(2.5);
  });

  it('starts a copied video at the keyframe at or before the point asked, a converted one at the point', async () => {
    const remux = await planOf('movie/2.mkv');
    const remuxStart = remux.url.replace('/api/media/stream/', '/api/media/stream-start/');
    const snapped = await app.inject({ url: `${remuxStart}&start=1.5` });
    expect(snapped.statusCode, snapped.body).toBe(200);
    // Keyframes each second: the one at 1 s.
    expect(snapped.json().start).toBeCloseTo(1, 1);
    expect((await app.inject({ url: `${remuxStart}&start=0` })).json()).toEqual({ start: 0 });
    // The stream from there holds the rest of the film: 2 of its 3 seconds.
    expect(probeBytes((await streamOf(remux.url, 1.5)).rawPayload).duration).toBeCloseTo(2, 0);

    const transcode = await planOf('movie/3.mkv');
    const transcodeStart = transcode.url.replace('/api/media/stream/', '/api/media/stream-start/');
    expect((await app.inject({ url: `${transcodeStart}&start=1.5` })).json()).toEqual({ start: 1.5 });
    expect(probeBytes((await streamOf(transcode.url, 2)).rawPayload).duration).toBeCloseTo(1, 0);
  });

  it('answers 403 to unsigned or altered URLs, 404 to a path the file route does not serve', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/media/playback/movie/1.mp4',
      payload: { browser: CHROMIUM, choice: ORIGINAL, audio_language: '' },
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().error).toMatch(/not valid/);
    expect((await app.inject({ url: '/api/media/stream/movie/2.mkv?v=copy-0&a=aac-1&start=0' })).statusCode).toBe(403);
    // A remux's signature does not open the costlier transcode of the same file.
    const remux = await planOf('movie/2.mkv');
    const altered = await app.inject({ url: remux.url.replace('v=copy-0', 'v=h264-0-180-12000000') });
    expect(altered.statusCode).toBe(403);
    const alteredStart = await app.inject({
      url: remux.url.replace('/stream/', '/stream-start/').replace('a=aac-1', 'a=copy-1'),
    });
    expect(alteredStart.statusCode).toBe(403);

    expect((await ask('movie/99.mkv')).statusCode).toBe(404);
    expect((await ask('../outside.mkv')).statusCode).toBe(404);
    const gone = await app.inject({ url: `${streamUrl(app.ctx.urls, 'movie/99.mkv', { v: 'copy-0', a: 'none' })}&start=0` });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 422 naming a file that cannot be read or has no video, and 400 to a body of the wrong shape', async () => {
    const damaged = await ask('movie/4.mkv');
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error).toMatch(/^4\.mkv: /);
    const audioOnly = await ask('movie/5.mkv');
    expect(audioOnly.statusCode).toBe(422);
    expect(audioOnly.json().error).toBe('5.mkv: This file has no video to play');

    const wrong = await ask('movie/1.mp4', CHROMIUM, { audio: null, quality: '4k' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: expect.any(String) });
    const badStart = await app.inject({ url: `${(await planOf('movie/2.mkv')).url}&start=-1` });
    expect(badStart.statusCode).toBe(400);
    const badSession = await app.inject({ url: `${(await planOf('movie/2.mkv')).url}&session=no` });
    expect(badSession.statusCode).toBe(400);
  });

  it('makes no request for a file that is a playlist in disguise, through the plan or a stream', async () => {
    expect((await ask('movie/6.mkv')).statusCode).toBe(422);
    const params = { v: 'copy-0', a: 'copy-1' };
    expect((await app.inject({ url: `${streamUrl(app.ctx.urls, 'movie/6.mkv', params)}&start=0` })).statusCode).toBe(422);
    expect((await app.inject({ url: `${streamStartUrl(app.ctx.urls, 'movie/6.mkv', params)}&start=2` })).statusCode).toBe(422);
    expect(lured).toBe(0);
  });

  it('says how a conversion keeps up only while it runs', async () => {
    expect((await app.inject({ url: '/api/media/stream-status/unknown-player' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/media/stream-status/x' })).statusCode).toBe(400);
  });

  it('without FFmpeg, plays every file directly and says why', async () => {
    const res = await ask('movie/2.mkv', CHROMIUM, ORIGINAL, bare);
    expect(res.statusCode, res.body).toBe(200);
    const reply = playbackReplySchema.parse(res.json());
    expect(reply.plan).toMatchObject({ method: 'direct', reasons: [NO_FFMPEG], source: 'Matroska' });
    expect(reply).toMatchObject({ duration: null, audio_tracks: [], audio: null, qualities: ['original'] });
    expect(reply.url).toMatch(/^\/api\/media\/file\/movie\/2\.mkv\?/);
    expect((await ask('movie/99.mkv', CHROMIUM, ORIGINAL, bare)).statusCode).toBe(404);
  });
});
