import type { Kysely } from 'kysely';
import type { SsoRefusal } from '@marquee/core';
import type { AppConfig } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OidcPerson } from './oidc-client.ts';
import { NO_PASSWORD } from './passwords.ts';
import { admitSignUp, INVITATION_ONLY, NOT_SET_UP, REGISTRATION_CLOSED, type Admission } from './registration-policy.ts';
import { findUserByEmail, insertUser, type UserRecord } from './user-queries.ts';

/**
 * The Marquee account a person signed in by their OpenID provider is (docs/accounts.md#single-sign-on):
 * 1. the account already tied to their provider account (issuer and subject);
 * 2. else the account with their email, tied to it now, if the provider verified that email (else anyone who
 *    could set that address at the provider would take the account over);
 * 3. else a new account, when the registration mode or an invitation lets one in, as for a sign-up.
 * Members of OIDC_ADMIN_GROUP are admins: made so at each sign-in, and let in as ADMIN_EMAILS are.
 */

export type SsoOutcome = { user: UserRecord } | { refused: SsoRefusal };

export async function ssoAccount(
  db: Kysely<DB>,
  config: AppConfig,
  setupNeeded: () => Promise<boolean>,
  person: OidcPerson,
  invitation: string | undefined,
): Promise<SsoOutcome> {
  const adminGroup = config.signIn.oidc?.adminGroup;
  const isAdmin = adminGroup !== undefined && person.groups.includes(adminGroup);
  const found = (await tiedAccount(db, person)) ?? (await accountByEmail(db, person));
  if (found && 'refused' in found) return found;
  let user = found?.user;
  if (!user) {
    if (person.email === undefined) return { refused: 'no-email' };
    const admitted = await admission(db, config, setupNeeded, person.email, invitation, isAdmin);
    if ('refused' in admitted) return admitted;
    const made = await insertUser(
      db,
      { email: person.email, passwordHash: NO_PASSWORD, displayName: person.name ?? null, role: admitted.role },
      admitted.claim,
    ).catch(refusalOf);
    if (made && 'refused' in made) return made;
    // Made meanwhile by a parallel sign-in of the same person: that account, by the same rule.
    const again = made ? { user: made } : await accountByEmail(db, person);
    if (!again || 'refused' in again) return again ?? { refused: 'provider' };
    user = again.user;
  }
  await tie(db, person, user.id);
  if (isAdmin && user.role !== 'admin') {
    await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    user = { ...user, role: 'admin' };
  }
  const state = await db.selectFrom('users').select('disabled').where('id', '=', user.id).executeTakeFirst();
  if (!state) return { refused: 'provider' };
  if (state.disabled === 1) return { refused: 'disabled' };
  return { user };
}

async function tiedAccount(db: Kysely<DB>, person: OidcPerson): Promise<{ user: UserRecord } | undefined> {
  const user = await db
    .selectFrom('sign_in_identities')
    .innerJoin('users', 'users.id', 'sign_in_identities.user_id')
    .select(['users.id', 'users.email', 'users.display_name', 'users.photo_url', 'users.role'])
    .where('sign_in_identities.issuer', '=', person.issuer)
    .where('sign_in_identities.subject', '=', person.subject)
    .executeTakeFirst();
  return user ? { user } : undefined;
}

async function accountByEmail(db: Kysely<DB>, person: OidcPerson): Promise<SsoOutcome | undefined> {
  if (person.email === undefined) return undefined;
  const found = await findUserByEmail(db, person.email);
  if (!found) return undefined;
  if (!person.emailVerified) return { refused: 'unverified' };
  const { id, email, display_name, photo_url, role } = found;
  return { user: { id, email, display_name, photo_url, role } };
}

/** Ties the provider account to the Marquee account, or notes its use. */
async function tie(db: Kysely<DB>, person: OidcPerson, userId: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('sign_in_identities')
    .values({ issuer: person.issuer, subject: person.subject, user_id: userId, created_at: now, last_used_at: now })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doUpdateSet({ last_used_at: now }))
    .execute();
}

async function admission(
  db: Kysely<DB>,
  config: AppConfig,
  setupNeeded: () => Promise<boolean>,
  email: string,
  invitation: string | undefined,
  isAdmin: boolean,
): Promise<Admission | { refused: SsoRefusal }> {
  if (isAdmin) return { role: 'admin' };
  try {
    return await admitSignUp(db, config, setupNeeded, email, invitation);
  } catch (error) {
    return refusalOf(error);
  }
}

/** A sign-up's refusal (registration-policy.ts, invitation-queries.ts) as the sign-in page names it. */
function refusalOf(error: unknown): { refused: SsoRefusal } {
  if (!(error instanceof HttpError)) throw error;
  if (error.message === NOT_SET_UP) return { refused: 'setup' };
  if (error.message === REGISTRATION_CLOSED) return { refused: 'closed' };
  if (error.message === INVITATION_ONLY) return { refused: 'invite' };
  return { refused: 'invitation' };
}

/** The account's sign-in methods' part that single sign-on adds: whether a provider account is tied to it. */
export async function ssoUserIds(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db.selectFrom('sign_in_identities').select('user_id').distinct().execute();
  return new Set(rows.map((row) => row.user_id));
}
