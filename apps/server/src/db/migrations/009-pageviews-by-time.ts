import type { Migration } from 'kysely';

/**
 * pageviews_created: page views by time, so the oldest are found without reading the table, which is kept to a
 * retention period and a number of rows (docs/behaviour.md#limits, modules/analytics/pageview-store.ts).
 */
export const pageviewsByTimeMigration: Migration = {
  async up(db) {
    await db.schema.createIndex('pageviews_created').on('pageviews').column('created_at').execute();
  },

  async down(db) {
    await db.schema.dropIndex('pageviews_created').execute();
  },
};
