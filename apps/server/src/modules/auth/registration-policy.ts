import type { Kysely } from 'kysely';
import { REGISTRATION_MODES, type RegistrationMode, type RegistrationState, type Role } from '@marquee/core';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../../db/settings.ts';
import { HttpError } from '../../http/errors.ts';
import { claimInvitation } from './invitation-queries.ts';

/**
 * Who may make an account (docs/accounts.md#registration): the server's registration mode, as its admin last set it
 * (the 'registration' setting) or REGISTRATION until then, and whether the server still waits for its setup.
 */

const REGISTRATION_SETTING = 'registration';

export const NOT_SET_UP = /*i18n*/ 'This server is not set up yet: its owner sets it up first';
export const REGISTRATION_CLOSED = /*i18n*/ 'Sign-up is closed on this server';
export const INVITATION_ONLY = /*i18n*/ 'Sign-up on this server is by invitation only';

export async function registrationMode(db: Kysely<DB>, config: AppConfig): Promise<RegistrationMode> {
  const value = await readSetting(db, REGISTRATION_SETTING);
  const stored = REGISTRATION_MODES.find((mode) => mode === value);
  return stored ?? config.registration;
}

export async function setRegistrationMode(db: Kysely<DB>, mode: RegistrationMode): Promise<void> {
  await writeSetting(db, REGISTRATION_SETTING, mode);
}

/**
 * Whether the server waits for its setup: it has no admin and ADMIN_EMAILS names none. Once it has one it never
 * waits again, so a process that has seen it set up stops asking (setups are only ever done, not undone).
 */
export function setupWatch(db: Kysely<DB>, config: AppConfig): () => Promise<boolean> {
  let done = config.adminEmails.length > 0;
  return async () => {
    if (done) return false;
    const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
    done = admin !== undefined;
    return !done;
  };
}

export async function registrationState(
  db: Kysely<DB>,
  config: AppConfig,
  setupNeeded: () => Promise<boolean>,
): Promise<RegistrationState> {
  return { setupNeeded: await setupNeeded(), registration: await registrationMode(db, config) };
}

/** What a sign-up is let in as: its role, and the invitation use to claim as the account is made. */
export interface Admission {
  role: Role;
  claim?: (trx: Kysely<DB>) => ReturnType<typeof claimInvitation>;
}

/**
 * Whether a sign-up with this email (lower-cased) and invitation code may make an account, or the 403 it gets. An
 * ADMIN_EMAILS address always may, as an admin: that is how such a server gets its owner. Any other waits for the
 * setup, then follows the registration mode: closed lets nobody in, invite only with an invitation, open anyone
 * (an invitation is still used there, for the profile it gives).
 */
export async function admitSignUp(
  db: Kysely<DB>,
  config: AppConfig,
  setupNeeded: () => Promise<boolean>,
  email: string,
  invitation: string | undefined,
): Promise<Admission> {
  const claim = invitation === undefined ? undefined : (trx: Kysely<DB>) => claimInvitation(trx, invitation);
  if (config.adminEmails.includes(email)) return { role: 'admin', claim };
  if (await setupNeeded()) throw new HttpError(403, NOT_SET_UP);
  const mode = await registrationMode(db, config);
  if (mode === 'closed') throw new HttpError(403, REGISTRATION_CLOSED);
  if (claim) return { role: 'member', claim };
  if (mode === 'invite') throw new HttpError(403, INVITATION_ONLY);
  return { role: 'member' };
}
