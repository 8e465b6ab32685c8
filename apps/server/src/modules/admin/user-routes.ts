import { z } from 'zod';
import { adminIdParamsSchema, adminUserChangeBodySchema, adminUserSchema, resetLinkSchema, type AdminUser } from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { createResetLink, deleteUser, requireUser } from '../auth/index.ts';
import { adminFirst } from './admin-first.ts';
import { changeAccount, findAccount, listAccounts } from './user-queries.ts';

const NOT_YOURSELF = /*i18n*/ 'You cannot turn off, demote or delete your own account here';
const CONFIGURED_ADMIN = /*i18n*/ 'This account is an admin by the server’s ADMIN_EMAILS setting: change that setting instead';

/**
 * The admin's list of accounts and what may be done to each (docs/accounts.md#admin).
 * An admin acts on other accounts only, so the server always keeps the admin acting: it cannot lose its last one.
 */
export function accountRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const { adminEmails } = app.ctx.config;
  const adminOnly = { tags: ['admin'] satisfies ApiTag[], security: SIGNED_IN };

  const list = {
    summary: 'Every account, the oldest first (admins only)',
    ...adminOnly,
    response: { 200: z.array(adminUserSchema), ...errorReplies(401, 403, 503) },
  };
  app.get('/admin/users', { schema: list, preValidation: adminFirst }, async (): Promise<AdminUser[]> =>
    listAccounts(db, adminEmails),
  );

  /** The account an admin acts on: not their own, and not one ADMIN_EMAILS makes an admin. */
  async function target(adminId: string, id: string) {
    if (adminId === id) throw new HttpError(403, NOT_YOURSELF);
    const account = await findAccount(db, id);
    if (!account) throw notFound(/*i18n*/ 'No such account');
    if (adminEmails.includes(account.email)) throw new HttpError(403, CONFIGURED_ADMIN);
    return account;
  }

  const change = {
    summary: 'Makes an account an admin or a member, or turns it off or on (admins only)',
    ...adminOnly,
    params: adminIdParamsSchema,
    body: adminUserChangeBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 413, 415, 503) },
  };
  app.patch('/admin/users/:id', { schema: change, preValidation: adminFirst }, async (request, reply) => {
    const account = await target(requireUser(request).id, request.params.id);
    await changeAccount(db, account.id, request.body);
    return reply.status(204).send();
  });

  const remove = {
    summary: 'Deletes an account and all its data (admins only)',
    ...adminOnly,
    params: adminIdParamsSchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 503) },
  };
  app.delete('/admin/users/:id', { schema: remove, preValidation: adminFirst }, async (request, reply) => {
    const account = await target(requireUser(request).id, request.params.id);
    await deleteUser(db, account.id);
    return reply.status(204).send();
  });

  const resetLink = {
    summary: "Makes a one-time link that sets an account's password, valid 24 hours (admins only)",
    ...adminOnly,
    params: adminIdParamsSchema,
    response: { 201: resetLinkSchema, ...errorReplies(400, 401, 403, 404, 503) },
  };
  app.post('/admin/users/:id/reset-link', { schema: resetLink, preValidation: adminFirst }, async (request, reply) => {
    const account = await target(requireUser(request).id, request.params.id);
    return reply.status(201).send(await createResetLink(db, account.id));
  });
}
