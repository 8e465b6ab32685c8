import { z } from './zod.ts';
import { apiText } from './api.ts';

/**
 * Passkeys (docs/accounts.md#passkeys): WebAuthn credentials that sign an account in without its password. The
 * options are what the browser's WebAuthn call takes, as JSON (base64url for bytes); the bodies carry the browser's
 * answer back as @simplewebauthn/browser gives it. The server checks the answer itself, so these schemas only bound
 * its size and shape.
 */

/** GET /api/auth/passkeys: one of the account's passkeys. */
export const passkeySchema = z.object({
  /** The credential id (base64url): names it for DELETE /api/auth/passkeys/{id}. */
  id: z.string(),
  /** 'Chrome 142 on Linux': the browser it was added with. */
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyIdParamsSchema = z.object({ id: apiText(1024).min(1) });

const base64url = (max: number) => apiText(max).regex(/^[A-Za-z0-9_-]*$/, { error: /*i18n*/ 'Expected base64url text' });
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** POST /api/auth/passkeys/options: what navigator.credentials.create() takes, as JSON. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** POST /api/auth/passkey-sign-in/options: what navigator.credentials.get() takes, as JSON. */
export const passkeySignInOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeySignInOptions = z.infer<typeof passkeySignInOptionsSchema>;

/** The parts of a browser's answer every WebAuthn call gives; extra fields a browser adds are let through unread. */
const credentialFields = {
  id: base64url(1366).min(1),
  rawId: base64url(1366).min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: apiText(32).optional(),
};

/** POST /api/auth/passkeys: the browser's answer to the registration options (startRegistration's result). */
export const passkeyRegistrationBodySchema = z.strictObject({
  response: z.looseObject({
    ...credentialFields,
    response: z.looseObject({
      clientDataJSON: base64url(8192).min(1),
      attestationObject: base64url(16384).min(1),
      authenticatorData: base64url(8192).optional(),
      transports: z.array(apiText(32)).max(16).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(8192).optional(),
    }),
  }),
});
export type PasskeyRegistrationBody = z.infer<typeof passkeyRegistrationBodySchema>;

/** POST /api/auth/passkey-sign-in: the browser's answer to the sign-in options (startAuthentication's result). */
export const passkeySignInBodySchema = z.strictObject({
  response: z.looseObject({
    ...credentialFields,
    response: z.looseObject({
      clientDataJSON: base64url(8192).min(1),
      authenticatorData: base64url(8192).min(1),
      signature: base64url(2048).min(1),
      userHandle: base64url(1024).optional(),
    }),
  }),
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBodySchema>;
