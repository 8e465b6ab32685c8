import { isLimitedProfile } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import type { SignedInUser } from './user-queries.ts';

export const ADMINS_ONLY = 'Only an admin of this server can do this';

/**
 * Whether the user manages this server (docs/accounts.md#roles): an admin's account, on a profile without limits,
 * as a child's profile does not manage the server. ADMIN_EMAILS accounts are admins in the database from the
 * start (modules/admin/role-upgrade.ts), so the stored role is the whole answer.
 */
export function isAdmin(user: SignedInUser | null): boolean {
  return user !== null && user.role === 'admin' && !isLimitedProfile(user.profile);
}

/** Throws the 403 a user who does not manage the server gets. */
export function requireAdmin(user: SignedInUser): void {
  if (!isAdmin(user)) throw new HttpError(403, ADMINS_ONLY);
}
