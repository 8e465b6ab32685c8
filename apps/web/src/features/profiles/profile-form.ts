import {
  DEFAULT_ACCENT_COLOR,
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
}

export type ProfileFormProblems = Partial<Record<'name' | 'pin', string>>;

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
  };
}

/** The problems with the values; none when they can be sent. */
export function validateProfileForm(values: ProfileFormValues): ProfileFormProblems {
  const problems: ProfileFormProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'Please enter a name';
  else if (name.length > PROFILE_NAME_MAX) problems.name = `A profile name is at most ${PROFILE_NAME_MAX} characters`;
  if (values.pinAction === 'set' && !/^\d{4}$/.test(values.pin)) problems.pin = 'A PIN is 4 digits';
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

/** Every field of the form; the PIN only when it changes (null removes it). */
export function profileChangeBody(values: ProfileFormValues): ProfileChangeBody {
  return { ...createProfileBody(values), ...(values.pinAction === 'remove' && { pin: null }) };
}
