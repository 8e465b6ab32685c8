import type { Migration } from 'kysely';

/**
 * watch_history_title also orders a title's entries (created_at, seq after the title), as
 * watch_history_newest orders all of them: a page of one title's history, and the latest viewing of a
 * title that every progress report looks up, are then read in index order and stop at their limit.
 * Without it, PostgreSQL sorted all of the title's entries for each, and SQLite walked the user's
 * whole history newest first until it met the title.
 */
export const historyTitleOrderMigration: Migration = {
  async up(db) {
    await db.schema.dropIndex('watch_history_title').execute();
    await db.schema
      .createIndex('watch_history_title')
      .on('watch_history')
      .columns(['user_id', 'media_id', 'media_type', 'created_at', 'seq'])
      .execute();
  },

  async down(db) {
    await db.schema.dropIndex('watch_history_title').execute();
    await db.schema
      .createIndex('watch_history_title')
      .on('watch_history')
      .columns(['user_id', 'media_id', 'media_type'])
      .execute();
  },
};
