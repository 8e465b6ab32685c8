import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  INVITATION_REFUSALS,
  invitationState,
  isContentRating,
  type CreateInvitationBody,
  type Invitation,
  type InvitationProfile,
} from '@marquee/core';
import type { DB, InvitationsTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken } from './tokens.ts';

/**
 * Invitation links (docs/accounts.md#invitations). A link's code is 24 random bytes, shown once to the admin who
 * made it; the database keeps its sha256 alone, as for sign-in tokens.
 */

type InvitationRow = Omit<InvitationsTable, 'uses' | 'profile_kids'> & { uses: number; profile_kids: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Exactly what a code is; anything else is refused without a lookup. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{32}$/;

function toInvitation(row: InvitationRow, now: Date): Invitation {
  const maxRating = row.profile_max_rating;
  return {
    id: row.id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    maxUses: row.max_uses,
    uses: row.uses,
    state: invitationState({ expiresAt: row.expires_at, maxUses: row.max_uses, uses: row.uses, revokedAt: row.revoked_at }, now),
    profile:
      row.profile_name === null
        ? null
        : { name: row.profile_name, kids: row.profile_kids === 1, maxRating: isContentRating(maxRating) ? maxRating : null },
  };
}

export async function createInvitation(db: Kysely<DB>, createdBy: string, body: CreateInvitationBody): Promise<Invitation> {
  const code = randomBytes(24).toString('base64url');
  const now = new Date();
  const row: InvitationRow = {
    id: randomUUID(),
    code_hash: hashToken(code),
    created_by: createdBy,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + body.days * DAY_MS).toISOString(),
    max_uses: body.uses,
    uses: 0,
    revoked_at: null,
    profile_name: body.profile?.name ?? null,
    profile_kids: body.profile?.kids ? 1 : 0,
    profile_max_rating: body.profile?.maxRating ?? null,
  };
  await db
    .insertInto('invitations')
    .values({ ...row, profile_kids: row.profile_kids === 1 ? 1 : 0 })
    .execute();
  return { ...toInvitation(row, now), code };
}

export async function listInvitations(db: Kysely<DB>): Promise<Invitation[]> {
  const rows = await db.selectFrom('invitations').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  const now = new Date();
  return rows.map((row) => toInvitation(row, now));
}

/** Withdraws a link; false when there is none with this id. A used or expired one is withdrawn all the same. */
export async function revokeInvitation(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  return (await db.selectFrom('invitations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const NO_SUCH_INVITATION = /*i18n*/ 'This invitation link is not valid. Check that it was copied whole.';

/** The invitation of a code, or the 404 or 410 a link that does not work gets. */
export async function checkInvitation(db: Kysely<DB>, code: string): Promise<Invitation> {
  const row = CODE_SHAPE.test(code)
    ? await db.selectFrom('invitations').selectAll().where('code_hash', '=', hashToken(code)).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, NO_SUCH_INVITATION);
  const invitation = toInvitation(row, new Date());
  if (invitation.state !== 'valid') throw new HttpError(410, INVITATION_REFUSALS[invitation.state]);
  return invitation;
}

/**
 * Takes one use of a code's invitation, inside the transaction that makes the account: the update counts the use
 * only while the link is valid, so two sign-ups racing for its last use cannot both have it. Gives the first profile
 * the link sets, if any.
 */
export async function claimInvitation(trx: Kysely<DB>, code: string): Promise<InvitationProfile | undefined> {
  const invitation = await checkInvitation(trx, code);
  const now = new Date().toISOString();
  const claimed = await trx
    .updateTable('invitations')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', invitation.id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .whereRef('uses', '<', 'max_uses')
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw new HttpError(410, INVITATION_REFUSALS.used);
  if (!invitation.profile) return undefined;
  const { name, kids, maxRating } = invitation.profile;
  return { name, kids, maxRating };
}
