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
import { errorReplies, NO_CONTENT, SIGNED_IN, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { isAdmin, requireAdmin, signInFirst } from '../auth/index.ts';
import { allowedEntries } from '../metadata/index.ts';
import { titleById } from '../title-refs/index.ts';
import { createMediaProber, NO_MEDIA_TOOLS } from '../playback/index.ts';
import { createIntroDetector } from '../intros/index.ts';
import { libraryFileAt, libraryFileCount, matchFileByHand, unmatchedFiles } from './library-queries.ts';
import { libraryTitles } from './library-title-queries.ts';
import { probeCounts } from './media-info-queries.ts';

const signedIn = { tags: ['library'] satisfies ApiTag[], security: SIGNED_IN };

/**
 * The library's routes (docs/behaviour.md#library):
 *   GET  /api/library          the films and shows the library holds, for anyone (a profile within its limit)
 *   GET  /api/library/status   the scan, the files it could not match, the media tools and how many files are
 *                              read: the server's owner only
 *   POST /api/library/rescan   scans now (answers at once; the status says when it is done): owner only
 *   PUT  /api/library/match    'Match…': a file is this title, remembered across scans: owner only
 */
export const libraryRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  readFilesInBackground(app);
  listRoute(app);
  ownerRoutes(app);
};

/** Probes the files and finds the series' intros after each scan, and stops when the app closes. */
function readFilesInBackground(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const tools = app.ctx.mediaTools;
  // What each file holds is read in the background, at start and after each scan, never holding up a reply.
  const prober = createMediaProber(db, app.ctx.config.mediaDir, tools, app.log);
  // So are a series' intros, by the audio its episodes share (docs/playback.md#intros).
  const { fpcalcPath, introDetection } = app.ctx.config.media;
  const intros = createIntroDetector(db, app.ctx.config.mediaDir, tools, { fpcalcPath, enabled: introDetection }, app.log);
  const stopFollowing = app.ctx.library.onScanned(() => {
    prober.wake();
    intros.wake();
  });
  app.addHook('onReady', async () => {
    prober.wake();
    intros.wake();
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    await Promise.all([prober.close(), intros.close()]);
  });
}

/** The scan's state, the unmatched files, the media tools and how many files are read. */
async function status(app: ApiApp): Promise<LibraryStatusReply> {
  const db = app.ctx.db.kysely;
  const tools = app.ctx.mediaTools;
  const scan = app.ctx.library.status();
  const [files, unmatched, probes] = await Promise.all([libraryFileCount(db), unmatchedFiles(db), probeCounts(db)]);
  return {
    scanning: scan.scanning,
    scanned_at: scan.scannedAt,
    files,
    error: scan.error,
    unmatched,
    skipped: scan.skipped,
    media_tools: {
      available: tools.available,
      version: tools.available ? tools.version : null,
      message: tools.available ? null : NO_MEDIA_TOOLS,
    },
    probes,
    media_dir: { setting: app.ctx.config.mediaDirSetting, path: app.ctx.config.mediaDir },
  };
}

/** GET /library: what the library holds, within the profile's limit. */
function listRoute(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const list = {
    summary: 'The films and shows in the library, the newest added first',
    tags: ['library'] satisfies ApiTag[],
    response: { 200: libraryReplySchema, ...errorReplies(503) },
  };
  // Visitors too where the players are open to them (LIBRARY_ACCESS=everyone): what plays is theirs to know before
  // they press Play (docs/behaviour.md#what-can-play). Where they are not, nothing plays for a visitor.
  app.get('/library', { schema: list }, async (request): Promise<LibraryReply> => {
    if (!request.user && app.ctx.config.libraryAccess === 'members') return { titles: [], manage: false };
    const source = app.ctx.metadata.source;
    const titles = await libraryTitles(db, source);
    // A limited profile sees only the titles within its limit (docs/behaviour.md#ratings); a visitor has none.
    const entries = titles.map((title) => ({ ...title, media_id: title.id, source }));
    const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
    const allowed = await allowedEntries(app.ctx.metadata, maxRank, entries);
    // Said here, where every screen reads the library already, so that no one else's screen asks for the owner's
    // status only to be refused it.
    const manage = isAdmin(request.user);
    return { titles: allowed.map(({ media_id: _id, source: _source, ...title }) => title), manage };
  });
}

/** The owner's routes: the status, a rescan and a match by hand. */
function ownerRoutes(app: ApiApp): void {
  const db = app.ctx.db.kysely;
  const readStatus = {
    summary: "The library scan's state and the files it could not match (the server's owner only)",
    ...signedIn,
    response: { 200: libraryStatusSchema, ...errorReplies(401, 403, 503) },
  };
  app.get('/library/status', { schema: readStatus }, async (request) => {
    await requireAdmin(request);
    return status(app);
  });

  const rescan = {
    summary: "Scans the library now; the reply is the state at once, the scan goes on (the server's owner only)",
    ...signedIn,
    response: { 202: libraryStatusSchema, ...errorReplies(401, 403, 503) },
  };
  app.post('/library/rescan', { schema: rescan }, async (request, reply) => {
    await requireAdmin(request);
    void app.ctx.library.rescan();
    return reply.status(202).send(await status(app));
  });

  const match = {
    summary: "Matches a library file to a title by hand, kept until the file changes (the server's owner only)",
    ...signedIn,
    body: libraryMatchBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 401, 403, 404, 413, 415, 503) },
  };
  app.put('/library/match', { schema: match, preValidation: signInFirst }, async (request, reply) => {
    await requireAdmin(request);
    const { path, media_type, id } = request.body;
    const file = await libraryFileAt(db, path);
    if (!file) throw notFound(/*i18n*/ 'No such file in the library');
    // A file's name says whether it is a film or an episode (with its season and episode): a title of the other
    // kind could not be played from it.
    if (file.mediaType !== media_type) {
      throw new HttpError(
        400,
        file.mediaType === 'tv'
          ? /*i18n*/ 'This file is an episode: choose a show'
          : /*i18n*/ 'This file is a film: choose a film',
      );
    }
    const title = await titleById(app.ctx.metadata, media_type, id);
    if (!title) throw notFound(/*i18n*/ 'Title not found');
    const { id: _id, ...shown } = title;
    if (!(await matchFileByHand(db, path, app.ctx.metadata.source, id, shown)))
      throw notFound(/*i18n*/ 'No such file in the library');
    return reply.status(204).send();
  });
}
