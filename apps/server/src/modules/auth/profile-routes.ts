import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProfileBodySchema,
  loosensLimit,
  MAX_PROFILES,
  profileChangeNeedsProof,
  profileChangeBodySchema,
  profileIdParamsSchema,
  profileSchema,
  profileSelectionSchema,
  selectProfileBodySchema,
  type Profile,
  type ProfileSelection,
  WRONG_PIN_WINDOW_MS,
  WRONG_PINS_PER_ADDRESS,
  WRONG_PINS_PER_PROFILE,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { addressKey } from '../../http/client-address.ts';
import { registerRateLimit, type RouteRateLimit } from '../../http/rate-limits.ts';
import { savePreferences } from '../preferences/index.ts';
import { checkAccountPassword } from './account-password.ts';
import { requireFullProfile, requireUser, signInFirst } from './current-user.ts';
import { FailedSignIns } from './failed-sign-ins.ts';
import { passwordWork, type PasswordWork } from './password-work.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  deleteProfileRow,
  findProfile,
  insertProfile,
  listProfiles,
  updateProfileRow,
  type ProfileRecord,
} from './profile-queries.ts';
import { bearerToken } from './tokens.ts';
import { issueToken, revokeToken, type SignedInUser } from './user-queries.ts';

const PROFILE_NOT_FOUND = /*i18n*/ 'Profile not found';
const WRONG_PIN = /*i18n*/ 'Wrong PIN';
const TOO_MANY_PROFILES = /*i18n*/ 'An account has at most {max, plural, one {# profile} other {# profiles}}';
const LAST_PROFILE = /*i18n*/ "The last profile can't be deleted";
const LEAVING_NEEDS_PASSWORD = /*i18n*/ 'Enter the account password to leave this profile';
const UNLOCK_NEEDS_PROOF = /*i18n*/ "Enter this profile's PIN or the account password to unlock it";
const LOCKS_CHANGED = /*i18n*/ 'This profile was changed meanwhile. Please try again.';

/** What the API shows of a profile: the kept lists version stays on the server. */
const shown = ({ lists_version: _version, ...profile }: ProfileRecord): Profile => profile;

/** Checks a profile's PIN for a request; see pinCheck. */
type CheckPin = (
  request: FastifyRequest,
  reply: FastifyReply,
  user: SignedInUser,
  profile: { id: string; pinHash: string },
  pin: string | undefined,
) => Promise<void>;

/** What the profile route groups share: the password hashing queue, the per-address limit and the PIN check. */
interface ProfileRouteNeeds {
  hashing: PasswordWork;
  perAddressLimit: RouteRateLimit;
  checkPin: CheckPin;
}

const tags: ApiTag[] = ['profiles'];

/**
 * /api/profiles: an account's profiles (docs/behaviour.md#profiles). Every profile's token reads the list and
 * switches profile (a PIN guards the profiles that have one, and the account password a limited profile from the
 * PIN-less ones that may see more); only a profile without limits adds, changes or deletes them, and unlocking one
 * (its PIN changed or removed, its limit loosened) takes its PIN or the account password. Switching issues a token
 * bound to the chosen profile and revokes the one it was asked with.
 */
export const profileRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Counted like failed sign-ins, so one device's wrong PINs do not lock the profile on the others.
  const wrongPins = new FailedSignIns(app.ctx.redis, {
    perAddress: WRONG_PINS_PER_ADDRESS,
    perAccount: WRONG_PINS_PER_PROFILE,
    windowMs: WRONG_PIN_WINDOW_MS,
  });
  await registerRateLimit(app, /*i18n*/ 'Too many attempts. Please try again later.');
  const hashing = passwordWork(app);
  const needs: ProfileRouteNeeds = {
    hashing,
    perAddressLimit: { rateLimit: { max: app.ctx.config.authRateLimit, timeWindow: 60_000 } },
    checkPin: pinCheck(hashing, wrongPins),
  };
  listAndAddRoutes(app, needs);
  changeAndDeleteRoutes(app, needs);
  selectRoute(app, needs);
};

