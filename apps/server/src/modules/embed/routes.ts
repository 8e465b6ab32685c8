import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  embedPageQuerySchema,
  movieDownloadParamsSchema,
  tvDownloadParamsSchema,
  type EmbedPageQuery,
  type PlaybackTarget,
} from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/page-language.ts';
import { sendDocument } from '../../http/security-headers.ts';
import { renderEmbedPage } from '../../lib/embed-page.ts';
import { INVALID_MEDIA_URL, pageSubject } from '../../lib/signed-urls.ts';
import { localPageOf } from './local-page.ts';
import type { PageOf } from './page-of.ts';
import { rendererRoutes } from './styled-subtitle-renderer.ts';
import { trailerPageOf } from './trailer-page-of.ts';

/**
 * The pages the player embeds from this server, outside /api since they are pages (docs/behaviour.md#playback-sources):
 *   GET /embed/local/movie/{id}, /embed/local/tv/{id}/{season}/{episode}        the `local` source
 *   GET /embed/trailer/movie/{id}, /embed/trailer/tv/{id}/{season}/{episode}    the `trailer` source
 * Ids, seasons and episodes follow the downloads gateway's rules, as the library names its files the same way.
 * `?subtitles={code}` is the language whose subtitles the local player turns on (the profile's preference), as
 * `?subtitle_mode=` says; `?subtitle_size=` and `?subtitle_background=` how it draws them; a film's `?version={n}`
 * (from 0) and `?part={n}` (from 1) pick one of its versions, and of one in parts the part. Each page
 * answers only at the signed URL the sources route issues (`exp`, `sig`; 403 otherwise), and signs the playback and
 * subtitle URLs it gives its player in turn (docs/behaviour.md#ratings).
 */

// The downloads gateway's parameters without its service version.
const movieParams = movieDownloadParamsSchema.omit({ version: true });
const tvParams = tvDownloadParamsSchema.omit({ version: true });

export const embedRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { urls } = app.ctx;

  /** A page for both the movie and the TV path of `name`; a title without anything to show answers 404. */
  function pageRoutes(name: string, pageOf: PageOf) {
    const send = async (request: FastifyRequest, reply: FastifyReply, target: PlaybackTarget, query: EmbedPageQuery) => {
      // Only at a URL the sources route issued (modules/sources), which checked the profile's limit: a frame sends no token.
      const at = target.type === 'movie' ? `movie/${target.id}` : `tv/${target.id}/${target.season}/${target.episode}`;
      if (!urls.verify(pageSubject(`/embed/${name}/${at}`), query)) throw new HttpError(403, INVALID_MEDIA_URL);
      const language = requestLanguage(request, app.ctx.config.defaultLanguage);
      const { page, found } = await pageOf(target, query, language);
      const { html, policy } = renderEmbedPage(page, language);
      return sendDocument(reply.status(found ? 200 : 404), html, policy);
    };
    // Pages, not API: left out of the API description (http/api-description.ts), checked all the same.
    const querystring = embedPageQuerySchema;
    app.get(`/embed/${name}/movie/:id`, { schema: { params: movieParams, querystring } }, async (request, reply) => {
      const { id } = request.params;
      return send(request, reply, { type: 'movie', id }, request.query);
    });
    app.get(`/embed/${name}/tv/:id/:season/:episode`, { schema: { params: tvParams, querystring } }, async (request, reply) => {
      const { id, season, episode } = request.params;
      return send(request, reply, { type: 'tv', id, season, episode }, request.query);
    });
  }

  pageRoutes('local', localPageOf(app));

  rendererRoutes(app);

  pageRoutes('trailer', trailerPageOf(app));
};
