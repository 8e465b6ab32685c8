import type { Migration } from 'kysely';

/**
 * preferences.language: the language the app speaks to the profile (docs/translating.md#the-viewers-language), ''
 * for automatic (the browser's languages, else the site's default), which every profile starts with.
 */
export const appLanguageMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('preferences')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable('preferences').dropColumn('language').execute();
  },
};
