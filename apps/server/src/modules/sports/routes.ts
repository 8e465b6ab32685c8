import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { matchListSchema, sportListSchema, streamListSchema } from '@marquee/core';
import { BINARY, contentReply, errorReplies, type ApiTag } from '../../http/api-description.ts';
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
  const source = createLiveSource(app.ctx.config, app.log, app.ctx.redis, app.metrics);
  app.addHook('onClose', () => source.close());
  const perAddressLimit = await registerGatewayRateLimit(app);
  const base = `${app.prefix}/live/`;

  // The JSON is the service's, checked against the sports schemas (live-answer.ts) and described by them; images
  // are passed on as the bytes they are. The path is read raw from the URL, not as a parameter.
  const schema = {
    summary: "A path of the sports service: the sports, a list of matches, a match's streams, or an image",
    tags: ['sports'] satisfies ApiTag[],
    response: {
      200: contentReply("JSON in the service's shape, or an image", {
        'application/json': z
          .union([sportListSchema, matchListSchema, streamListSchema])
          .describe("The sports list, a list of matches or a source's streams"),
        'image/*': BINARY,
      }),
      ...errorReplies(404, 429, 502, 503, 504),
    },
  };
  app.get('/live/*', { schema, config: perAddressLimit }, async (request, reply) => {
    // The raw path, not the decoded parameter: an encoded proxy image path must reach the service as sent.
    const livePath = (request.url.split('?')[0] ?? '').slice(base.length);
    const live = parseLivePath(livePath);
    if (!live) throw new HttpError(404, /*i18n*/ 'Not found: {method} {path}', { method: 'GET', path: `${base}${livePath}` });
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
