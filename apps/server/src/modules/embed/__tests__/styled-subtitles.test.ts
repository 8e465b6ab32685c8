import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { issuedPage, signedSubtitle } from '../../../__tests__/support/media-urls.ts';
import { encodePath, fontUrl, styledSubtitleTrackUrl, subtitleTrackUrl } from '../../downloads/index.ts';
import type { MediaInfo } from '@marquee/core';
import { allLibraryFiles, saveMediaInfo, storedMediaInfo } from '../../library/index.ts';
import { rendererFiles } from '../styled-subtitle-renderer.ts';

const RENDERER_FILES = rendererFiles('');

/**
 * Styled subtitles (docs/playback.md#subtitles): a file's own ASS track served as ASS, its attached fonts, an ASS
 * file beside it as UTF-8 ASS or as plain WebVTT, the renderer's own files, and the player page that offers them.
 */

const FILM = 'Films/Pulp Fiction (1994)/Pulp Fiction (1994)';
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const ass = (line: string) =>
  [
    '[Script Info]',
    'ScriptType: v4.00+',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    'Style: Default,DejaVu Sans,20,&H0000FFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,1,0,8,10,10,10,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    `Dialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,${line}`,
    '',
  ].join('\n');
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nPlain words\n';

/**
 * Matroska, 4 s: H.264 (stream 0), AAC (1), ASS in English (2), SubRip in English (3), then attachments: DejaVu
 * Sans as font/ttf (4), and a text file (5).
 */
function makeFilm(file: string, dir: string): void {
  fs.writeFileSync(path.join(dir, 'en.ass'), ass('{\\an8\\b1}Styled {\\k20}words'));
  fs.writeFileSync(path.join(dir, 'en.srt'), SRT);
  fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a font');
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-hide_banner', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=4',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4',
    '-i', path.join(dir, 'en.ass'), '-i', path.join(dir, 'en.srt'),
    '-map', '0', '-map', '1', '-map', '2', '-map', '3',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-c:s:0', 'ass', '-c:s:1', 'srt',
    '-metadata:s:s:0', 'language=eng', '-metadata:s:s:1', 'language=eng',
    '-attach', FONT, '-metadata:s:t:0', 'mimetype=font/ttf',
    '-attach', path.join(dir, 'notes.txt'), '-metadata:s:t:1', 'mimetype=text/plain',
    file,
  ]);
}

/** `&` as the page escapes it in attributes, back. */
const unescaped = (text: string) => text.replaceAll('&#38;', '&').replaceAll('&amp;', '&');

