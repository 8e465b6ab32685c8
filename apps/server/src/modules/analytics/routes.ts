import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageviewBodySchema } from '@marquee/core';
import { errorReplies, NO_CONTENT, type ApiTag } from '../../http/api-description.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { storePageview } from './pageview-store.ts';

/** Far above what a person clicking through the app sends; stops a script filling the table. */
const PAGEVIEWS_PER_MINUTE = 300;

/** POST /api/analytics/pageview: one row per route change, with the user when signed in (docs/behaviour.md#routes). */
export const analyticsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await registerRateLimit(app, 'Too many page views. Please slow down.');

  const schema = {
    summary: 'Records a page view (with the user when signed in)',
    tags: ['analytics'] satisfies ApiTag[],
    body: pageviewBodySchema,
    response: { 204: NO_CONTENT, ...errorReplies(400, 413, 415, 429, 503) },
  };
  app.post(
    '/analytics/pageview',
    { schema, config: { rateLimit: { max: PAGEVIEWS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      await storePageview(app.ctx.db.kysely, { ...request.body, userId: request.user?.id ?? null });
      return reply.status(204).send();
    },
  );
};
