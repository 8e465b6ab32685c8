import { z } from './zod.ts';
import { accentColorSchema, apiText, authResponseSchema, userSchema } from './api.ts';
import { CONTENT_RATINGS } from './rules/content-rating.ts';

/** How many profiles one account may have (docs/behaviour.md#profiles). */
export const MAX_PROFILES = 5;
export const PROFILE_NAME_MAX = 30;
/** Fixed texts (a schema's message takes no values), checked against the limits and lists by a test. */
export const PROFILE_NAME_TOO_LONG = /*i18n*/ 'A profile name is at most 30 characters';
export const MAX_RATING_REFUSAL =
  /*i18n*/ 'maxRating must be one of TV-Y, TV-Y7, G, TV-G, PG, TV-PG, PG-13, TV-14, R, TV-MA, NC-17';
export const AVATAR_REFUSAL = /*i18n*/ 'avatar must be one of smile, star, rocket, cat, leaf, moon, bolt, heart';

/** The pictures a profile can take, drawn by the web app; the first is a new profile's. */
export const PROFILE_AVATARS = ['smile', 'star', 'rocket', 'cat', 'leaf', 'moon', 'bolt', 'heart'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  accent_color: z.string(),
  kids: z.boolean(),
  maxRating: z.enum(CONTENT_RATINGS).nullable(),
  hasPin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

const nameField = apiText(1024)
  .trim()
  .min(1, { error: /*i18n*/ 'Please enter a name' })
  .max(PROFILE_NAME_MAX, { error: PROFILE_NAME_TOO_LONG });
const pinField = apiText(16).regex(/^\d{4}$/, { error: /*i18n*/ 'A PIN is 4 digits' });
const ratingField = z.enum(CONTENT_RATINGS, { error: MAX_RATING_REFUSAL });
const avatarField = z.enum(PROFILE_AVATARS, { error: AVATAR_REFUSAL });

export const createProfileBodySchema = z.strictObject({
  name: nameField,
  avatar: avatarField.optional(),
  accent_color: accentColorSchema.optional(),
  kids: z.boolean().optional(),
  maxRating: ratingField.nullable().optional(),
  pin: pinField.nullable().optional(),
});
export type CreateProfileBody = z.infer<typeof createProfileBodySchema>;

/** The account password, given as proof where a lock is opened (docs/behaviour.md#profiles). */
const accountPasswordField = apiText(256).min(1, { error: /*i18n*/ 'Password is required' });

/**
 * A change to a profile: only the fields given change; `pin: null` and `maxRating: null` remove them. A change that
 * changes or removes the PIN or loosens the limit (profileChangeNeedsProof) carries the profile's `currentPin` or the
 * account's `password`.
 */
export const profileChangeBodySchema = createProfileBodySchema.partial().extend({
  currentPin: apiText(16).optional(),
  password: accountPasswordField.optional(),
});
export type ProfileChangeBody = z.infer<typeof profileChangeBodySchema>;

/** Switching profile: the chosen profile's PIN, or the account password to leave a limited profile for a PIN-less one. */
export const selectProfileBodySchema = z.strictObject({
  pin: apiText(16).optional(),
  password: accountPasswordField.optional(),
});
export type SelectProfileBody = z.infer<typeof selectProfileBodySchema>;

/** Signing out: a limited profile's token needs the account password, as signing out lifts its limit. */
export const signOutBodySchema = z.strictObject({ password: accountPasswordField.optional() });
export type SignOutBody = z.infer<typeof signOutBodySchema>;

export const profileIdParamsSchema = z.object({ id: apiText(64) });

export const profileSelectionSchema = z.object({ token: z.string(), profile: profileSchema });
export type ProfileSelection = z.infer<typeof profileSelectionSchema>;

/** Sign-up and sign-in: the token, the account, and the profile the token acts for (the account's first). */
export const signedInReplySchema = authResponseSchema.extend({ profile: profileSchema });
export type SignedInReply = z.infer<typeof signedInReplySchema>;

/** GET /api/auth/me: the account and the profile the token acts for. */
export const meReplySchema = userSchema.extend({ profile: profileSchema });
export type MeReply = z.infer<typeof meReplySchema>;
