import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES, exportDocumentSchema, importBodySchema, importResultSchema, type ImportResult } from '@marquee/core';
import { errorReplies, SIGNED_IN, UNCHECKED_REPLIES, type ApiTag } from '../../http/api-description.ts';
import { requireFullProfile, signInFirst } from '../auth/index.ts';
import { exportUserData } from './data-export.ts';
import { importUserData } from './data-import.ts';

/** Moving between installations (docs/behaviour.md#your-data): GET /api/export and POST /api/import. */
export const accountDataRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const sourceKeys = new Set(app.ctx.sources.map((s) => s.key));
  const tags: ApiTag[] = ['account'];

  const exportSchema = {
    summary: 'Everything of the signed-in user, as a file to import elsewhere',
    tags,
    security: SIGNED_IN,
    response: { 200: exportDocumentSchema, ...errorReplies(401, 403, 503) },
  };
  // exportUserData builds the document to the import's own rules; checking it against the schema again on the way
  // out would take longer than writing it (a long-time user's tens of thousands of entries, all on the event loop).
  app.get('/export', { schema: exportSchema, ...UNCHECKED_REPLIES }, async (request, reply) => {
    const data = await exportUserData(db, requireFullProfile(request));
    const day = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="marquee-export-${day}.json"`);
    return data;
  });

  const importSchema = {
    summary: 'Adds an export to the signed-in user: lists, history and preferences',
    tags,
    security: SIGNED_IN,
    body: importBodySchema,
    response: { 200: importResultSchema, ...errorReplies(400, 401, 403, 413, 415, 503) },
  };
  // An export of a long-time user is far above the app's 64 KB body limit; this route alone takes more.
  app.post(
    '/import',
    { schema: importSchema, preValidation: signInFirst, bodyLimit: IMPORT_MAX_BYTES },
    async (request): Promise<ImportResult> => {
      const user = requireFullProfile(request);
      const data = request.body;
      const imported = await db.transaction().execute((trx) => importUserData(trx, user.profile.id, data, sourceKeys));
      // Entries of another metadata source are looked for in this one after the reply (they show meanwhile as not found).
      void app.ctx.titleRefs.rematch(user.profile.id).catch(() => {});
      return { imported };
    },
  );
};
