import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_ACCENT_COLOR,
  isContentRating,
  MAX_PROFILES,
  PROFILE_AVATARS,
  type ContentRating,
  type Profile,
  type ProfileAvatar,
} from '@marquee/core';
import type { DB } from '../../db/schema.ts';

/** A profile as a request carries it: what the API shows of it, and its lists' version. */
export interface ProfileRecord extends Profile {
  /** profiles.lists_version as the request began (modules/lists/list-reply-cache.ts). */
  lists_version: number;
}

/** The columns of a profile the API shows, read with the profile's accent (its preferences' colour). */
export const profileColumns = [
  'profiles.id',
  'profiles.name',
  'profiles.avatar',
  'profiles.kids',
  'profiles.max_rating',
  'profiles.pin_hash',
  'profiles.lists_version',
  'preferences.accent_color',
] as const;

interface ProfileRow {
  id: string;
  name: string;
  avatar: string;
  kids: 0 | 1;
  max_rating: string | null;
  pin_hash: string | null;
  lists_version: number;
  accent_color: string | null;
}

/** A profile row as the API shows it; the PIN's hash stays here, only whether there is one goes out. */
export function toProfile(row: ProfileRow): ProfileRecord {
  return {
    id: row.id,
    name: row.name,
    avatar: (PROFILE_AVATARS as readonly string[]).includes(row.avatar) ? (row.avatar as ProfileAvatar) : PROFILE_AVATARS[0],
    accent_color: row.accent_color ?? DEFAULT_ACCENT_COLOR,
    kids: row.kids === 1,
    maxRating: isContentRating(row.max_rating) ? row.max_rating : null,
    hasPin: row.pin_hash !== null,
    lists_version: row.lists_version,
  };
}

function profilesOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('profiles')
    .leftJoin('preferences', 'preferences.profile_id', 'profiles.id')
    .where('profiles.user_id', '=', userId)
    .orderBy('profiles.created_at')
    .orderBy('profiles.id');
}

/** The account's profiles, oldest (the first) first. */
export async function listProfiles(db: Kysely<DB>, userId: string): Promise<ProfileRecord[]> {
  const rows = await profilesOf(db, userId).select(profileColumns).execute();
  return rows.map(toProfile);
}

/** One of the account's profiles with its PIN's hash; undefined for another account's or a missing one. */
export async function findProfile(
  db: Kysely<DB>,
  userId: string,
  profileId: string,
): Promise<{ profile: ProfileRecord; pinHash: string | null } | undefined> {
  const row = await profilesOf(db, userId).select(profileColumns).where('profiles.id', '=', profileId).executeTakeFirst();
  return row && { profile: toProfile(row), pinHash: row.pin_hash };
}

/** The account's first profile: the one sign-in and sign-up tokens act for. */
export async function firstProfileId(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await profilesOf(db, userId).select('profiles.id').limit(1).executeTakeFirst();
  return row?.id;
}

export interface NewProfile {
  name: string;
  avatar?: ProfileAvatar;
  kids?: boolean;
  maxRating?: ContentRating | null;
  pinHash?: string | null;
}

/** Locks the account's row until the transaction ends (PostgreSQL), so two additions cannot both pass the count. */
async function lockAccount(trx: Transaction<DB>, userId: string): Promise<boolean> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

async function countProfiles(trx: Transaction<DB>, userId: string): Promise<number> {
  const row = await trx
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Adds a profile to the account, unless it has MAX_PROFILES already ('full') or has just been deleted ('gone'). `id` is given for an account's
 * first profile, which takes the account's id (as the migration gave every account's first profile).
 */
export async function insertProfile(
  db: Kysely<DB>,
  userId: string,
  profile: NewProfile,
  id: string = randomUUID(),
): Promise<{ added: string } | { refused: 'full' | 'gone' }> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockAccount(trx, userId))) return { refused: 'gone' };
    if ((await countProfiles(trx, userId)) >= MAX_PROFILES) return { refused: 'full' };
    await trx
      .insertInto('profiles')
      .values({
        id,
        user_id: userId,
        name: profile.name,
        avatar: profile.avatar ?? PROFILE_AVATARS[0],
        kids: profile.kids ? 1 : 0,
        max_rating: profile.maxRating ?? null,
        pin_hash: profile.pinHash ?? null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { added: id };
  });
}

/** A profile's locks as a change found them: its limits and its PIN's hash. */
export interface ProfileLocks {
  kids: boolean;
  maxRating: ContentRating | null;
  pinHash: string | null;
}

/**
 * Changes the given fields of one of the account's profiles; false when it is not one of them or, given `locks`,
 * when its locks are no longer those (another change came between the check and this one).
 */
export async function updateProfileRow(
  db: Kysely<DB>,
  userId: string,
  profileId: string,
  change: Partial<Omit<NewProfile, 'pinHash'>> & { pinHash?: string | null },
  locks?: ProfileLocks,
): Promise<boolean> {
  let update = db
    .updateTable('profiles')
    .set({
      name: change.name,
      avatar: change.avatar,
      kids: change.kids === undefined ? undefined : change.kids ? 1 : 0,
      max_rating: change.maxRating,
      pin_hash: change.pinHash,
    })
    .where('user_id', '=', userId)
    .where('id', '=', profileId);
  if (locks) {
    update = update
      .where('kids', '=', locks.kids ? 1 : 0)
      .where('max_rating', locks.maxRating === null ? 'is' : '=', locks.maxRating)
      .where('pin_hash', locks.pinHash === null ? 'is' : '=', locks.pinHash);
  }
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes one of the account's profiles and everything it owns (cascade), its tokens too; never the last.
 * 'last' when it is the only one, 'missing' when it is not the account's.
 */
export async function deleteProfileRow(
  db: Kysely<DB>,
  userId: string,
  profileId: string,
): Promise<'deleted' | 'last' | 'missing'> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockAccount(trx, userId))) return 'missing';
    const owned = await trx
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', profileId)
      .executeTakeFirst();
    if (!owned) return 'missing';
    if ((await countProfiles(trx, userId)) <= 1) return 'last';
    await trx.deleteFrom('profiles').where('id', '=', profileId).execute();
    return 'deleted';
  });
}
