import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { LibraryStatusReply, MediaInfo } from '@marquee/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { as, buildTestApp, signUpAdmin, type SignedUp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { waitFor } from '../../../__tests__/support/processes.ts';
import { libraryMediaInfo, NO_MEDIA_TOOLS, ProbeError } from '../../playback/index.ts';
import { storedMediaInfo } from '../media-info-queries.ts';
import { SET_UP_SERVER_ENV } from '../../../__tests__/support/server-env.ts';

const FILM = 'Films/Fight Club (1999)/Fight Club (1999).mkv';
const GARBAGE = 'Toy Story (1995).mp4';

/** A 2-second film FFmpeg makes now: H.264 320x180, two AAC tracks in these languages, two chapters. */
function makeFilm(root: string, relative: string, languages: [string, string]): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const chapters = path.join(root, '.chapters.txt');
  fs.writeFileSync(
    chapters,
    ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=1000\ntitle=Opening\n' +
      '[CHAPTER]\nTIMEBASE=1/1000\nSTART=1000\nEND=2000\ntitle=Ending\n',
  );
  const lavfi = (source: string) => ['-f', 'lavfi', '-i', source];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...lavfi('testsrc2=size=320x180:rate=24:duration=2'),
    ...lavfi('sine=frequency=440:duration=2'),
    ...lavfi('sine=frequency=660:duration=2'),
    '-i',
    chapters,
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-map_chapters', '3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    ...['-metadata:s:a:0', `language=${languages[0]}`, '-metadata:s:a:1', `language=${languages[1]}`],
    file,
  ]);
  fs.rmSync(chapters);
}

/** An ffprobe that notes each file it is given in `log`, then runs the real one. */
function countingProbe(dir: string, log: string): string {
  const script = path.join(dir, 'ffprobe');
  fs.writeFileSync(script, `#!/bin/sh\nfor a in "$@"; do last="$a"; done\necho "$last" >> '${log}'\nexec ffprobe "$@"\n`);
  fs.chmodSync(script, 0o755);
  return script;
}

const readsOf = (log: string, name: string) =>
  fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter((line) => line.endsWith(name)).length
    : 0;

const statusOf = async (app: FastifyInstance, owner: SignedUp) =>
  (await as(app, owner, { method: 'GET', url: '/api/library/status' })).json<LibraryStatusReply>();

