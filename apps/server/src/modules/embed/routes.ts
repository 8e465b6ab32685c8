import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  movieDownloadParamsSchema,
  pickTrailerKey,
  tvDownloadParamsSchema,
  type PlaybackTarget,
  type VideoFields,
} from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { sendDocument } from '../../http/security-headers.ts';
import { encodePath, findLibraryFiles, type LibraryRef } from '../downloads/index.ts';
import { parseGatewayRequest } from '../metadata/index.ts';
import { renderEmbedPage, type EmbedPage } from '../../lib/embed-page.ts';
import { localPlayerPage } from './local-player-page.ts';
import { trailerPage } from './trailer-page.ts';

/**
 * The pages the player embeds from this server, outside /api since they are pages (docs/behaviour.md#playback-sources):
 *   GET /embed/local/movie/{id}, /embed/local/tv/{id}/{season}/{episode}        the `local` source
 *   GET /embed/trailer/movie/{id}, /embed/trailer/tv/{id}/{season}/{episode}    the `trailer` source
 * Ids, seasons and episodes follow the downloads gateway's rules, as the library names its files the same way.
 */

// The downloads gateway's parameters without its service version.
const movieParams = movieDownloadParamsSchema.omit({ version: true });
const tvParams = tvDownloadParamsSchema.omit({ version: true });

type PageOf = (target: PlaybackTarget) => Promise<{ page: EmbedPage; found: boolean }>;

export const embedRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { mediaDir } = app.ctx.config;
  // Where the downloads gateway serves library files, with range requests.
  const fileUrl = (file: { relativePath: string }) => `/api/media/file/${encodePath(file.relativePath)}`;
  const subtitleUrl = (subtitle: { path: string }) => `/api/media/subtitle/${encodePath(subtitle.path)}`;

  /** A page for both the movie and the TV path of `name`; a title without anything to show answers 404. */
  function pageRoutes(name: string, pageOf: PageOf) {
    const send = async (reply: FastifyReply, target: PlaybackTarget) => {
      const { page, found } = await pageOf(target);
      const { html, policy } = renderEmbedPage(page);
      return sendDocument(reply.status(found ? 200 : 404), html, policy);
    };
    // Pages, not API: left out of the API description (http/api-description.ts), checked all the same.
    app.get(`/embed/${name}/movie/:id`, { schema: { params: movieParams } }, async (request, reply) => {
      const { id } = request.params;
      return send(reply, { type: 'movie', id });
    });
    app.get(`/embed/${name}/tv/:id/:season/:episode`, { schema: { params: tvParams } }, async (request, reply) => {
      const { id, season, episode } = request.params;
      return send(reply, { type: 'tv', id, season, episode });
    });
  }

  pageRoutes('local', async (target) => {
    const ref: LibraryRef =
      target.type === 'movie'
        ? { mediaType: 'movie', id: target.id }
        : { mediaType: 'tv', id: target.id, season: target.season, episode: target.episode };
    const [file] = await findLibraryFiles({ mediaDir, db: app.ctx.db.kysely, source: app.ctx.metadata.source }, ref);
    return { page: localPlayerPage(target, file, fileUrl, subtitleUrl), found: file !== undefined };
  });

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
