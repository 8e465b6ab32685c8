import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isLimitedProfile } from '@marquee/core';
import type { DB } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../../db/settings.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import type { SignedInUser } from './user-queries.ts';

export const ADMINS_ONLY = /*i18n*/ 'Only an admin of this server can do this';
export const TWO_STEP_FIRST = /*i18n*/ "Turn on two-step sign-in in your profile's Security section to manage this server";

const TWO_STEP_SETTING = 'two_step_for_admins';

/**
 * Whether the user manages this server (docs/accounts.md#roles): an admin's account, on a profile without limits,
 * as a child's profile does not manage the server. ADMIN_EMAILS accounts are admins in the database from the
 * start (modules/admin/role-upgrade.ts), so the stored role is the whole answer.
 */
export function isAdmin(user: SignedInUser | null): boolean {
  return user !== null && user.role === 'admin' && !isLimitedProfile(user.profile);
}

export async function twoStepForAdmins(db: Kysely<DB>): Promise<boolean> {
  return (await readSetting(db, TWO_STEP_SETTING)) === 'on';
}

export async function setTwoStepForAdmins(db: Kysely<DB>, on: boolean): Promise<void> {
  await writeSetting(db, TWO_STEP_SETTING, on ? 'on' : 'off');
}

/**
 * Throws the 401, or the 403 a request that may not manage the server gets: a visitor, a member, a limited profile,
 * or, where the server asks it of its admins, an admin who does not sign in with two steps.
 */
export async function requireAdmin(request: FastifyRequest): Promise<SignedInUser> {
  const { user } = request;
  if (!user) throw unauthorized(/*i18n*/ 'Please sign in');
  if (!isAdmin(user)) throw new HttpError(403, ADMINS_ONLY);
  if (!user.twoStep && (await twoStepForAdmins(request.server.ctx.db.kysely))) throw new HttpError(403, TWO_STEP_FIRST);
  return user;
}
