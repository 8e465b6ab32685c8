import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DATA_IMPORTS_PER_HOUR,
  TITLE_IMPORT_MAX_BYTES,
  titleImportParamsSchema,
  titleImportQuerySchema,
  titleImportReplySchema,
  titleImportsReplySchema,
  type TitleImportReply,
  type TitleImportsReply,
} from '@marquee/core';
import { errorReplies, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { fullProfileFirst, requireFullProfile, signInFirst } from '../auth/index.ts';
import { createImport, profileImport, profileImports } from './import-rows.ts';
import { parseUpload } from './parse-upload.ts';

const HOUR_MS = 60 * 60_000;
const tags: ApiTag[] = ['account'];

/**
 * /api/title-imports (docs/behaviour.md#importing-from-other-services): a profile's watched films and episodes,
 * watchlist and ratings from another service's export file, matched and written in the background by the app's
 * worker (import-runner.ts), which also takes over the imports of a node that stopped.
 */
export const titleImportRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await registerRateLimit(app, /*i18n*/ 'Too many imports for this account. Please try again in an hour.');
  // The file as it is: a ZIP, CSV or JSON file, read by the route (upload-files.ts, core's parseImportFiles), and
  // nothing else (415): in this plugin only, which holds no other route with a body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: TITLE_IMPORT_MAX_BYTES },
    (_request: FastifyRequest, body: Buffer, done) => done(null, body),
  );

  uploadRoute(app);
  readRoutes(app);
};

function uploadRoute(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const upload = {
    summary: "Starts an import of another service's export file (the request's body, as application/octet-stream)",
    tags,
    security: SIGNED_IN,
    querystring: titleImportQuerySchema,
    response: {
      202: titleImportReplySchema.describe('The import, running in the background'),
      ...errorReplies(400, 401, 403, 409, 413, 415, 422, 429, 503),
    },
  };
  app.post(
    '/title-imports',
    {
      schema: upload,
      onRequest: [signInFirst, fullProfileFirst],
      bodyLimit: TITLE_IMPORT_MAX_BYTES,
      config: {
        rateLimit: {
          max: DATA_IMPORTS_PER_HOUR,
          timeWindow: HOUR_MS,
          keyGenerator: (request: FastifyRequest) => `account:${request.user?.id ?? ''}`,
        },
      },
    },
    async (request, reply): Promise<TitleImportReply> => {
      const user = requireFullProfile(request);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, /*i18n*/ 'Choose a file to import');
      const reading = await parseUpload(request.query.name, body);
      if (!reading.ok) throw new HttpError(reading.status, reading.error, reading.values);
      const created = await createImport(db, user.profile.id, {
        service: reading.service,
        name: request.query.name,
        total: reading.total,
        entries: reading.entries,
      });
      app.ctx.imports.begin(created.reply.id, created.lease);
      reply.code(202);
      return { import: created.reply };
    },
  );
}

function readRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const list = {
    summary: "The profile's latest imports from other services, newest first",
    tags,
    security: SIGNED_IN,
    response: { 200: titleImportsReplySchema, ...errorReplies(401, 403, 503) },
  };
  app.get('/title-imports', { schema: list, preValidation: signInFirst }, async (request): Promise<TitleImportsReply> => {
    const user = requireFullProfile(request);
    return { imports: await profileImports(db, user.profile.id) };
  });

  const one = {
    summary: "One of the profile's imports, with its progress and, once done, what it added and could not find",
    tags,
    security: SIGNED_IN,
    params: titleImportParamsSchema,
    response: { 200: titleImportReplySchema, ...errorReplies(400, 401, 403, 404, 503) },
  };
  app.get('/title-imports/:id', { schema: one, preValidation: signInFirst }, async (request): Promise<TitleImportReply> => {
    const user = requireFullProfile(request);
    const found = await profileImport(db, user.profile.id, request.params.id);
    if (!found) throw notFound(/*i18n*/ 'Import not found');
    return { import: found };
  });
}
