import type { Migration } from 'kysely';

/**
 * preferences.subtitle_language: the subtitles the local player turns on for the profile, '' for none or a
 * language's ISO 639-1 code (docs/behaviour.md#preferences). Every profile starts with none.
 */
export const subtitleLanguageMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('preferences')
      .addColumn('subtitle_language', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable('preferences').dropColumn('subtitle_language').execute();
  },
};
