import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { registerGatewayRateLimit } from '../../http/rate-limits.ts';
import { requestTarget } from '../../http/request-target.ts';
import { sendImage } from '../../lib/image-reply.ts';
import { parseGatewayRequest } from './gateway-request.ts';
import { IMAGE_SIZES } from './image-config.ts';

/**
 * The metadata gateway, `/api/tmdb/<TMDB v3 path>` (docs/behaviour.md#metadata-gateway), and
 * the image route, `/api/images/<size>/<file>`, in upstream or offline mode.
 */
export const metadataRoutes: FastifyPluginAsync = async (app) => {
  const source = app.ctx.metadata;
  app.addHook('onReady', async () => source.prepare());
  app.addHook('onClose', () => source.close());
  const perAddressLimit = await registerGatewayRateLimit(app);

  app.get<{ Params: { '*': string } }>('/tmdb/*', { config: perAddressLimit }, async (request, reply) => {
    const search = requestTarget(request.url)?.searchParams ?? new URLSearchParams();
    const answer = await source.answer(parseGatewayRequest(request.params['*'], search));
    return reply
      .header('cache-control', `public, max-age=${answer.maxAge}`)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });

  app.get<{ Params: { size: string; file: string } }>('/images/:size/:file', { config: perAddressLimit }, async (request, reply) => {
    const { size, file } = request.params;
    if (!IMAGE_SIZES.has(size) || !/^[\w-]{1,120}\.(jpe?g|png|svg|webp)$/i.test(file)) throw new HttpError(404, 'Image not found');
    const image = await source.image(size, file);
    return sendImage(reply, image);
  });
};
