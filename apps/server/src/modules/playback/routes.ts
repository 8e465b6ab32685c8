import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  gatewayPathParamsSchema,
  playbackReplySchema,
  playbackRequestSchema,
  signedUrlQuerySchema,
  streamSessionSchema,
  streamStatusReplySchema,
  type PlaybackReply,
} from '@marquee/core';
import { BINARY, contentReply, errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { INVALID_MEDIA_URL, type UrlSigner } from '../../lib/signed-urls.ts';
import { isServedPath, playbackSubject, streamSubject, type LibrarySearch } from '../downloads/index.ts';
import { libraryFileAt } from '../library/index.ts';
import { streamArgs } from './ffmpeg-args.ts';
import { parseStreamParams, streamMethod, type StreamPlan } from './stream-plan.ts';
import { hardLimitMs } from './stream-sessions.ts';
import { streamStart, StreamStartError } from './stream-start.ts';
import { burnOf, pictureSubtitles, subtitleFileOf } from './picture-subtitles.ts';
import { directWithoutTools, mediaInfoOf, NO_FFMPEG, playbackAnswer } from './playback-reply.ts';
import { trackRoutes } from './track-routes.ts';

/**
 * Playback of the library's files (docs/playback.md#the-server):
 *   POST /api/media/playback/{path}        how this browser plays the file: direct, remux or transcode, and where
 *   GET  /api/media/stream/{path}          the converted stream, progressive fragmented MP4 from `start`
 *   GET  /api/media/stream-start/{path}    where that stream really starts when asked for `start`
 *   GET  /api/media/stream-status/{session} how the player's conversion keeps up
 *   GET  /api/media/subtitle-track/{path}?index={n}   one of the file's own text subtitle tracks, as WebVTT;
 *        &format=ass: a styled (ASS/SSA) one as ASS, for the renderer that draws it
 *   GET  /api/media/font/{path}?index={n}   a font attached to the file, for that renderer
 * Picture subtitles play drawn into a transcode (picture-subtitles.ts).
 * All but the status take only the signed URLs the server issued (the local player's page, then the POST's reply).
 */

/** The stream's plan as its URL carries it, and the signature; `start` and `session` are the player's own. */
const streamQuerySchema = signedUrlQuerySchema.extend({
  v: z.string().max(64).describe("The video's fate: copied, or converted to H.264 at a height and bitrate"),
  a: z.string().max(64).describe("The audio track's fate: copied, converted to AAC, or none"),
  s: z
    .string()
    .max(300)
    .optional()
    .describe('The picture subtitles drawn into the video: a track of the file, or a file beside it'),
  start: z.coerce.number().min(0).lt(1_000_000).default(0).describe('Where in the file the stream starts, in seconds'),
});
const streamRequestQuerySchema = streamQuerySchema.extend({
  session: streamSessionSchema.optional().describe("The player's id: a new stream with it ends its previous one (a seek)"),
});

const playbackQuerySchema = signedUrlQuerySchema.extend({
  session: streamSessionSchema
    .optional()
    .describe("The player's id, when its stream runs: that conversion does not count against the node's limit"),
});

export const playbackRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { mediaDir } = app.ctx.config;
  const library: LibrarySearch = { mediaDir, db: app.ctx.db.kysely, source: app.ctx.metadata.source };
  playbackRoute(app, library);
  streamRoutes(app, library);
  trackRoutes(app, library);
  statusRoute(app);
};

const tags: ApiTag[] = ['playback'];

/** POST /media/playback/{path}: how this browser plays the file. */
function playbackRoute(app: ApiApp, library: LibrarySearch): void {
  const { urls, mediaTools: tools } = app.ctx;
  const { mediaDir } = library;
  const playback = {
    summary: 'How this browser plays a library file: directly, remuxed or transcoded, and the address to load',
    tags,
    params: gatewayPathParamsSchema,
    querystring: playbackQuerySchema,
    body: playbackRequestSchema,
    response: { 200: playbackReplySchema, ...errorReplies(400, 403, 404, 422, 503) },
  };
  app.post('/media/playback/*', { schema: playback }, async (request): Promise<PlaybackReply> => {
    const relativePath = request.params['*'];
    // Only as the local player's page was given it, within the profile's limit (media-urls.ts).
    if (!urls.verify(playbackSubject(relativePath), request.query)) throw new HttpError(403, INVALID_MEDIA_URL);
    if (!tools.available) {
      if (!(await isServedPath(library, relativePath))) throw notFound(/*i18n*/ 'No such file in the media library');
      return directWithoutTools(urls, relativePath);
    }
    const info = await mediaInfoOf(app, library, relativePath);
    // The subtitle files beside it, as the scan found them (none for a file it has not seen yet).
    const sidecars = (await libraryFileAt(app.ctx.db.kysely, relativePath))?.subtitles ?? [];
    const offered = pictureSubtitles(info, sidecars, app.ctx.config.libraryLanguage);
    const burn = await burnOf(mediaDir, relativePath, offered, request.body.choice.subtitle);
    return {
      ...playbackAnswer(app, relativePath, info, request.body, request.query.session, burn),
      picture_subtitles: offered.map(({ burn: _, ...shown }) => shown),
    };
  });
}

