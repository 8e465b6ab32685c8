import type { Kysely } from 'kysely';
import { isLimitedProfile } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { SignedInUser } from './user-queries.ts';

export const OWNER_ONLY = 'Only the owner of this server can do this';

/**
 * Whether the user runs this server (docs/behaviour.md#library): an account listed in ADMIN_EMAILS, or, when
 * none is listed, the first account made. A limited profile of that account is not the owner: a child's
 * profile does not manage the server.
 */
export async function isServerOwner(db: Kysely<DB>, adminEmails: readonly string[], user: SignedInUser): Promise<boolean> {
  if (isLimitedProfile(user.profile)) return false;
  if (adminEmails.length > 0) return adminEmails.includes(user.email.toLowerCase());
  const first = await db.selectFrom('users').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  return first?.id === user.id;
}

/** Throws the 403 a user who does not run the server gets. */
export async function requireServerOwner(db: Kysely<DB>, adminEmails: readonly string[], user: SignedInUser): Promise<void> {
  if (!(await isServerOwner(db, adminEmails, user))) throw new HttpError(403, OWNER_ONLY);
}
