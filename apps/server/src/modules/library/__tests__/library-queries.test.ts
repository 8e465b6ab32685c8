import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../__tests__/support/databases.ts';
import { migrateTo, migrateToLatest } from '../../../db/migrate.ts';
import {
  allLibraryFiles,
  filesOfTitle,
  librarySubtitleAt,
  removeLibraryFiles,
  saveLibraryFiles,
  type LibraryFileRow,
} from '../library-queries.ts';
import { libraryTitles } from '../library-title-queries.ts';
import { filesToProbe, saveMediaInfo, storedMediaInfo } from '../media-info-queries.ts';

/** Counts the rows the database hands back: what a lookup really reads. */
class RowCounter implements KyselyPlugin {
  rows = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.rows += args.result.rows.length;
    return args.result;
  }
}

function film(path: string, subtitles: LibraryFileRow['subtitles'] = []): LibraryFileRow {
  return {
    path,
    size: 1,
    mtimeMs: 1,
    mediaType: 'movie',
    title: path,
    year: null,
    season: null,
    episode: null,
    episodeEnd: null,
    nameId: null,
    source: null,
    mediaId: null,
    match: 'unmatched',
    shown: null,
    subtitles,
  };
}

const srt = (path: string) => ({ path, language: 'en', forced: false, sdh: false, format: 'srt' as const });

describeEachDatabase('the library index', (database) => {
  beforeAll(async () => {
    await migrateToLatest(database().db);
  });

  it('finds a subtitle by its path reading one row, however many videos share its folder', async () => {
    const kysely = database().db.kysely;
    const films = Array.from({ length: 300 }, (_, i) => film(`Film ${i}.mkv`));
    films.push(film('Root.mkv', [srt('Root.en.srt')]), film('Sub/Deep.mkv', [srt('Sub/Deep.en.srt')]));
    await saveLibraryFiles(kysely, films, new Date().toISOString());

    const counter = new RowCounter();
    const counted = kysely.withPlugin(counter);
    expect(await librarySubtitleAt(counted, 'Root.en.srt')).toMatchObject({ path: 'Root.en.srt', format: 'srt' });
    expect(await librarySubtitleAt(counted, 'Nothing.srt')).toBeUndefined();
    expect(await librarySubtitleAt(counted, 'Sub/Deep.en.srt')).toMatchObject({ format: 'srt' });
    expect(counter.rows).toBeLessThanOrEqual(2);

    // A video's subtitles go with it, and change with it.
    await saveLibraryFiles(kysely, [film('Root.mkv', [srt('Root.fr.srt')])], new Date().toISOString());
    expect(await librarySubtitleAt(kysely, 'Root.en.srt')).toBeUndefined();
    expect(await librarySubtitleAt(kysely, 'Root.fr.srt')).toMatchObject({ format: 'srt' });
    await removeLibraryFiles(kysely, ['Root.mkv', 'Sub/Deep.mkv', ...films.map((row) => row.path)]);
    expect(await librarySubtitleAt(kysely, 'Root.fr.srt')).toBeUndefined();
    expect(await librarySubtitleAt(kysely, 'Sub/Deep.en.srt')).toBeUndefined();
  });

  it('finds a file of several episodes by each it holds: a run from first to last, a list only those it names', async () => {
    const kysely = database().db.kysely;
    const episode = (path: string, first: number, last: number, episodes: number[] | null): LibraryFileRow => ({
      ...film(path),
      mediaType: 'tv',
      season: 2,
      episode: first,
      episodeEnd: last,
      episodes,
      source: 'catalogue',
      mediaId: 77,
      match: 'matched',
      shown: { title: 'Show', year: null, poster_path: null, backdrop_path: null },
    });
    await saveLibraryFiles(
      kysely,
      [episode('Show/02x03 - 02x04 - 02x15.mkv', 3, 15, [3, 4, 15]), episode('Show/S02E20-E22.mkv', 20, 22, null)],
      new Date().toISOString(),
    );
    const holding = async (n: number) =>
      (await filesOfTitle(kysely, 'catalogue', { mediaType: 'tv', id: 77, season: 2, episode: n })).map((row) => row.path);
    expect(await holding(3)).toEqual(['Show/02x03 - 02x04 - 02x15.mkv']);
    expect(await holding(15)).toEqual(['Show/02x03 - 02x04 - 02x15.mkv']);
    expect(await holding(5)).toEqual([]);
    // ',1,' is not in ',15,': a number is matched whole.
    expect(await holding(1)).toEqual([]);
    expect(await holding(21)).toEqual(['Show/S02E20-E22.mkv']);
    const show = (await libraryTitles(kysely, 'catalogue')).find((title) => title.id === 77);
    expect(show?.episodes).toEqual([
      { season: 2, episode: 3, episode_end: null },
      { season: 2, episode: 4, episode_end: null },
      { season: 2, episode: 15, episode_end: null },
      { season: 2, episode: 20, episode_end: 22 },
    ]);
    await removeLibraryFiles(kysely, ['Show/02x03 - 02x04 - 02x15.mkv', 'Show/S02E20-E22.mkv']);
  });

  it('saves a batch naming one path twice, keeping the last', async () => {
    const kysely = database().db.kysely;
    await saveLibraryFiles(kysely, [film('Twice.mkv'), { ...film('Twice.mkv'), title: 'second' }], new Date().toISOString());
    expect((await allLibraryFiles(kysely)).filter((row) => row.path === 'Twice.mkv')).toMatchObject([{ title: 'second' }]);
    await removeLibraryFiles(kysely, ['Twice.mkv']);
  });
});

