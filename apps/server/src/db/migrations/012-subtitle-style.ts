import type { Migration } from 'kysely';

/**
 * preferences.subtitle_mode, subtitle_size, subtitle_background: when the local player turns subtitles on by itself
 * ('' for the default: always with a subtitle language, else only forced ones; 'always', 'forced', 'off') and how it
 * draws them (docs/behaviour.md#preferences). Every profile starts with the default mode, which is how the player
 * chose before, at the normal size on a box, as browsers draw subtitles.
 */
export const subtitleStyleMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('preferences')
      .addColumn('subtitle_mode', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('preferences')
      .addColumn('subtitle_size', 'text', (c) => c.notNull().defaultTo('normal'))
      .execute();
    await db.schema
      .alterTable('preferences')
      .addColumn('subtitle_background', 'text', (c) => c.notNull().defaultTo('box'))
      .execute();
  },

  async down(db) {
    for (const column of ['subtitle_background', 'subtitle_size', 'subtitle_mode']) {
      await db.schema.alterTable('preferences').dropColumn(column).execute();
    }
  },
};
