/**
 * What the sports gateway accepts: the paths of a streamed-style service the web app reads (docs/behaviour.md#sports-data),
 * each parsed into a typed request. Anything else is null, which the route answers with a 404: the
 * gateway is not an open proxy.
 */

/** A request answered with JSON. */
export type LiveDataRequest =
  | { kind: 'sports' }
  /** scope: 'all', 'all-today', 'live' or a sport id. */
  | { kind: 'matches'; scope: string; popular: boolean }
  | { kind: 'stream'; source: string; id: string };

/** A request for one of the service's images. */
export type LiveImageRequest =
  { kind: 'badge'; badge: string } | { kind: 'poster'; home: string; away: string } | { kind: 'proxy'; path: string };

export type LiveRequest = LiveDataRequest | LiveImageRequest;

export const isImageRequest = (request: LiveRequest): request is LiveImageRequest =>
  request.kind === 'badge' || request.kind === 'poster' || request.kind === 'proxy';

/** One path segment as the service's ids look ('arsenal-vs-chelsea-2153433', 'a1b2c3'), maybe percent-encoded. */
const SEGMENT = /^[\w.%-]{1,200}$/;
const WEBP = /^(.+)\.webp$/;

/**
 * Whether a segment stays one segment: never '.' or '..' (encoded or not, since URL parsers resolve '%2e%2e'
 * too), and no encoded slash except in the proxy image path, which the service takes encoded.
 */
function isSafeSegment(segment: string, mayHoldSlash: boolean): boolean {
  if (!SEGMENT.test(segment)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '.' && decoded !== '..' && (mayHoldSlash || !/[/\\]/.test(decoded));
}

/** Parses the raw path after `/api/live/` (percent-encoding kept, no query string), e.g. 'matches/live'. */
export function parseLivePath(path: string): LiveRequest | null {
  const segments = path.split('/');
  const isProxy = segments[0] === 'images' && segments[1] === 'proxy';
  return segments.every((s, i) => isSafeSegment(s, isProxy && i === 2)) ? parseSegments(segments) : null;
}

function parseSegments(segments: string[]): LiveRequest | null {
  const [head, ...rest] = segments;
  switch (head) {
    case 'sports':
      return rest.length === 0 ? { kind: 'sports' } : null;
    case 'matches': {
      const [scope, popular, ...extra] = rest;
      if (!scope || extra.length > 0 || (popular !== undefined && popular !== 'popular')) return null;
      return { kind: 'matches', scope, popular: popular === 'popular' };
    }
    case 'stream': {
      const [source, id, ...extra] = rest;
      return source && id && extra.length === 0 ? { kind: 'stream', source, id } : null;
    }
    case 'images':
      return parseImage(rest);
    default:
      return null;
  }
}

function parseImage([kind, ...rest]: string[]): LiveImageRequest | null {
  const last = rest.at(-1);
  const name = last === undefined ? undefined : WEBP.exec(last)?.[1];
  if (name === undefined) return null;
  if (kind === 'badge' && rest.length === 1) return { kind: 'badge', badge: name };
  if (kind === 'poster' && rest.length === 2) return { kind: 'poster', home: rest[0]!, away: name };
  if (kind === 'proxy' && rest.length === 1) return { kind: 'proxy', path: name };
  return null;
}

/** How long an answer stays fresh: lists about a minute, live shorter, the sports list longer. */
export function freshnessMs(request: LiveDataRequest): number {
  switch (request.kind) {
    case 'sports':
      return 10 * 60_000;
    case 'matches':
      return request.scope === 'live' ? 20_000 : 60_000;
    case 'stream':
      return 60_000;
  }
}
