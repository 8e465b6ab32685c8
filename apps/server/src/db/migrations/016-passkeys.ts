import type { Migration } from 'kysely';

/**
 * Passkeys (docs/accounts.md#passkeys):
 *
 * - passkeys: an account's WebAuthn credentials, by the credential id the authenticator gave (base64url). The public
 *   key is kept as base64url text, as both databases store text alike; transports as JSON text; the sign counter
 *   the authenticator last reported; a name for the list ('Chrome 142 on Linux') from the browser that added it.
 *   Deleting the account deletes them.
 * - passkey_challenges: the random challenges handed out for adding a passkey or signing in with one, until used
 *   (deleted then) or five minutes old. Kept in the database so any node of a cluster can check the answer, a restart
 *   loses none, and deleting it on use makes each one good once. user_id is the account adding a passkey, null for a
 *   sign-in.
 */
export const passkeysMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('passkey_challenges_expiry').on('passkey_challenges').column('expires_at').execute();
  },

  async down(db) {
    await db.schema.dropTable('passkey_challenges').execute();
    await db.schema.dropTable('passkeys').execute();
  },
};
