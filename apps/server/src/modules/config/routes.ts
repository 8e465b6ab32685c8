import type { FastifyPluginAsync } from 'fastify';
import { appConfigSchema } from '@marquee/core';
import { errorReplies, type ApiTag } from '../../http/api-description.ts';
import { appConfigReply } from './app-config-reply.ts';

/** GET /api/config: the web app's start-up configuration, for clients that do not read it from index.html. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const { config, sources, siteName } = app.ctx;
  const encode = (name: string) => JSON.stringify(appConfigReply(config, sources, name));
  let body = encode(siteName.current());
  siteName.onChange((name) => {
    body = encode(name);
  });

  // Configuration changes with a restart, or a rename of the site; a short browser cache still lets either show soon.
  // The reply is encoded once for each, above; the schema describes it and is not run on it (a string is sent as it is).
  const schema = {
    summary: "The web app's start-up configuration",
    tags: ['config'] satisfies ApiTag[],
    response: { 200: appConfigSchema, ...errorReplies(503) },
  };
  app.get('/config', { schema }, async (_request, res) =>
    res.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(body),
  );
};
