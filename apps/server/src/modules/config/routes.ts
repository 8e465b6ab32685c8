import type { FastifyPluginAsync } from 'fastify';
import { appConfigSchema } from '@marquee/core';
import { errorReplies, type ApiTag } from '../../http/api-description.ts';
import { appConfigReply } from './app-config-reply.ts';

/** GET /api/config: the web app's start-up configuration, for clients that do not read it from index.html. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const body = JSON.stringify(appConfigReply(app.ctx.config, app.ctx.sources));

  // Configuration only changes with a restart; a short browser cache still lets a restart show soon.
  // The reply is encoded once, above; the schema describes it and is not run on it (a string is sent as it is).
  const schema = {
    summary: "The web app's start-up configuration",
    tags: ['config'] satisfies ApiTag[],
    response: { 200: appConfigSchema, ...errorReplies(503) },
  };
  app.get('/config', { schema }, async (_request, res) =>
    res.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(body),
  );
};