/** Checks a profile's PIN, counted as a hash and, when wrong, as a wrong PIN for the profile: 403, or 429 past the counts. */
function pinCheck(hashing: PasswordWork, wrongPins: FailedSignIns): CheckPin {
  return async function checkPin(
    request: FastifyRequest,
    reply: FastifyReply,
    user: SignedInUser,
    profile: { id: string; pinHash: string },
    pin: string | undefined,
  ): Promise<void> {
    // Before the attempt is counted: a request refused here checks no PIN, so it is no wrong PIN.
    await hashing.admit(request, reply, user.id);
    const attempt = await wrongPins.attempt(profile.id, addressKey(request.ip));
    if (!attempt.allowed) {
      reply.header('retry-after', Math.ceil(attempt.retryAfterMs / 1000));
      throw new HttpError(429, /*i18n*/ 'Too many wrong PINs for this profile. Please try again later.');
    }
    if (!/^\d{4}$/.test(pin ?? '') || !(await verifyPassword(profile.pinHash, pin ?? ''))) throw new HttpError(403, WRONG_PIN);
    await attempt.succeeded();
  };
}

/** GET /profiles and POST /profiles. */
function listAndAddRoutes(app: ApiApp, { hashing }: ProfileRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const list = {
    summary: "The account's profiles, the first first",
    tags,
    security: SIGNED_IN,
    response: { 200: z.array(profileSchema), ...errorReplies(401, 503) },
  };
  app.get('/profiles', { schema: list }, async (request): Promise<Profile[]> => {
    const user = requireUser(request);
    return (await listProfiles(db, user.id)).map(shown);
  });

  const create = {
    summary: 'Adds a profile',
    tags,
    security: SIGNED_IN,
    body: createProfileBodySchema,
    response: { 201: profileSchema, ...errorReplies(400, 401, 403, 409, 413, 415, 429, 503) },
  };
  app.post('/profiles', { schema: create, preValidation: signInFirst }, async (request, reply) => {
    const user = requireFullProfile(request);
    const { pin, accent_color, ...fields } = request.body;
    let pinHash: string | null = null;
    if (pin) {
      // The cheap refusal first; the insert counts again, under the account's lock.
      if ((await listProfiles(db, user.id)).length >= MAX_PROFILES)
        throw new HttpError(409, TOO_MANY_PROFILES, { max: MAX_PROFILES });
      await hashing.admit(request, reply, user.id);
      pinHash = await hashPassword(pin);
    }
    const outcome = await insertProfile(db, user.id, { ...fields, pinHash });
    if ('refused' in outcome) {
      throw outcome.refused === 'full'
        ? new HttpError(409, TOO_MANY_PROFILES, { max: MAX_PROFILES })
        : new HttpError(401, /*i18n*/ 'Please sign in');
    }
    const id = outcome.added;
    if (accent_color !== undefined) await savePreferences(db, id, { accent_color });
    const found = await findProfile(db, user.id, id);
    if (!found) throw notFound(PROFILE_NOT_FOUND);
    return reply.status(201).send(shown(found.profile));
  });
}

