import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { PROFILE_AVATARS, PROFILE_NAME_MAX, SIGN_INS_MAX_PER_ACCOUNT, type InvitationProfile, type Role } from '@marquee/core';
import type { Db } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { toProfile, type ProfileRecord } from './profile-queries.ts';
import { SignInCache, type SignedIn } from './sign-in-cache.ts';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from './tokens.ts';

/** The columns of a user that requests carry around (never the password hash). */
export interface UserRecord {
  id: string;
  email: string;
  display_name: string | null;
  photo_url: string | null;
  /** core's ROLES. */
  role: string;
}

const userColumns = ['users.id', 'users.email', 'users.display_name', 'users.photo_url', 'users.role'] as const;

export async function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'users.password_hash', 'users.disabled', 'users.totp_secret'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** An account by id, with whether it is turned off. */
export async function findUserById(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'users.disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPasswordHash(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** A new account: its role, and the first profile an invitation gives it (docs/accounts.md#invitations). */
export interface NewUser {
  email: string;
  passwordHash: string;
  displayName: string | null;
  role: Role;
  profile?: InvitationProfile;
}

/**
 * Inserts a user and their first profile, whose id is the user's (as for every account from before profiles);
 * undefined when the email is taken (also when a parallel request just took it). `before` runs first in the same
 * transaction (an invitation's use is claimed there), so a refusal it throws leaves nothing behind.
 */
export async function insertUser(
  db: Kysely<DB>,
  user: NewUser,
  before?: (trx: Kysely<DB>) => Promise<InvitationProfile | undefined>,
): Promise<UserRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const profile = (await before?.(trx)) ?? user.profile;
    const now = new Date().toISOString();
    const inserted = await trx
      .insertInto('users')
      .values({
        id: randomUUID(),
        email: user.email,
        password_hash: user.passwordHash,
        display_name: user.displayName,
        photo_url: null,
        created_at: now,
        role: user.role,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning(userColumns)
      .executeTakeFirst();
    if (!inserted) return undefined;
    await trx
      .insertInto('profiles')
      .values({
        id: inserted.id,
        user_id: inserted.id,
        name: profile?.name ?? firstProfileName(user),
        avatar: PROFILE_AVATARS[0],
        kids: profile?.kids ? 1 : 0,
        max_rating: profile?.maxRating ?? null,
        created_at: now,
      })
      .execute();
    return inserted;
  });
}

/** A new account's first profile is named after its display name, else the email's part before the @. */
function firstProfileName(user: { email: string; displayName: string | null }): string {
  const name = (user.displayName?.trim() || user.email.split('@')[0] || 'Me').slice(0, PROFILE_NAME_MAX);
  return name.trim() || 'Me';
}

export async function updateProfile(
  db: Kysely<DB>,
  userId: string,
  changes: { display_name?: string; photo_url?: string | null },
): Promise<UserRecord> {
  return db.updateTable('users').set(changes).where('id', '=', userId).returning(userColumns).executeTakeFirstOrThrow();
}

/** Removes the user; every row they own goes with it (ON DELETE CASCADE). */
export async function deleteUser(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

const USER_AGENT_MAX = 512;

/**
 * Issues a new token for the user, acting for one of their profiles, and drops their expired ones and, past
 * SIGN_INS_MAX_PER_ACCOUNT, their oldest.
 */
export async function issueToken(
  db: Kysely<DB>,
  userId: string,
  profileId: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = new Date();
  await db.deleteFrom('tokens').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('tokens')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      profile_id: profileId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
      user_agent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      last_seen_at: now.toISOString(),
    })
    .execute();
  // The new token is kept whatever the order of sign-ins made in the same millisecond.
  await db
    .deleteFrom('tokens')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', tokenHash)
    .where(
      'token_hash',
      'not in',
      db
        .selectFrom('tokens')
        .select('token_hash')
        .where('user_id', '=', userId)
        .where('token_hash', '!=', tokenHash)
        .orderBy('created_at', 'desc')
        .limit(SIGN_INS_MAX_PER_ACCOUNT - 1),
    )
    .execute();
  return token;
}

/** The user a request's token belongs to, and the profile it acts for: the owner of the data the request reads. */
export interface SignedInUser extends UserRecord {
  profile: ProfileRecord;
  /** When a request last came with one of the account's sign-ins, as last noted (noteSeen). */
  lastSeenAt: string | null;
  /** Whether the account signs in with two steps (two-step.ts). */
  twoStep: boolean;
  /** The profile's language preference as stored: '' for automatic (page-language.ts reads it). */
  language: string;
}

