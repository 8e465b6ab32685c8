import { sql, type Migration } from 'kysely';

/**
 * title_imports: a profile's imports from other services' files (docs/behaviour.md#importing-from-other-services).
 * `entries` holds what the file said (JSON of core's ImportedEntry) until the import ends; `processed` counts those
 * written so far, so a node that takes over an import whose node stopped (its `lease_until` past) goes on from
 * there. `unmatched` is a JSON list of the titles not found. Deleting the profile deletes its imports.
 */
export const titleImportsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('title_imports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('entries', 'text')
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('added_watched', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('added_watchlist', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('added_ratings', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unmatched', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('unmatched_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('lease_until', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .addCheckConstraint('title_imports_status', sql`status in ('running', 'done', 'failed')`)
      .execute();
    await db.schema.createIndex('title_imports_by_profile').on('title_imports').columns(['profile_id', 'created_at']).execute();
    await db.schema.createIndex('title_imports_by_status').on('title_imports').columns(['status', 'lease_until']).execute();
  },

  async down(db) {
    await db.schema.dropTable('title_imports').execute();
  },
};
