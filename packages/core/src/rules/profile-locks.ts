import { profileMaxRank, type ContentRating, type ProfileLimitFields } from './content-rating.ts';

/**
 * What keeps a limited profile limited (docs/behaviour.md#profiles): leaving it for a profile that may see more,
 * and any change that would unlock a profile, needs proof (a PIN or the account password). Moving to an equal or
 * stricter limit needs none, as it opens nothing.
 */

/** Whether `to` may see more than `from`: `from` has a limit and `to` has none or a higher one. */
export function loosensLimit(from: ProfileLimitFields, to: ProfileLimitFields): boolean {
  const was = profileMaxRank(from);
  if (was === null) return false;
  const next = profileMaxRank(to);
  return next === null || next > was;
}

/** A profile as far as its locks go: its limits and whether it has a PIN. */
export interface ProfileLockFields extends ProfileLimitFields {
  hasPin: boolean;
}

/** The fields of a profile change that touch its locks; left out is unchanged, null removes. */
export interface ProfileLockChange {
  kids?: boolean;
  maxRating?: ContentRating | null;
  pin?: string | null;
}

/**
 * Whether a change to a profile needs proof: it changes or removes the PIN the profile has, or loosens its limit.
 * Setting a first PIN or a stricter limit locks more, and needs none.
 */
export function profileChangeNeedsProof(profile: ProfileLockFields, change: ProfileLockChange): boolean {
  if (change.pin !== undefined && profile.hasPin) return true;
  const next: ProfileLimitFields = {
    kids: change.kids ?? profile.kids,
    maxRating: change.maxRating === undefined ? profile.maxRating : change.maxRating,
  };
  return loosensLimit(profile, next);
}
