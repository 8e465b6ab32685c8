import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { issuedPage, signedFile, signedSubtitle, srcOf } from '../../../__tests__/support/media-urls.ts';
import { parseGatewayRequest } from '../../metadata/index.ts';
import { allLibraryFiles, type LibraryFileRow } from '../index.ts';
import { removeLibraryFiles, saveLibraryFiles } from '../library-queries.ts';

/** Writes a small file (the scan reads names and sizes, never contents). */
function put(root: string, relative: string, content = 'video'): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** The title a catalogue id names, as the gateway gives it. */
async function titleOf(app: FastifyInstance, row: LibraryFileRow): Promise<string> {
  const answer = await app.ctx.metadata.answer(parseGatewayRequest(`${row.mediaType}/${row.mediaId}`, new URLSearchParams()));
  const body = JSON.parse(answer.body) as { title?: string; name?: string };
  return body.title ?? body.name ?? '';
}

const NO_FFMPEG = { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' };
const PLAYBACK_REQUEST = {
  browser: { containers: ['mp4', 'webm'], video: ['h264', 'vp9'], audio: ['aac', 'opus'] },
  choice: { audio: null, quality: 'original' },
  audio_language: '',
};

describeEachDatabase('the library scan', (database) => {
  let root: string;
  let outside: string;
  let app: FastifyInstance;
  const rows = async () => allLibraryFiles(database().db.kysely);
  const byPath = async () => new Map((await rows()).map((row) => [row.path, row]));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-'));
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-outside-'));
    put(root, 'Films/Fight Club (1999)/Fight Club (1999).mp4');
    put(root, 'Films/Fight Club (1999)/Fight Club (1999).en.srt', '1\n00:00:01,000 --> 00:00:02,000\nHello\n');
    put(root, 'Films/Fight Club (1999)/Fight Club (1999).fr.forced.srt');
    // A release's Subs/ folder: by language alone beside the folder's only video, in a folder named after an episode.
    put(root, 'Films/Fight Club (1999)/Subs/2_German.srt');
    put(root, 'Films/Fight Club (1999)/Subs/Commentary.srt');
    put(root, 'Shows/Arcane/Season 01/Subs/Arcane - S01E02 - Some Title/3_Spanish.srt');
    put(root, 'Shows/Arcane/Season 01/Subs/Arcane - S01E03/3_Spanish.srt');
    // Beside several videos, a file named for a language only is none of theirs.
    put(root, 'Subs/2_Italian.srt');
    put(root, 'Toy.Story.1995.1080p.BluRay.x264-GRP.mkv');
    // Far larger than any subtitle file: refused rather than read.
    put(root, 'Toy.Story.1995.1080p.BluRay.x264-GRP.en.srt', 'x'.repeat(5 * 1024 * 1024 + 1));
    put(root, 'Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.webm');
    put(root, 'A Film Nobody Ever Made (2003).mp4');
    put(root, 'Anime/[Group] Cowboy Bebop - 05 [1080p].mkv');
    // Numbered from the first episode: Breaking Bad's first season has 7, so 10 is S2E3.
    put(root, 'Anime/[Group] Breaking Bad - 10 [1080p].mkv');
    // Named by the day it aired: the catalogue has no air dates, so it is matched to its show only.
    put(root, 'Shows/Seinfeld/Seinfeld - 1995-03-15.mkv');
    put(root, 'Films/notes.txt');
    put(outside, 'secret.mp4');
    fs.symlinkSync(path.join(outside, 'secret.mp4'), path.join(root, 'Linked Out (2001).mp4'));
    fs.symlinkSync(outside, path.join(root, 'Elsewhere'));
    // The suite's files are no real videos: without FFmpeg the player plays each as it is, which these tests follow.
    app = await buildTestApp(database().db, { MEDIA_DIR: root, ...NO_FFMPEG });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('finds each video by its real name and matches it in the catalogue', async () => {
    const found = await byPath();
    expect([...found.keys()]).toEqual([
      'A Film Nobody Ever Made (2003).mp4',
      'Anime/[Group] Breaking Bad - 10 [1080p].mkv',
      'Anime/[Group] Cowboy Bebop - 05 [1080p].mkv',
      'Films/Fight Club (1999)/Fight Club (1999).mp4',
      'Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.webm',
      'Shows/Seinfeld/Seinfeld - 1995-03-15.mkv',
      'Toy.Story.1995.1080p.BluRay.x264-GRP.mkv',
    ]);
    const fightClub = found.get('Films/Fight Club (1999)/Fight Club (1999).mp4')!;
    expect(fightClub).toMatchObject({
      mediaType: 'movie',
      title: 'Fight Club',
      year: 1999,
      match: 'matched',
      source: 'catalogue',
    });
    expect(await titleOf(app, fightClub)).toBe('Fight Club');
    const toyStory = found.get('Toy.Story.1995.1080p.BluRay.x264-GRP.mkv')!;
    expect(toyStory).toMatchObject({ title: 'Toy Story', year: 1995, match: 'matched' });
    expect(await titleOf(app, toyStory)).toBe('Toy Story');
    const arcane = found.get('Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.webm')!;
    expect(arcane).toMatchObject({ mediaType: 'tv', title: 'Arcane', season: 1, episode: 2, episodeEnd: null, match: 'matched' });
    expect(await titleOf(app, arcane)).toBe('Arcane');
    expect(found.get('A Film Nobody Ever Made (2003).mp4')).toMatchObject({
      match: 'unmatched',
      mediaId: null,
      source: 'catalogue',
    });
    expect(app.ctx.library.status()).toMatchObject({ scanning: false, files: 7, unmatched: 1, error: null });
  });

  it('reads anime numbering as season 1, and matches a daily episode to its show but to no episode', async () => {
    const found = await byPath();
    const bebop = found.get('Anime/[Group] Cowboy Bebop - 05 [1080p].mkv')!;
    expect(bebop).toMatchObject({ mediaType: 'tv', title: 'Cowboy Bebop', season: 1, episode: 5, match: 'matched' });
    expect(await titleOf(app, bebop)).toBe('Cowboy Bebop');
    // An absolute number is counted through the show's seasons as the source lists them.
    const breakingBad = found.get('Anime/[Group] Breaking Bad - 10 [1080p].mkv')!;
    expect(breakingBad).toMatchObject({ title: 'Breaking Bad', season: 2, episode: 3, match: 'matched' });
    expect(await titleOf(app, breakingBad)).toBe('Breaking Bad');
    const daily = found.get('Shows/Seinfeld/Seinfeld - 1995-03-15.mkv')!;
    expect(daily).toMatchObject({
      mediaType: 'tv',
      title: 'Seinfeld',
      year: null,
      season: 1995,
      episode: null,
      match: 'matched',
    });
    expect(await titleOf(app, daily)).toBe('Seinfeld');
  });

  it('keeps the sidecar subtitles of a film with their languages', async () => {
    const fightClub = (await byPath()).get('Films/Fight Club (1999)/Fight Club (1999).mp4')!;
    expect(fightClub.subtitles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'Films/Fight Club (1999)/Fight Club (1999).en.srt', language: 'en', forced: false }),
        expect.objectContaining({
          path: 'Films/Fight Club (1999)/Fight Club (1999).fr.forced.srt',
          language: 'fr',
          forced: true,
        }),
      ]),
    );
  });

  it("keeps the subtitles of a release's Subs/ folder: the only video's, or an episode's in a folder of its name", async () => {
    const found = await byPath();
    const paths = (video: string) => found.get(video)!.subtitles.map((subtitle) => [subtitle.path, subtitle.language]);
    expect(paths('Films/Fight Club (1999)/Fight Club (1999).mp4')).toEqual(
      expect.arrayContaining([['Films/Fight Club (1999)/Subs/2_German.srt', 'de']]),
    );
    expect(paths('Films/Fight Club (1999)/Fight Club (1999).mp4')).toHaveLength(3);
    expect(paths('Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.webm')).toEqual([
      ['Shows/Arcane/Season 01/Subs/Arcane - S01E02 - Some Title/3_Spanish.srt', 'es'],
    ]);
    for (const video of ['A Film Nobody Ever Made (2003).mp4', 'Toy.Story.1995.1080p.BluRay.x264-GRP.mkv']) {
      expect(paths(video).filter(([path]) => path!.includes('Italian'))).toEqual([]);
    }
  });

  /** The address the page's player loads: the playback route's answer to the page's question (modules/playback). */
  async function playedUrl(html: string): Promise<string> {
    const playbackUrl = /"playbackUrl":"([^"]+)"/.exec(html)?.[1];
    const res = await app.inject({ method: 'POST', url: playbackUrl!, payload: PLAYBACK_REQUEST });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  }

  it('plays a film found by its name in the local player, with its subtitles as tracks', async () => {
    const fightClub = (await byPath()).get('Films/Fight Club (1999)/Fight Club (1999).mp4')!;
    const page = await app.inject({ url: await issuedPage(app, `/embed/local/movie/${fightClub.mediaId}`) });
    expect(page.statusCode).toBe(200);
    const video = await playedUrl(page.body);
    expect(video).toMatch(/^\/api\/media\/file\/Films\/Fight%20Club%20\(1999\)\/Fight%20Club%20\(1999\)\.mp4\?exp=/);
    expect(page.body).toMatch(
      /<track kind="subtitles" src="\/api\/media\/subtitle\/Films\/Fight%20Club%20\(1999\)\/Fight%20Club%20\(1999\)\.en\.srt\?exp=\d+&#38;sig=[\w-]+" srclang="en" label="English">/,
    );
    expect(page.body).toContain('label="French (forced)"');
    const file = await app.inject({ url: video, headers: { range: 'bytes=0-1' } });
    expect(file.statusCode).toBe(206);
    const vtt = await app.inject({ url: srcOf(page.body, 'track')! });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nHello\n');
  });

  it('turns on the subtitles of the language the player page asks for, when the film has them', async () => {
    const fightClub = (await byPath()).get('Films/Fight Club (1999)/Fight Club (1999).mp4')!;
    const page = async (query: string) =>
      (await app.inject({ url: await issuedPage(app, `/embed/local/movie/${fightClub.mediaId}${query}`) })).body;
    const defaults = (body: string) => [...body.matchAll(/<track [^>]*label="([^"]+)" default>/g)].map((m) => m[1]);
    expect(defaults(await page('?subtitles=en'))).toEqual(['English']);
    // Forced subtitles are a language's subtitles too, when it has no others.
    expect(defaults(await page('?subtitles=fr'))).toEqual(['French (forced)']);
    // Off, or a language the film has none in: none on.
    expect(defaults(await page(''))).toEqual([]);
    expect(defaults(await page('?subtitles='))).toEqual([]);
    expect(defaults(await page('?subtitles=it'))).toEqual([]);
    // A subtitle of the release's Subs/ folder is offered as any other.
    expect(defaults(await page('?subtitles=de'))).toEqual(['German']);
    // The page turns the marked track on itself, not only by the attribute.
    expect(await page('?subtitles=en')).toContain('if (preferred) preferred.track.mode = "showing";');
  });

  it.each([
    ['?subtitles=klingon', 'subtitles: Subtitles must be off (empty) or a known language code, such as en or fr'],
    ['?subtitles=eng', 'subtitles: Subtitles must be off (empty) or a known language code, such as en or fr'],
    ['?subtitles=en&subtitles=fr', /^subtitles: /],
    [`?subtitles=${'x'.repeat(5000)}`, /^subtitles: /],
  ])('answers the local player with %s with 400 and a readable error', async (query, error) => {
    const fightClub = (await byPath()).get('Films/Fight Club (1999)/Fight Club (1999).mp4')!;
    const res = await app.inject({ url: await issuedPage(app, `/embed/local/movie/${fightClub.mediaId}${query}`) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
  });

  it('plays an episode found by its name, and offers a found film for download', async () => {
    const arcane = (await byPath()).get('Shows/Arcane/Season 01/Arcane - S01E02 - Some Title.webm')!;
    const page = await app.inject({ url: await issuedPage(app, `/embed/local/tv/${arcane.mediaId}/1/2`) });
    expect(page.statusCode).toBe(200);
    expect(await playedUrl(page.body)).toMatch(
      /^\/api\/media\/file\/Shows\/Arcane\/Season%2001\/Arcane%20-%20S01E02%20-%20Some%20Title\.webm\?exp=/,
    );
    expect((await app.inject({ url: await issuedPage(app, `/embed/local/tv/${arcane.mediaId}/1/3`) })).statusCode).toBe(404);
    const toyStory = (await byPath()).get('Toy.Story.1995.1080p.BluRay.x264-GRP.mkv')!;
    const download = await app.inject({ url: `/api/download/movie/${toyStory.mediaId}` });
    expect(download.statusCode).toBe(200);
    expect(download.json().files[0].url).toMatch(
      /\/api\/media\/file\/Toy\.Story\.1995\.1080p\.BluRay\.x264-GRP\.mkv\?exp=.*&download$/,
    );
  });

  it('refuses a subtitle file too large to be one, with a clear error', async () => {
    const res = await app.inject({ url: signedSubtitle(app, 'Toy.Story.1995.1080p.BluRay.x264-GRP.en.srt') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'This subtitle file is too large' });
  });

  it('serves nothing the scan did not find: other files, other paths, escapes, even at signed URLs', async () => {
    for (const url of [
      signedFile(app, 'Films/notes.txt'),
      signedFile(app, 'Linked Out (2001).mp4', 'Linked%20Out%20(2001).mp4'),
      signedFile(app, 'Elsewhere/secret.mp4'),
      signedFile(app, '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd'),
      signedSubtitle(app, 'Films/notes.txt'),
      signedSubtitle(
        app,
        'Films/Fight Club (1999)/Fight Club (1999).mp4',
        'Films/Fight%20Club%20(1999)/Fight%20Club%20(1999).mp4',
      ),
      signedSubtitle(app, '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd'),
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toHaveProperty('error');
    }
  });

  it('never lists what a link points to outside the library', async () => {
    const paths = (await rows()).map((row) => row.path);
    expect(paths.some((p) => p.includes('Linked Out') || p.startsWith('Elsewhere'))).toBe(false);
  });

  it('does not look again at files that did not change', async () => {
    const asked = vi.spyOn(app.ctx.metadata, 'answer');
    await app.ctx.library.rescan();
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
  });

  it('asks the source once for the episodes of one show', async () => {
    const asked = vi.spyOn(app.ctx.metadata, 'answer');
    put(root, 'Shows/Arcane/Season 01/Arcane - S01E03.webm');
    put(root, 'Shows/Arcane/Season 01/Arcane - S01E04.webm');
    await app.ctx.library.rescan();
    const found = await byPath();
    expect(found.get('Shows/Arcane/Season 01/Arcane - S01E04.webm')).toMatchObject({ episode: 4, match: 'matched' });
    expect(asked.mock.calls.filter(([request]) => request.path === 'search/tv')).toHaveLength(1);
    asked.mockRestore();
    fs.rmSync(path.join(root, 'Shows/Arcane/Season 01/Arcane - S01E03.webm'));
    fs.rmSync(path.join(root, 'Shows/Arcane/Season 01/Arcane - S01E04.webm'));
    await app.ctx.library.rescan();
  });

  it('saves and replaces more rows than one statement holds', async () => {
    const kysely = database().db.kysely;
    const batch = Array.from({ length: 1201 }, (_, i): LibraryFileRow => ({
      path: `Batch/${i}.mkv`,
      size: i,
      mtimeMs: 1,
      mediaType: 'movie',
      title: `Film ${i}`,
      year: null,
      season: null,
      episode: null,
      episodeEnd: null,
      nameId: null,
      source: null,
      mediaId: null,
      match: 'unmatched',
      shown: null,
      subtitles: [],
    }));
    await saveLibraryFiles(kysely, batch, new Date().toISOString());
    await saveLibraryFiles(
      kysely,
      batch.map((row) => ({ ...row, title: `${row.title} again` })),
      new Date().toISOString(),
    );
    const saved = (await rows()).filter((row) => row.path.startsWith('Batch/'));
    expect(saved).toHaveLength(1201);
    expect(saved.find((row) => row.path === 'Batch/1200.mkv')).toMatchObject({ size: 1200, title: 'Film 1200 again' });
    await removeLibraryFiles(
      kysely,
      batch.map((row) => row.path),
    );
  });

  it('sees a file added, renamed and removed while it runs', async () => {
    put(root, 'Inception (2010).mp4');
    await expect.poll(async () => (await byPath()).get('Inception (2010).mp4')?.match, { timeout: 10_000 }).toBe('matched');
    fs.renameSync(path.join(root, 'Inception (2010).mp4'), path.join(root, 'Inception.2010.720p.WEB.mp4'));
    await expect
      .poll(async () => [...(await byPath()).keys()].filter((p) => p.startsWith('Inception')), { timeout: 10_000 })
      .toEqual(['Inception.2010.720p.WEB.mp4']);
    fs.rmSync(path.join(root, 'Inception.2010.720p.WEB.mp4'));
    await expect
      .poll(async () => [...(await byPath()).keys()].some((p) => p.startsWith('Inception')), { timeout: 10_000 })
      .toBe(false);
  });
});
