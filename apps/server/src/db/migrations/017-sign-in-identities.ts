import type { Migration } from 'kysely';

/**
 * Single sign-on (docs/accounts.md#single-sign-on): sign_in_identities ties an account at an OpenID provider (its
 * issuer and the subject it gives the person, which never changes) to a Marquee account. An account may have one
 * per provider; deleting the account deletes them. An account made by single sign-on has an empty password_hash:
 * no password matches it.
 */
export const signInIdentitiesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('sign_in_identities')
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_identities_pk', ['issuer', 'subject'])
      .execute();
    await db.schema.createIndex('sign_in_identities_user').on('sign_in_identities').column('user_id').execute();
  },

  async down(db) {
    await db.schema.dropTable('sign_in_identities').execute();
  },
};