/** The signed stream URL's plan, or 403 for a URL the server did not issue. */
function signedPlan(urls: UrlSigner, relativePath: string, query: z.infer<typeof streamQuerySchema>): StreamPlan {
  const params = { v: query.v, a: query.a, ...(query.s === undefined ? {} : { s: query.s }) };
  const plan = urls.verify(streamSubject(relativePath, params), query) ? parseStreamParams(params) : null;
  if (!plan) throw new HttpError(403, INVALID_MEDIA_URL);
  return plan;
}

/** GET /media/stream/{path} and /media/stream-start/{path}: the converted stream, and where it really starts. */
function streamRoutes(app: ApiApp, library: LibrarySearch): void {
  const { urls, mediaTools: tools, streams } = app.ctx;
  const { mediaDir } = library;
  const stream = {
    summary: 'A library file converted as its playback answer said, as fragmented MP4 from `start`',
    tags,
    params: gatewayPathParamsSchema,
    querystring: streamRequestQuerySchema,
    response: {
      200: contentReply('The stream, as FFmpeg writes it (no length)', { 'video/mp4': BINARY }),
      ...errorReplies(400, 403, 404, 422, 503),
    },
  };
  app.get('/media/stream/*', { schema: stream }, async (request, reply) => {
    const relativePath = request.params['*'];
    const plan = signedPlan(urls, relativePath, request.query);
    if (!tools.available) throw new HttpError(503, NO_FFMPEG);
    const info = await mediaInfoOf(app, library, relativePath);
    const { start } = request.query;
    const file = path.join(mediaDir, relativePath);
    const subtitleFile = plan.subtitle ? await subtitleFileOf(mediaDir, relativePath, plan.subtitle) : undefined;
    // The response closing before it is sent: the viewer left while FFmpeg started.
    const viewerGone = new AbortController();
    reply.raw.once('close', () => viewerGone.abort());
    const output = await streams.open({
      session: request.query.session ?? randomUUID(),
      method: streamMethod(plan),
      args: (hwaccel) =>
        streamArgs({
          file,
          plan,
          start,
          sourceCodec: info.video?.codec ?? 'unknown',
          sourceAudioCodec: info.audio.find((track) => track.index === plan.audio?.index)?.codec ?? 'unknown',
          hwaccel,
          ...(info.video ? { sourceSize: { width: info.video.width, height: info.video.height } } : {}),
          ...(subtitleFile ? { subtitleFile } : {}),
        }),
      hwaccel: tools.hwaccel,
      start,
      fileName: path.posix.basename(relativePath),
      hardLimitMs: hardLimitMs(info.duration, start),
      cancelled: viewerGone.signal,
    });
    return reply.type('video/mp4').header('cache-control', 'no-store').send(output);
  });

  const start = {
    summary: 'Where a converted stream asked to start at `start` really starts (copied video starts at a keyframe)',
    tags,
    params: gatewayPathParamsSchema,
    querystring: streamQuerySchema,
    response: { 200: z.object({ start: z.number() }), ...errorReplies(400, 403, 404, 422, 503) },
  };
  app.get('/media/stream-start/*', { schema: start }, async (request) => {
    const relativePath = request.params['*'];
    const plan = signedPlan(urls, relativePath, request.query);
    if (!tools.available) throw new HttpError(503, NO_FFMPEG);
    if (!(await isServedPath(library, relativePath))) throw notFound(/*i18n*/ 'No such file in the media library');
    try {
      return { start: await streamStart(tools, path.join(mediaDir, relativePath), plan, request.query.start) };
    } catch (error) {
      if (error instanceof StreamStartError) throw new HttpError(422, `${path.posix.basename(relativePath)}: ${error.message}`);
      throw error;
    }
  });
}

/** GET /media/stream-status/{session}. */
function statusRoute(app: ApiApp): void {
  const { streams } = app.ctx;
  const status = {
    summary: "How the player's conversion keeps up: its speed against real time",
    tags,
    params: z.strictObject({ session: streamSessionSchema }),
    response: { 200: streamStatusReplySchema, ...errorReplies(400, 404) },
  };
  app.get('/media/stream-status/:session', { schema: status }, async (request) => {
    const found = await streams.status(request.params.session);
    if (!found) throw notFound(/*i18n*/ 'No conversion runs for this player');
    return found;
  });
}
