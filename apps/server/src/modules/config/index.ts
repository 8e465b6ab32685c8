/**
 * The web app's start-up configuration (GET /api/config, also written into the page) and the site's name, which the
 * owner gives at setup and admins may change.
 */
export { appConfigReply } from './app-config-reply.ts';
export { loadSiteName, saveSiteName, type SiteName } from './site-name.ts';
