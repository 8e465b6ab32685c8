import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  browserPlayability,
  embedPageQuerySchema,
  movieDownloadParamsSchema,
  pickTrailerKey,
  tvDownloadParamsSchema,
  type EmbedPageQuery,
  type PlaybackTarget,
  type VideoFields,
} from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { sendDocument } from '../../http/security-headers.ts';
import { findLibraryFiles, mediaFileUrl, subtitleUrl, type LibraryFile, type LibraryRef } from '../downloads/index.ts';
import { readVideoFormat } from '../library/index.ts';
import { parseGatewayRequest } from '../metadata/index.ts';
import { renderEmbedPage, type EmbedPage } from '../../lib/embed-page.ts';
import { INVALID_MEDIA_URL, pageSubject } from '../../lib/signed-urls.ts';
import { localPlayerPage, type LocalVideo } from './local-player-page.ts';
import { trailerPage } from './trailer-page.ts';

/**
 * The pages the player embeds from this server, outside /api since they are pages (docs/behaviour.md#playback-sources):
 *   GET /embed/local/movie/{id}, /embed/local/tv/{id}/{season}/{episode}        the `local` source
 *   GET /embed/trailer/movie/{id}, /embed/trailer/tv/{id}/{season}/{episode}    the `trailer` source
 * Ids, seasons and episodes follow the downloads gateway's rules, as the library names its files the same way.
 * `?subtitles={code}` is the language whose subtitles the local player turns on (the profile's preference). Each page
 * answers only at the signed URL the sources route issues (`exp`, `sig`; 403 otherwise), and signs the file and
 * subtitle URLs it gives its video in turn (docs/behaviour.md#ratings).
 */

// The downloads gateway's parameters without its service version.
const movieParams = movieDownloadParamsSchema.omit({ version: true });
const tvParams = tvDownloadParamsSchema.omit({ version: true });

/** How many of a title's files the local player judges before it settles for one no browser plays. */
const FILES_LOOKED_AT = 5;

type PageOf = (target: PlaybackTarget, query: EmbedPageQuery) => Promise<{ page: EmbedPage; found: boolean }>;

export const embedRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { mediaDir } = app.ctx.config;
  const { urls } = app.ctx;
  // Where the downloads gateway serves library files, with range requests: signed, as this page's own URL was.
  const mediaUrls = {
    fileUrl: (file: { relativePath: string }) => mediaFileUrl(urls, file.relativePath),
    subtitleUrl: (subtitle: { path: string }) => subtitleUrl(urls, subtitle.path),
  };

  /** A page for both the movie and the TV path of `name`; a title without anything to show answers 404. */
  function pageRoutes(name: string, pageOf: PageOf) {
    const send = async (reply: FastifyReply, target: PlaybackTarget, query: EmbedPageQuery) => {
      // Only at a URL the sources route issued (modules/sources), which checked the profile's limit: a frame sends no token.
      const at = target.type === 'movie' ? `movie/${target.id}` : `tv/${target.id}/${target.season}/${target.episode}`;
      if (!urls.verify(pageSubject(`/embed/${name}/${at}`), query)) throw new HttpError(403, INVALID_MEDIA_URL);
      const { page, found } = await pageOf(target, query);
      const { html, policy } = renderEmbedPage(page);
      return sendDocument(reply.status(found ? 200 : 404), html, policy);
    };
    // Pages, not API: left out of the API description (http/api-description.ts), checked all the same.
    const querystring = embedPageQuerySchema;
    app.get(`/embed/${name}/movie/:id`, { schema: { params: movieParams, querystring } }, async (request, reply) => {
      const { id } = request.params;
      return send(reply, { type: 'movie', id }, request.query);
    });
    app.get(`/embed/${name}/tv/:id/:season/:episode`, { schema: { params: tvParams, querystring } }, async (request, reply) => {
      const { id, season, episode } = request.params;
      return send(reply, { type: 'tv', id, season, episode }, request.query);
    });
  }

  pageRoutes('local', async (target, query) => {
    const ref: LibraryRef =
      target.type === 'movie'
        ? { mediaType: 'movie', id: target.id }
        : { mediaType: 'tv', id: target.id, season: target.season, episode: target.episode };
    const files = await findLibraryFiles({ mediaDir, db: app.ctx.db.kysely, source: app.ctx.metadata.source }, ref);
    const video = await firstPlayable(files);
    const page = localPlayerPage(target, video, { subtitleLanguage: query.subtitles ?? '', ...mediaUrls });
    return { page, found: video !== undefined };
  });

  /**
   * The first of a title's files (in order of preference) that a browser may play, judged by its header; when none
   * may, the first, whose page says why. Only the first few are looked at: a title has one or two.
   */
  async function firstPlayable(files: LibraryFile[]): Promise<LocalVideo | undefined> {
    let first: LocalVideo | undefined;
    for (const file of files.slice(0, FILES_LOOKED_AT)) {
      const video = { file, format: await formatOf(file) };
      if (browserPlayability(video.format) !== 'unplayable') return video;
      first ??= video;
    }
    return first;
  }

  /** What the file's header tells; a file that is not one the file route would serve tells nothing (video-header.ts). */
  function formatOf(file: LibraryFile) {
    return readVideoFormat(mediaDir, file.relativePath);
  }

  pageRoutes('trailer', async (target) => {
    const key = pickTrailerKey(await titleVideos(target));
    return { page: trailerPage(key), found: key !== null };
  });

  /**
   * The title's videos from the metadata source the gateway serves (its cache, its upstream or offline mode). A
   * show's trailer stands for every episode. A title the source does not know has none; any other failure is
   * logged, and the page says there is no trailer, so the player moves on to another source.
   */
  async function titleVideos(target: PlaybackTarget): Promise<VideoFields[]> {
    try {
      const answer = await app.ctx.metadata.answer(
        parseGatewayRequest(`${target.type}/${target.id}/videos`, new URLSearchParams()),
      );
      const reply = JSON.parse(answer.body) as { results?: VideoFields[] };
      return Array.isArray(reply.results) ? reply.results : [];
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 404)) app.log.warn({ err: error }, 'trailer lookup failed');
      return [];
    }
  }
};
