import { z } from 'zod';
import { deviceIdParamsSchema, deviceSchema, type Device } from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { notFound } from '../../http/errors.ts';
import { requireUser, signInFirst } from './current-user.ts';
import { deviceName } from './device-name.ts';
import { bearerToken, hashToken } from './tokens.ts';

/** A sign-in's id as the list shows it: the start of its token's hash, which names it without revealing the token. */
const ID_LENGTH = 16;

/** GET /auth/devices and DELETE /auth/devices/{id}: where the account is signed in, and signing one of them out. */
export function deviceRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['auth'];
  const list = {
    summary: 'Where the account is signed in, the most recently seen first',
    tags,
    security: SIGNED_IN,
    response: { 200: z.array(deviceSchema), ...errorReplies(401, 503) },
  };
  app.get('/auth/devices', { schema: list, preValidation: signInFirst }, async (request): Promise<Device[]> => {
    const user = requireUser(request);
    const current = hashToken(bearerToken(request.headers.authorization) ?? '');
    const rows = await db
      .selectFrom('tokens')
      .innerJoin('profiles', 'profiles.id', 'tokens.profile_id')
      .select(['tokens.token_hash', 'tokens.user_agent', 'tokens.created_at', 'tokens.last_seen_at', 'profiles.name'])
      .where('tokens.user_id', '=', user.id)
      .where('tokens.expires_at', '>', new Date().toISOString())
      .execute();
    const devices = rows.map((row) => ({
      id: row.token_hash.slice(0, ID_LENGTH),
      ...deviceName(row.user_agent),
      profile: row.name,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.token_hash === current,
    }));
    const seen = (device: Device) => device.lastSeenAt ?? device.createdAt;
    return devices.sort((a, b) => Number(b.current) - Number(a.current) || seen(b).localeCompare(seen(a)));
  });

  const signOut = {
    summary: 'Signs the account out of one device',
    tags,
    security: SIGNED_IN,
    params: deviceIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 404, 503) },
  };
  app.delete('/auth/devices/:id', { schema: signOut, preValidation: signInFirst }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = request.params;
    // Only a whole id names one sign-in; a shorter prefix could name several.
    const deleted =
      id.length === ID_LENGTH && /^[0-9a-f]+$/.test(id)
        ? await db.deleteFrom('tokens').where('user_id', '=', user.id).where('token_hash', 'like', `${id}%`).executeTakeFirst()
        : undefined;
    if (!deleted || deleted.numDeletedRows === 0n) throw notFound(/*i18n*/ 'No such sign-in on this account');
    return reply.status(204).send();
  });
}
