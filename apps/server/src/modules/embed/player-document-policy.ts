import { trustedOrigins, type VideoSource } from '@marquee/core';

/** Stands for this server while the sources' relative templates are resolved; CSP calls it 'self'. */
const THIS_SERVER = 'http://this-server.invalid';

/**
 * The Content-Security-Policy of the player page (issue 6): frames only from the configured sources' origins, and
 * from this server (the built-in sources and the watch party page). Only frames are restricted: the web app's own
 * scripts and styles are the build's, served from this origin.
 */
export function playerDocumentPolicy(sources: readonly VideoSource[]): string {
  const origins = trustedOrigins(sources, THIS_SERVER).filter((origin) => origin !== THIS_SERVER);
  return ["frame-src 'self'", ...origins].join(' ');
}
