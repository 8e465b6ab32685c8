import type { Migration } from 'kysely';

/**
 * preferences.rating_style: how a profile rates titles, 'stars' (1 to 10, the default) or 'thumbs' (up or down,
 * stored as 10 and 2), docs/behaviour.md#your-ratings.
 */
export const ratingStyleMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('preferences')
      .addColumn('rating_style', 'text', (c) => c.notNull().defaultTo('stars'))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable('preferences').dropColumn('rating_style').execute();
  },
};
