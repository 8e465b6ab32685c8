import type { Migration } from 'kysely';

/**
 * preferences.audio_language: the audio track the local player prefers for the profile, '' for the file's own
 * default or a language's ISO 639-1 code (docs/behaviour.md#preferences). Every profile starts with the default.
 */
export const audioLanguageMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('preferences')
      .addColumn('audio_language', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },

  async down(db) {
    await db.schema.alterTable('preferences').dropColumn('audio_language').execute();
  },
};
