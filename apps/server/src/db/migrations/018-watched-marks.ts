import { sql, type Migration } from 'kysely';

/**
 * Watched marks (docs/behaviour.md#watched-marks): per profile, a film or an episode marked watched, with how often
 * (plays: rewatches count) and when last. A film's row has season and episode -1: the key holds no NULL, as SQLite
 * and PostgreSQL would both let NULLs repeat in it. Season 0 is a show's specials. `source` is the metadata source
 * the id belongs to, as the entry tables keep it. `viewing_id` is the history entry that last marked it by itself,
 * so one viewing's further progress reports add no play. Deleting the profile deletes its marks.
 */
export const watchedMarksMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('watched_marks')
      .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('media_id', 'integer', (c) => c.notNull())
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('episode', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('last_watched_at', 'text', (c) => c.notNull())
      .addColumn('viewing_id', 'text')
      .addPrimaryKeyConstraint('watched_marks_pk', ['profile_id', 'media_type', 'media_id', 'season', 'episode'])
      .addCheckConstraint('watched_marks_media_type', sql`media_type in ('movie', 'tv')`)
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('watched_marks').execute();
  },
};
