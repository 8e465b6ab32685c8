import type { FastifyRequest } from 'fastify';
import { requireAdmin } from '../auth/index.ts';

/** preValidation hook of the admins' routes: a visitor gets 401 and anyone else 403 before the input is read. */
export async function adminFirst(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}
