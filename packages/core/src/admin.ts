import { z } from './zod.ts';
import { apiInteger, apiText, registerBodySchema } from './api.ts';
import { REGISTRATION_MODES, ROLES, SIGN_IN_METHODS } from './constants.ts';
import { createProfileBodySchema } from './profiles.ts';
import { CONTENT_RATINGS } from './rules/content-rating.ts';
import { INVITATION_DAYS_MAX, INVITATION_STATES, INVITATION_USES_MAX } from './rules/invitations.ts';

/**
 * Schemas of the server's owner side (docs/accounts.md): the setup of a new server, who may make an account,
 * invitations, and the admin's list of accounts.
 */

/** The site's name, as its owner names it at setup or in the admin screen: shown in the header, title and manifest. */
export const SITE_NAME_MAX = 40;
/** Fixed texts (a schema's message takes no values), checked against the limits by a test. */
export const SITE_NAME_TOO_LONG = /*i18n*/ "The site's name can be at most 40 characters";
export const REGISTRATION_MODE_REFUSAL = /*i18n*/ 'registration must be one of open, invite, closed';
export const siteNameSchema = apiText(SITE_NAME_MAX, SITE_NAME_TOO_LONG)
  .trim()
  .min(1, { error: /*i18n*/ "Please enter the site's name" })
  .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), { error: /*i18n*/ "The site's name must be plain text on one line" });

export const registrationModeSchema = z.enum(REGISTRATION_MODES, {
  error: REGISTRATION_MODE_REFUSAL,
});

/** GET /api/auth/registration: what the sign-up and setup screens offer. */
export const registrationStateSchema = z.object({
  /** The server has no admin yet: it waits for its setup (POST /api/setup). */
  setupNeeded: z.boolean(),
  registration: z.enum(REGISTRATION_MODES),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/** POST /api/setup: the owner's account, made with the setup code the server printed in its log. */
export const setupBodySchema = registerBodySchema.omit({ invitation: true }).extend({
  code: apiText(64).trim().min(1, { error: /*i18n*/ 'Please enter the setup code from the server log' }),
  registration: registrationModeSchema,
  /** Left out, the site keeps the name it has (SITE_NAME, or 'Marquee'). */
  siteName: siteNameSchema.optional(),
});
export type SetupBody = z.infer<typeof setupBodySchema>;

/** The first profile an invitation gives the account it makes: its name, and whether it is a limited one. */
export const invitationProfileSchema = createProfileBodySchema.pick({ name: true, kids: true, maxRating: true });
export type InvitationProfile = z.infer<typeof invitationProfileSchema>;

/** POST /api/admin/invitations. */
export const createInvitationBodySchema = z.strictObject({
  days: apiInteger(1, INVITATION_DAYS_MAX),
  uses: apiInteger(1, INVITATION_USES_MAX),
  profile: invitationProfileSchema.optional(),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  /** Only in the reply that made it: the server keeps the code's hash alone. */
  code: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  state: z.enum(INVITATION_STATES),
  profile: z.object({ name: z.string(), kids: z.boolean(), maxRating: z.enum(CONTENT_RATINGS).nullable() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/invitations/{code}: a valid link's site and what it gives; a spent one answers 410 with its reason. */
export const invitationCheckSchema = z.object({ valid: z.literal(true), profile: invitationSchema.shape.profile });
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

/** One account as the admin screen lists it. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  /** An ADMIN_EMAILS account: an admin by the server's configuration, which the screen cannot change. */
  configuredAdmin: z.boolean(),
  disabled: z.boolean(),
  profiles: z.array(z.string()),
  createdAt: z.string(),
  /** When a request last came with one of its sign-ins (to the minute), or null for never. */
  lastSeenAt: z.string().nullable(),
  signInMethods: z.array(z.enum(SIGN_IN_METHODS)),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PATCH /api/admin/users/{id}: only the fields given change. */
export const adminUserChangeBodySchema = z
  .strictObject({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    error: /*i18n*/ 'Nothing to change: send role or disabled',
  });
export type AdminUserChangeBody = z.infer<typeof adminUserChangeBodySchema>;

/** GET and PATCH /api/admin/settings. */
export const serverSettingsSchema = z.object({
  registration: z.enum(REGISTRATION_MODES),
  /** Admins manage the server only once they sign in with two steps (docs/accounts.md#two-step-sign-in). */
  twoStepForAdmins: z.boolean(),
  siteName: z.string(),
});
export type ServerSettings = z.infer<typeof serverSettingsSchema>;
export const serverSettingsChangeBodySchema = z
  .strictObject({
    registration: registrationModeSchema.optional(),
    twoStepForAdmins: z.boolean().optional(),
    siteName: siteNameSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: /*i18n*/ 'Nothing to change: send registration, twoStepForAdmins or siteName',
  });
export type ServerSettingsChangeBody = z.infer<typeof serverSettingsChangeBodySchema>;

export const adminIdParamsSchema = z.object({ id: apiText(64) });
export const invitationCodeParamsSchema = z.object({ code: apiText(128) });
