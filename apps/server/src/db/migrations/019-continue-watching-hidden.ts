import type { Migration } from 'kysely';

/**
 * Titles a profile took off Continue Watching (docs/behaviour.md#continue-watching): the row leaves out a title
 * whose last activity (a play or a mark) is no later than `hidden_at`, so watching it again brings it back and its
 * history stays whole. `source` is the metadata source the id belongs to. Deleting the profile deletes its rows.
 */
export const continueWatchingHiddenMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('continue_watching_hidden')
      .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('media_id', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('hidden_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('continue_watching_hidden_pk', ['profile_id', 'media_type', 'media_id'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('continue_watching_hidden').execute();
  },
};
