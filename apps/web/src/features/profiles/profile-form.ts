import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  DEFAULT_ACCENT_COLOR,
  profileChangeNeedsProof,
  PROFILE_AVATARS,
  PROFILE_NAME_MAX,
  type ContentRating,
  type CreateProfileBody,
  type Profile,
  type ProfileAvatar,
  type ProfileChangeBody,
} from '@marquee/core';

/**
 * The add and edit forms of Manage Profiles: their values, the checks made before sending (core's rules for a
 * profile, in words under each field) and the body each sends.
 */

/** What happens to the PIN: 'keep' leaves it as it is (none, for a profile without one), 'set' sets a new one. */
export type PinAction = 'keep' | 'set' | 'remove';

export interface ProfileFormValues {
  name: string;
  avatar: ProfileAvatar;
  accentColor: string;
  kids: boolean;
  /** '' for no limit (the select's 'No limit'). */
  maxRating: ContentRating | '';
  pinAction: PinAction;
  pin: string;
  /** What a change that unlocks the profile is proved with: its current PIN, or the account password. */
  proofWith: 'pin' | 'password';
  proof: string;
}

export type ProfileFormProblems = Partial<Record<'name' | 'pin' | 'proof', string>>;

/** A new profile's form: the first picture, the default accent, no limits, no PIN. */
export function newProfileValues(): ProfileFormValues {
  return {
    name: '',
    avatar: PROFILE_AVATARS[0],
    accentColor: DEFAULT_ACCENT_COLOR,
    kids: false,
    maxRating: '',
    pinAction: 'keep',
    pin: '',
    proofWith: 'password',
    proof: '',
  };
}

export function profileValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    avatar: profile.avatar,
    accentColor: profile.accent_color,
    kids: profile.kids,
    maxRating: profile.maxRating ?? '',
    pinAction: 'keep',
    pin: '',
    proofWith: profile.hasPin ? 'pin' : 'password',
    proof: '',
  };
}

/**
 * Whether saving the values would unlock the profile (its PIN changed or removed, its limit loosened), which the
 * server allows only with the profile's current PIN or the account password (docs/behaviour.md#profiles).
 */
export function changeUnlocks(profile: Profile | undefined, values: ProfileFormValues): boolean {
  if (!profile) return false;
  const pin = values.pinAction === 'set' ? values.pin : values.pinAction === 'remove' ? null : undefined;
  return profileChangeNeedsProof(profile, {
    kids: values.kids,
    maxRating: values.maxRating === '' ? null : values.maxRating,
    pin,
  });
}

/**
 * The problems with the values, for the profile they change (none when adding), in the words of `i18n`'s language;
 * none when they can be sent.
 */
export function validateProfileForm(values: ProfileFormValues, profile: Profile | undefined, i18n: I18n): ProfileFormProblems {
  const problems: ProfileFormProblems = {};
  const name = values.name.trim();
  const max = PROFILE_NAME_MAX;
  if (name === '') problems.name = i18n._(msg`Please enter a name`);
  else if (name.length > max)
    problems.name = i18n._(
      msg`${plural(max, { one: 'A profile name is at most # character', other: 'A profile name is at most # characters' })}`,
    );
  if (values.pinAction === 'set' && !/^\d{4}$/.test(values.pin)) problems.pin = i18n._(msg`A PIN is 4 digits`);
  if (changeUnlocks(profile, values)) {
    if (values.proofWith === 'pin' && !/^\d{4}$/.test(values.proof))
      problems.proof = i18n._(msg`Enter the 4 digits of the current PIN`);
    if (values.proofWith === 'password' && values.proof === '') problems.proof = i18n._(msg`Enter the account password`);
  }
  return problems;
}

export function createProfileBody(values: ProfileFormValues): CreateProfileBody {
  return {
    name: values.name.trim(),
    avatar: values.avatar,
    accent_color: values.accentColor,
    kids: values.kids,
    maxRating: values.maxRating === '' ? null : values.maxRating,
    ...(values.pinAction === 'set' && { pin: values.pin }),
  };
}

/** Every field of the form; the PIN only when it changes (null removes it); the proof when the change unlocks. */
export function profileChangeBody(values: ProfileFormValues, profile: Profile): ProfileChangeBody {
  const proof = changeUnlocks(profile, values)
    ? values.proofWith === 'pin'
      ? { currentPin: values.proof }
      : { password: values.proof }
    : {};
  return { ...createProfileBody(values), ...(values.pinAction === 'remove' && { pin: null }), ...proof };
}
