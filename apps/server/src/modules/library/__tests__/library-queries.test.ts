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
  librarySubtitleAt,
  removeLibraryFiles,
  saveLibraryFiles,
  type LibraryFileRow,
} from '../library-queries.ts';

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
});
