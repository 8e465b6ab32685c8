import type { Migration } from 'kysely';

/**
 * What ffprobe read in each library file (docs/playback.md#probing), kept so the player's question is answered
 * without reading the file again:
 *
 * - media_info: JSON text of core's MediaInfo, or `{"error": "..."}` for a file ffprobe could not read (not tried
 *   again until the file changes);
 * - media_probed_at: when (ISO time); null while the file waits to be read. The scan's rewrite of a changed file
 *   (size or modification time) clears both.
 *
 * The index finds the files still waiting, newest first, without reading the table.
 */
export const mediaInfoMigration: Migration = {
  async up(db) {
    // One column a statement: SQLite adds one at a time.
    await db.schema.alterTable('library_files').addColumn('media_info', 'text').execute();
    await db.schema.alterTable('library_files').addColumn('media_probed_at', 'text').execute();
    await db.schema.createIndex('library_files_probe').on('library_files').columns(['media_probed_at', 'found_at']).execute();
  },

  async down(db) {
    await db.schema.dropIndex('library_files_probe').execute();
    await db.schema.alterTable('library_files').dropColumn('media_probed_at').execute();
    await db.schema.alterTable('library_files').dropColumn('media_info').execute();
  },
};
