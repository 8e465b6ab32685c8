import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playbackReplySchema, streamStatusReplySchema, type BrowserProfile } from '@marquee/core';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../__tests__/support/databases.ts';
import { waitFor } from '../../../__tests__/support/processes.ts';
import { playbackUrl } from '../../downloads/index.ts';
import { BUSY } from '../stream-sessions.ts';
import { CHROMIUM, isRunning, loopingFfmpeg, makeFilm, silentFfmpeg } from './test-media.ts';

/**
 * No FFmpeg outlives its viewer, and a node runs at most MAX_TRANSCODES. The streams here are of an FFmpeg that
 * loops its input for ever: only the server ends it. About processes, not the database: on SQLite alone.
 */

interface Opened {
  status: number;
  body: string;
  request: http.ClientRequest;
  response: http.IncomingMessage;
}

/** A stream request over a real connection: resolves at its first bytes (then reads no more) or its whole error. */
function open(url: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, request, response }));
        return;
      }
      response.once('data', () => {
        response.pause();
        resolve({ status: 200, body: '', request, response });
      });
    });
    request.on('error', (error) => reject(error));
  });
}

/** A browser that plays AC-3 (and H.264 in MP4, not Matroska). */
const PLAYS_AC3: BrowserProfile = { containers: ['mp4'], video: ['h264'], audio: ['aac', 'ac3'] };

/** Resolves once the response has ended, its bytes read (the server cut it, or ended it). */
const ended = (opened: Opened) =>
  new Promise<void>((resolve) => {
    opened.response.on('error', () => undefined);
    if (opened.response.closed) return resolve();
    opened.response.once('close', () => resolve());
    opened.response.resume();
  });

