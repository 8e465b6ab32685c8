import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  libraryMatchBodySchema,
  libraryReplySchema,
  libraryStatusSchema,
  profileMaxRank,
  type LibraryReply,
  type LibraryStatusReply,
} from '@marquee/core';
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requireServerOwner, requireUser, signInFirst } from '../auth/index.ts';
import { allowedEntries } from '../metadata/index.ts';
import { titleById } from '../title-refs/index.ts';
import { libraryFileAt, libraryFileCount, libraryTitles, matchFileByHand, unmatchedFiles } from './library-queries.ts';

/**
 * The library's routes (docs/behaviour.md#library):
 *   GET  /api/library          the films and shows the library holds, for any signed-in profile (within its limit)
 *   GET  /api/library/status   the scan, and the files it could not match: the server's owner only
 *   POST /api/library/rescan   scans now (answers at once; the status says when it is done): owner only
 *   PUT  /api/library/match    'Match…': a file is this title, remembered across scans: owner only
 */
export const libraryRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db.kysely;
  const { adminEmails } = app.ctx.config;
  const signedIn = { tags: ['library'] satisfies ApiTag[], security: SIGNED_IN };

  async function status(): Promise<LibraryStatusReply> {
    const scan = app.ctx.library.status();
    const [files, unmatched] = await Promise.all([libraryFileCount(db), unmatchedFiles(db)]);
    return { scanning: scan.scanning, scanned_at: scan.scannedAt, files, error: scan.error, unmatched, skipped: scan.skipped };
  }

  const list = {
    summary: 'The films and shows in the library, the newest added first',
    ...signedIn,
    response: { 200: libraryReplySchema, ...errorReplies(401, 503) },
  };
  app.get('/library', { schema: list }, async (request): Promise<LibraryReply> => {
    const user = requireUser(request);
    const source = app.ctx.metadata.source;
    const titles = await libraryTitles(db, source);
    // A limited profile sees only the titles within its limit (docs/behaviour.md#ratings).
    const entries = titles.map((title) => ({ ...title, media_id: title.id, source }));
    const allowed = await allowedEntries(app.ctx.metadata, profileMaxRank(user.profile), entries);
    return { titles: allowed.map(({ media_id: _id, source: _source, ...title }) => title) };
  });

  const readStatus = {
    summary: "The library scan's state and the files it could not match (the server's owner only)",
    ...signedIn,
    response: { 200: libraryStatusSchema, ...errorReplies(401, 403, 503) },
  };
  app.get('/library/status', { schema: readStatus }, async (request) => {
    await requireServerOwner(db, adminEmails, requireUser(request));
    return status();
  });

  const rescan = {
    summary: "Scans the library now; the reply is the state at once, the scan goes on (the server's owner only)",
    ...signedIn,
    response: { 202: libraryStatusSchema, ...errorReplies(401, 403, 503) },
  };
  app.post('/library/rescan', { schema: rescan }, async (request, reply) => {
    await requireServerOwner(db, adminEmails, requireUser(request));
    void app.ctx.library.rescan();
    return reply.status(202).send(await status());
  });

  const match = {
    summary: "Matches a library file to a title by hand, kept until the file changes (the server's owner only)",
    ...signedIn,
    body: libraryMatchBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 413, 415, 503) },
  };
  app.put('/library/match', { schema: match, preValidation: signInFirst }, async (request, reply) => {
    await requireServerOwner(db, adminEmails, requireUser(request));
    const { path, media_type, id } = request.body;
    const file = await libraryFileAt(db, path);
    if (!file) throw notFound('No such file in the library');
    // A file's name says whether it is a film or an episode (with its season and episode): a title of the other
    // kind could not be played from it.
    if (file.mediaType !== media_type) {
      throw new HttpError(
        400,
        file.mediaType === 'tv' ? 'This file is an episode: choose a show' : 'This file is a film: choose a film',
      );
    }
    const title = await titleById(app.ctx.metadata, media_type, id);
    if (!title) throw notFound('Title not found');
    const { id: _id, ...shown } = title;
    if (!(await matchFileByHand(db, path, app.ctx.metadata.source, id, shown))) throw notFound('No such file in the library');
    return reply.status(204).send();
  });
};
