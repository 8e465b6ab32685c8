import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError, unauthorized } from '../../http/errors.ts';
import { ADMINS_ONLY, isAdmin } from '../auth/index.ts';

/** preValidation hook of the admins' routes: a visitor gets 401 and anyone else 403 before the input is read. */
export function adminFirst(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (!request.user) return done(unauthorized('Please sign in'));
  if (!isAdmin(request.user)) return done(new HttpError(403, ADMINS_ONLY));
  done();
}