describeEachDatabase('the background reading of library files', (database) => {
  let root: string;
  let tools: string;
  let log: string;
  let app: FastifyInstance;
  let owner: SignedUp;
  const stored = (relative: string) => storedMediaInfo(database().db.kysely, relative);
  const readAll = () => waitFor('every file to be read', async () => (await statusOf(app, owner)).probes.waiting === 0, 600);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-probed-'));
    tools = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-probe-tools-'));
    log = path.join(tools, 'reads.log');
    makeFilm(root, FILM, ['eng', 'fre']);
    fs.writeFileSync(path.join(root, GARBAGE), 'not a film at all');
    app = await buildTestApp(database().db, { MEDIA_DIR: root, FFPROBE_PATH: countingProbe(tools, log) });
    await app.ready();
    owner = await signUpAdmin(app);
    await app.ctx.library.rescan();
    await readAll();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(tools, { recursive: true, force: true });
  });

  it('keeps what ffprobe reads of each file: container, codecs, audio languages, chapters', async () => {
    const film = await stored(FILM);
    const info = film?.info as MediaInfo;
    expect(info.container).toBe('matroska');
    expect(info.duration).toBeCloseTo(2, 0);
    expect(info.video).toMatchObject({ codec: 'h264', width: 320, height: 180 });
    expect(info.audio.map((track) => [track.codec, track.language])).toEqual([
      ['aac', 'en'],
      ['aac', 'fr'],
    ]);
    expect(info.chapters.map((chapter) => chapter.title)).toEqual(['Opening', 'Ending']);
    expect(readsOf(log, FILM)).toBe(1);
  });

  it('keeps why a file could not be read, and does not read it again while it is unchanged', async () => {
    const garbage = await stored(GARBAGE);
    expect(garbage?.info).toEqual({ error: expect.stringMatching(/^This file could not be read/) });
    // Another file added: once it is read, nothing else is waiting.
    makeFilm(root, 'Arcane - S01E01.mkv', ['eng', 'ger']);
    await app.ctx.library.rescan();
    await readAll();
    expect(readsOf(log, 'Arcane - S01E01.mkv')).toBe(1);
    expect(readsOf(log, GARBAGE)).toBe(1);
    expect((await stored(GARBAGE))?.info).toEqual(garbage?.info);
  });

  it('reads a file again when it changes', async () => {
    makeFilm(root, GARBAGE, ['spa', 'ita']);
    await app.ctx.library.rescan();
    await readAll();
    const info = (await stored(GARBAGE))?.info as MediaInfo;
    expect(info.container).toBe('mp4');
    expect(info.audio.map((track) => track.language)).toEqual(['es', 'it']);
    expect(readsOf(log, GARBAGE)).toBe(2);
  });

  it('tells the owner the tools found and how many files are read', async () => {
    const status = await statusOf(app, owner);
    expect(status.media_tools).toEqual({ available: true, version: expect.stringMatching(/^ffmpeg version /), message: null });
    expect(status.probes).toEqual({ done: 3, waiting: 0 });
  });

  it('answers the player from what is kept, and reads a file the scan does not list once', async () => {
    const db = database().db.kysely;
    const ctx = app.ctx;
    const film = await libraryMediaInfo(ctx.mediaTools, root, FILM, db);
    expect(film).toEqual((await stored(FILM))?.info);
    expect(readsOf(log, FILM)).toBe(1);
    const refused = await libraryMediaInfo(ctx.mediaTools, root, 'nowhere.mkv', db);
    expect(refused).toBeInstanceOf(ProbeError);
    // A folder the scan has not listed: read now, and the second question asks ffprobe nothing.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-unlisted-'));
    try {
      makeFilm(elsewhere, 'movie-603.mkv', ['jpn', 'eng']);
      const first = await libraryMediaInfo(ctx.mediaTools, elsewhere, 'movie-603.mkv', db);
      const second = await libraryMediaInfo(ctx.mediaTools, elsewhere, 'movie-603.mkv', db);
      expect((first as MediaInfo).audio.map((track) => track.language)).toEqual(['ja', 'en']);
      expect(second).toEqual(first);
      expect(readsOf(log, 'movie-603.mkv')).toBe(1);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('the background reading while ffprobe is slow', (database) => {
  let root: string;
  let tools: string;
  let pidFile: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-slow-probe-'));
    tools = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-slow-tools-'));
    pidFile = path.join(tools, 'probe.pid');
    // Answers the start's version check at once; given a file, it notes its process id and hangs.
    const script = path.join(tools, 'ffprobe');
    fs.writeFileSync(
      script,
      `#!/bin/sh\ncase "$*" in *-version*) exec ffprobe "$@";; esac\necho $$ > '${pidFile}'\nexec sleep 600\n`,
    );
    fs.chmodSync(script, 0o755);
    for (let i = 0; i < 3; i++) fs.writeFileSync(path.join(root, `Film Number ${i} (200${i}).mkv`), 'video');
    app = await buildTestApp(database().db, { MEDIA_DIR: root, FFPROBE_PATH: script });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(tools, { recursive: true, force: true });
  });

  it('lists the library while a file is being read, and ends ffprobe when the app closes', async () => {
    await waitFor('ffprobe to be reading', async () => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '');
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    const running = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(running()).toBe(true);
    const owner = await signUpAdmin(app);
    expect((await as(app, owner, { method: 'GET', url: '/api/library' })).statusCode).toBe(200);
    const status = (await as(app, owner, { method: 'GET', url: '/api/library/status' })).json<LibraryStatusReply>();
    expect(status).toMatchObject({ files: 3, probes: { done: 0, waiting: 3 } });
    await app.close();
    expect(running()).toBe(false);
    // Stopped, not unreadable: nothing was kept of the file.
    const rows = await database().db.kysely.selectFrom('library_files').select('media_probed_at').execute();
    expect(rows.map((row) => row.media_probed_at)).toEqual([null, null, null]);
  });
});

describeEachDatabase('the library without FFmpeg', (database) => {
  let root: string;
  let app: FastifyInstance;
  const logged = new PassThrough();
  let logText = '';
  logged.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-no-tools-'));
    makeFilm(root, FILM, ['eng', 'fre']);
    const config = loadConfig({
      WEB_DIST: 'no-web-build',
      MEDIA_DIR: root,
      FFMPEG_PATH: path.join(root, 'no-ffmpeg'),
      FFPROBE_PATH: path.join(root, 'no-ffprobe'),
      ...SET_UP_SERVER_ENV,
    });
    app = await buildApp(config, { db: database().db, logStream: logged });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads no file, says why on the owner’s screen, and says it once in the log', async () => {
    const owner = await signUpAdmin(app);
    const status = (await as(app, owner, { method: 'GET', url: '/api/library/status' })).json<LibraryStatusReply>();
    expect(status.media_tools).toEqual({ available: false, version: null, message: NO_MEDIA_TOOLS });
    expect(status.probes).toEqual({ done: 0, waiting: 1 });
    await app.ctx.library.rescan();
    expect((await storedMediaInfo(database().db.kysely, FILM))?.info).toBeNull();
    expect(logText.split(NO_MEDIA_TOOLS).length - 1).toBe(1);
  });
});
