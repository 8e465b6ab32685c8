import type { Migration } from 'kysely';

/**
 * library_intros: each library episode's intro as found by the audio its season shares (docs/playback.md#intros),
 * by file version, so an unchanged file is never fingerprinted again and a changed one is:
 *
 * - path: the episode's path in the library (library_files.path); size, mtime_ms: the version fingerprinted;
 * - fingerprint: its opening minutes' raw Chromaprint fingerprint, base64 of 32-bit little-endian numbers ('' when
 *   its audio could not be read), kept so a new episode of the season is compared without reading the others;
 * - intro_start, intro_end: seconds, null when no audio it shares with the season's other episodes is long enough;
 * - found_at: when it was fingerprinted (ISO time).
 */
export const libraryIntrosMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('library_intros')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('mtime_ms', 'bigint', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('intro_start', 'double precision')
      .addColumn('intro_end', 'double precision')
      .addColumn('found_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('library_intros').execute();
  },
};
