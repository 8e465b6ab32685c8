import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Profiles: an account holds up to five, and each profile owns its watchlist, favourites, watch history
 * and preferences (docs/behaviour.md#profiles). Tokens are bound to a profile.
 *
 * Each account's data moves into a first profile whose id is the account's id, so the rows only change
 * the column that names their owner. The three owned tables are rebuilt (new table, copy, drop, rename)
 * rather than altered: SQLite cannot change a column's foreign key or drop a table's unique constraint,
 * and the one-title-per-list rule has to hold per profile, not per account. The same statements run on
 * PostgreSQL. entry_seq and lists_version, the owner's counters, move from users to profiles.
 */
export const profilesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('profiles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull())
      .addColumn('kids', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_rating', 'text')
      .addColumn('pin_hash', 'text')
      .addColumn('entry_seq', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lists_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('profiles_user').on('profiles').columns(['user_id', 'created_at']).execute();

    await sql`insert into profiles (id, user_id, name, avatar, kids, entry_seq, lists_version, created_at)
      select id, id, coalesce(display_name, 'Me'), 'smile', 0, entry_seq, lists_version, created_at from users`.execute(db);

    await rebuildListEntries(db);
    await rebuildWatchHistory(db);
    await rebuildPreferences(db);

    await db.schema
      .alterTable('tokens')
      .addColumn('profile_id', 'text', (c) => c.references('profiles.id').onDelete('cascade'))
      .execute();
    await sql`update tokens set profile_id = user_id`.execute(db);
    await db.schema.alterTable('users').dropColumn('entry_seq').execute();
    await db.schema.alterTable('users').dropColumn('lists_version').execute();
  },

  async down() {
    throw new Error('profiles cannot be undone: several profiles of one account do not fit back into one');
  },
};

const SNAPSHOT = sql.raw('media_id, media_type, title, poster_path, backdrop_path, overview, rating, source, year');

async function rebuildListEntries(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_entries_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_path', 'text')
    .addColumn('backdrop_path', 'text')
    .addColumn('overview', 'text')
    .addColumn('rating', 'double precision')
    .addColumn('source', 'text')
    .addColumn('year', 'integer')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addCheckConstraint('list_entries_list_check', sql`list in ('watchlist', 'favourites')`)
    .addUniqueConstraint('list_entries_one_per_title_of_profile', ['profile_id', 'list', 'media_id', 'media_type'])
    .execute();
  await sql`insert into list_entries_new (id, profile_id, list, ${SNAPSHOT}, added_at, seq)
    select id, user_id, list, ${SNAPSHOT}, added_at, seq from list_entries`.execute(db);
  await db.schema.dropTable('list_entries').execute();
  await db.schema.alterTable('list_entries_new').renameTo('list_entries').execute();
  await db.schema
    .createIndex('list_entries_newest')
    .on('list_entries')
    .columns(['profile_id', 'list', 'added_at', 'seq'])
    .execute();
  await db.schema.createIndex('list_entries_source').on('list_entries').column('source').execute();
}

async function rebuildWatchHistory(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watch_history_new')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('poster_path', 'text')
    .addColumn('backdrop_path', 'text')
    .addColumn('overview', 'text')
    .addColumn('rating', 'double precision')
    .addColumn('source', 'text')
    .addColumn('year', 'integer')
    .addColumn('watch_position', 'double precision', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('season', 'integer')
    .addColumn('episode', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into watch_history_new (id, profile_id, ${SNAPSHOT}, watch_position, duration, season, episode, created_at, seq)
    select id, user_id, ${SNAPSHOT}, watch_position, duration, season, episode, created_at, seq from watch_history`.execute(db);
  await db.schema.dropTable('watch_history').execute();
  await db.schema.alterTable('watch_history_new').renameTo('watch_history').execute();
  await db.schema.createIndex('watch_history_newest').on('watch_history').columns(['profile_id', 'created_at', 'seq']).execute();
  await db.schema
    .createIndex('watch_history_title')
    .on('watch_history')
    .columns(['profile_id', 'media_id', 'media_type', 'created_at', 'seq'])
    .execute();
  await db.schema.createIndex('watch_history_source').on('watch_history').column('source').execute();
}

async function rebuildPreferences(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('preferences_new')
    .addColumn('profile_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('is_watch_history_enabled', 'integer', (c) => c.notNull())
    .addColumn('accent_color', 'text', (c) => c.notNull())
    .addColumn('preferred_source', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into preferences_new (profile_id, is_watch_history_enabled, accent_color, preferred_source)
    select user_id, is_watch_history_enabled, accent_color, preferred_source from preferences`.execute(db);
  await db.schema.dropTable('preferences').execute();
  await db.schema.alterTable('preferences_new').renameTo('preferences').execute();
}
