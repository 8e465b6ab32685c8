import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  audioTrackLabel,
  chapterSkip,
  containerLabel,
  decidePlayback,
  defaultAudioTrack,
  gatewayPathParamsSchema,
  isStyledSubtitleTrack,
  isTextSubtitleTrack,
  playbackReplySchema,
  playbackRequestSchema,
  qualitiesFor,
  signedUrlQuerySchema,
  streamSessionSchema,
  streamStatusReplySchema,
  type MediaContainer,
  type MediaInfo,
  type PlaybackPlan,
  type PlaybackReply,
  type PlaybackRequest,
  type SubtitleBurn,
} from '@marquee/core';
import { BINARY, contentReply, errorReplies, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { INVALID_MEDIA_URL } from '../../lib/signed-urls.ts';
import {
  fontSubject,
  isServedPath,
  mediaFileUrl,
  playbackSubject,
  streamSubject,
  streamUrl,
  subtitleTrackSubject,
  type LibrarySearch,
} from '../downloads/index.ts';
import { libraryFileAt } from '../library/index.ts';
import { streamArgs } from './ffmpeg-args.ts';
import { createFontExtractor, FontExtractionError } from './font-extraction.ts';
import { libraryMediaInfo } from './media-info.ts';
import { ProbeError } from './media-probe.ts';
import { parseStreamParams, streamMethod, streamParams, type StreamPlan } from './stream-plan.ts';
import { BUSY, hardLimitMs } from './stream-sessions.ts';
import { streamStart, StreamStartError } from './stream-start.ts';
import { createSubtitleExtractor, SubtitleExtractionError } from './subtitle-extraction.ts';
import { burnOf, pictureSubtitles, subtitleFileOf } from './picture-subtitles.ts';

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

/** Without FFmpeg nothing is probed nor converted: the browser gets the file as it is. */
export const NO_FFMPEG = "FFmpeg isn't installed on this server: only direct play is available";
const SUBTITLES_BUSY = 'The server is busy reading other subtitles; try again shortly';
const BUSY_DIRECT = 'The server is busy converting other films: playing the file as it is';

/** A file's container as its extension names it, for the plan's words when nothing probed it. */
const CONTAINER_OF_EXTENSION: Record<string, MediaContainer> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'quicktime',
  mkv: 'matroska',
  webm: 'webm',
  avi: 'avi',
  wmv: 'asf',
  flv: 'flv',
  ts: 'mpeg-ts',
  m2ts: 'mpeg-ts',
  mts: 'mpeg-ts',
  mpg: 'mpeg-ps',
  mpeg: 'mpeg-ps',
  ogv: 'ogg',
};

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

const streamNumber = z
  .string()
  .regex(/^\d{1,4}$/, 'index must be a stream number')
  .transform(Number);

const subtitleTrackQuerySchema = signedUrlQuerySchema.extend({
  index: streamNumber.describe("The subtitle track's stream number in the file, as ffprobe numbers it"),
  format: z
    .enum(['vtt', 'ass'])
    .default('vtt')
    .describe('WebVTT (any text track), or ASS as the file holds it (an ASS/SSA track, for the styled renderer)'),
});

const fontQuerySchema = signedUrlQuerySchema.extend({
  index: streamNumber.describe("The attachment's stream number in the file, as ffprobe numbers it"),
});

const playbackQuerySchema = signedUrlQuerySchema.extend({
  session: streamSessionSchema
    .optional()
    .describe("The player's id, when its stream runs: that conversion does not count against the node's limit"),
});

