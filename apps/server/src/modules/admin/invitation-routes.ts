import {
  adminIdParamsSchema,
  createInvitationBodySchema,
  invitationCheckSchema,
  invitationCodeParamsSchema,
  invitationSchema,
  type Invitation,
  type InvitationCheck,
} from '@marquee/core';
import { z } from 'zod';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import {
  checkInvitation,
  createInvitation,
  listInvitations,
  registrationMode,
  REGISTRATION_CLOSED,
  requireUser,
  revokeInvitation,
} from '../auth/index.ts';
import { adminFirst } from './admin-first.ts';

/** The admin's invitation links, and the check a link's sign-up form makes (docs/accounts.md#invitations). */
export function invitationRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const tags: ApiTag[] = ['admin'];
  const adminOnly = { tags, security: SIGNED_IN };

  const list = {
    summary: 'The invitation links, the newest first (admins only)',
    ...adminOnly,
    response: { 200: z.array(invitationSchema), ...errorReplies(401, 403, 503) },
  };
  app.get('/admin/invitations', { schema: list, preValidation: adminFirst }, async (): Promise<Invitation[]> =>
    listInvitations(db),
  );

  const create = {
    summary: 'Makes an invitation link: the reply holds its code, shown this once (admins only)',
    ...adminOnly,
    body: createInvitationBodySchema,
    response: { 201: invitationSchema, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  app.post('/admin/invitations', { schema: create, preValidation: adminFirst }, async (request, reply) =>
    reply.status(201).send(await createInvitation(db, requireUser(request).id, request.body)),
  );

  const revoke = {
    summary: 'Withdraws an invitation link (admins only)',
    ...adminOnly,
    params: adminIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 503) },
  };
  app.delete('/admin/invitations/:id', { schema: revoke, preValidation: adminFirst }, async (request, reply) => {
    if (!(await revokeInvitation(db, request.params.id))) throw notFound(/*i18n*/ 'No such invitation');
    return reply.status(204).send();
  });

  const check = {
    summary: 'Whether an invitation link still works, and the profile it gives',
    tags,
    params: invitationCodeParamsSchema,
    response: { 200: invitationCheckSchema, ...errorReplies(400, 403, 404, 410, 503) },
  };
  app.get('/invitations/:code', { schema: check }, async (request): Promise<InvitationCheck> => {
    // A closed server takes no one, so its links are said not to work before anyone fills in the form.
    if ((await registrationMode(db, app.ctx.config)) === 'closed') throw new HttpError(403, REGISTRATION_CLOSED);
    const invitation = await checkInvitation(db, request.params.code);
    return { valid: true, profile: invitation.profile };
  });
}
