import type { Kysely } from 'kysely';
import { ACTIVITY_SIGN_INS, type ActivitySignIn } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { deviceName } from '../auth/index.ts';

/**
 * The latest sign-ins the server keeps, of every account: its live sign-ins (tokens), with the browser and system
 * they were made from. A sign-in that was signed out or lapsed is gone from them, so it is not listed.
 */
export async function recentSignIns(db: Kysely<DB>, now = new Date()): Promise<ActivitySignIn[]> {
  const rows = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .innerJoin('profiles', 'profiles.id', 'tokens.profile_id')
    .select([
      'users.id as userId',
      'users.email',
      'users.display_name',
      'profiles.name as profile',
      'tokens.created_at',
      'tokens.last_seen_at',
      'tokens.user_agent',
    ])
    .where('tokens.expires_at', '>', now.toISOString())
    .orderBy('tokens.created_at', 'desc')
    .limit(ACTIVITY_SIGN_INS)
    .execute();
  return rows.map((row) => ({
    account: { id: row.userId, name: row.display_name ?? row.email },
    profile: row.profile,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    ...deviceName(row.user_agent),
  }));
}
