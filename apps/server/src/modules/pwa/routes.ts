import type { FastifyPluginAsync } from 'fastify';
import { webManifest } from './web-manifest.ts';

/** GET /manifest.webmanifest, beside the web app it describes (outside /api, where browsers look for it). */
export const pwaRoutes: FastifyPluginAsync = async (app) => {
  const body = JSON.stringify(webManifest(app.ctx.config.siteName));
  app.get('/manifest.webmanifest', async (_request, reply) =>
    // Revalidated like index.html, so a new SITE_NAME shows after a restart.
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(body),
  );
};
