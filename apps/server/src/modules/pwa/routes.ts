import type { FastifyPluginAsync } from 'fastify';
import type { LanguageCode } from '@marquee/core';
import { requestLanguage } from '../../http/page-language.ts';
import { webManifest } from './web-manifest.ts';

/** GET /manifest.webmanifest, beside the web app it describes (outside /api, where browsers look for it). */
export const pwaRoutes: FastifyPluginAsync = async (app) => {
  const { siteName, config } = app.ctx;
  // One body per language, made when first asked for; a new name makes them again.
  const bodies = new Map<LanguageCode, string>();
  siteName.onChange(() => bodies.clear());
  app.get('/manifest.webmanifest', async (request, reply) => {
    const language = requestLanguage(request, config.defaultLanguage);
    let body = bodies.get(language);
    if (body === undefined) {
      body = JSON.stringify(webManifest(siteName.current(), language, config.basePath));
      bodies.set(language, body);
    }
    // Revalidated like index.html, so a new name shows at the next visit; in the language a page would be in.
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .type('application/manifest+json; charset=utf-8')
      .send(body);
  });
};
