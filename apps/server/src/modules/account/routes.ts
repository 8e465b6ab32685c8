import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DATA_EXPORTS_PER_HOUR,
  DATA_IMPORTS_PER_HOUR,
  IMPORT_MAX_BYTES,
  exportDocumentSchema,
  importBodySchema,
  importResultSchema,
  type ImportResult,
} from '@marquee/core';
import { errorReplies, INPUT_CHECKED_BY_ROUTE, SIGNED_IN, type ApiTag } from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { fullProfileFirst, requireFullProfile, signInFirst } from '../auth/index.ts';
import { exportUserData } from './data-export.ts';
import { importUserData } from './data-import.ts';
import { readImportBody } from './import-reader.ts';

const HOUR_MS = 60 * 60_000;

/** Counted per account, whichever profile or address asks: a new address or profile gives no new turns. */
const perAccount = (max: number) => ({
  rateLimit: { max, timeWindow: HOUR_MS, keyGenerator: (request: FastifyRequest) => `account:${request.user?.id ?? ''}` },
});

/** Moving between installations (docs/behaviour.md#your-data): GET /api/export and POST /api/import. */
export const accountDataRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const sourceKeys = new Set(app.ctx.sources.map((s) => s.key));
  const tags: ApiTag[] = ['account'];
  await registerRateLimit(app, /*i18n*/ 'Too many exports or imports for this account. Please try again in an hour.');
  // The import's body is read by readImportBody in steps that leave other requests their turns, rather than by
  // Fastify's parser in one JSON.parse; in this plugin only, which holds no other route with a body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    // A body that says it is too large is refused before it is read (a compressed one is counted as it inflates).
    if (!request.headers['content-encoding'] && Number(request.headers['content-length']) > IMPORT_MAX_BYTES) {
      throw new HttpError(413, /*i18n*/ 'Request body is too large');
    }
    return readImportBody(payload, IMPORT_MAX_BYTES);
  });

  const exportSchema = {
    summary: 'Everything of the signed-in user, as a file to import elsewhere',
    tags,
    security: SIGNED_IN,
    response: { 200: exportDocumentSchema, ...errorReplies(401, 403, 429, 503) },
  };
  // exportUserData writes the document's text itself, in steps, to the import's own rules: the schema describes it.
  app.get(
    '/export',
    {
      schema: exportSchema,
      onRequest: [signInFirst, fullProfileFirst],
      config: perAccount(DATA_EXPORTS_PER_HOUR),
    },
    async (request, reply) => {
      const { exportedAt, text } = await exportUserData(db, requireFullProfile(request));
      reply.header('content-disposition', `attachment; filename="marquee-export-${exportedAt.slice(0, 10)}.json"`);
      // Text, which Fastify sends as it is: the reply's type (the document) is the schema's, for the description.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(text);
    },
  );

  const importSchema = {
    summary: 'Adds an export to the signed-in user: lists, history and preferences',
    tags,
    security: SIGNED_IN,
    body: importBodySchema,
    response: { 200: importResultSchema, ...errorReplies(400, 401, 403, 413, 415, 422, 429, 503) },
  };
  // The body is checked as it is read (readImportBody), with importBodySchema's rules: the schema describes it. The
  // sign-in, the profile and the account's limit come before any of it is read.
  app.post(
    '/import',
    {
      schema: importSchema,
      ...INPUT_CHECKED_BY_ROUTE,
      onRequest: [signInFirst, fullProfileFirst],
      bodyLimit: IMPORT_MAX_BYTES,
      config: perAccount(DATA_IMPORTS_PER_HOUR),
    },
    async (request): Promise<ImportResult> => {
      const user = requireFullProfile(request);
      // A request without a body never reaches the parser above: the schema refuses it as it would any other.
      const body = request.body ?? importBodySchema.parse(undefined);
      const imported = await importUserData(db, user.profile.id, body, sourceKeys);
      // Entries of another metadata source are looked for in this one after the reply (they show meanwhile as not found).
      void app.ctx.titleRefs.rematch(user.profile.id).catch(() => {});
      return { imported };
    },
  );
};
