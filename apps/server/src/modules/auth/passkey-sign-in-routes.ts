import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  passkeySignInBodySchema,
  passkeySignInOptionsSchema,
  signedInReplySchema,
  twoStepChallengeSchema,
  type TwoStepChallenge,
} from '@marquee/core';
import { errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { findPasskey, notePasskeyUsed } from './passkey-queries.ts';
import {
  answeredChallenge,
  CHALLENGE_LIFETIME_MS,
  keepChallenge,
  passkeysAllowed,
  relyingParty,
  takeChallenge,
} from './passkeys.ts';
import type { AuthRouteNeeds } from './routes.ts';
import { ACCOUNT_DISABLED, finishSignIn, refuseOnLimitedDevice } from './sign-in-routes.ts';
import { issueTicket } from './two-step.ts';

const CHALLENGE_GONE = /*i18n*/ 'The sign-in with a passkey has expired or was already used. Try again.';
const UNKNOWN_PASSKEY = /*i18n*/ 'This passkey is not known on this server. Sign in another way, then add it in Security.';
const NOT_VERIFIED = /*i18n*/ 'The passkey could not be checked. Try again.';

/** Signing in with a passkey (docs/accounts.md#passkeys): no e-mail and no password, as the passkey names its account. */
export function passkeySignInRoutes(app: ApiApp, { perAddressLimit }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];

  const options = {
    summary: 'Starts a sign-in with a passkey: the options for the browser’s WebAuthn call, good for five minutes',
    tags,
    response: { 200: passkeySignInOptionsSchema, ...errorReplies(403, 429, 503) },
  };
  app.post('/auth/passkey-sign-in/options', { schema: options, config: perAddressLimit }, async (request) => {
    passkeysAllowed(app);
    // No allowed credentials: the browser offers the passkeys it holds for this site, so no e-mail is asked first.
    const created = await generateAuthenticationOptions({
      rpID: relyingParty(request, app.ctx.config.publicUrl).id,
      allowCredentials: [],
      userVerification: 'preferred',
      timeout: CHALLENGE_LIFETIME_MS,
    });
    await keepChallenge(db, created.challenge, 'sign-in', null);
    return created;
  });

  const signIn = {
    summary: 'Signs in with a passkey: the browser’s answer to the options; the reply is a password sign-in’s',
    tags,
    body: passkeySignInBodySchema,
    response: {
      200: signedInReplySchema,
      202: twoStepChallengeSchema.describe(
        'A passkey that did not check who holds it, on an account with two-step sign-in: the sign-in ends with a code',
      ),
      ...errorReplies(400, 401, 403, 413, 415, 429, 503),
    },
  };
  app.post('/auth/passkey-sign-in', { schema: signIn, config: perAddressLimit }, async (request, reply) => {
    passkeysAllowed(app);
    const response = request.body.response as unknown as AuthenticationResponseJSON;
    const challenge = answeredChallenge(response.response.clientDataJSON);
    if (challenge === null || !(await takeChallenge(db, challenge, 'sign-in', null))) throw new HttpError(400, CHALLENGE_GONE);
    const passkey = await findPasskey(db, response.id);
    if (!passkey) throw new HttpError(401, UNKNOWN_PASSKEY);
    // The user handle, when the authenticator gives one, is the account the passkey was made for.
    const { userHandle } = response.response;
    if (userHandle !== undefined && userHandle !== isoBase64URL.fromUTF8String(passkey.userId)) {
      throw new HttpError(401, UNKNOWN_PASSKEY);
    }
    const rp = relyingParty(request, app.ctx.config.publicUrl);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter },
      requireUserVerification: false,
      // A counter that went backwards (a cloned authenticator) makes this throw.
    }).catch(() => null);
    if (!verification?.verified) throw new HttpError(401, NOT_VERIFIED);
    await notePasskeyUsed(db, passkey.id, verification.authenticationInfo.newCounter);

    const found = await db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'photo_url', 'role', 'disabled', 'password_hash', 'totp_secret'])
      .where('id', '=', passkey.userId)
      .executeTakeFirst();
    if (!found) throw new HttpError(401, UNKNOWN_PASSKEY);
    if (found.disabled === 1) throw new HttpError(403, ACCOUNT_DISABLED);
    refuseOnLimitedDevice(request, found.id);
    // A passkey that checked who holds it (a PIN, a fingerprint) is two steps in one; one that did not is one step.
    if (found.totp_secret !== null && !verification.authenticationInfo.userVerified) {
      const ticket: TwoStepChallenge = { twoStep: true, ticket: issueTicket(app.ctx.urls, found.id, found.password_hash) };
      return reply.status(202).send(ticket);
    }
    return finishSignIn(db, request, found, new HttpError(401, UNKNOWN_PASSKEY));
  });
}
