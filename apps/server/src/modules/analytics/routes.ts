import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { pageviewBodySchema } from '@marquee/core';
import { HttpError, parse } from '../../http/errors.ts';
import { storePageview } from './pageview-store.ts';

/** Far above what a person clicking through the app sends; stops a script filling the table. */
const PAGEVIEWS_PER_MINUTE = 300;

/** POST /api/analytics/pageview: one row per route change, with the user when signed in (issue 2). */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'Too many page views. Please slow down.'),
  });

  app.post(
    '/analytics/pageview',
    { config: { rateLimit: { max: PAGEVIEWS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const view = parse(pageviewBodySchema, request.body);
      await storePageview(app.ctx.db.kysely, { ...view, userId: request.user?.id ?? null });
      return reply.status(204).send();
    },
  );
};
