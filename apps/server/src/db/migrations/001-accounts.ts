import { sql, type Migration } from 'kysely';

/**
 * Accounts and everything a user owns: users, bearer tokens, the two lists, watch history,
 * preferences, and page views. Written with the schema builder only, so one migration serves SQLite
 * and PostgreSQL. Booleans are integers 0/1 (SQLite has no boolean, better-sqlite3 binds no JS
 * booleans); times are ISO-8601 UTC text. Every row of a user goes when the user goes (cascade).
 */
export const accountsMigration: Migration = {
  // Migrations see no typed schema (Kysely's advice): the tables they create are what defines it.
  async up(db) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('display_name', 'text')
      .addColumn('photo_url', 'text')
      // Per-user counter behind the `seq` columns below (modules/account/entry-seq.ts).
      .addColumn('entry_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();

    await db.schema
      .createTable('list_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('list', 'text', (c) => c.notNull())
      .addColumn('media_id', 'integer', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('poster_path', 'text')
      .addColumn('backdrop_path', 'text')
      .addColumn('overview', 'text')
      .addColumn('rating', 'double precision')
      .addColumn('added_at', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addCheckConstraint('list_entries_list', sql`list in ('watchlist', 'favourites')`)
      .addUniqueConstraint('list_entries_one_per_title', ['user_id', 'list', 'media_id', 'media_type'])
      .execute();
    await db.schema
      .createIndex('list_entries_newest')
      .on('list_entries')
      .columns(['user_id', 'list', 'added_at', 'seq'])
      .execute();

    await db.schema
      .createTable('watch_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('media_id', 'integer', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('poster_path', 'text')
      .addColumn('backdrop_path', 'text')
      .addColumn('overview', 'text')
      .addColumn('rating', 'double precision')
      .addColumn('watch_position', 'double precision', (c) => c.notNull())
      .addColumn('duration', 'double precision', (c) => c.notNull())
      .addColumn('season', 'integer')
      .addColumn('episode', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('watch_history_newest').on('watch_history').columns(['user_id', 'created_at', 'seq']).execute();
    await db.schema
      .createIndex('watch_history_title')
      .on('watch_history')
      .columns(['user_id', 'media_id', 'media_type'])
      .execute();

    await db.schema
      .createTable('preferences')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('is_watch_history_enabled', 'integer', (c) => c.notNull())
      .addColumn('accent_color', 'text', (c) => c.notNull())
      .addColumn('preferred_source', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('pageviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('referrer', 'text')
      .addColumn('not_found', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pageviews_user').on('pageviews').column('user_id').execute();
  },

  async down(db) {
    for (const table of ['pageviews', 'preferences', 'watch_history', 'list_entries', 'tokens', 'users']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
