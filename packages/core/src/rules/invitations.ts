/**
 * Whether an invitation link still lets someone make an account (docs/accounts.md#invitations): a pure rule, so the
 * server's check and its listing for the admin say the same thing.
 */
export const INVITATION_STATES = ['valid', 'expired', 'used', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface InvitationFacts {
  /** ISO 8601. */
  expiresAt: string;
  maxUses: number;
  uses: number;
  /** ISO 8601, or null while not revoked. */
  revokedAt: string | null;
}

/** Revoked wins over used, used over expired: the admin's own act is what the holder of the link should hear. */
export function invitationState(invitation: InvitationFacts, now: Date): InvitationState {
  if (invitation.revokedAt !== null) return 'revoked';
  if (invitation.uses >= invitation.maxUses) return 'used';
  if (Date.parse(invitation.expiresAt) <= now.getTime()) return 'expired';
  return 'valid';
}

/** What a link that no longer works says, by its state. */
export const INVITATION_REFUSALS: Record<Exclude<InvitationState, 'valid'>, string> = {
  expired: /*i18n*/ 'This invitation has expired. Ask for a new one.',
  used: /*i18n*/ 'This invitation has already been used. Ask for a new one.',
  revoked: /*i18n*/ 'This invitation was withdrawn. Ask for a new one.',
};

/** Days an invitation may last, and uses it may have. */
export const INVITATION_DAYS_MAX = 90;
export const INVITATION_USES_MAX = 100;
