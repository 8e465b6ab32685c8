import type { Migration } from 'kysely';

/**
 * service_links: a profile's link with a service it syncs with (docs/behaviour.md#syncing-with-trakt-and-simkl), one per
 * profile and service. While the viewer signs in, the device code's fields are set; once connected, the tokens
 * (never sent to a browser) and when the service's history was last brought in (`pulled_at`, which also lets one
 * node of several take each scheduled pull). Deleting the profile deletes its links.
 */
export const serviceLinksMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('service_links')
      .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('service', 'text', (c) => c.notNull())
      .addColumn('access_token', 'text')
      .addColumn('refresh_token', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('connected_at', 'text')
      .addColumn('pulled_at', 'text')
      .addColumn('device_code', 'text')
      .addColumn('user_code', 'text')
      .addColumn('verification_url', 'text')
      .addColumn('device_expires_at', 'text')
      .addColumn('device_interval', 'integer')
      .addPrimaryKeyConstraint('service_links_key', ['profile_id', 'service'])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('service_links').execute();
  },
};
