import type { FastifyPluginAsync } from 'fastify';
import { webManifest } from './web-manifest.ts';

/** GET /manifest.webmanifest, beside the web app it describes (outside /api, where browsers look for it). */
export const pwaRoutes: FastifyPluginAsync = async (app) => {
  const { siteName, config } = app.ctx;
  let body = JSON.stringify(webManifest(siteName.current(), config.basePath));
  siteName.onChange((name) => {
    body = JSON.stringify(webManifest(name, config.basePath));
  });
  app.get('/manifest.webmanifest', async (_request, reply) =>
    // Revalidated like index.html, so a new name shows at the next visit.
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(body),
  );
};
