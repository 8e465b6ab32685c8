import { z } from 'zod';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assToVtt,
  downloadReplySchema,
  isTextSidecar,
  gatewayPathParamsSchema,
  libraryDownloadsReplySchema,
  mediaFileQuerySchema,
  movieLibraryDownloadParamsSchema,
  signedUrlQuerySchema,
  movieDownloadParamsSchema,
  profileMaxRank,
  srtToVtt,
  SUBTITLE_MAX_BYTES,
  tvDownloadParamsSchema,
  tvLibraryDownloadParamsSchema,
  type DownloadReply,
  type DownloadVersion,
  type LibraryDownloadsReply,
} from '@marquee/core';
import { BINARY, contentReply, errorReplies, type ApiApp, type ApiTag } from '../../http/api-description.ts';
import { librarySubtitleAt, openLibraryFile, readLibraryFileStart, sendLibraryFile } from '../library/index.ts';
import { errorHandler, HttpError, notFound } from '../../http/errors.ts';
import { requireLibraryAccess } from '../auth/index.ts';
import { INVALID_MEDIA_URL } from '../../lib/signed-urls.ts';
import { registerGatewayRateLimit, type RouteRateLimit } from '../../http/rate-limits.ts';
import { NOT_ON_THIS_PROFILE, titleAllowed } from '../metadata/index.ts';
import { libraryDownloads } from './library-downloads.ts';
import { fileSubject, mediaFileUrl, subtitleSubject } from './media-urls.ts';
import {
  findLibraryFiles,
  isLibraryPath,
  isPlausiblePath,
  isServedPath,
  type LibraryRef,
  type LibrarySearch,
} from './media-library.ts';
import { subtitleText } from './subtitle-text.ts';
import { fetchUpstreamReply } from './upstream-downloads.ts';

/**
 * The downloads gateway (docs/behaviour.md#one-origin), with the paths of docs/behaviour.md#downloads under /api:
 *   GET /api/download/movie/{version}/{id}
 *   GET /api/download/tv/{version}/{id}/{season}/{episode}
 * ask the download service (DOWNLOAD_API_URL): the reply is the version's JSON shape, or `null` when the version has
 * nothing (the service failed or answered not-OK), which the download dialog shows as 'Not available ATM'. Without
 * a service they answer 404: the media library has no versions.
 *   GET /api/download/movie/{id}
 *   GET /api/download/tv/{id}/{season}/{episode}
 * list the title's files in the media library, one entry per file (`{files: [...]}`, empty when it has none),
 * whatever the mode: the download dialog asks here when no service is configured.
 *
 * GET /api/media/file/{path} serves the library's files, with HTTP range requests (seeking, resumed downloads);
 * `?download` adds Content-Disposition: attachment. GET /api/media/subtitle/{path} serves a subtitle file beside a
 * video as WebVTT, and an ASS/SSA one with `?format=ass` as it is (in UTF-8). Both take only the signed URLs
 * the limit-checked routes issue (media-urls.ts): a URL made by hand answers 403.
 */
const subtitleQuerySchema = signedUrlQuerySchema.extend({
  format: z
    .enum(['vtt', 'ass'])
    .default('vtt')
    .describe('WebVTT (any subtitle file), or an ASS/SSA file as it is, as UTF-8 (for the styled renderer)'),
});

export const downloadRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const library: LibrarySearch = {
    mediaDir: app.ctx.config.mediaDir,
    db: app.ctx.db.kysely,
    source: app.ctx.metadata.source,
  };

  // The links are the download service's to spend (or the library's to look up), as the other gateways' are.
  const perAddressLimit = await registerGatewayRateLimit(app);

  // The file sender's errors carry headers the app's handler would drop: a 416 says `Content-Range: bytes */{size}`.
  app.setErrorHandler<Error & { headers?: Record<string, string> }>((error, request, reply) => {
    if (error.headers) reply.headers(error.headers);
    return errorHandler(error, request, reply);
  });
  linkRoutes(app, library, perAddressLimit);
  fileRoutes(app, library);
};

