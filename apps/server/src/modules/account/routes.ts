import type { FastifyPluginAsync } from 'fastify';
import { IMPORT_MAX_BYTES, importBodySchema, type ExportDocument, type ImportResult } from '@marquee/core';
import { parse } from '../../http/errors.ts';
import { requireUser } from '../auth/index.ts';
import { exportUserData } from './data-export.ts';
import { importUserData } from './data-import.ts';

/** Moving between installations (docs/behaviour.md#your-data): GET /api/export and POST /api/import. */
export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  const db = app.ctx.db.kysely;
  const sourceKeys = new Set(app.ctx.sources.map((s) => s.key));

  app.get('/export', async (request, reply): Promise<ExportDocument> => {
    const data = await exportUserData(db, requireUser(request));
    const day = data.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="marquee-export-${day}.json"`);
    return data;
  });

  // An export of a long-time user is far above the app's 64 KB body limit; this route alone takes more.
  app.post('/import', { bodyLimit: IMPORT_MAX_BYTES }, async (request): Promise<ImportResult> => {
    const user = requireUser(request);
    const data = parse(importBodySchema, request.body);
    const imported = await db.transaction().execute((trx) => importUserData(trx, user.id, data, sourceKeys));
    return { imported };
  });
};
