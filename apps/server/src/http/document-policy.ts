import type { AppConfig } from '../config.ts';

/**
 * The one Content-Security-Policy builder for the web app's HTML document. The app is one document, so the
 * policy covers every screen the user can move to. Anything not named is this server's only
 * (default-src). Scripts come only from this server, the page's own inline start-up script (by its hash)
 * and, when AD_SCRIPT_URL is configured, the ad script's origin, which may also make requests to its
 * origin; the app itself only asks its own API. Images: posters and artwork come through this server
 * (/api/images, also for the sports gateway), icons and small graphics may be data: or blob: URLs, and a
 * profile photo is any http(s) address its user gave. Styles: the stylesheet is written into the page and
 * server-rendered markup carries style attributes, so inline styles are allowed (scripts are not). No
 * plugins, no <base> pointing elsewhere, forms post only here, and no other site may frame the app. Further
 * directives come from the modules that know them (the frames every screen may show:
 * modules/embed/frame-source-policy.ts), last.
 */
export function documentPolicy(
  config: Pick<AppConfig, 'adScriptUrl'>,
  screenDirectives: readonly string[],
  /** The page's own inline scripts, by their CSP hash source ('sha256-...'): http/index-page.ts's start-up script. */
  inlineScripts: readonly string[] = [],
): string {
  const adOrigins = config.adScriptUrl ? [new URL(config.adScriptUrl).origin] : [];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...inlineScripts, ...adOrigins].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    `connect-src ${["'self'", ...adOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...screenDirectives,
  ].join('; ');
}
