import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PasswordWork } from './password-work.ts';
import { verifyPassword } from './passwords.ts';
import { findPasswordHash } from './user-queries.ts';

export const INCORRECT_PASSWORD = /*i18n*/ 'Incorrect password';

/**
 * Checks the account password a request gives as proof (changing it, deleting the account, or opening a profile's
 * lock: docs/behaviour.md#profiles), counted like every hash check; a wrong one answers 403. `missing` is the
 * refusal when none was given, which costs no hash.
 */
export async function checkAccountPassword(
  db: Kysely<DB>,
  hashing: PasswordWork,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  password: string | undefined,
  missing: string,
): Promise<void> {
  if (password === undefined) throw new HttpError(403, missing);
  await hashing.admit(request, reply, userId);
  if (!(await verifyPassword(await findPasswordHash(db, userId), password))) throw new HttpError(403, INCORRECT_PASSWORD);
}
