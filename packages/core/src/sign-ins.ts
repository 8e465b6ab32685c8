import { z } from './zod.ts';
import { apiText } from './api.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

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
  token: apiText(128).min(1, { error: 'The link is missing its code' }),
  password: apiText(256, 'Password is too long').min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