const tags: ApiTag[] = ['downloads'];

/** A limited profile gets no download of a title above its limit (docs/behaviour.md#ratings). */
async function checkAllowed(app: ApiApp, request: FastifyRequest, ref: LibraryRef): Promise<void> {
  const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
  if (!(await titleAllowed(app.ctx.metadata, maxRank, ref.mediaType, ref.id))) throw new HttpError(403, NOT_ON_THIS_PROFILE);
}

/** A version's reply from the download service. */
async function answer(
  app: ApiApp,
  request: FastifyRequest,
  version: DownloadVersion,
  ref: LibraryRef,
): Promise<DownloadReply | null> {
  await checkAllowed(app, request, ref);
  const { downloadApiUrl } = app.ctx.config;
  if (!downloadApiUrl) throw notFound(NO_DOWNLOAD_SERVICE, LIBRARY_DOWNLOADS);
  return fetchUpstreamReply(downloadApiUrl, servicePath(version, ref), request.log);
}

/** The title's files in the media library, each with a signed download link. */
async function libraryAnswer(
  app: ApiApp,
  library: LibrarySearch,
  request: FastifyRequest,
  ref: LibraryRef,
): Promise<LibraryDownloadsReply> {
  requireLibraryAccess(request);
  await checkAllowed(app, request, ref);
  const files = await findLibraryFiles(library, ref);
  // Absolute links, as a download service's are: the dialog opens only http(s) links.
  const origin = `${request.protocol}://${request.host}`;
  const linkOf = (file: { relativePath: string }) =>
    `${origin}${mediaFileUrl(app.ctx.urls, file.relativePath, { download: true })}`;
  return { files: await libraryDownloads(library.db, files, linkOf) };
}

/** The download links: a version's from the download service, or the media library's files. */
function linkRoutes(app: ApiApp, library: LibrarySearch, perAddressLimit: RouteRateLimit): void {
  const downloadReply = { 200: downloadReplySchema.nullable(), ...errorReplies(400, 403, 404, 429, 503) };
  const movie = {
    summary: "A film's download links in one version's shape",
    tags,
    params: movieDownloadParamsSchema,
    response: downloadReply,
  };
  app.get('/download/movie/:version/:id', { schema: movie, config: perAddressLimit }, async (request) => {
    const { version, id } = request.params;
    return answer(app, request, version, { mediaType: 'movie', id });
  });

  const episode = {
    summary: "An episode's download links in one version's shape",
    tags,
    params: tvDownloadParamsSchema,
    response: downloadReply,
  };
  app.get('/download/tv/:version/:id/:season/:episode', { schema: episode, config: perAddressLimit }, async (request) => {
    const { version, id, season, episode } = request.params;
    return answer(app, request, version, { mediaType: 'tv', id, season, episode });
  });

  const libraryReply = { 200: libraryDownloadsReplySchema, ...errorReplies(400, 401, 403, 429, 503) };
  const libraryMovie = {
    summary: "A film's files in the media library, one download each",
    tags,
    params: movieLibraryDownloadParamsSchema,
    response: libraryReply,
  };
  app.get('/download/movie/:id', { schema: libraryMovie, config: perAddressLimit }, async (request) => {
    return libraryAnswer(app, library, request, { mediaType: 'movie', id: request.params.id });
  });

  const libraryEpisode = {
    summary: "An episode's files in the media library, one download each",
    tags,
    params: tvLibraryDownloadParamsSchema,
    response: libraryReply,
  };
  app.get('/download/tv/:id/:season/:episode', { schema: libraryEpisode, config: perAddressLimit }, async (request) => {
    const { id, season, episode } = request.params;
    return libraryAnswer(app, library, request, { mediaType: 'tv', id, season, episode });
  });
}

