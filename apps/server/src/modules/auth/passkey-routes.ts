import { z } from 'zod';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import {
  passkeyIdParamsSchema,
  passkeyRegistrationBodySchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  type Passkey,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireFullProfile, requireUser, signInFirst } from './current-user.ts';
import { deletePasskey, insertPasskey, listPasskeys, passkeyDescriptors } from './passkey-queries.ts';
import { passkeySignInRoutes } from './passkey-sign-in-routes.ts';
import {
  answeredChallenge,
  CHALLENGE_LIFETIME_MS,
  keepChallenge,
  passkeysAllowed,
  passkeyName,
  relyingParty,
  takeChallenge,
} from './passkeys.ts';
import type { AuthRouteNeeds } from './routes.ts';

const CHALLENGE_GONE = /*i18n*/ 'The passkey was not added: its request has expired or was already used. Try again.';
const NOT_VERIFIED = /*i18n*/ 'The passkey was not added: the browser’s answer could not be checked. Try again.';
const ALREADY_ADDED = /*i18n*/ 'This passkey is already added';

/** Passkeys (docs/accounts.md#passkeys): an account's list, adding and removing one, and signing in with one. */
export function passkeyRoutes(app: ApiApp, needs: AuthRouteNeeds): void {
  accountPasskeyRoutes(app, needs);
  removePasskeyRoute(app);
  passkeySignInRoutes(app, needs);
}

function accountPasskeyRoutes(app: ApiApp, { perAddressLimit }: AuthRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const own = { tags: ['auth'] satisfies ApiTag[], security: SIGNED_IN };

  const list = {
    summary: "The account's passkeys, the newest first",
    ...own,
    response: { 200: z.array(passkeySchema), ...errorReplies(401, 503) },
  };
  app.get('/auth/passkeys', { schema: list, preValidation: signInFirst }, async (request): Promise<Passkey[]> =>
    listPasskeys(db, requireUser(request).id),
  );

  const options = {
    summary: 'Starts adding a passkey: the options for the browser’s WebAuthn call, good for five minutes',
    ...own,
    response: { 200: passkeyRegistrationOptionsSchema, ...errorReplies(401, 403, 429, 503) },
  };
  app.post(
    '/auth/passkeys/options',
    { schema: options, preValidation: signInFirst, config: perAddressLimit },
    async (request) => {
      passkeysAllowed(app);
      const user = requireFullProfile(request);
      const rp = relyingParty(request, app.ctx.config.publicUrl);
      const created = await generateRegistrationOptions({
        rpName: app.ctx.siteName.current(),
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.display_name ?? user.email,
        // The user handle a sign-in gives back: the account's id, checked against the passkey's account.
        userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(user.id)),
        timeout: CHALLENGE_LIFETIME_MS,
        attestationType: 'none',
        excludeCredentials: await passkeyDescriptors(db, user.id),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await keepChallenge(db, created.challenge, 'register', user.id);
      return created;
    },
  );

  const add = {
    summary: 'Adds a passkey: the browser’s answer to the options',
    ...own,
    body: passkeyRegistrationBodySchema,
    response: { 201: passkeySchema, ...errorReplies(400, 401, 403, 409, 413, 415, 429, 503) },
  };
  app.post('/auth/passkeys', { schema: add, preValidation: signInFirst, config: perAddressLimit }, async (request, reply) => {
    passkeysAllowed(app);
    const user = requireFullProfile(request);
    const response = request.body.response as unknown as RegistrationResponseJSON;
    const challenge = answeredChallenge(response.response.clientDataJSON);
    if (challenge === null || !(await takeChallenge(db, challenge, 'register', user.id))) {
      throw new HttpError(400, CHALLENGE_GONE);
    }
    const rp = relyingParty(request, app.ctx.config.publicUrl);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // Preferred, not required: a security key without a PIN still signs in, but it stands for one step only.
      requireUserVerification: false,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) throw new HttpError(400, NOT_VERIFIED);
    const { credential } = verification.registrationInfo;
    const added = await insertPasskey(db, {
      id: credential.id,
      userId: user.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: passkeyName(request.headers['user-agent']),
    });
    if (!added) throw new HttpError(409, ALREADY_ADDED);
    return reply.status(201).send(added);
  });
}

/** DELETE /auth/passkeys/{id}: only the account's own; another's or an unknown id is 404. */
function removePasskeyRoute(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const own = { tags: ['auth'] satisfies ApiTag[], security: SIGNED_IN };
  const remove = {
    summary: 'Removes one of the account’s passkeys',
    ...own,
    params: passkeyIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 503) },
  };
  app.delete('/auth/passkeys/:id', { schema: remove, preValidation: signInFirst }, async (request, reply) => {
    const user = requireFullProfile(request);
    if (!(await deletePasskey(db, user.id, request.params.id))) throw notFound(/*i18n*/ 'No such passkey on this account');
    return reply.status(204).send();
  });
}
