import { z } from 'zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  downloadReplySchema,
  gatewayPathParamsSchema,
  mediaFileQuerySchema,
  signedUrlQuerySchema,
  movieDownloadParamsSchema,
  profileMaxRank,
  srtToVtt,
  SUBTITLE_MAX_BYTES,
  tvDownloadParamsSchema,
  type DownloadReply,
  type DownloadVersion,
} from '@marquee/core';
import { BINARY, contentReply, errorReplies, type ApiTag } from '../../http/api-description.ts';
import { librarySubtitleAt, openLibraryFile, readLibraryFileStart, sendLibraryFile } from '../library/index.ts';
import { errorHandler, HttpError, notFound } from '../../http/errors.ts';
import { INVALID_MEDIA_URL } from '../../lib/signed-urls.ts';
import { registerGatewayRateLimit } from '../../http/rate-limits.ts';
import { NOT_ON_THIS_PROFILE, titleAllowed } from '../metadata/index.ts';
import { libraryReply } from './library-replies.ts';
import { fileSubject, mediaFileUrl, subtitleSubject } from './media-urls.ts';
import { findLibraryFiles, isPlausiblePath, isServedPath, type LibraryRef, type LibrarySearch } from './media-library.ts';
import { fetchUpstreamReply } from './upstream-downloads.ts';

/**
 * The downloads gateway (docs/behaviour.md#one-origin), with the paths of docs/behaviour.md#downloads under /api:
 *   GET /api/download/movie/{version}/{id}
 *   GET /api/download/tv/{version}/{id}/{season}/{episode}
 * With DOWNLOAD_API_URL the request goes to that service; otherwise the local media library answers. Either way
 * the reply is the version's JSON shape, or `null` when the version has nothing (the service failed or answered
 * not-OK, or the library has no file), which the download dialog shows as 'Not available ATM'.
 *
 * GET /api/media/file/{path} serves the library's files, with HTTP range requests (seeking, resumed downloads);
 * `?download` adds Content-Disposition: attachment. It and GET /api/media/subtitle/{path} take only the signed URLs
 * the limit-checked routes issue (media-urls.ts): a URL made by hand answers 403.
 */
export const downloadRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { mediaDir, downloadApiUrl } = app.ctx.config;
  const tags: ApiTag[] = ['downloads'];
  const downloadReply = { 200: downloadReplySchema.nullable(), ...errorReplies(400, 403, 429, 503) };
  const { urls } = app.ctx;
  const library: LibrarySearch = { mediaDir, db: app.ctx.db.kysely, source: app.ctx.metadata.source };

  // The links are the download service's to spend (or the library's to look up), as the other gateways' are.
  const perAddressLimit = await registerGatewayRateLimit(app);

  // The file sender's errors carry headers the app's handler would drop: a 416 says `Content-Range: bytes */{size}`.
  app.setErrorHandler<Error & { headers?: Record<string, string> }>((error, request, reply) => {
    if (error.headers) reply.headers(error.headers);
    return errorHandler(error, request, reply);
  });

  async function answer(request: FastifyRequest, version: DownloadVersion, ref: LibraryRef): Promise<DownloadReply | null> {
    // A limited profile gets no download of a title above its limit (docs/behaviour.md#ratings).
    const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
    if (!(await titleAllowed(app.ctx.metadata, maxRank, ref.mediaType, ref.id))) throw new HttpError(403, NOT_ON_THIS_PROFILE);
    if (downloadApiUrl) return fetchUpstreamReply(downloadApiUrl, servicePath(version, ref), request.log);
    const files = await findLibraryFiles(library, ref);
    // Absolute links: v1's availability rule only accepts links starting with http (docs/behaviour.md#downloads).
    const origin = `${request.protocol}://${request.host}`;
    return libraryReply(version, ref, files, (file) => `${origin}${mediaFileUrl(urls, file.relativePath, { download: true })}`);
  }

  const movie = {
    summary: "A film's download links in one version's shape",
    tags,
    params: movieDownloadParamsSchema,
    response: downloadReply,
  };
  app.get('/download/movie/:version/:id', { schema: movie, config: perAddressLimit }, async (request) => {
    const { version, id } = request.params;
    return answer(request, version, { mediaType: 'movie', id });
  });

  const episode = {
    summary: "An episode's download links in one version's shape",
    tags,
    params: tvDownloadParamsSchema,
    response: downloadReply,
  };
  app.get('/download/tv/:version/:id/:season/:episode', { schema: episode, config: perAddressLimit }, async (request) => {
    const { version, id, season, episode } = request.params;
    return answer(request, version, { mediaType: 'tv', id, season, episode });
  });

  const file = {
    summary: 'A file of the media library, with range requests',
    tags,
    params: gatewayPathParamsSchema,
    querystring: mediaFileQuerySchema,
    response: {
      200: contentReply('The file', { 'video/*': BINARY }),
      206: contentReply('The range asked for (Range header)', { 'video/*': BINARY }),
      ...errorReplies(403, 404, 416, 503),
    },
  };
  app.get('/media/file/*', { schema: file }, async (request, reply) => {
    const relativePath = request.params['*'];
    // Only as the download links and the local player issued it (media-urls.ts), so within the profile's limit.
    if (!urls.verify(fileSubject(relativePath), request.query)) throw new HttpError(403, INVALID_MEDIA_URL);
    const opened = (await isServedPath(library, relativePath)) ? await openLibraryFile(mediaDir, relativePath) : null;
    if (!opened) throw notFound('No such file in the media library');
    // 'movie-550.mp4', 'tv-1399-s01e01.mp4': the saved file keeps saying what it is.
    const downloadAs = request.query.download === undefined ? undefined : relativePath.replaceAll('/', '-');
    return sendLibraryFile(request, reply, opened, downloadAs);
  });

  const subtitle = {
    summary: 'A subtitle file beside a video of the media library, as WebVTT',
    tags,
    params: gatewayPathParamsSchema,
    querystring: signedUrlQuerySchema,
    response: {
      200: contentReply('The subtitles (SRT files converted)', { 'text/vtt': z.string() }),
      ...errorReplies(403, 404, 413, 503),
    },
  };
  app.get('/media/subtitle/*', { schema: subtitle }, async (request, reply) => {
    const relativePath = request.params['*'];
    if (!urls.verify(subtitleSubject(relativePath), request.query)) throw new HttpError(403, INVALID_MEDIA_URL);
    if (!isPlausiblePath(relativePath)) throw notFound('No such subtitle file in the media library');
    const found = await librarySubtitleAt(library.db, relativePath);
    const opened = found && found.format !== 'other' ? await openLibraryFile(mediaDir, relativePath) : null;
    if (!found || !opened) throw notFound('No such subtitle file in the media library');
    const bytes = await readLibraryFileStart(opened, SUBTITLE_MAX_BYTES, { refuseLonger: true }).finally(() =>
      opened.handle.close().catch(() => undefined),
    );
    if (bytes === 'too large') throw new HttpError(413, 'This subtitle file is too large');
    const text = new TextDecoder().decode(bytes);
    return reply
      .type('text/vtt; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(found.format === 'srt' ? srtToVtt(text) : text);
  });
};

/** The download service's own path for a request (docs/behaviour.md#downloads). */
function servicePath(version: DownloadVersion, ref: LibraryRef): string {
  return ref.mediaType === 'movie'
    ? `/download/movie/${version}/${ref.id}`
    : `/download/tv/${version}/${ref.id}/${ref.season}/${ref.episode}`;
}