describe('stream processes', () => {
  let root: string;
  let database: TestDatabase & { destroy(): Promise<void> };
  /** MAX_TRANSCODES=1, listening. */
  let app: FastifyInstance;
  let base: string;
  let ffmpeg: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-streams-'));
    makeFilm(path.join(root, 'media/movie/1.mp4'), 'h264Aac');
    makeFilm(path.join(root, 'media/movie/2.mkv'), 'h264Ac3');
    makeFilm(path.join(root, 'media/movie/7.mp4'), 'twoTracks');
    ffmpeg = loopingFfmpeg(root);
    database = await createTestDatabase('sqlite');
    app = await buildTestApp(database.db, { MEDIA_DIR: path.join(root, 'media'), FFMPEG_PATH: ffmpeg, MAX_TRANSCODES: '1' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const ask = async (on: FastifyInstance, relativePath: string, audio: number | null = null) =>
    on.inject({
      method: 'POST',
      url: playbackUrl(on.ctx.urls, relativePath),
      payload: { browser: CHROMIUM, choice: { audio, quality: 'original' }, audio_language: '' },
    });
  /** The remux of movie/2.mkv (H.264 and AC-3, both copied: FFmpeg soon fills what the connection holds). */
  const remuxUrl = async (session: string, on = app, origin = base) => {
    const res = await on.inject({
      method: 'POST',
      url: playbackUrl(on.ctx.urls, 'movie/2.mkv'),
      payload: { browser: PLAYS_AC3, choice: { audio: null, quality: 'original' }, audio_language: '' },
    });
    const reply = playbackReplySchema.parse(res.json());
    expect(reply.plan).toMatchObject({ method: 'remux', audio: { action: 'copy' } });
    return `${origin}${reply.url}&start=0&session=${session}`;
  };
  const noneLeft = () => waitFor('every conversion to end', async () => app.ctx.streams.count === 0);
  const onlyPid = () => {
    const pids = app.ctx.streams.pids();
    expect(pids).toHaveLength(1);
    return pids[0]!;
  };

  it('ends FFmpeg when the viewer closes the request', async () => {
    const stream = await open(await remuxUrl('viewer-leaves'));
    expect(stream.status).toBe(200);
    expect(stream.response.headers['content-type']).toBe('video/mp4');
    const pid = onlyPid();
    expect(isRunning(pid)).toBe(true);
    stream.request.destroy();
    await noneLeft();
    expect(isRunning(pid)).toBe(false);
  });

  it("ends a player's previous stream when it opens another (a seek), which takes its place even at the limit", async () => {
    const url = await remuxUrl('seeking-player');
    const first = await open(url);
    const firstPid = onlyPid();
    // The player's own POST at the limit, naming its stream, still gets a conversion.
    const again = await app.inject({
      method: 'POST',
      url: `${playbackUrl(app.ctx.urls, 'movie/2.mkv')}&session=seeking-player`,
      payload: { browser: CHROMIUM, choice: { audio: null, quality: 'original' }, audio_language: '' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const second = await open(url.replace('start=0', 'start=1'));
    expect(second.status, second.body).toBe(200);
    expect(isRunning(firstPid)).toBe(false);
    await ended(first);
    expect(app.ctx.streams.count).toBe(1);
    expect(onlyPid()).not.toBe(firstPid);
    second.request.destroy();
    await noneLeft();
  });

  it('at the limit, answers another player 503, and its POST the original when the browser plays it', async () => {
    const otherUrl = await remuxUrl('second-player');
    const running = await open(await remuxUrl('first-player'));
    expect(running.status).toBe(200);
    const status = await app.inject({ url: '/api/media/stream-status/first-player' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ method: 'remux', accelerator: 'none' });

    const other = await open(otherUrl);
    expect(other.status).toBe(503);
    expect(JSON.parse(other.body)).toEqual({ error: BUSY });
    const remux = await ask(app, 'movie/2.mkv');
    expect(remux.statusCode).toBe(503);
    expect(remux.json()).toEqual({ error: BUSY });
    // The second track would be a remux: the file's own track plays as it is instead, and the reply says why.
    const instead = await ask(app, 'movie/7.mp4', 2);
    expect(instead.statusCode, instead.body).toBe(200);
    const reply = playbackReplySchema.parse(instead.json());
    expect(reply.plan.method).toBe('direct');
    expect(reply.plan.reasons[0]).toMatch(/busy/);
    expect(reply.audio).toBe(1);
    expect((await ask(app, 'movie/1.mp4')).statusCode).toBe(200);

    running.request.destroy();
    await noneLeft();
    expect((await app.inject({ url: '/api/media/stream-status/first-player' })).statusCode).toBe(404);
  });

  it('ends a stream that has written nothing for the idle limit (a paused viewer)', async () => {
    const paused = await open(await remuxUrl('paused-viewer'));
    const pid = onlyPid();
    // Shortened once it runs: the stream is checked every second.
    app.ctx.streams.idleMs = 300;
    try {
      // It reads no more: backpressure holds FFmpeg, which then writes nothing.
      await noneLeft();
      expect(isRunning(pid)).toBe(false);
      await ended(paused);
    } finally {
      app.ctx.streams.idleMs = 60_000;
    }
  });

  it('ends an FFmpeg that has not written its first byte when the viewer leaves, or past the idle limit', async () => {
    const media = path.join(root, 'media');
    const stalled = await buildTestApp(database.db, { MEDIA_DIR: media, FFMPEG_PATH: silentFfmpeg(root) });
    try {
      await stalled.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(stalled.server.address() as AddressInfo).port}`;
      const url = await remuxUrl('stalled-player', stalled, origin);
      const request = http.get(url);
      request.on('error', () => undefined);
      await waitFor('FFmpeg to start', async () => stalled.ctx.streams.pids().length === 1);
      const [pid] = stalled.ctx.streams.pids();
      request.destroy();
      await waitFor('the conversion to end', async () => stalled.ctx.streams.count === 0);
      expect(isRunning(pid!)).toBe(false);

      stalled.ctx.streams.idleMs = 300;
      const waited = await open(url);
      expect(waited.status).toBe(503);
      expect(JSON.parse(waited.body)).toEqual({ error: '2.mkv took too long to start converting; try again shortly' });
      expect(stalled.ctx.streams.count).toBe(0);
    } finally {
      await stalled.close();
    }
  });

  it('ends every stream when the app closes, and the close does not wait for them', async () => {
    const other = await buildTestApp(database.db, { MEDIA_DIR: path.join(root, 'media'), FFMPEG_PATH: ffmpeg });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const streams = await Promise.all(
      ['closing-one', 'closing-two'].map(async (session) => open(await remuxUrl(session, other, origin))),
    );
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const pids = other.ctx.streams.pids();
    expect(pids).toHaveLength(2);
    await other.close();
    expect(other.ctx.streams.count).toBe(0);
    expect(pids.filter(isRunning)).toEqual([]);
  });

  it("tells any node of a cluster how a player's conversion keeps up, while it runs", async () => {
    const redis = `redis://127.0.0.1:6379/?keyPrefix=marquee-test-${randomUUID()}:`;
    const media = path.join(root, 'media');
    const [a, b] = [
      await buildTestApp(database.db, { MEDIA_DIR: media, FFMPEG_PATH: ffmpeg, REDIS_URL: redis }),
      await buildTestApp(database.db, { MEDIA_DIR: media, FFMPEG_PATH: ffmpeg, REDIS_URL: redis }),
    ];
    try {
      while (!a.ctx.redis?.ready() || !b.ctx.redis?.ready()) await new Promise((resolve) => setTimeout(resolve, 20));
      await a.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
      const stream = await open(await remuxUrl('clustered-player', a, origin));
      expect(stream.status).toBe(200);
      // The node running it shares the status as it starts; the write may still be on its way.
      const statusElsewhere = () => b.inject({ url: '/api/media/stream-status/clustered-player' });
      await waitFor('the status on the other node', async () => (await statusElsewhere()).statusCode === 200);
      const elsewhere = await statusElsewhere();
      expect(streamStatusReplySchema.parse(elsewhere.json())).toMatchObject({ method: 'remux', accelerator: 'none' });
      stream.request.destroy();
      await waitFor('the conversion to end', async () => a.ctx.streams.count === 0);
      await waitFor(
        'the status to go',
        async () => (await b.inject({ url: '/api/media/stream-status/clustered-player' })).statusCode === 404,
      );
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('with MAX_TRANSCODES=0, converts nothing but still plays directly', async () => {
    const none = await buildTestApp(database.db, { MEDIA_DIR: path.join(root, 'media'), MAX_TRANSCODES: '0' });
    try {
      const remux = await ask(none, 'movie/2.mkv');
      expect(remux.statusCode).toBe(503);
      expect(remux.json()).toEqual({ error: BUSY });
      const direct = await ask(none, 'movie/1.mp4');
      expect(direct.statusCode).toBe(200);
      expect(playbackReplySchema.parse(direct.json()).plan.method).toBe('direct');
      // A stream URL issued before (here, by the other node) is refused too.
      const url = (await remuxUrl('no-conversions')).replace(base, '');
      const stream = await none.inject({ url });
      expect(stream.statusCode).toBe(503);
      expect(stream.json()).toEqual({ error: BUSY });
    } finally {
      await none.close();
    }
  });
});
