import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaInfo } from '@marquee/core';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { issuedPage, srcOf } from '../../../__tests__/support/media-urls.ts';
import { encodePath, subtitleTrackUrl } from '../../downloads/index.ts';
import { allLibraryFiles, saveMediaInfo, storedMediaInfo } from '../../library/index.ts';

/**
 * A library file's own text subtitle tracks (docs/behaviour.md#library, docs/playback.md#subtitles): offered by
 * the local player beside the files next to the video, and served as WebVTT, extracted once per file version.
 */

const FILM = 'Films/Pulp Fiction (1994)/Pulp Fiction (1994)';
const SRT = '1\n00:00:01,000 --> 00:00:02,500\nHello from the film\n\n2\n00:00:04,000 --> 00:00:05,000\nSecond line\n';
const ASS = [
  '[Script Info]',
  'ScriptType: v4.00+',
  '',
  '[V4+ Styles]',
  'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
  'Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,1,0,2,10,10,10,1',
  '',
  '[Events]',
  'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  'Dialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,Bonjour le monde',
  '',
].join('\n');

/**
 * Matroska, 6 s: H.264 (stream 0), AAC (1), then subtitles: SubRip in English (2), ASS in French (3), SubRip in
 * English for the deaf and hard of hearing by its title (4).
 */
function makeFilmWithSubtitles(file: string, dir: string): void {
  fs.writeFileSync(path.join(dir, 'en.srt'), SRT);
  fs.writeFileSync(path.join(dir, 'fr.ass'), ASS);
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-hide_banner', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=6',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=6',
    '-i', path.join(dir, 'en.srt'), '-i', path.join(dir, 'fr.ass'), '-i', path.join(dir, 'en.srt'),
    '-map', '0', '-map', '1', '-map', '2', '-map', '3', '-map', '4',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac',
    '-c:s:0', 'srt', '-c:s:1', 'ass', '-c:s:2', 'srt',
    '-metadata:s:s:0', 'language=eng', '-metadata:s:s:1', 'language=fre', '-metadata:s:s:1', 'title=Français',
    '-metadata:s:s:2', 'language=eng', '-metadata:s:s:2', 'title=English SDH',
    file,
  ]);
}

/** Where each packet of a stream of the file starts and ends, in seconds, as ffprobe reads it. */
function packetTimes(file: string, index: number): Array<[number, number]> {
  // prettier-ignore
  const out = execFileSync('ffprobe', [
    '-v', 'error', '-select_streams', String(index), '-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file,
  ]).toString('utf8');
  return out
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number) as [number, number])
    .map(([start, duration]) => [start, Math.round((start + duration) * 1000) / 1000]);
}

/** A WebVTT file's cues as [start, end, text]. */
function cuesOf(vtt: string): Array<[number, number, string]> {
  const seconds = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return [...vtt.matchAll(/^([\d:.]+) --> ([\d:.]+)\n(.+)$/gm)].map(([, start, end, text]) => [
    seconds(start!),
    seconds(end!),
    text!,
  ]);
}

/** The page's subtitle tracks as 'label [srclang]', with ' (on)' for the one it turns on, in order. */
const tracksOf = (html: string) =>
  [
    ...html.matchAll(
      /<track kind="subtitles" src="([^"]+)" srclang="([^"]+)" label="([^"]+)"(?: data-ass="[^"]+")?( default)?>/g,
    ),
  ].map(([, src, srclang, label, on]) => `${label} [${srclang}]${on ? ' (on)' : ''} ${src!.split('?')[0]}`);

