import { sql, type Migration } from 'kysely';

/**
 * A profile's own ratings of films and shows (docs/behaviour.md#your-ratings): one per title, 1 to 10 (thumbs are 2
 * and 10, as the profile's preference shows them), when last rated, and the metadata source the id belongs to.
 * Deleting the profile deletes its ratings.
 */
export const ratingsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('ratings')
      .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('media_id', 'integer', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('poster_path', 'text')
      .addColumn('rated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ratings_pk', ['profile_id', 'media_type', 'media_id'])
      .addCheckConstraint('ratings_media_type', sql`media_type in ('movie', 'tv')`)
      .addCheckConstraint('ratings_range', sql`rating between 1 and 10`)
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('ratings').execute();
  },
};
