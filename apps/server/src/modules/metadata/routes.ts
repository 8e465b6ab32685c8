import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { parseGatewayRequest } from './gateway-request.ts';
import { IMAGE_SIZES } from './image-config.ts';

/**
 * The metadata gateway, `/api/tmdb/<TMDB v3 path>` (DECISIONS.md "One server, one origin"), and
 * the image route, `/api/images/<size>/<file>`, in upstream or offline mode.
 */
export const metadataRoutes: FastifyPluginAsync = async (app) => {
  const source = app.ctx.metadata;
  app.addHook('onReady', async () => source.prepare());
  app.addHook('onClose', () => source.close());

  app.get<{ Params: { '*': string } }>('/tmdb/*', async (request, reply) => {
    const search = new URL(request.url, 'http://gateway').searchParams;
    const answer = await source.answer(parseGatewayRequest(request.params['*'], search));
    return reply
      .header('cache-control', `public, max-age=${answer.maxAge}`)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });

  app.get<{ Params: { size: string; file: string } }>('/images/:size/:file', async (request, reply) => {
    const { size, file } = request.params;
    if (!IMAGE_SIZES.has(size) || !/^[\w-]{1,120}\.(jpe?g|png|svg|webp)$/i.test(file)) throw new HttpError(404, 'Image not found');
    const image = await source.image(size, file);
    return reply.header('cache-control', image.cacheControl).type(image.contentType).send(image.body);
  });
};