const SEEN_EVERY_MS = 10 * 60 * 1000;

/**
 * Notes that the account was just seen, for the admin's list, at most every ten minutes an account: a write on
 * every request would cost more than the request. Nobody waits for it, and a failure only leaves the older time.
 */
export function noteSeen(db: Kysely<DB>, user: SignedInUser, token: string, now = Date.now()): void {
  if (user.lastSeenAt !== null && now - Date.parse(user.lastSeenAt) < SEEN_EVERY_MS) return;
  const seen = new Date(now).toISOString();
  db.transaction()
    .execute(async (trx) => {
      await trx.updateTable('users').set({ last_seen_at: seen }).where('id', '=', user.id).execute();
      await trx.updateTable('tokens').set({ last_seen_at: seen }).where('token_hash', '=', hashToken(token)).execute();
    })
    .catch(() => undefined);
}

/** The user of a live token, as the database has it at `now` (milliseconds since the epoch). */
async function readSignedIn(db: Kysely<DB>, token: string, now: number): Promise<SignedIn<SignedInUser> | undefined> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .innerJoin('profiles', 'profiles.id', 'tokens.profile_id')
    .leftJoin('preferences', 'preferences.profile_id', 'profiles.id')
    .select([
      ...userColumns,
      'profiles.id as profile_id',
      'profiles.name as profile_name',
      'profiles.avatar as profile_avatar',
      'profiles.kids as profile_kids',
      'profiles.max_rating as profile_max_rating',
      'profiles.pin_hash as profile_pin_hash',
      'profiles.lists_version as profile_lists_version',
      'preferences.accent_color as profile_accent_color',
      'preferences.language as profile_language',
      'tokens.expires_at',
      'users.last_seen_at',
      'users.totp_secret',
    ])
    .where('tokens.token_hash', '=', hashToken(token))
    .where('users.disabled', '=', 0)
    .where('tokens.expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const profile = toProfile({
    id: row.profile_id,
    name: row.profile_name,
    avatar: row.profile_avatar,
    kids: row.profile_kids,
    max_rating: row.profile_max_rating,
    pin_hash: row.profile_pin_hash,
    lists_version: row.profile_lists_version,
    accent_color: row.profile_accent_color,
  });
  const user: SignedInUser = {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    photo_url: row.photo_url,
    role: row.role,
    profile,
    lastSeenAt: row.last_seen_at,
    twoStep: row.totp_secret !== null,
    language: row.profile_language ?? '',
  };
  // Shared by the requests that find it cached: nobody may change it.
  return { user: Object.freeze(user), expiresAt: Date.parse(row.expires_at) };
}

/** Each SQLite file database's sign-in cache, made on first use. */
const signInCaches = new WeakMap<Db, SignInCache<SignedInUser>>();

function signInCacheOf(db: Db): SignInCache<SignedInUser> | undefined {
  if (!db.dataVersion) return undefined;
  let cache = signInCaches.get(db);
  if (!cache) {
    cache = new SignInCache(db.dataVersion, (token, now) => readSignedIn(db.kysely, token, now));
    signInCaches.set(db, cache);
  }
  return cache;
}

/**
 * The user a live (unexpired, unrevoked) token belongs to, as the database has it now: a sign-out, an
 * expiry or a deleted account counts from the next request. On a SQLite file the answer is cached while
 * the database is unchanged (sign-in-cache.ts); PostgreSQL reads it on every call.
 */
export function findUserByToken(db: Db, token: string): Promise<SignedInUser | undefined> {
  const now = Date.now();
  const cache = signInCacheOf(db);
  // Neither an async wrapper nor a closure per call: this runs on every request with a token.
  return cache ? cache.find(token, now) : readSignedIn(db.kysely, token, now).then(userOf);
}

const userOf = (found: SignedIn<SignedInUser> | undefined) => found?.user;

export async function revokeToken(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', hashToken(token)).execute();
}

/** Signs the user out everywhere: every token goes, the caller's included. */
export async function revokeAllTokens(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
}

/**
 * Sets a new password hash and revokes every token of the user but `keptToken`, in one transaction:
 * whoever signed in with the old password is signed out by the same commit that replaces it.
 */
export async function changePassword(db: Kysely<DB>, userId: string, passwordHash: string, keptToken: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    await trx.deleteFrom('tokens').where('user_id', '=', userId).where('token_hash', '!=', hashToken(keptToken)).execute();
  });
}