export const playbackRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { urls, mediaTools: tools, streams } = app.ctx;
  const { mediaDir } = app.ctx.config;
  const library: LibrarySearch = { mediaDir, db: app.ctx.db.kysely, source: app.ctx.metadata.source };
  const tags: ApiTag[] = ['playback'];

  /** What the file holds; 404 for a path the file route would not serve, 422 naming a file that can't be read. */
  async function mediaInfoOf(relativePath: string): Promise<MediaInfo> {
    if (!(await isServedPath(library, relativePath))) throw notFound('No such file in the media library');
    const info = await libraryMediaInfo(tools, mediaDir, relativePath, app.ctx.db.kysely);
    if (info instanceof ProbeError) throw new HttpError(422, `${path.posix.basename(relativePath)}: ${info.message}`);
    return info;
  }

  /** The signed stream URL's plan, or 403 for a URL the server did not issue. */
  function signedPlan(relativePath: string, query: z.infer<typeof streamQuerySchema>): StreamPlan {
    const params = { v: query.v, a: query.a, ...(query.s === undefined ? {} : { s: query.s }) };
    const plan = urls.verify(streamSubject(relativePath, params), query) ? parseStreamParams(params) : null;
    if (!plan) throw new HttpError(403, INVALID_MEDIA_URL);
    return plan;
  }

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
      if (!(await isServedPath(library, relativePath))) throw notFound('No such file in the media library');
      return directWithoutTools(relativePath);
    }
    const info = await mediaInfoOf(relativePath);
    // The subtitle files beside it, as the scan found them (none for a file it has not seen yet).
    const sidecars = (await libraryFileAt(app.ctx.db.kysely, relativePath))?.subtitles ?? [];
    const offered = pictureSubtitles(info, sidecars, app.ctx.config.libraryLanguage);
    const burn = await burnOf(mediaDir, relativePath, offered, request.body.choice.subtitle);
    return {
      ...answer(relativePath, info, request.body, request.query.session, burn),
      picture_subtitles: offered.map(({ burn: _, ...shown }) => shown),
    };
  });

  function answer(
    relativePath: string,
    info: MediaInfo,
    body: PlaybackRequest,
    session: string | undefined,
    burn: SubtitleBurn | null,
  ): Omit<PlaybackReply, 'picture_subtitles'> {
    const audio = body.choice.audio ?? defaultAudioTrack(info, body.audio_language)?.index ?? null;
    let quality = body.choice.quality;
    let plan = decidePlayback(info, body.browser, { audio, quality }, burn);
    if ('error' in plan) throw new HttpError(422, `${path.posix.basename(relativePath)}: ${plan.error}`);
    // The player's own stream, which its next one replaces, leaves its place to it.
    const running = streams.count - (session !== undefined && streams.has(session) ? 1 : 0);
    if (plan.method !== 'direct' && running >= tools.maxTranscodes) {
      // No conversion free on this node: the original, if this browser plays it as it is, rather than nothing.
      const original = decidePlayback(info, body.browser, { audio: null, quality: 'original' });
      if ('error' in original || original.method !== 'direct') throw new HttpError(503, BUSY);
      plan = { ...original, reasons: [BUSY_DIRECT, ...original.reasons] };
      quality = 'original';
    }
    return {
      plan,
      url: plan.method === 'direct' ? mediaFileUrl(urls, relativePath) : streamUrl(urls, relativePath, paramsOf(plan)),
      duration: info.duration,
      audio_tracks: info.audio.map((track) => ({ index: track.index, label: audioTrackLabel(track), language: track.language })),
      audio: plan.audio?.index ?? null,
      quality,
      qualities: qualitiesFor(info),
      chapters: info.chapters.map((chapter) => ({ ...chapter, skip: chapterSkip(chapter.title) })),
      // None when the server was too busy to convert, and played the file as it is.
      subtitle: plan.subtitle ? (body.choice.subtitle ?? null) : null,
    };
  }

  function directWithoutTools(relativePath: string): PlaybackReply {
    const extension = path.posix.extname(relativePath).slice(1).toLowerCase();
    const container = containerLabel(CONTAINER_OF_EXTENSION[extension] ?? 'other');
    return {
      plan: {
        method: 'direct',
        video: null,
        audio: null,
        reasons: [NO_FFMPEG],
        source: container,
        delivered: container,
        codecs: null,
      },
      url: mediaFileUrl(urls, relativePath),
      duration: null,
      audio_tracks: [],
      audio: null,
      quality: 'original',
      qualities: ['original'],
      chapters: [],
      picture_subtitles: [],
      subtitle: null,
    };
  }

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
    const plan = signedPlan(relativePath, request.query);
    if (!tools.available) throw new HttpError(503, NO_FFMPEG);
    const info = await mediaInfoOf(relativePath);
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
    const plan = signedPlan(relativePath, request.query);
    if (!tools.available) throw new HttpError(503, NO_FFMPEG);
    if (!(await isServedPath(library, relativePath))) throw notFound('No such file in the media library');
    try {
      return { start: await streamStart(tools, path.join(mediaDir, relativePath), plan, request.query.start) };
    } catch (error) {
      if (error instanceof StreamStartError) throw new HttpError(422, `${path.posix.basename(relativePath)}: ${error.message}`);
      throw error;
    }
  });

  const extractor = createSubtitleExtractor(tools, app.ctx.config.cacheDir);
  const subtitleTrack = {
    summary:
      "One of a library file's own text subtitle tracks (SubRip, ASS/SSA, MP4 timed text, WebVTT) as WebVTT, or an ASS/SSA one as ASS",
    tags,
    params: gatewayPathParamsSchema,
    querystring: subtitleTrackQuerySchema,
    response: {
      200: contentReply('The track, as FFmpeg writes WebVTT or ASS', { 'text/vtt': z.string(), 'text/x-ssa': z.string() }),
      ...errorReplies(400, 403, 404, 413, 422, 503),
    },
  };
  app.get('/media/subtitle-track/*', { schema: subtitleTrack }, async (request, reply) => {
    const relativePath = request.params['*'];
    if (!urls.verify(subtitleTrackSubject(relativePath), request.query)) throw new HttpError(403, INVALID_MEDIA_URL);
    if (!tools.available) throw new HttpError(503, NO_FFMPEG);
    const info = await mediaInfoOf(relativePath);
    const { index, format } = request.query;
    // Picture subtitles (PGS, VobSub, DVB) are no text FFmpeg can write as WebVTT.
    if (!info.subtitles.some((track) => track.index === index && isTextSubtitleTrack(track))) {
      throw notFound('No such text subtitle track in this file');
    }
    // Only ASS and SSA are ASS as they are; FFmpeg would make any other plain text look like it.
    if (format === 'ass' && !info.subtitles.some((track) => track.index === index && isStyledSubtitleTrack(track))) {
      throw notFound('No such styled (ASS/SSA) subtitle track in this file');
    }
    const file = path.join(mediaDir, relativePath);
    const stats = await stat(file).catch(() => null);
    if (!stats) throw notFound('No such file in the media library');
    try {
      const track = { path: relativePath, size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs), index };
      const extracted = await extractor.extract(file, track, format);
      if (extracted === 'busy') throw new HttpError(503, SUBTITLES_BUSY);
      if (extracted === 'too large') throw new HttpError(413, 'This subtitle track is too large');
      const type = format === 'ass' ? 'text/x-ssa; charset=utf-8' : 'text/vtt; charset=utf-8';
      return reply.type(type).header('cache-control', 'no-cache').send(extracted.text);
    } catch (error) {
      if (error instanceof SubtitleExtractionError)
        throw new HttpError(422, `${path.posix.basename(relativePath)}: ${error.message}`);
      throw error;
    }
  });

  const fonts = createFontExtractor(tools, app.ctx.config.cacheDir);
  const font = {
    summary: "A font attached to a library file (Matroska), for the renderer of the file's styled subtitles",
    tags,
    params: gatewayPathParamsSchema,
    querystring: fontQuerySchema,
    response: {
      200: contentReply('The font, as attached', { 'font/*': BINARY }),
      ...errorReplies(400, 403, 404, 413, 422, 503),
    },
  };
  app.get('/media/font/*', { schema: font }, async (request, reply) => {
    const relativePath = request.params['*'];
    if (!urls.verify(fontSubject(relativePath), request.query)) throw new HttpError(403, INVALID_MEDIA_URL);
    if (!tools.available) throw new HttpError(503, NO_FFMPEG);
    const info = await mediaInfoOf(relativePath);
    const { index } = request.query;
    // Only what ffprobe read as a font: a cover picture or anything else attached is not served.
    const attached = info.fonts?.find((candidate) => candidate.index === index);
    if (!attached) throw notFound('No such font attached to this file');
    const file = path.join(mediaDir, relativePath);
    const stats = await stat(file).catch(() => null);
    if (!stats) throw notFound('No such file in the media library');
    try {
      const extracted = await fonts.extract(file, {
        path: relativePath,
        size: stats.size,
        mtimeMs: Math.trunc(stats.mtimeMs),
        index,
      });
      if (extracted === 'busy') throw new HttpError(503, SUBTITLES_BUSY);
      if (extracted === 'too large') throw new HttpError(413, 'This font is too large');
      // The file's version is in the cache's key, not the URL: a viewer's browser asks again each visit.
      return reply.type(attached.type).header('cache-control', 'private, no-cache').send(extracted.bytes);
    } catch (error) {
      if (error instanceof FontExtractionError)
        throw new HttpError(422, `${path.posix.basename(relativePath)}: ${error.message}`);
      throw error;
    }
  });

  const status = {
    summary: "How the player's conversion keeps up: its speed against real time",
    tags,
    params: z.strictObject({ session: streamSessionSchema }),
    response: { 200: streamStatusReplySchema, ...errorReplies(400, 404) },
  };
  app.get('/media/stream-status/:session', { schema: status }, async (request) => {
    const found = await streams.status(request.params.session);
    if (!found) throw notFound('No conversion runs for this player');
    return found;
  });
};

const paramsOf = (plan: PlaybackPlan) => {
  if (plan.video === null) throw new HttpError(422, 'This file has no video to play');
  return streamParams({ video: plan.video, audio: plan.audio, ...(plan.subtitle ? { subtitle: plan.subtitle } : {}) });
};
