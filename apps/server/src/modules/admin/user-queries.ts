import type { Kysely } from 'kysely';
import type { AdminUser, Role } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { NO_PASSWORD, passkeyUserIds, ssoUserIds } from '../auth/index.ts';

/** The accounts as the admin screen lists them, the oldest first, with their profiles' names. */
export async function listAccounts(db: Kysely<DB>, adminEmails: readonly string[]): Promise<AdminUser[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'role', 'disabled', 'created_at', 'last_seen_at', 'password_hash'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const profiles = await db.selectFrom('profiles').select(['user_id', 'name']).orderBy('created_at').orderBy('id').execute();
  const bySso = await ssoUserIds(db);
  const byPasskey = await passkeyUserIds(db);
  const names = new Map<string, string[]>();
  for (const profile of profiles) names.set(profile.user_id, [...(names.get(profile.user_id) ?? []), profile.name]);
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    displayName: user.display_name,
    role: user.role === 'admin' ? 'admin' : 'member',
    configuredAdmin: adminEmails.includes(user.email),
    disabled: user.disabled === 1,
    profiles: names.get(user.id) ?? [],
    createdAt: user.created_at,
    lastSeenAt: user.last_seen_at,
    signInMethods: [
      ...(user.password_hash === NO_PASSWORD ? [] : (['password'] as const)),
      ...(byPasskey.has(user.id) ? (['passkey'] as const) : []),
      ...(bySso.has(user.id) ? (['sso'] as const) : []),
    ],
  }));
}

export async function findAccount(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').select(['id', 'email', 'role', 'disabled']).where('id', '=', id).executeTakeFirst();
}

/**
 * Changes an account's role or turns it off or on. Turning it off ends every sign-in it has in the same commit, so
 * each node refuses its tokens from the next request (the database is where every node looks a token up).
 */
export async function changeAccount(db: Kysely<DB>, id: string, change: { role?: Role; disabled?: boolean }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const set = {
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled ? (1 as const) : (0 as const) }),
    };
    await trx.updateTable('users').set(set).where('id', '=', id).execute();
    if (change.disabled) await trx.deleteFrom('tokens').where('user_id', '=', id).execute();
  });
}
