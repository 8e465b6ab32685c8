import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { DB } from '../../db/schema.ts';
import { SignInCache, type SignedIn } from './sign-in-cache.ts';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from './tokens.ts';

/** The columns of a user that requests carry around (never the password hash). */
export interface UserRecord {
  id: string;
  email: string;
  display_name: string | null;
  photo_url: string | null;
}

const userColumns = ['users.id', 'users.email', 'users.display_name', 'users.photo_url'] as const;

export async function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('users')
    .select([...userColumns, 'users.password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findPasswordHash(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** Inserts a user; undefined when the email is taken (also when a parallel request just took it). */
export async function insertUser(
  db: Kysely<DB>,
  user: { email: string; passwordHash: string; displayName: string | null },
): Promise<UserRecord | undefined> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: user.email,
      password_hash: user.passwordHash,
      display_name: user.displayName,
      photo_url: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(userColumns)
    .executeTakeFirst();
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

/** Issues a new token for the user and drops their expired ones. */
export async function issueToken(db: Kysely<DB>, userId: string): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.deleteFrom('tokens').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The user a request's token belongs to, with what the request may need to know of their data. */
export interface SignedInUser extends UserRecord {
  /** users.lists_version as the request began (modules/lists/list-reply-cache.ts). */
  lists_version: number;
}

/** The user of a live token, as the database has it at `now`. */
async function readSignedIn(db: Kysely<DB>, tokenHash: string, now: string): Promise<SignedIn<SignedInUser> | undefined> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select([...userColumns, 'users.lists_version', 'tokens.expires_at'])
    .where('tokens.token_hash', '=', tokenHash)
    .where('tokens.expires_at', '>', now)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { expires_at, ...user } = row;
  // Shared by the requests that find it kept: nobody may change it.
  return { user: Object.freeze(user), expiresAt: expires_at };
}

/** Each SQLite file database's sign-in cache, made on first use. */
const signInCaches = new WeakMap<Db, SignInCache<SignedInUser>>();

function signInCacheOf(db: Db): SignInCache<SignedInUser> | undefined {
  if (!db.dataVersion) return undefined;
  let kept = signInCaches.get(db);
  if (!kept) {
    kept = new SignInCache(db.dataVersion, (tokenHash, now) => readSignedIn(db.kysely, tokenHash, now));
    signInCaches.set(db, kept);
  }
  return kept;
}

/**
 * The user a live (unexpired, unrevoked) token belongs to, as the database has it now: a sign-out, an
 * expiry or a deleted account counts from the next request. On a SQLite file the answer is kept while
 * the database is unchanged (sign-in-cache.ts); PostgreSQL reads it on every call.
 */
export function findUserByToken(db: Db, token: string): Promise<SignedInUser | undefined> {
  const tokenHash = hashToken(token);
  const now = nowIso();
  const kept = signInCacheOf(db);
  // Neither an async wrapper nor a closure per call: this runs on every request with a token.
  return kept ? kept.find(tokenHash, now) : readSignedIn(db.kysely, tokenHash, now).then(userOf);
}

const userOf = (found: SignedIn<SignedInUser> | undefined) => found?.user;

let isoMs = Number.NaN;
let iso = '';
/** The time as ISO text, made once per millisecond: the token check runs on every request. */
function nowIso(): string {
  const ms = Date.now();
  if (ms !== isoMs) {
    isoMs = ms;
    iso = new Date(ms).toISOString();
  }
  return iso;
}

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
