import type { AppConfigReply, VideoSource } from '@marquee/core';
import type { AppConfig } from '../../config.ts';
import { resetByEmail } from '../../mail-config.ts';
import { imageConfig, metadataMode } from '../metadata/index.ts';

/**
 * What the web app needs at start (docs/behaviour.md#one-origin), the same for every visitor: served as GET /api/config
 * and written into index.html (src/http/index-page.ts).
 */
export function appConfigReply(config: AppConfig, sources: readonly VideoSource[], siteName: string): AppConfigReply {
  return {
    siteName,
    contactEmail: config.contactEmail,
    communityUrl: config.communityUrl ?? null,
    adScriptUrl: config.adScriptUrl ?? null,
    images: imageConfig(),
    sources: sources.map(({ key, name, sandbox, sync, movieUrl, tvUrl }) => ({
      key,
      name,
      sandbox,
      ...(sync ? { sync } : {}),
      movieUrl,
      tvUrl,
    })),
    services: serviceModes(config),
    signIn: {
      password: config.signIn.password,
      sso: config.signIn.oidc?.buttonText ?? null,
      resetByEmail: resetByEmail(config),
    },
  };
}

function serviceModes(config: AppConfig): AppConfigReply['services'] {
  return {
    metadata: metadataMode(config),
    sports: config.sportsApiUrl ? 'upstream' : 'demo',
    downloads: config.downloadApiUrl ? 'upstream' : 'library',
    chat: config.chat.url ? 'upstream' : 'offline',
  };
}
