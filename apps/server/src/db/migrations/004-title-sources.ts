import type { Migration } from 'kysely';

/**
 * Which metadata source each stored title's id belongs to, and the title's year beside its title, so
 * an entry keeps meaning the same title when the server's source changes (docs/behaviour.md#title-sources).
 *
 * - list_entries.source, watch_history.source: 'catalogue' or 'tmdb'. Rows from before are left null
 *   here and labelled when the server starts (modules/title-refs), which knows the catalogue: a migration
 *   only knows the database.
 * - list_entries.year, watch_history.year: the release year, null when it was not known.
 * - settings: the source the server last ran with ('metadata_source'), among other facts of the server.
 * - title_rematches: what a title of one source was found to be in the other (to_id null: not found),
 *   with what entries take of it, so each title is searched for once, and old links to it can be redirected.
 */
export const titleSourcesMigration: Migration = {
  async up(db) {
    for (const table of ['list_entries', 'watch_history']) {
      await db.schema.alterTable(table).addColumn('source', 'text').execute();
      await db.schema.alterTable(table).addColumn('year', 'integer').execute();
      await db.schema.createIndex(`${table}_source`).on(table).column('source').execute();
    }
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('title_rematches')
      .addColumn('from_source', 'text', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('from_id', 'integer', (c) => c.notNull())
      .addColumn('to_source', 'text', (c) => c.notNull())
      .addColumn('to_id', 'integer')
      .addColumn('to_title', 'text')
      .addColumn('to_year', 'integer')
      .addColumn('to_poster_path', 'text')
      .addColumn('to_backdrop_path', 'text')
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('title_rematches_key', ['from_source', 'media_type', 'from_id', 'to_source'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('title_rematches').execute();
    await db.schema.dropTable('settings').execute();
    for (const table of ['list_entries', 'watch_history']) {
      await db.schema.dropIndex(`${table}_source`).execute();
      await db.schema.alterTable(table).dropColumn('year').execute();
      await db.schema.alterTable(table).dropColumn('source').execute();
    }
  },
};