/** The media library's files and subtitles, at the signed URLs the links and players were given. */
function fileRoutes(app: ApiApp, library: LibrarySearch): void {
  const { urls } = app.ctx;
  const { mediaDir } = library;
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
    if (!opened) throw notFound(/*i18n*/ 'No such file in the media library');
    const downloadAs = request.query.download === undefined ? undefined : savedName(relativePath);
    return sendLibraryFile(request, reply, opened, downloadAs);
  });

  const subtitle = {
    summary: 'A subtitle file beside a video of the media library, as WebVTT, or an ASS/SSA file as it is',
    tags,
    params: gatewayPathParamsSchema,
    querystring: subtitleQuerySchema,
    response: {
      200: contentReply('The subtitles (SRT and ASS/SSA files converted), or ASS/SSA as UTF-8 with `format=ass`', {
        'text/vtt': z.string(),
        'text/x-ssa': z.string(),
      }),
      ...errorReplies(403, 404, 413, 503),
    },
  };
  app.get('/media/subtitle/*', { schema: subtitle }, async (request, reply) => {
    const relativePath = request.params['*'];
    if (!urls.verify(subtitleSubject(relativePath), request.query)) throw new HttpError(403, INVALID_MEDIA_URL);
    if (!isPlausiblePath(relativePath)) throw notFound(/*i18n*/ 'No such subtitle file in the media library');
    const found = await librarySubtitleAt(library.db, relativePath);
    // Text ones only: pictures (PGS, VobSub) are drawn into a transcode instead (modules/playback).
    const opened = found && isTextSidecar(found) ? await openLibraryFile(mediaDir, relativePath) : null;
    if (!found || !opened) throw notFound(/*i18n*/ 'No such subtitle file in the media library');
    const bytes = await readLibraryFileStart(opened, SUBTITLE_MAX_BYTES, { refuseLonger: true }).finally(() =>
      opened.handle.close().catch(() => undefined),
    );
    if (bytes === 'too large') throw new HttpError(413, /*i18n*/ 'This subtitle file is too large');
    const text = subtitleText(bytes);
    // ASS as its author wrote it, for the renderer that draws it (docs/playback.md#subtitles); its lines as plain
    // WebVTT for a browser without it.
    if (request.query.format === 'ass') {
      if (found.format !== 'ass') throw notFound(/*i18n*/ 'No such ASS/SSA subtitle file in the media library');
      return reply.type('text/x-ssa; charset=utf-8').header('cache-control', 'no-cache').send(text);
    }
    const vtt = found.format === 'srt' ? srtToVtt(text) : found.format === 'ass' ? assToVtt(text) : text;
    return reply.type('text/vtt; charset=utf-8').header('cache-control', 'no-cache').send(vtt);
  });
}

const NO_DOWNLOAD_SERVICE =
  /*i18n*/ 'No download service is configured (DOWNLOAD_API_URL): the media library lists its files at {movies} and {episodes}';
/** The addresses NO_DOWNLOAD_SERVICE names, as values: their braces are not the text's placeholders. */
const LIBRARY_DOWNLOADS = { movies: '/api/download/movie/{id}', episodes: '/api/download/tv/{id}/{season}/{episode}' };

/**
 * The name a downloaded file is saved under: its own, as the download dialog lists it ('Heat (1995).mkv'); a file
 * named by id keeps its folders, so it still says what it is ('movie-550.mp4', 'tv-1399-s01e01.mp4').
 */
function savedName(relativePath: string): string {
  return isLibraryPath(relativePath) ? relativePath.replaceAll('/', '-') : relativePath.split('/').at(-1)!;
}

/** The download service's own path for a request (docs/behaviour.md#downloads). */
function servicePath(version: DownloadVersion, ref: LibraryRef): string {
  return ref.mediaType === 'movie'
    ? `/download/movie/${version}/${ref.id}`
    : `/download/tv/${version}/${ref.id}/${ref.season}/${ref.episode}`;
}
