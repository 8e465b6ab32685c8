import { stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { gatewayPathParamsSchema, isStyledSubtitleTrack, isTextSubtitleTrack, signedUrlQuerySchema } from '@marquee/core';
import { BINARY, contentReply, errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { INVALID_MEDIA_URL } from '../../lib/signed-urls.ts';
import { fontSubject, subtitleTrackSubject, type LibrarySearch } from '../downloads/index.ts';
import { createFontExtractor, FontExtractionError } from './font-extraction.ts';
import { createSubtitleExtractor, SubtitleExtractionError } from './subtitle-extraction.ts';
import { mediaInfoOf, NO_FFMPEG } from './playback-reply.ts';

/** A library file's own text subtitle tracks and attached fonts, for the players and the styled subtitle renderer. */

const SUBTITLES_BUSY = /*i18n*/ 'The server is busy reading other subtitles; try again shortly';

const streamNumber = z
  .string()
  .regex(/^\d{1,4}$/, /*i18n*/ 'index must be a stream number')
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

/** GET /media/subtitle-track/{path} and /media/font/{path}. */
export function trackRoutes(app: ApiApp, library: LibrarySearch): void {
  subtitleTrackRoute(app, library);
  fontRoute(app, library);
}

/** A text subtitle track, as WebVTT or ASS. */
function subtitleTrackRoute(app: ApiApp, library: LibrarySearch): void {
  const { urls, mediaTools: tools } = app.ctx;
  const { mediaDir } = library;
  const tags: ApiTag[] = ['playback'];
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
    const info = await mediaInfoOf(app, library, relativePath);
    const { index, format } = request.query;
    // Picture subtitles (PGS, VobSub, DVB) are no text FFmpeg can write as WebVTT.
    if (!info.subtitles.some((track) => track.index === index && isTextSubtitleTrack(track))) {
      throw notFound(/*i18n*/ 'No such text subtitle track in this file');
    }
    // Only ASS and SSA are ASS as they are; FFmpeg would make any other plain text look like it.
    if (format === 'ass' && !info.subtitles.some((track) => track.index === index && isStyledSubtitleTrack(track))) {
      throw notFound(/*i18n*/ 'No such styled (ASS/SSA) subtitle track in this file');
    }
    const file = path.join(mediaDir, relativePath);
    const stats = await stat(file).catch(() => null);
    if (!stats) throw notFound(/*i18n*/ 'No such file in the media library');
    try {
      const track = { path: relativePath, size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs), index };
      const extracted = await extractor.extract(file, track, format);
      if (extracted === 'busy') throw new HttpError(503, SUBTITLES_BUSY);
      if (extracted === 'too large') throw new HttpError(413, /*i18n*/ 'This subtitle track is too large');
      const type = format === 'ass' ? 'text/x-ssa; charset=utf-8' : 'text/vtt; charset=utf-8';
      return reply.type(type).header('cache-control', 'no-cache').send(extracted.text);
    } catch (error) {
      if (error instanceof SubtitleExtractionError)
        throw new HttpError(422, `${path.posix.basename(relativePath)}: ${error.message}`);
      throw error;
    }
  });
}

/** An attached font, as the file holds it. */
function fontRoute(app: ApiApp, library: LibrarySearch): void {
  const { urls, mediaTools: tools } = app.ctx;
  const { mediaDir } = library;
  const tags: ApiTag[] = ['playback'];
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
    const info = await mediaInfoOf(app, library, relativePath);
    const { index } = request.query;
    // Only what ffprobe read as a font: a cover picture or anything else attached is not served.
    const attached = info.fonts?.find((candidate) => candidate.index === index);
    if (!attached) throw notFound(/*i18n*/ 'No such font attached to this file');
    const file = path.join(mediaDir, relativePath);
    const stats = await stat(file).catch(() => null);
    if (!stats) throw notFound(/*i18n*/ 'No such file in the media library');
    try {
      const extracted = await fonts.extract(file, {
        path: relativePath,
        size: stats.size,
        mtimeMs: Math.trunc(stats.mtimeMs),
        index,
      });
      if (extracted === 'busy') throw new HttpError(503, SUBTITLES_BUSY);
      if (extracted === 'too large') throw new HttpError(413, /*i18n*/ 'This font is too large');
      // The file's version is in the cache's key, not the URL: a viewer's browser asks again each visit.
      return reply.type(attached.type).header('cache-control', 'private, no-cache').send(extracted.bytes);
    } catch (error) {
      if (error instanceof FontExtractionError)
        throw new HttpError(422, `${path.posix.basename(relativePath)}: ${error.message}`);
      throw error;
    }
  });
}
