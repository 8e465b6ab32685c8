import { z } from './zod.ts';
import { apiText } from './api.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './constants.ts';

/**
 * An account's sign-ins as its devices (docs/accounts.md#devices), and the one-time links that set a password
 * (docs/accounts.md#password-reset-links).
 */

/** GET /api/auth/devices: one sign-in. */
export const deviceSchema = z.object({
  /** Names the sign-in for DELETE /api/auth/devices/{id}; not the token. */
  id: z.string(),
  /** 'Firefox 140', or null when the browser did not say (or the sign-in is from before devices were noted). */
  browser: z.string().nullable(),
  /** 'Windows 11', 'iOS 18.1', or null. */
  system: z.string().nullable(),
  profile: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** The sign-in the request came with: this device. */
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const deviceIdParamsSchema = z.object({ id: apiText(64) });

/** POST /api/admin/users/{id}/reset-link: the link, to be copied by the admin and given to the account's owner. */
export const resetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

export const resetTokenParamsSchema = z.object({ token: apiText(128) });

/** GET /api/auth/reset-password/{token}: whose password the link sets. */
export const resetCheckSchema = z.object({ email: z.string() });
export type ResetCheck = z.infer<typeof resetCheckSchema>;

/** POST /api/auth/reset-password: the new password follows sign-up's rule. */
export const resetPasswordBodySchema = z.strictObject({
  token: apiText(128).min(1, { error: /*i18n*/ 'The link is missing its code' }),
  password: apiText(256, /*i18n*/ 'Password is too long').min(PASSWORD_MIN_LENGTH, {
    error: PASSWORD_TOO_SHORT,
  }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/auth/forgot-password: the address to mail a reset link to, if an account uses it. */
export const forgotPasswordBodySchema = z.strictObject({
  email: apiText(1024)
    .trim()
    .min(1, { error: /*i18n*/ 'Email is required' })
    .max(254)
    .pipe(z.email({ error: /*i18n*/ 'Please enter a valid email address' })),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Its 202: the same words whether or not an account uses the address. */
export const forgotPasswordReplySchema = z.object({ message: z.string() });
export type ForgotPasswordReply = z.infer<typeof forgotPasswordReplySchema>;

/** GET /api/auth/two-step: whether the account signs in with a code too, and how many recovery codes are left. */
export const twoStepStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** POST /api/auth/two-step/setup: a new secret to add to an authenticator app, as text, as a link and as a QR code. */
export const twoStepSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

const codeField = apiText(32).trim().min(1, { error: /*i18n*/ 'Enter the code from your authenticator app' });

/** POST /api/auth/two-step/enable: the first code the app shows, which turns two-step sign-in on. */
export const twoStepEnableBodySchema = z.strictObject({ code: codeField });
/** Its reply: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** DELETE /api/auth/two-step: turning it off takes the account password. */
export const twoStepDisableBodySchema = z.strictObject({
  password: apiText(256).min(1, { error: /*i18n*/ 'Password is required' }),
});

/** POST /api/auth/login's 202: the password was right; the sign-in ends with a code (POST /api/auth/login/two-step). */
export const twoStepChallengeSchema = z.object({ twoStep: z.literal(true), ticket: z.string() });
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

export const twoStepLoginBodySchema = z.strictObject({ ticket: apiText(256).min(1), code: codeField });