describeEachDatabase('the library index, kept from before its subtitles had rows of their own', (database) => {
  it('finds the subtitles of videos scanned before, without a scan', async () => {
    const { db } = database();
    await migrateTo(db, '007-subtitle-language');
    await db.kysely
      .insertInto('library_files')
      .values({
        path: 'Old/Film (2000).mkv',
        size: 1,
        mtime_ms: 1,
        media_type: 'movie',
        title: 'Film',
        year: 2000,
        season: null,
        episode: null,
        episode_end: null,
        name_id: null,
        source: null,
        media_id: null,
        match: 'unmatched',
        shown_title: null,
        shown_year: null,
        poster_path: null,
        backdrop_path: null,
        subtitles: JSON.stringify([srt('Old/Film (2000).en.srt'), { ...srt('Old/Film (2000).ass'), format: 'other' }]),
        found_at: new Date().toISOString(),
      })
      .execute();
    await migrateToLatest(db);
    expect(await librarySubtitleAt(db.kysely, 'Old/Film (2000).en.srt')).toEqual({
      path: 'Old/Film (2000).en.srt',
      format: 'srt',
    });
    expect(await librarySubtitleAt(db.kysely, 'Old/Film (2000).ass')).toEqual({ path: 'Old/Film (2000).ass', format: 'other' });
  });

  it('keeps what ffprobe read while a file is saved again unchanged, and forgets it once the file changed', async () => {
    const kysely = database().db.kysely;
    const path = 'Probed/Film (2001).mkv';
    const now = () => new Date().toISOString();
    await saveLibraryFiles(kysely, [film(path)], now());
    const reading = { error: 'This file could not be read' };
    expect(await saveMediaInfo(kysely, { path, size: 1, mtimeMs: 1 }, reading, now())).toBe(true);
    // Matched anew, a subtitle added: the same file.
    await saveLibraryFiles(kysely, [{ ...film(path, [srt('Probed/Film (2001).en.srt')]), match: 'manual', mediaId: 7 }], now());
    expect((await storedMediaInfo(kysely, path))?.info).toEqual(reading);
    // Changed on disk: it waits to be read again, and a reading of the version before is not kept for it.
    await saveLibraryFiles(kysely, [{ ...film(path), mtimeMs: 2 }], now());
    expect((await storedMediaInfo(kysely, path))?.info).toBeNull();
    expect(await saveMediaInfo(kysely, { path, size: 1, mtimeMs: 1 }, reading, now())).toBe(false);
    expect((await storedMediaInfo(kysely, path))?.info).toBeNull();
    expect((await filesToProbe(kysely, 10_000)).map((file) => file.path)).toContain(path);
  });

  it("keeps the background reader's reading only for a file nothing read meanwhile", async () => {
    const kysely = database().db.kysely;
    const path = 'Overtaken/Film (2003).mkv';
    const now = () => new Date().toISOString();
    await saveLibraryFiles(kysely, [film(path)], now());
    const version = { path, size: 1, mtimeMs: 1 };
    // A request read it first; the background reader, which took it up before that, comes in after.
    const requested = { error: 'read by the request' };
    expect(await saveMediaInfo(kysely, version, requested, now())).toBe(true);
    expect(await saveMediaInfo(kysely, version, { error: 'read in the background' }, now(), { unreadOnly: true })).toBe(false);
    expect((await storedMediaInfo(kysely, path))?.info).toEqual(requested);
  });

  it('gives the files waiting to be read the newest found first', async () => {
    const kysely = database().db.kysely;
    await saveLibraryFiles(kysely, [film('Waiting/Older (1990).mkv')], '2001-01-01T00:00:00.000Z');
    await saveLibraryFiles(kysely, [film('Waiting/Newer (1991).mkv')], '2099-01-01T00:00:00.000Z');
    const waiting = (await filesToProbe(kysely, 10_000)).map((file) => file.path);
    expect(waiting[0]).toBe('Waiting/Newer (1991).mkv');
    expect(waiting.at(-1)).toBe('Waiting/Older (1990).mkv');
  });
});
