import { trustedOrigins, type VideoSource } from '@marquee/core';

/** Stands for this server while the sources' relative templates are resolved; CSP calls it 'self'. */
const THIS_SERVER = 'http://this-server.invalid';

/**
 * The player page's frame-src (issue 6), added to the page policy (http/document-policy.ts): frames only from the
 * configured sources' origins, and from this server (the built-in sources and the watch party page).
 */
export function playerDocumentPolicy(sources: readonly VideoSource[]): string {
  const origins = trustedOrigins(sources, THIS_SERVER).filter((origin) => origin !== THIS_SERVER);
  return ["frame-src 'self'", ...origins].join(' ');
}
