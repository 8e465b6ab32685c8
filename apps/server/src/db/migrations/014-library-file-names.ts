import type { Migration } from 'kysely';

/**
 * What more the scan keeps of a file's name, in library_files (docs/behaviour.md#library-file-names):
 *
 * - nfo: which NFO files described the video when the scan last read it, as their paths, sizes and modification
 *   times, '' for none. A file whose NFO files changed is read again, as one whose own size or time changed is.
 *   Every file starts with none, so an NFO already there is read at the next scan.
 * - episodes: the episodes of a file of several that are not one run (`02x03 - 02x04 - 02x15`), as ',3,4,15,'
 *   (found with LIKE '%,15,%' on both databases); null for one episode or a run, which episode and episode_end say.
 *   Existing rows keep null until their file is read again.
 * - part, version: which part of a film split over files it is (`cd2` is 2), and the version its name gives
 *   ('1080p', "Director's Cut"); null for a whole film, and for none. Read again with the file, as episodes.
 */
export const libraryFileNamesMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('library_files')
      .addColumn('nfo', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('library_files').addColumn('episodes', 'text').execute();
    await db.schema.alterTable('library_files').addColumn('part', 'integer').execute();
    await db.schema.alterTable('library_files').addColumn('version', 'text').execute();
  },

  async down(db) {
    await db.schema.alterTable('library_files').dropColumn('version').execute();
    await db.schema.alterTable('library_files').dropColumn('part').execute();
    await db.schema.alterTable('library_files').dropColumn('episodes').execute();
    await db.schema.alterTable('library_files').dropColumn('nfo').execute();
  },
};
