import type { AppConfig } from '../config.ts';

/**
 * The one Content-Security-Policy builder for the web app's HTML document. Scripts come only from this
 * server and, when AD_SCRIPT_URL is configured, from the ad script's origin (issue 9); no plugins; no
 * <base> pointing elsewhere. Further directives come from the modules that know them (the frames every
 * screen may show: modules/embed/frame-source-policy.ts).
 */
export function documentPolicy(
  config: Pick<AppConfig, 'adScriptUrl'>,
  screenDirectives: readonly string[],
  /** The page's own inline scripts, by their CSP hash source ('sha256-...'): http/index-page.ts's start-up script. */
  inlineScripts: readonly string[] = [],
): string {
  const scriptOrigins = ["'self'", ...inlineScripts, ...(config.adScriptUrl ? [new URL(config.adScriptUrl).origin] : [])];
  return [`script-src ${scriptOrigins.join(' ')}`, "object-src 'none'", "base-uri 'self'", ...screenDirectives].join('; ');
}
