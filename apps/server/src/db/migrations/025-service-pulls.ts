import type { Migration } from 'kysely';

/**
 * How each link's last pull ended (docs/behaviour.md#syncing-with-trakt-and-simkl): a pull reads the service's lists
 * in the background, after its request has been answered, so what became of it is kept for the profile to see.
 *
 * - pull_ended_at: when the pull that began at `pulled_at` ended (ISO time); earlier than `pulled_at`, or null, while
 *   it reads;
 * - pull_error: why it failed, in words for the viewer; null when it brought the lists in (or there was nothing).
 */
export const servicePullsMigration: Migration = {
  async up(db) {
    // One column a statement: SQLite adds one at a time.
    await db.schema.alterTable('service_links').addColumn('pull_ended_at', 'text').execute();
    await db.schema.alterTable('service_links').addColumn('pull_error', 'text').execute();
  },

  async down(db) {
    await db.schema.alterTable('service_links').dropColumn('pull_error').execute();
    await db.schema.alterTable('service_links').dropColumn('pull_ended_at').execute();
  },
};
