import type { Migration } from 'kysely';

/**
 * users.lists_version: a counter bumped in the same transaction as every change to the user's
 * watchlist or favourites. It is read with the signed-in user on every request, so a server process
 * can cache a list's reply text and know, from the database and not from its own memory, whether it
 * is still the list (modules/lists/list-reply-cache.ts). Existing users start at 0, as the caches
 * of a new server process start empty.
 */
export const listsVersionMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('lists_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable('users').dropColumn('lists_version').execute();
  },
};