/** PATCH and DELETE /profiles/{id}. */
function changeAndDeleteRoutes(app: ApiApp, { hashing, checkPin }: ProfileRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const change = {
    summary: 'Changes a profile: its name, picture, accent, limits or PIN (its PIN or the password to unlock it)',
    tags,
    security: SIGNED_IN,
    params: profileIdParamsSchema,
    body: profileChangeBodySchema,
    response: { 200: profileSchema, ...errorReplies(400, 401, 403, 404, 409, 413, 415, 429, 503) },
  };
  app.patch('/profiles/:id', { schema: change, preValidation: signInFirst }, async (request, reply): Promise<Profile> => {
    const user = requireFullProfile(request);
    const { id } = request.params;
    const { pin, accent_color, currentPin, password, ...fields } = request.body;
    // The cheap refusal first: another account's or a missing profile is not worth a hash.
    const current = await findProfile(db, user.id, id);
    if (!current) throw notFound(PROFILE_NOT_FOUND);
    // Unlocking a profile needs what opens it, whoever asks: its PIN or the account password (behaviour.md#profiles).
    const proving = profileChangeNeedsProof(current.profile, { pin, kids: fields.kids, maxRating: fields.maxRating });
    if (proving) {
      if (current.pinHash !== null && currentPin !== undefined) {
        await checkPin(request, reply, user, { id, pinHash: current.pinHash }, currentPin);
      } else {
        await checkAccountPassword(db, hashing, request, reply, user.id, password, UNLOCK_NEEDS_PROOF);
      }
    }
    let pinHash: string | null | undefined = pin === null ? null : undefined;
    if (pin) {
      // A request counts once: the proof's check was counted already.
      if (!proving) await hashing.admit(request, reply, user.id);
      pinHash = await hashPassword(pin);
    }
    // Only while the locks are as checked: two changes that each loosen nothing must not together lift a limit.
    const locks = { kids: current.profile.kids, maxRating: current.profile.maxRating, pinHash: current.pinHash };
    const updated = await updateProfileRow(db, user.id, id, { ...fields, pinHash }, locks);
    if (!updated) {
      if (await findProfile(db, user.id, id)) throw new HttpError(409, LOCKS_CHANGED);
      throw notFound(PROFILE_NOT_FOUND);
    }
    if (accent_color !== undefined) await savePreferences(db, id, { accent_color });
    const found = await findProfile(db, user.id, id);
    if (!found) throw notFound(PROFILE_NOT_FOUND);
    return shown(found.profile);
  });

  const remove = {
    summary: 'Deletes a profile and everything it owns (never the last)',
    tags,
    security: SIGNED_IN,
    params: profileIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 409, 503) },
  };
  app.delete('/profiles/:id', { schema: remove, preValidation: signInFirst }, async (request, reply) => {
    const user = requireFullProfile(request);
    // Its token would go with it, signing this device out mid-way.
    if (request.params.id === user.profile.id)
      throw new HttpError(409, /*i18n*/ 'Switch to another profile before deleting this one');
    const outcome = await deleteProfileRow(db, user.id, request.params.id);
    if (outcome === 'missing') throw notFound(PROFILE_NOT_FOUND);
    if (outcome === 'last') throw new HttpError(409, LAST_PROFILE);
    return reply.status(204).send();
  });
}

/** POST /profiles/{id}/select: switching the device to another profile. */
function selectRoute(app: ApiApp, { hashing, perAddressLimit, checkPin }: ProfileRouteNeeds): void {
  const db = app.ctx.db.kysely;
  const select = {
    summary:
      'Switches to a profile: a new token acting for it (its PIN, when it has one; the password, to leave a limited profile for a PIN-less one that may see more); the calling token is revoked',
    tags,
    security: SIGNED_IN,
    params: profileIdParamsSchema,
    body: selectProfileBodySchema,
    response: { 200: profileSelectionSchema, ...errorReplies(400, 401, 403, 404, 413, 415, 429, 503) },
  };
  app.post(
    '/profiles/:id/select',
    { schema: select, preValidation: signInFirst, config: perAddressLimit },
    async (request, reply): Promise<ProfileSelection> => {
      const user = requireUser(request);
      const found = await findProfile(db, user.id, request.params.id);
      if (!found) throw notFound(PROFILE_NOT_FOUND);
      // The profile the token already acts for needs nothing: the device holds it already.
      if (found.profile.id !== user.profile.id) {
        if (found.pinHash !== null) {
          await checkPin(request, reply, user, { id: found.profile.id, pinHash: found.pinHash }, request.body?.pin);
        } else if (loosensLimit(user.profile, found.profile)) {
          // A limited profile is left for one that may see more only with the account password.
          const password = request.body?.password;
          await checkAccountPassword(db, hashing, request, reply, user.id, password, LEAVING_NEEDS_PASSWORD);
        }
      }
      const token = await issueToken(db, user.id, found.profile.id, request.headers['user-agent']);
      // requireUser passed, so the request carries a live token: the one this device replaces.
      await revokeToken(db, bearerToken(request.headers.authorization) as string);
      return { token, profile: shown(found.profile) };
    },
  );
}