describeEachDatabase('styled subtitles', (database) => {
  let root: string;
  let cacheDir: string;
  let app: FastifyInstance;
  let mediaId: number;
  const video = `${FILM}.mkv`;
  const sidecar = `${FILM}.fr.ass`;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-styled-subtitles-'));
    cacheDir = path.join(root, 'cache');
    const media = path.join(root, 'media');
    fs.mkdirSync(path.join(media, path.dirname(FILM)), { recursive: true });
    makeFilm(path.join(media, video), root);
    // A French ASS file beside it, written in Windows-1252 as many are.
    fs.writeFileSync(path.join(media, sidecar), Buffer.from(ass('Déjà vu, {\\i1}très{\\i0} bien'), 'latin1'));
    fs.writeFileSync(path.join(media, `${FILM}.de.srt`), SRT);
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

  const track = (index: number | string, format: string) =>
    app.inject({ url: `${subtitleTrackUrl(app.ctx.urls, video, 0).replace('index=0', `index=${index}`)}&format=${format}` });
  const font = (index: number | string, relativePath = video) =>
    app.inject({ url: fontUrl(app.ctx.urls, relativePath, 0).replace('index=0', `index=${index}`) });

  it("offers the ASS track and the ASS file with their ASS, the file's fonts and the renderer, and allows no more", async () => {
    const res = await app.inject({ url: await issuedPage(app, `/embed/local/movie/${mediaId}`) });
    expect(res.statusCode, res.body).toBe(200);
    const tracks = [...res.body.matchAll(/<track [^>]*>/g)].map(([element]) => unescaped(element));
    // The ASS file beside the video (then the SubRip one), then the file's tracks: only the ASS ones have data-ass.
    expect(tracks.map((element) => /data-ass="([^"?]+)/.exec(element)?.[1] ?? null)).toEqual([
      null,
      `/api/media/subtitle/${encodePath(sidecar)}`,
      `/api/media/subtitle-track/${encodePath(video)}`,
      null,
    ]);
    expect(tracks[1]).toContain('format=ass');
    expect(tracks[2]).toContain('index=2&format=ass');
    // Named as any other.
    expect(tracks.map((element) => /label="([^"]+)"/.exec(element)?.[1])).toEqual(['German', 'French', 'English', 'English']);
    // The fonts: the attached font only, at a signed URL; the renderer's files at their fixed path.
    const fonts = [...res.body.matchAll(/\/api\/media\/font\/[^"]+?index=(\d+)/g)].map(([, index]) => index);
    expect(fonts).toEqual(['4']);
    expect(res.body).toContain(JSON.stringify(RENDERER_FILES.script));
    const policy = res.headers['content-security-policy'] as string;
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'wasm-unsafe-eval'(;|$)/);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  });

  it('reads a file with styled subtitles again when its kept reading predates fonts', async () => {
    const stored = await storedMediaInfo(database().db.kysely, video);
    const info = stored!.info as MediaInfo;
    expect(info.fonts).toHaveLength(1);
    const { fonts: _fonts, ...withoutFonts } = info;
    const version = { path: video, size: stored!.size, mtimeMs: stored!.mtimeMs };
    await saveMediaInfo(database().db.kysely, version, withoutFonts, new Date().toISOString());
    const res = await app.inject({ url: await issuedPage(app, `/embed/local/movie/${mediaId}`) });
    expect(res.body).toMatch(/\/api\/media\/font\/[^"]+?index=4/);
    expect(((await storedMediaInfo(database().db.kysely, video))!.info as MediaInfo).fonts).toHaveLength(1);
  });

  it('serves the ASS track as ASS, styles and override tags as the file has them, once per version', async () => {
    const kept = () => fs.readdirSync(path.join(cacheDir, 'subtitles')).filter((name) => name.endsWith('.ass'));
    const res = await app.inject({ url: styledSubtitleTrackUrl(app.ctx.urls, video, 2) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/x-ssa; charset=utf-8');
    expect(res.body).toContain('[V4+ Styles]');
    expect(res.body).toContain('Style: Default,DejaVu Sans,20,&H0000FFFF');
    expect(res.body).toMatch(/^Dialogue: 0,0:00:02\.\d\d,0:00:03\.\d\d,Default,,0,0,0,,\{\\an8\\b1\}Styled \{\\k20\}words$/m);
    expect(kept()).toHaveLength(1);
    // The same track as WebVTT is another file.
    const vtt = await track(2, 'vtt');
    expect(vtt.body).toMatch(/^WEBVTT/);
    expect(vtt.body).toContain('Styled words');
  });

  it('answers 404 for ASS of a track that is not ASS, and 400 for a format it does not know', async () => {
    const srt = await track(3, 'ass');
    expect(srt.statusCode).toBe(404);
    expect(srt.json()).toEqual({ error: 'No such styled (ASS/SSA) subtitle track in this file' });
    for (const format of ['srt', 'ASS', '']) {
      const res = await track(2, format);
      expect(res.statusCode, format).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('serves an attached font as it is, with its type', async () => {
    const res = await font(4);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('font/ttf');
    expect(res.rawPayload.equals(fs.readFileSync(FONT))).toBe(true);
    // Kept: served again from the cache.
    expect(fs.readdirSync(path.join(cacheDir, 'fonts'))).toHaveLength(1);
    expect((await font(4)).rawPayload.equals(fs.readFileSync(FONT))).toBe(true);
  });

  it.each([
    ['an attachment that is not a font', 5],
    ['a subtitle track', 2],
    ['the video', 0],
    ['a stream the file does not have', 9],
  ])('answers 404 for %s', async (_case, index) => {
    const res = await font(index);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such font attached to this file' });
  });

  it.each(['', 'x', '-1', '4.5', '12345'])('answers 400 for the font index %j', async (index) => {
    const res = await font(encodeURIComponent(index));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 403 for a font URL it did not sign, or signed for a track, and 404 for a file it does not serve', async () => {
    const at = `/api/media/font/${encodePath(video)}`;
    for (const url of [`${at}?index=4`, subtitleTrackUrl(app.ctx.urls, video, 4).replace('/subtitle-track/', '/font/')]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    const unknown = await font(4, 'Films/Nothing.mkv');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: expect.any(String) });
  });

  it('serves an ASS file beside the video as UTF-8 ASS, or its lines as plain WebVTT', async () => {
    const raw = await app.inject({ url: `${signedSubtitle(app, sidecar, encodePath(sidecar))}&format=ass` });
    expect(raw.statusCode, raw.body).toBe(200);
    expect(raw.headers['content-type']).toBe('text/x-ssa; charset=utf-8');
    expect(raw.body).toContain('Dialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,Déjà vu, {\\i1}très{\\i0} bien');
    const vtt = await app.inject({ url: signedSubtitle(app, sidecar, encodePath(sidecar)) });
    expect(vtt.statusCode, vtt.body).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe('WEBVTT\n\n00:00:02.000 --> 00:00:03.000\nDéjà vu, très bien\n');
    // An SRT file has no ASS.
    const srt = `${FILM}.de.srt`;
    const notAss = await app.inject({ url: `${signedSubtitle(app, srt, encodePath(srt))}&format=ass` });
    expect(notAss.statusCode).toBe(404);
    expect(notAss.json()).toEqual({ error: expect.any(String) });
    const badFormat = await app.inject({ url: `${signedSubtitle(app, sidecar, encodePath(sidecar))}&format=png` });
    expect(badFormat.statusCode).toBe(400);
  });

  it("serves the renderer's files at their fixed path, kept for good, and nothing else there", async () => {
    for (const [url, type] of [
      [RENDERER_FILES.script, 'text/javascript; charset=utf-8'],
      [RENDERER_FILES.worker, 'text/javascript; charset=utf-8'],
      [RENDERER_FILES.wasm, 'application/wasm'],
      [RENDERER_FILES.modernWasm, 'application/wasm'],
      [RENDERER_FILES.defaultFont, 'font/woff2'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length, url).toBeGreaterThan(1000);
    }
    // The script leaves the renderer where the player's page finds it.
    expect((await app.inject({ url: RENDERER_FILES.script })).body).toContain('globalThis.JASSUB');
    for (const url of [
      RENDERER_FILES.script.replace('jassub.js', 'package.json'),
      RENDERER_FILES.script.replace('jassub.js', '..%2Fpackage.json'),
      RENDERER_FILES.script.replace(/\/assets\/jassub\/[^/]+\//, '/assets/jassub/0.0.1/'),
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});
