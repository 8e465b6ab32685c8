import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { registerGatewayRateLimit } from '../../http/rate-limits.ts';
import { sendImage } from '../../lib/image-reply.ts';
import { isImageRequest, parseLivePath } from './live-request.ts';
import { createLiveSource } from './live-source.ts';

/**
 * The sports gateway, `/api/live/<path after the service's /api/>` (docs/behaviour.md#one-origin), in
 * upstream or demo mode: the sports list, match lists, a source's streams and the service's images.
 */
export const sportsRoutes: FastifyPluginAsync = async (app) => {
  const source = createLiveSource(app.ctx.config, app.log, app.ctx.redis);
  app.addHook('onClose', () => source.close());
  const perAddressLimit = await registerGatewayRateLimit(app);
  const base = `${app.prefix}/live/`;

  app.get('/live/*', { config: perAddressLimit }, async (request, reply) => {
    // The raw path, not the decoded parameter: an encoded proxy image path must reach the service as sent.
    const livePath = (request.url.split('?')[0] ?? '').slice(base.length);
    const live = parseLivePath(livePath);
    if (!live) throw new HttpError(404, `Not found: GET ${base}${livePath}`);
    if (isImageRequest(live)) {
      const image = await source.image(live);
      return sendImage(reply, image);
    }
    const answer = await source.answer(live, livePath);
    return reply
      .header('cache-control', `public, max-age=${answer.maxAge}`)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });
};
