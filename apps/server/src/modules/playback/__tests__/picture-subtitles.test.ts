import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { burnReason, playbackReplySchema, type PictureSubtitleChoice, type PlaybackReply } from '@marquee/core';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { cueBar, makePictureSubtitleFilm, writeSup, writeVobSub } from '../../../__tests__/support/picture-subtitles.ts';
import { waitFor } from '../../../__tests__/support/processes.ts';
import { playbackUrl, subtitleUrl } from '../../downloads/index.ts';
import { CHROMIUM } from './test-media.ts';

/**
 * Picture subtitles (docs/playback.md#picture-subtitles): a film's own PGS, VobSub and DVB tracks and the `.sup`
 * and `.idx` files beside it are offered, and the one chosen is drawn into a transcode, at its times.
 */

const FILM = 'Dark (2001)/Dark (2001).mkv';
const WIDTH = 320;
const HEIGHT = 180;
/** One cue, from 1 s to 2 s of a 3 s film: a white bar in the lower part of a dark picture. */
const CUES = [{ start: 1, end: 2 }];

describeEachDatabase('playback: picture subtitles drawn into the video', (database) => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pictures-'));
    const film = path.join(root, FILM);
    makePictureSubtitleFilm(film, 'vobsub-mkv', { seconds: 3, cues: CUES, language: 'fre', forced: true });
    makePictureSubtitleFilm(path.join(root, 'movie/7.ts'), 'dvb-ts', { seconds: 3, cues: CUES, language: 'ger' });
    makePictureSubtitleFilm(path.join(root, 'movie/8.mkv'), 'pgs-mkv', { seconds: 3, cues: CUES });
    const folder = path.dirname(film);
    writeSup(path.join(folder, 'Dark (2001).en.sup'), CUES, WIDTH, HEIGHT);
    writeVobSub(path.join(folder, 'Dark (2001).es.idx'), CUES, WIDTH, HEIGHT, 'es');
    // An index whose pictures are missing.
    fs.copyFileSync(path.join(folder, 'Dark (2001).es.idx'), path.join(folder, 'Dark (2001).it.idx'));
    fs.writeFileSync(path.join(folder, 'Dark (2001).nl.srt'), '1\n00:00:01,000 --> 00:00:02,000\nHallo\n');
    app = await buildTestApp(database().db, { MEDIA_DIR: root });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const ask = (relativePath: string, subtitle: unknown = null) =>
    app.inject({
      method: 'POST',
      url: playbackUrl(app.ctx.urls, relativePath),
      payload: { browser: CHROMIUM, choice: { audio: null, quality: 'original', subtitle }, audio_language: '' },
    });
  const replyOf = async (relativePath: string, subtitle: PictureSubtitleChoice | null = null): Promise<PlaybackReply> => {
    const res = await ask(relativePath, subtitle);
    expect(res.statusCode, res.body).toBe(200);
    return playbackReplySchema.parse(res.json());
  };

  /** How bright the middle of the cue's bar is in the stream's picture at `at` seconds of the stream (0–255). */
  const barBrightness = async (url: string, at: number, start = 0) => {
    const res = await app.inject({ url: `${url}&start=${start}&session=test-${Math.random().toString(36).slice(2, 10)}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    await waitFor('the conversion to end', async () => app.ctx.streams.count === 0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-burned-'));
    try {
      const file = path.join(dir, 'stream.mp4');
      fs.writeFileSync(file, res.rawPayload);
      const bar = cueBar(WIDTH, HEIGHT);
      const [x, y] = [bar.x + bar.width / 2, bar.y + bar.height / 2].map(Math.round) as [number, number];
      // The stream is the source's size ('original'): the bar is where the subtitles' canvas put it.
      // The picture `at` seconds in by its number (25 a second): copied audio that starts before the video moves
      // the fragments' clock, not which picture is which.
      const frame = Math.round(at * 25);
      const pixel = execFileSync('ffmpeg', [
        ...['-v', 'error', '-i', file, '-frames:v', '1'],
        ...['-vf', `select=gte(n\\,${frame}),crop=2:2:${x}:${y}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      ]);
      return pixel[0]!;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('offers the files beside the film, then its own tracks, named as text subtitles are; text ones stay tracks', async () => {
    const reply = await replyOf(FILM);
    expect(reply.picture_subtitles).toEqual([
      { choice: { file: 'Dark (2001).en.sup' }, label: 'English', language: 'en' },
      { choice: { file: 'Dark (2001).es.idx' }, label: 'Spanish', language: 'es' },
      { choice: { file: 'Dark (2001).it.idx' }, label: 'Italian', language: 'it' },
      { choice: { track: 2 }, label: 'French (forced)', language: 'fr' },
    ]);
    expect(reply.subtitle).toBeNull();
    expect(reply.plan.subtitle).toBeUndefined();
    expect((await replyOf('movie/7.ts')).picture_subtitles).toEqual([{ choice: { track: 2 }, label: 'German', language: 'de' }]);
  });

  it("draws the file's own VobSub track into a transcode, at its cue's time only, and says why", async () => {
    const reply = await replyOf(FILM, { track: 2 });
    expect(reply.plan).toMatchObject({ method: 'transcode', subtitle: { track: 2 } });
    expect(reply.plan.reasons[0]).toBe(burnReason('French (forced)'));
    expect(reply.plan.delivered).toContain('French (forced) subtitles drawn in');
    expect(reply.subtitle).toEqual({ track: 2 });
    expect(reply.url).toContain('&s=track-2&');
    expect(await barBrightness(reply.url, 1.5)).toBeGreaterThan(200);
    expect(await barBrightness(reply.url, 0.5)).toBeLessThan(60);
    // From a later point, at the cue's time in the file.
    expect(await barBrightness(reply.url, 0.7, 0.8)).toBeGreaterThan(200);
    expect(await barBrightness(reply.url, 1.5, 0.8)).toBeLessThan(60);
  });

  it('draws DVB and PGS tracks in', async () => {
    for (const relativePath of ['movie/7.ts', 'movie/8.mkv']) {
      const reply = await replyOf(relativePath, { track: 2 });
      expect(reply.plan.method).toBe('transcode');
      expect(await barBrightness(reply.url, 1.5), relativePath).toBeGreaterThan(200);
      expect(await barBrightness(reply.url, 2.5), relativePath).toBeLessThan(60);
    }
  });

  it('draws a .sup and an .idx beside the film in, read as a second input from the same point', async () => {
    for (const file of ['Dark (2001).en.sup', 'Dark (2001).es.idx']) {
      const reply = await replyOf(FILM, { file });
      expect(reply.plan).toMatchObject({ method: 'transcode', subtitle: { file } });
      expect(await barBrightness(reply.url, 1.5), file).toBeGreaterThan(200);
      expect(await barBrightness(reply.url, 0.5), file).toBeLessThan(60);
      expect(await barBrightness(reply.url, 0.7, 0.8), file).toBeGreaterThan(200);
    }
  });

  it('goes back to the plan without subtitles when none is chosen', async () => {
    const plain = await replyOf(FILM);
    // Matroska of H.264 and AAC: repackaged for Chromium, the video copied.
    expect(plain.plan).toMatchObject({ method: 'remux', video: { action: 'copy' } });
    expect(plain.url).not.toContain('&s=');
  });

  it('answers 400 to a subtitle that is not a picture one of this film, and 422 to an index without its pictures', async () => {
    const refused: [unknown, number, string][] = [
      [{ track: 1 }, 400, 'No such picture subtitle track in this file'],
      [{ track: 99 }, 400, 'No such picture subtitle track in this file'],
      [{ file: 'Dark (2001).nl.srt' }, 400, 'No such picture subtitle file beside this video'],
      [{ file: 'Other.en.sup' }, 400, 'No such picture subtitle file beside this video'],
      [{ file: '../Dark (2001)/Dark (2001).en.sup' }, 400, 'No such picture subtitle file beside this video'],
      [{ track: -1 }, 400, ''],
      [{ track: 2, file: 'x.sup' }, 400, ''],
      ['track-2', 400, ''],
      [{ file: 'Dark (2001).it.idx' }, 422, 'Dark (2001).it.idx: its .sub file, which holds the pictures, is missing'],
    ];
    for (const [subtitle, status, error] of refused) {
      const res = await ask(FILM, subtitle);
      expect(res.statusCode, JSON.stringify(subtitle)).toBe(status);
      const body = res.json<{ error: string }>();
      expect(typeof body.error).toBe('string');
      if (error !== '') expect(body.error).toBe(error);
    }
    expect((await ask('movie/7.ts', { file: 'Dark (2001).en.sup' })).statusCode).toBe(400);
  });

  it('serves no picture subtitle file as WebVTT text, as the text ones beside the film are', async () => {
    for (const name of ['Dark (2001).en.sup', 'Dark (2001).es.idx']) {
      const res = await app.inject({ url: subtitleUrl(app.ctx.urls, `Dark (2001)/${name}`) });
      expect(res.statusCode, name).toBe(404);
    }
    const text = await app.inject({ url: subtitleUrl(app.ctx.urls, 'Dark (2001)/Dark (2001).nl.srt') });
    expect(text.statusCode).toBe(200);
    expect(text.body).toContain('Hallo');
  });

  it('answers 403 to a stream URL whose subtitles were altered or added', async () => {
    const reply = await replyOf(FILM, { track: 2 });
    const altered = reply.url.replace('&s=track-2&', '&s=track-3&');
    expect((await app.inject({ url: altered })).statusCode).toBe(403);
    const plain = await replyOf(FILM);
    const added = plain.url.replace('&exp=', `&s=${encodeURIComponent('sup-Dark (2001).en.sup')}&exp=`);
    expect((await app.inject({ url: added })).statusCode).toBe(403);
  });
});
