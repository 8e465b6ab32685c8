import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageviewBodySchema } from '@marquee/core';
import { errorReplies, NO_CONTENT, type ApiTag } from '../../http/api-description.ts';
import { registerRateLimit } from '../../http/rate-limits.ts';
import { prunePageviews, storePageview } from './pageview-store.ts';

/** Far above what a person clicking through the app sends; stops a script filling the table. */
const PAGEVIEWS_PER_MINUTE = 300;
/** How often a node prunes the table at most (prunePageviews): after the first view it stores, then hourly. */
const PRUNE_EVERY_MS = 60 * 60_000;

/** POST /api/analytics/pageview: one row per route change, with the user when signed in (docs/behaviour.md#routes). */
export const analyticsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await registerRateLimit(app, /*i18n*/ 'Too many page views. Please slow down.');
  let nextPrune = 0;
  let pruning: Promise<unknown> = Promise.resolve();
  // The table is kept to its retention and its number of rows after the reply, never holding one back.
  const pruneNow = () => {
    nextPrune = Date.now() + PRUNE_EVERY_MS;
    pruning = prunePageviews(app.ctx.db.kysely).catch((error: unknown) =>
      app.log.warn({ err: error }, 'old page views could not be pruned; tried again within the hour'),
    );
  };
  app.addHook('onClose', () => pruning);

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
      if (Date.now() >= nextPrune) pruneNow();
      return reply.status(204).send();
    },
  );
};
