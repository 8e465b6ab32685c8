import { sql, type Migration } from 'kysely';

/**
 * Who runs the server and who may come in (docs/accounts.md):
 *
 * - users.role: 'admin' or 'member'. Every account starts as a member. A server that already has accounts gets
 *   its admins when it next starts (modules/admin/role-upgrade.ts), as only then is ADMIN_EMAILS known: a
 *   migration only knows the database. The 'roles_upgrade' setting marks that this is still to do.
 * - users.disabled: 1 for an account an admin turned off; it cannot sign in, and its sign-ins were ended.
 * - users.last_seen_at: when a request last came with one of the account's sign-ins, to the minute.
 * - invitations: links that let someone make an account; only the code's hash is kept, as for tokens. The
 *   first profile they give is kept in profile_name, profile_kids and profile_max_rating (name null for none).
 * - password_resets: one-time links an admin makes for an account, kept as hashes, with when they were used.
 * - users.totp_secret, totp_pending, totp_last_step: two-step sign-in with an authenticator app. The secret (base32)
 *   once it is on, the one being set up until its first code is given, and the last 30-second step a code was
 *   used for, so no code signs in twice. recovery_codes: the one-time codes given when it is turned on, as hashes.
 * - tokens.user_agent, tokens.last_seen_at: the device a sign-in was made on and when it was last seen, for the
 *   account's list of where it is signed in. Existing sign-ins have neither.
 */
export const rolesAndInvitationsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('users')
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
    await db.schema
      .createTable('invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('max_uses', 'integer', (c) => c.notNull())
      .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('revoked_at', 'text')
      .addColumn('profile_name', 'text')
      .addColumn('profile_kids', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('profile_max_rating', 'text')
      .execute();
    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_pending', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
    await db.schema
      .createTable('recovery_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.alterTable('tokens').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('tokens').addColumn('last_seen_at', 'text').execute();
    await sql`insert into settings (key, value) select 'roles_upgrade', 'pending' where exists (select 1 from users)`.execute(db);
  },

  async down(db) {
    await db.schema.alterTable('tokens').dropColumn('last_seen_at').execute();
    await db.schema.alterTable('tokens').dropColumn('user_agent').execute();
    await db.schema.dropTable('password_resets').execute();
    await db.schema.dropTable('recovery_codes').execute();
    await db.schema.alterTable('users').dropColumn('totp_last_step').execute();
    await db.schema.alterTable('users').dropColumn('totp_pending').execute();
    await db.schema.alterTable('users').dropColumn('totp_secret').execute();
    await db.schema.dropTable('invitations').execute();
    await sql`delete from settings where key = 'roles_upgrade'`.execute(db);
    await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
    await db.schema.alterTable('users').dropColumn('disabled').execute();
    await db.schema.alterTable('users').dropColumn('role').execute();
  },
};
