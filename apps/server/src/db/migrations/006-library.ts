import type { Migration } from 'kysely';

/**
 * library_files: what the scan of MEDIA_DIR found (docs/behaviour.md#library), one row per video file, so
 * that a start does not match everything again: a file whose size and modification time are unchanged is
 * not looked at.
 *
 * - path: the file's path inside the library, with '/' (the primary key);
 * - size, mtime_ms: what tells a changed file (mtime as whole milliseconds);
 * - media_type 'movie' | 'tv', with the name's own reading: title (a film's, or the show's), year, season,
 *   episode and episode_end (a file of several episodes), name_id (an id the name gives, as {tmdb-603});
 * - source, media_id: the title it was matched to in that metadata source (media_id null while unmatched, and
 *   source then the one it was looked for in);
 * - match: 'matched' (by the name's id or by title and year), 'unmatched', or 'manual' (the owner chose);
 * - shown_title, shown_year, poster_path, backdrop_path: the matched title as the source gave it then, so the
 *   Library screen draws without asking the source again (null while unmatched);
 * - subtitles: the sidecar subtitle files beside it, as JSON text.
 */
export const libraryMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('library_files')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('mtime_ms', 'bigint', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('year', 'integer')
      .addColumn('season', 'integer')
      .addColumn('episode', 'integer')
      .addColumn('episode_end', 'integer')
      .addColumn('name_id', 'integer')
      .addColumn('source', 'text')
      .addColumn('media_id', 'integer')
      .addColumn('match', 'text', (c) => c.notNull())
      .addColumn('shown_title', 'text')
      .addColumn('shown_year', 'integer')
      .addColumn('poster_path', 'text')
      .addColumn('backdrop_path', 'text')
      .addColumn('subtitles', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('found_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('library_files_title')
      .on('library_files')
      .columns(['source', 'media_type', 'media_id'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('library_files').execute();
  },
};
