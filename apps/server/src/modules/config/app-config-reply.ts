import fs from 'node:fs';
import path from 'node:path';
import { isAppPath, LANGUAGES, type AppConfigReply, type VideoSource } from '@marquee/core';
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
    basePath: config.basePath,
    contactEmail: config.contactEmail,
    communityUrl: config.communityUrl ?? null,
    adScriptUrl: config.adScriptUrl ?? null,
    images: imageConfig(config.basePath),
    sources: sources.map(({ key, name, sandbox, sync, movieUrl, tvUrl }) => ({
      key,
      name,
      sandbox,
      ...(sync ? { sync } : {}),
      // The server's own pages are written under BASE_PATH; another host's as configured.
      movieUrl: underBasePath(movieUrl, config.basePath),
      tvUrl: underBasePath(tvUrl, config.basePath),
    })),
    services: serviceModes(config),
    signIn: {
      password: config.signIn.password,
      sso: config.signIn.oidc?.buttonText ?? null,
      resetByEmail: resetByEmail(config),
    },
    catalogues: catalogues(config),
    defaultLanguage: config.defaultLanguage,
  };
}

/** The web build's list of its languages' catalogues (apps/web/i18n-plugin.ts), as paths under BASE_PATH. */
const CATALOGUE_INDEX = 'messages.json';

function catalogues(config: AppConfig): Record<string, string> {
  let index: Record<string, string>;
  try {
    index = JSON.parse(fs.readFileSync(path.join(config.webDist, CATALOGUE_INDEX), 'utf8')) as Record<string, string>;
  } catch {
    // No web build (the API alone, or tests): English only.
    return {};
  }
  // Only the languages the app speaks: the build also compiles those still being translated.
  return Object.fromEntries(
    Object.entries(index)
      .filter(([language]) => LANGUAGES.some((spoken) => spoken.code === language))
      .map(([language, file]) => [language, `${config.basePath}/${file}`]),
  );
}

const underBasePath = (template: string, basePath: string) => (isAppPath(template) ? basePath + template : template);

function serviceModes(config: AppConfig): AppConfigReply['services'] {
  return {
    metadata: metadataMode(config),
    sports: config.sportsApiUrl ? 'upstream' : 'demo',
    downloads: config.downloadApiUrl ? 'upstream' : 'library',
    chat: config.chat.url ? 'upstream' : 'offline',
  };
}
