import { trustedOrigins, type VideoSource } from '@marquee/core';
import { TRAILER_EMBED_ORIGIN } from './trailer-page.ts';

/** Stands for this server while the sources' relative templates are resolved; CSP calls it 'self'. */
const THIS_SERVER = 'http://this-server.invalid';

/**
 * The web app's frame-src, added to the page policy (http/document-policy.ts). The app is one document:
 * its policy is fixed when the first page loads and then holds for every screen the user moves to, so
 * one directive must cover every frame any screen shows: this server's pages (the built-in sources,
 * the watch party, the demo sports streams), the configured playback sources' origins, and
 * YouTube's privacy-enhanced player for the title pages' trailers. An upstream sports service
 * names its stream hosts only in its answers, so with one configured the sports player's frames can
 * come from any https origin.
 */
export function frameSourcePolicy(sources: readonly VideoSource[], options: { sportsUpstream: boolean }): string {
  const origins = trustedOrigins(sources, THIS_SERVER).filter((origin) => origin !== THIS_SERVER);
  const all = ["'self'", ...origins, TRAILER_EMBED_ORIGIN, ...(options.sportsUpstream ? ['https:'] : [])];
  return `frame-src ${[...new Set(all)].join(' ')}`;
}
