import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gatewayPathParamsSchema, imageParamsSchema, metadataGatewayQuerySchema, profileMaxRank } from '@marquee/core';
import {
  ANY_JSON_OBJECT,
  BINARY,
  contentReply,
  errorReplies,
  INPUT_CHECKED_BY_ROUTE,
  type ApiTag,
} from '../../http/api-description.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/page-language.ts';
import { registerGatewayRateLimit } from '../../http/rate-limits.ts';
import { requestTarget } from '../../http/request-target.ts';
import { sendImage } from '../../lib/image-reply.ts';
import { parseGatewayRequest } from './gateway-request.ts';
import { IMAGE_SIZES } from './image-config.ts';
import { requestLimit } from '../auth/index.ts';
import { artworkTitle, parseArtworkFile } from './artwork/artwork-paths.ts';
import { answerUnderLimit, NOT_ON_THIS_PROFILE, titleAllowed } from './profile-limit.ts';

/**
 * The metadata gateway, `/api/tmdb/<TMDB v3 path>` (docs/behaviour.md#metadata-gateway), and
 * the image route, `/api/images/<size>/<file>`, in upstream or offline mode.
 */
export const metadataRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const source = app.ctx.metadata;
  const tags: ApiTag[] = ['metadata'];
  app.addHook('onReady', async () => source.prepare());
  app.addHook('onClose', () => source.close());
  const perAddressLimit = await registerGatewayRateLimit(app);

  // The answer is passed on as the JSON text it is: described loosely, never checked.
  const gateway = {
    summary: 'A TMDB v3 path the web app reads (trending, lists, discover, search, titles, seasons, genres)',
    tags,
    params: gatewayPathParamsSchema,
    querystring: metadataGatewayQuerySchema,
    response: {
      200: contentReply('The answer, in TMDB v3 shape', { 'application/json': ANY_JSON_OBJECT }),
      ...errorReplies(400, 403, 404, 429, 502, 503, 504),
    },
  };
  app.get('/tmdb/*', { schema: gateway, ...INPUT_CHECKED_BY_ROUTE, config: perAddressLimit }, async (request, reply) => {
    const search = requestTarget(request.url)?.searchParams ?? new URLSearchParams();
    // Without a language in the query, the answer is in the page's language, chosen as for a page.
    const pageLanguage = requestLanguage(request, app.ctx.config.defaultLanguage);
    const gatewayRequest = parseGatewayRequest(request.params['*'], search, pageLanguage);
    const vary = search.get('language') ? 'authorization' : 'authorization, cookie, accept-language';
    const maxRank = request.user ? profileMaxRank(request.user.profile) : null;
    if (maxRank === null) {
      const answer = await source.answer(gatewayRequest);
      // The same answer for everyone without a limit; never for a request that carries a token of a limited profile.
      return reply
        .header('cache-control', `public, max-age=${answer.maxAge}`)
        .header('vary', vary)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    }
    const atPage = (page: number) => {
      const paged = new URLSearchParams(search);
      paged.set('page', String(page));
      return parseGatewayRequest(request.params['*'], paged, pageLanguage);
    };
    const answer = await answerUnderLimit(source, gatewayRequest, maxRank, atPage);
    return reply
      .header('cache-control', `private, max-age=${answer.maxAge}`)
      .header('vary', vary)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });

  const image = {
    summary: 'An image: from TMDB through the disk cache, or drawn from the catalogue offline',
    tags,
    params: imageParamsSchema,
    response: {
      200: contentReply('The image', {
        'image/jpeg': BINARY,
        'image/png': BINARY,
        'image/webp': BINARY,
        'image/svg+xml': BINARY,
      }),
      ...errorReplies(403, 404, 429, 502, 503, 504),
    },
  };
  app.get(
    '/images/:size/:file',
    { schema: image, ...INPUT_CHECKED_BY_ROUTE, config: perAddressLimit },
    async (request, reply) => {
      const { size, file } = request.params;
      if (!IMAGE_SIZES.has(size) || !/^[\w-]{1,120}\.(jpe?g|png|svg|webp)$/i.test(file))
        throw new HttpError(404, /*i18n*/ 'Image not found');
      // The offline catalogue's artwork is named by its title's id, so anyone can write its path: a limited request
      // gets none of a title above its limit. TMDB's names are known only from answers, which the limit filters.
      const maxRank = requestLimit(request);
      const art = maxRank === null || source.mode !== 'offline' ? null : parseArtworkFile(file);
      const title = art && artworkTitle(art);
      if (title && !(await titleAllowed(source, maxRank, title.media, title.id))) {
        throw new HttpError(403, NOT_ON_THIS_PROFILE);
      }
      const image = await source.image(size, file);
      return sendImage(reply, image);
    },
  );
};