describeEachDatabase("a file's own subtitle tracks", (database) => {
  let root: string;
  let cacheDir: string;
  let app: FastifyInstance;
  let mediaId: number;
  const video = `${FILM}.mkv`;
  const trackPath = `/api/media/subtitle-track/${encodePath(video)}`;
  const sidecarPath = `/api/media/subtitle/${encodePath(`${FILM}.fr.srt`)}`;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-subtitle-tracks-'));
    cacheDir = path.join(root, 'cache');
    const media = path.join(root, 'media');
    fs.mkdirSync(path.join(media, path.dirname(FILM)), { recursive: true });
    makeFilmWithSubtitles(path.join(media, video), root);
    // A French file beside it, too.
    fs.writeFileSync(path.join(media, `${FILM}.fr.srt`), '1\n00:00:01,000 --> 00:00:02,000\nBonjour\n');
    app = await buildTestApp(database().db, { MEDIA_DIR: media, CACHE_DIR: cacheDir });
    await app.ready();
    await app.ctx.library.rescan();
    const row = (await allLibraryFiles(database().db.kysely)).find((file) => file.path === video);
    expect(row?.mediaId, 'the film matched').toEqual(expect.any(Number));
    mediaId = row!.mediaId!;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = async (query: string) => {
    const res = await app.inject({ url: await issuedPage(app, `/embed/local/movie/${mediaId}${query}`) });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const get = (index: number | string, relativePath = video) =>
    app.inject({ url: `${subtitleTrackUrl(app.ctx.urls, relativePath, 0).replace('index=0', `index=${index}`)}` });

  it('lists the text tracks after the files beside the video, and turns on the plain English one', async () => {
    expect(tracksOf(await page('?subtitles=en'))).toEqual([
      `French [fr] ${sidecarPath}`,
      `English [en] (on) ${trackPath}`,
      `French [fr] ${trackPath}`,
      `English (SDH) [en] ${trackPath}`,
    ]);
  });

  it('prefers the file beside the video to a track of the same rank, and turns none on without a preference', async () => {
    expect(tracksOf(await page('?subtitles=fr')).filter((track) => track.includes('(on)'))).toEqual([
      `French [fr] (on) ${sidecarPath}`,
    ]);
    expect(tracksOf(await page('')).filter((track) => track.includes('(on)'))).toEqual([]);
  });

  it("serves each track at the page's signed URL as WebVTT, cue text and times as in the file", async () => {
    const html = await page('?subtitles=en');
    const urls = [...html.matchAll(/<track [^>]*src="([^"]+)"/g)].map(([, src]) => src!.replaceAll('&#38;', '&'));
    const english = urls.find((url) => url.includes('index=2'))!;
    // The first listed is the file beside the video.
    expect(srcOf(html, 'track')).toContain('/api/media/subtitle/');
    const res = await app.inject({ url: english });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toMatch(/^WEBVTT\n/);
    // The times the file holds (its muxer moved everything by the audio's priming, a few hundredths of a second).
    const file = path.join(root, 'media', video);
    const [first, second] = packetTimes(file, 2);
    expect(first![0]).toBeCloseTo(1, 1);
    expect(cuesOf(res.body)).toEqual([
      [...first!, 'Hello from the film'],
      [...second!, 'Second line'],
    ]);

    const french = await app.inject({ url: urls.find((url) => url.includes('index=3'))! });
    expect(french.statusCode, french.body).toBe(200);
    expect(cuesOf(french.body)).toEqual([[...packetTimes(file, 3)[0]!, 'Bonjour le monde']]);
  });

  it('extracts a track once per version of the file, from the cache after that', async () => {
    const kept = () => (fs.existsSync(path.join(cacheDir, 'subtitles')) ? fs.readdirSync(path.join(cacheDir, 'subtitles')) : []);
    const before = kept();
    const first = await get(4);
    expect(first.statusCode, first.body).toBe(200);
    const added = kept().filter((name) => !before.includes(name));
    expect(added, 'the track is kept').toHaveLength(1);
    const marked = added[0]!;
    expect(fs.readFileSync(path.join(cacheDir, 'subtitles', marked), 'utf8')).toBe(first.body);
    // What the cache holds is what is served: the file is not read again.
    fs.writeFileSync(path.join(cacheDir, 'subtitles', marked), 'WEBVTT\n\n00:00.000 --> 00:01.000\nfrom the cache\n');
    expect((await get(4)).body).toContain('from the cache');
    // A changed file (its time) is read again.
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'media', video), later, later);
    const again = await get(4);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Hello from the film');
  });

  it.each([
    ['the video stream', 0],
    ['the audio stream', 1],
    ['a stream the file does not have', 9],
  ])('answers 404 for %s', async (_case, index) => {
    const res = await get(index);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such text subtitle track in this file' });
  });

  it.each(['', 'x', '-1', '2.5', '12345', '0x2'])('answers 400 for the index %j', async (index) => {
    const res = await get(encodeURIComponent(index));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 403 at a URL it did not sign, or signed for another file', async () => {
    for (const url of [
      `${trackPath}?index=2`,
      `${trackPath}?index=2&exp=9999999999&sig=forged`,
      subtitleTrackUrl(app.ctx.urls, 'movie/1.mkv', 2).replace(encodePath('movie/1.mkv'), encodePath(video)),
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('offers no picture subtitles (PGS), and serves none', async () => {
    // Read once now for this version of the file, then kept with a PGS track added as ffprobe would name it.
    expect((await get(2)).statusCode).toBe(200);
    // Kept after the reply: on a busy machine the row may take a moment.
    const readOf = () => storedMediaInfo(database().db.kysely, video);
    await expect
      .poll(async () => {
        const read = await readOf();
        return read?.info ? 'subtitles' in read.info : false;
      })
      .toBe(true);
    const stored = await readOf();
    const info = stored!.info as MediaInfo;
    const pgs = { index: 5, codec: 'hdmv_pgs_subtitle', language: 'en', title: null, default: false, forced: false };
    const version = { path: video, size: stored!.size, mtimeMs: stored!.mtimeMs };
    await saveMediaInfo(
      database().db.kysely,
      version,
      { ...info, subtitles: [...info.subtitles, pgs] },
      new Date().toISOString(),
    );

    const tracks = tracksOf(await page('?subtitles=en'));
    expect(tracks).toHaveLength(4);
    // The tracks' WebVTT (the ASS one names its ASS too, in data-ass).
    expect([...(await page('')).matchAll(/ src="[^"]*?(index=\d+)/g)].map(([, index]) => index)).toEqual([
      'index=2',
      'index=3',
      'index=4',
    ]);
    const res = await get(5);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such text subtitle track in this file' });
  });

  it('answers 404 for a file the library does not serve', async () => {
    const res = await get(2, 'Films/Nothing.mkv');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});
