import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../__tests__/support/app.ts';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { parseGatewayRequest } from '../../metadata/index.ts';
import { allLibraryFiles, type LibraryFileRow } from '../index.ts';
import { NFO_MAX_BYTES, nfoTextFacts, readNfo } from '../library-nfo.ts';

function put(root: string, relative: string, content = 'video'): void {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const MATRIX_NFO = `<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<!-- written by a media manager -->
<movie>
  <title>The Matrix</title>
  <originaltitle>The Matrix</originaltitle>
  <year>1999</year>
  <plot>Neo &amp; Trinity.</plot>
  <uniqueid type="imdb">tt0133093</uniqueid>
  <uniqueid type="tmdb" default="true">603</uniqueid>
  <actor><name>Keanu Reeves</name><role>Neo</role></actor>
</movie>
https://www.themoviedb.org/movie/603`;

describe('what an NFO file says', () => {
  it.each([
    ['a Kodi film NFO', MATRIX_NFO, { kind: 'movie', title: 'The Matrix', year: 1999, tmdbId: 603, imdbId: 'tt0133093' }],
    [
      'entities in a title are read as the characters they are',
      '<movie><title>Tom &amp; Jerry</title></movie>',
      { kind: 'movie', title: 'Tom & Jerry' },
    ],
    [
      'a show NFO',
      '<tvshow><title>Arcane</title><year>2021</year><uniqueid type="tvdb">371028</uniqueid></tvshow>',
      { kind: 'tvshow', title: 'Arcane', year: 2021, tvdbId: 371028 },
    ],
    ['an NFO that is only an address', 'https://www.imdb.com/title/tt0133093/\n', { kind: null, imdbId: 'tt0133093' }],
    ['a release group’s text', '  ▄▄▄ GROUP ▄▄▄\n  Release date: 2001\n', null],
    ['XML of something else', '<rss><channel><title>x</title></channel></rss>', null],
  ])('%s', (_name, text, expected) => {
    expect(nfoTextFacts(text)).toEqual(expected);
  });

  it('does not expand entities that define each other a thousandfold', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE movie [
  <!ENTITY a "lol">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
  <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
]>
<movie><title>&e;</title><year>1999</year></movie>`;
    const facts = nfoTextFacts(laughs);
    // Refused outright, or read without the expansion: never a title of 10,000 laughs.
    expect(facts?.title?.length ?? 0).toBeLessThan(1000);
  });

  it('does not follow elements nested past a few dozen levels', () => {
    const deep = `<movie><title>Deep</title>${'<a>'.repeat(50_000)}x${'</a>'.repeat(50_000)}</movie>`;
    expect(nfoTextFacts(deep)).toBeNull();
  });

  it('does not read a file larger than an NFO is', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-nfo-'));
    try {
      put(dir, 'big.nfo', `<movie><title>Big</title></movie>${' '.repeat(NFO_MAX_BYTES)}`);
      put(dir, 'small.nfo', '<movie><title>Small</title></movie>');
      expect(await readNfo(path.join(dir, 'big.nfo'))).toBeNull();
      expect(await readNfo(path.join(dir, 'small.nfo'))).toEqual({ kind: 'movie', title: 'Small' });
      expect(await readNfo(path.join(dir, 'missing.nfo'))).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('the library scan with NFO files', (database) => {
  let root: string;
  let app: FastifyInstance;
  const byPath = async () => new Map((await allLibraryFiles(database().db.kysely)).map((row) => [row.path, row]));
  const titleOf = async (row: LibraryFileRow | undefined) => {
    expect(row?.match).toBe('matched');
    const answer = await app.ctx.metadata.answer(parseGatewayRequest(`${row!.mediaType}/${row!.mediaId}`, new URLSearchParams()));
    const body = JSON.parse(answer.body) as { title?: string; name?: string };
    return body.title ?? body.name;
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-nfo-'));
    // A misleading name, and the film's NFO beside it.
    put(root, 'Films/dmd-xyz/dmd-xyz.avi');
    put(root, 'Films/dmd-xyz/dmd-xyz.nfo', '<movie><title>Braveheart</title><year>1995</year></movie>');
    // A folder's movie.nfo, in capitals.
    put(root, 'Films/Unsorted 42/video.mkv');
    put(root, 'Films/Unsorted 42/MOVIE.NFO', '<movie><title>Toy Story</title><year>1995</year></movie>');
    // A show's NFO above its season folder names the show.
    put(root, 'Shows/arc/Season 1/arc S01E02.mkv');
    put(root, 'Shows/arc/tvshow.nfo', '<tvshow><title>Arcane</title><year>2021</year></tvshow>');
    // Read as nothing: kept for the owner to match by hand. A sample is no title.
    put(root, 'Season 1/02 - Title.avi');
    put(root, 'Films/dmd-xyz/Sample/dmd-xyz-sample.avi');
    // A hostile NFO beside a well-named film changes nothing.
    put(root, 'Films/Fight Club (1999).mkv');
    put(root, 'Films/Fight Club (1999).nfo', `<movie>${'<a>'.repeat(10_000)}</movie>`);
    app = await buildTestApp(database().db, {
      MEDIA_DIR: root,
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    await app.ready();
    await app.ctx.library.rescan();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('takes a film’s title and year from its NFO over a misleading name', async () => {
    const found = await byPath();
    expect(await titleOf(found.get('Films/dmd-xyz/dmd-xyz.avi'))).toBe('Braveheart');
    expect(await titleOf(found.get('Films/Unsorted 42/video.mkv'))).toBe('Toy Story');
  });

  it('names a show by its tvshow.nfo', async () => {
    const episode = (await byPath()).get('Shows/arc/Season 1/arc S01E02.mkv');
    expect(await titleOf(episode)).toBe('Arcane');
    expect(episode).toMatchObject({ season: 1, episode: 2 });
  });

  it('reads a film by its name when its NFO cannot be read', async () => {
    expect(await titleOf((await byPath()).get('Films/Fight Club (1999).mkv'))).toBe('Fight Club');
  });

  it('keeps a video whose name reads as nothing, unmatched and untitled, for the owner; a sample is no title', async () => {
    const found = await byPath();
    expect(found.get('Season 1/02 - Title.avi')).toMatchObject({ match: 'unmatched', title: '', mediaType: 'movie' });
    expect(found.has('Films/dmd-xyz/Sample/dmd-xyz-sample.avi')).toBe(false);
  });

  it('reads a video again when its NFO changes, and as its name says when the NFO goes', async () => {
    const nfo = path.join(root, 'Films/dmd-xyz/dmd-xyz.nfo');
    fs.writeFileSync(nfo, '<movie><title>Fight Club</title><year>1999</year></movie>');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(nfo, later, later);
    await app.ctx.library.rescan();
    expect(await titleOf((await byPath()).get('Films/dmd-xyz/dmd-xyz.avi'))).toBe('Fight Club');

    fs.rmSync(nfo);
    await app.ctx.library.rescan();
    const row = (await byPath()).get('Films/dmd-xyz/dmd-xyz.avi');
    expect(row).toMatchObject({ title: expect.not.stringMatching(/Fight Club/), nfo: '' });
  });
});
