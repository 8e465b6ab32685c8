import type { FastifyInstance } from 'fastify';
import { pickTrailerKey, type PlaybackTarget, type VideoFields } from '@marquee/core';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest } from '../metadata/index.ts';
import type { PageOf } from './page-of.ts';
import { trailerPage } from './trailer-page.ts';

/** The `trailer` source's page: the title's trailer from the metadata source, or a page that says there is none. */
export function trailerPageOf(app: FastifyInstance): PageOf {
  return async (target, _query, language) => {
    const key = pickTrailerKey(await titleVideos(target));
    return { page: trailerPage(key, language), found: key !== null };
  };

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
}
