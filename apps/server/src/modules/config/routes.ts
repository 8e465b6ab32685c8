import type { AppConfigReply } from '@marquee/core';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { imageConfig } from '../metadata/image-config.ts';
import { metadataMode } from '../metadata/metadata-source.ts';

/** GET /api/config: what the web app needs at start (DECISIONS.md), the same for every visitor. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const { config, sources } = app.ctx;
  const reply: AppConfigReply = {
    siteName: config.siteName,
    contactEmail: config.contactEmail,
    communityUrl: config.communityUrl ?? null,
    adScriptUrl: config.adScriptUrl ?? null,
    images: imageConfig(),
    sources: sources.map(({ key, name, sandbox, movieUrl, tvUrl }) => ({ key, name, sandbox, movieUrl, tvUrl })),
    services: serviceModes(config),
  };
  const body = JSON.stringify(reply);

  // Configuration only changes with a restart; a short browser cache still lets a restart show soon.
  app.get('/config', async (_request, res) => res.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(body));
};

function serviceModes(config: AppConfig): AppConfigReply['services'] {
  return {
    metadata: metadataMode(config),
    sports: config.sportsApiUrl ? 'upstream' : 'demo',
    downloads: config.downloadApiUrl ? 'upstream' : 'library',
    chat: config.chat.url ? 'upstream' : 'offline',
  };
}
