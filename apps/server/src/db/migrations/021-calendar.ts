import { sql, type Migration } from 'kysely';

/**
 * The calendar feed and new-episode notifications (docs/behaviour.md#calendar, docs/behaviour.md#notifications).
 * `calendar_feeds`: a profile's feed link, one at most; only the sha256 of its secret is kept, as for sign-in
 * tokens. `notifications`: one per profile, show, episode and kind, so a check on several nodes at once makes one
 * (inserts that find it there do nothing); `source` is the metadata source the id belongs to. `notification_checks`:
 * when each profile's followed shows were last checked, in the database so every node keeps to the same interval.
 * Deleting the profile deletes its rows.
 */
export const calendarMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('profile_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('media_id', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('season', 'integer', (c) => c.notNull())
      .addColumn('episode', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .addUniqueConstraint('notifications_once', ['profile_id', 'media_id', 'season', 'episode', 'kind'])
      .addCheckConstraint('notifications_media_type', sql`media_type in ('movie', 'tv')`)
      .execute();
    await db.schema.createIndex('notifications_by_profile').on('notifications').columns(['profile_id', 'created_at']).execute();

    await db.schema
      .createTable('notification_checks')
      .addColumn('profile_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('notification_checks').execute();
    await db.schema.dropTable('notifications').execute();
    await db.schema.dropTable('calendar_feeds').execute();
  },
};
